// Offline: after one visit the service worker holds every file, so with the network cut
// the page reloads, reports ready and draws the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('page reloads and plays with the network off after one visit', async () => {
  const { page, context, errors } = await openApp(browser, srv.url);
  // Wait until the worker controls the page and has finished precaching.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
  assert.ok(controlled, 'service worker does not control the page');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('xiangqi-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const f of ['/', '/index.html', '/xiangqi.js', '/xiangqi.wasm', '/manifest.webmanifest']) {
    assert.ok(cached.includes(f), `${f} is not precached (cached: ${cached.join(' ')})`);
  }

  await context.setOffline(true);
  await srv.close();  // the server is really gone, not just the browser's flag
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await page.waitForTimeout(300);
  await screenshot(page, 'offline-reload.png');
  const dump = await page.evaluate(() => (typeof Module !== 'undefined' && Module._xq_state_json)
    ? JSON.parse(UTF8ToString(Module._xq_state_json())) : null);
  if (dump) assert.match(dump.fen, /^rnbakabnr\/9\/1c5c1/);
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
  srv = null;
});
