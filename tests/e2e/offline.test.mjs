// Offline: after one visit the service worker holds every file, so with the network cut
// the page reloads, reports ready, draws the board, and the computer (a wasm module in a
// Web Worker, also precached) answers a move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, pointOf, clickAt, clickWidget } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('page reloads and plays with the network off after one visit', async () => {
  const { page, context, errors } = await openApp(browser, srv.url, { serviceWorkers: 'allow' });
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
  for (const f of ['/', '/index.html', '/xiangqi.js', '/xiangqi.wasm', '/manifest.webmanifest', '/engine.js',
    '/engine-worker.js', '/xq-engine.js', '/xq-engine.wasm', '/embed.html', '/embed.js', '/io.js']) {
    assert.ok(cached.includes(f), `${f} is not precached (cached: ${cached.join(' ')})`);
  }

  await context.setOffline(true);
  await srv.close();  // the server is really gone, not just the browser's flag
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await page.waitForTimeout(300);
  await screenshot(page, 'offline-reload.png');
  let st = await appState(page);
  assert.match(st.fen, /^rnbakabnr\/9\/1c5c1/);
  // Play against the computer with the network gone: the engine worker loads from the cache.
  await clickWidget(page, st, 'opp_computer_black');
  st = await appState(page);
  await clickAt(page, pointOf(st, 'h2'));
  await clickAt(page, pointOf(st, 'e2'));
  const t0 = Date.now();
  for (;;) {
    st = await appState(page);
    if (st.ply === 2 && !st.thinking) break;
    assert.ok(Date.now() - t0 < 30000, `no engine reply offline: ${JSON.stringify({ ply: st.ply, message: st.message })}`);
    await page.waitForTimeout(100);
  }
  assert.equal(st.history[0], 'h2e2');
  assert.match(st.history[1], /^[a-i][5-9][a-i][0-9]$/);
  assert.equal(st.message_error, false, st.message);
  await screenshot(page, 'offline-engine-reply.png');
  // The embed page comes from the cache too.
  await page.goto(srv.url + 'embed.html#v2.m=epJp&l=en');
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  assert.equal(JSON.parse(await page.evaluate(() => Module.ccall('xq_state_json', 'string', [], []))).ply, 4);
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
  srv = null;
});
