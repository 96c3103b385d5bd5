// The single-file build: build/site/xiangqi.html opened straight from disk (file://, no
// server, no service worker) starts, reports ready and draws the board without errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir, launch, openApp, screenshot } from './lib.mjs';

const file = path.join(siteDir, 'xiangqi.html');
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('xiangqi.html works from file:// on its own', async () => {
  assert.ok(fs.existsSync(file), `${file} is missing (scripts/single_file.py runs in xq_build_site)`);
  const html = fs.readFileSync(file, 'utf8');
  assert.doesNotMatch(html, /<script src=/, 'a script is still loaded from a file');
  assert.match(html, /Module\.wasmBinary = /);
  const requests = [];
  const { page, context, errors } = await openApp(browser, pathToFileURL(file).href);
  page.on('request', (r) => requests.push(r.url()));
  await page.waitForTimeout(300);
  await screenshot(page, 'single-file.png');
  const sw = await page.evaluate(async () => ('serviceWorker' in navigator && navigator.serviceWorker.controller) ? 1 : 0);
  assert.equal(sw, 0, 'no service worker on file://');
  const dump = await page.evaluate(() => (typeof Module !== 'undefined' && Module._xq_state_json)
    ? JSON.parse(UTF8ToString(Module._xq_state_json())) : null);
  if (dump) assert.match(dump.fen, /^rnbakabnr\/9\/1c5c1/);
  assert.deepEqual(requests.filter((u) => !u.startsWith('data:')), [], 'the page fetched other files');
  assert.deepEqual(errors, []);
  await context.close();
});
