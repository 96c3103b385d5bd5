// Share links: "Copy link" writes location + "#v2.…" (also the state's "link"); opening
// it in a fresh page shows the same game at the same ply; a damaged link opens a playable
// board and says what was wrong.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, pointOf, clickAt, clickWidget, clickMoves, clickSquares, holdKeys } from './lib.mjs';

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

// Issue #11 item 5: a link at ply p carries the whole game and the record's header.
const PGN_TAGS = '[Event "友誼賽"]\n[Date "2024.05.01"]\n[Red "許銀川"]\n[Black "Lü Qin"]\n\n' +
  '1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n3. 車一平二 馬２進３\n*\n';

test('a link at ply p opens the whole game at p (→ and End step on) with its players and event', async () => {
  const a = await openApp(browser, srv.url + '#v2.l=en', { viewport: { width: 1280, height: 800 } });
  assert.equal(await bridge(a.page, 'xq_import', ['string'], [PGN_TAGS]), 1);
  let s = await appState(a.page);
  assert.equal(s.ply, 6);
  await clickWidget(a.page, s, 'move_2');  // look at ply 2, then share what is shown
  s = await appState(a.page);
  assert.equal(s.view_ply, 2);
  const fen2 = s.fen;
  await clickWidget(a.page, s, 'copy_link');
  s = await appState(a.page);
  assert.match(s.link, /&p=2(&|$)/);
  assert.match(s.link, /&h=Event=%E5%8F%8B%E8%AA%BC%E8%B3%BD~Date=2024\.05\.01~Red=%E8%A8%B1%E9%8A%80%E5%B7%9D~Black=L%C3%BC\+Qin/);

  const b = await openApp(browser, s.link, { viewport: { width: 1280, height: 800 } });
  let t = await appState(b.page);
  assert.equal(t.message, '');
  assert.equal(t.ply, 6, 'every move is in the game');
  assert.deepEqual(t.history, s.history);
  assert.equal(t.view_ply, 2, 'shown at the link\'s ply');
  assert.equal(t.fen, fen2);
  assert.ok(t.widgets.move_6, 'the move list has the moves after the shown ply');
  assert.deepEqual(t.tags, { Event: '友誼賽', Date: '2024.05.01', Red: '許銀川', Black: 'Lü Qin' });
  await screenshot(b.page, 'share-whole-game.png');
  // → steps on through the rest without Redo; End goes to the end of the game.
  await holdKeys(b.page, 'ArrowRight');
  t = await appState(b.page);
  assert.equal(t.view_ply, 3);
  await holdKeys(b.page, 'End');
  t = await appState(b.page);
  assert.equal(t.view_ply, -1);
  assert.equal(t.fen, s.game_fen);
  // The header goes on with the game: into the next link and the export.
  await clickWidget(b.page, t, 'copy_link');
  t = await appState(b.page);
  assert.match(t.link, /&h=Event=/);
  const pgn = await b.page.evaluate(() => Module.ccall('xq_export', 'string', ['string', 'string'], ['pgn', 'chinese']));
  assert.match(pgn, /\[Red "許銀川"\]/);
  assert.match(pgn, /\[Black "Lü Qin"\]/);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});

test('an old v1 link at ply 1 still opens, now with the whole game in the list', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v1.m=NvwfEPwy&p=1');
  const s = await appState(page);
  assert.equal(s.message, '');
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  assert.equal(s.view_ply, 1);
  assert.deepEqual(s.tags, {});
  assert.deepEqual(errors, []);
  await context.close();
});
