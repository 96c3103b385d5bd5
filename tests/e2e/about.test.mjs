// The project's papers (issue #11 item 13): LICENSE and THIRD_PARTY_NOTICES.md are in the
// built site, and an About dialog on the full page, the single-file build (from disk) and
// the embed page shows the version, the licences of what the site ships and the data
// attribution; Esc or Close closes it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, launch, openApp, screenshot, appState, clickWidget, siteDir, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// The dialog's texts, once it is open.
async function aboutTexts(page) {
  await page.waitForSelector('#xq-about', { timeout: 10000 });
  return page.evaluate(() => ({
    version: document.getElementById('xq-about-version').textContent,
    license: document.getElementById('xq-about-license').textContent,
    parts: document.getElementById('xq-about-parts').textContent,
    data: document.getElementById('xq-about-data').textContent,
    texts: document.getElementById('xq-about-texts').textContent,
  }));
}

function assertAbout(a, versionWord = 'Version') {
  assert.match(a.version, new RegExp(`^${versionWord}: \\S+`));
  assert.doesNotMatch(a.version, /: (\?|unknown)$/, 'a real version');
  assert.match(a.license, /MIT/);
  for (const [part, licence] of [['SDL2', 'zlib'], ['Dear ImGui', 'MIT'], ['Emscripten', 'NCSA'], ['LXGW WenKai', 'SIL Open Font License 1.1'], ['DejaVu Sans', 'Bitstream Vera'], ['musl', 'MIT'], ['libc++', 'LLVM-exception']]) {
    assert.ok(a.parts.includes(part), `${part} listed`);
    assert.ok(a.parts.includes(licence), `${licence} listed`);
  }
  assert.match(a.data, /Yu-Han Tseng/);
  assert.match(a.data, /CC BY 4\.0/);
  assert.match(a.texts, /Copyright \(c\) 2026 the xiangqi contributors/);
  assert.match(a.texts, /SIL OPEN FONT LICENSE Version 1\.1/);
  assert.match(a.texts, /Permission is granted to anyone to use this software for any purpose/);  // zlib
}

test('item 13: LICENSE and the notices are in the site; About on the full page (Esc closes it)', async () => {
  for (const [file, text] of [['LICENSE', /^MIT License\n\nCopyright \(c\) 2026 the xiangqi contributors/], ['THIRD_PARTY_NOTICES.md', /SIL Open Font License 1\.1/]]) {
    const res = await fetch(srv.url + file);
    assert.equal(res.status, 200, file);
    assert.match(await res.text(), text, file);
  }
  const { page, errors, context } = await openApp(browser, srv.url, { viewport: { width: 1280, height: 800 } });
  await clickWidget(page, null, 'about');
  assertAbout(await aboutTexts(page));
  await screenshot(page, 'about-desktop.png');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#xq-about', { state: 'detached', timeout: 5000 });
  // In Chinese the dialog speaks Chinese; the Close button closes it.
  await clickWidget(page, null, 'lang_zh-Hant');
  await clickWidget(page, null, 'about');
  assertAbout(await aboutTexts(page), '版本');
  await page.click('#xq-about-close');
  await page.waitForSelector('#xq-about', { state: 'detached', timeout: 5000 });
  await ticks(page);
  assert.equal((await appState(page)).dialog, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 13: About in the single-file build opened from disk', async () => {
  const file = path.join(siteDir, 'xiangqi.html');
  assert.ok(fs.existsSync(file), 'xiangqi.html built');
  const { page, errors, context } = await openApp(browser, pathToFileURL(file).href, { viewport: { width: 1280, height: 800 } });
  await clickWidget(page, null, 'about');
  assertAbout(await aboutTexts(page));
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 13: About on the embed page (its i button)', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + 'embed.html#v2.m=epJp&l=en', { viewport: { width: 400, height: 500 } });
  const s = await appState(page);
  assert.ok(s.widgets.embed_about, 'the embed bar has an About button');
  const r = s.widgets.embed_about;
  await page.mouse.click((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
  assertAbout(await aboutTexts(page));
  await screenshot(page, 'about-embed.png');
  assert.deepEqual(errors, []);
  await context.close();
});
