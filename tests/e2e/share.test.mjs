// Share links: "Copy link" writes location + "#v2.…" (also the state's "link"); opening
// it in a fresh page shows the same game at the same ply; a damaged link opens a playable
// board and says what was wrong.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, pointOf, clickAt, clickWidget, clickMoves, clickSquares } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';

test('copy link, open it in a new page: same position and ply', async () => {
  const a = await openApp(browser, srv.url);
  await clickMoves(a.page, ['h2e2', 'h9g7', 'h0g2']);
  let s = await appState(a.page);
  assert.equal(s.ply, 3);
  await clickWidget(a.page, s, 'copy_link');
  s = await appState(a.page);
  assert.ok(s.link.startsWith(srv.url + '#v2.m='), s.link);
  assert.equal(await a.page.evaluate(() => window.xqLastCopied), s.link);
  assert.equal(s.message_error, false);
  await screenshot(a.page, 'share-copied.png');
  const b = await openApp(browser, s.link);
  const t = await appState(b.page);
  assert.equal(t.fen, s.fen);
  assert.equal(t.ply, 3);
  assert.deepEqual(t.history, s.history);
  assert.equal(t.lang, s.lang);
  assert.equal(t.message, '');
  // The fragment is consumed: a reload continues the game from storage.
  assert.equal(await b.page.evaluate(() => location.hash), '');
  await screenshot(b.page, 'share-opened.png');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('a garbage link opens a playable start board and shows the error', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v1.m=%%%garbage');
  let s = await appState(page);
  assert.ok(s.fen.startsWith(START), s.fen);
  assert.equal(s.ply, 0);
  assert.equal(s.message_error, true);
  assert.match(s.message, /(Bad link|連結有誤|链接有误): .*%/);
  await screenshot(page, 'share-bad-link.png');
  s = await clickSquares(page, 'h2', 'e2');
  assert.deepEqual(s.history, ['h2e2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 山界 (11x10 board) link round-trips: open, copy, open again', async () => {
  // Made by the core's codec (tests/core/test_share_link_v2.cpp covers every move).
  const SHANJIE = '1rnbakabnr1/11/10c/1p1p3p1p1/5p5/11/1P1P1P1P1P1/CN9/10C/1RcBAKABN1R w - - 6 4';
  const a = await openApp(browser, srv.url + '#v2.v=shanjie&m=DHLCUF');
  let s = await appState(a.page);
  assert.equal(s.fen, SHANJIE);
  assert.equal(s.ply, 6);
  assert.equal(s.message, '');
  await clickWidget(a.page, s, 'copy_link');
  s = await appState(a.page);
  assert.ok(s.link.startsWith(srv.url + '#v2.v=shanjie&m=DHLCUF'), s.link);
  const b = await openApp(browser, s.link);
  const t = await appState(b.page);
  assert.equal(t.fen, SHANJIE);
  assert.deepEqual(t.history, s.history);
  await screenshot(b.page, 'share-shanjie.png');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});
