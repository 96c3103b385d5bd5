// 漢字將棋 (seed 003, a reconstruction) in the browser: New Game → 漢字將棋 under seed 003,
// its card labelled a reconstruction; the 7x7 board with the characters on the discs;
// 「汉字棋中心向外的笔画为走吃规则」: a 丫 steps up-left by clicks, is refused straight up, and
// a capture along a stroke; the computer replies; a link round trip; the Rules card; the
// same page at phone width (390 px). One page load (plus the link's second page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'swfmdit/1y1y1y1/7/7/7/1Y1Y1Y1/TIDMFWS w - - 0 1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

test('漢字將棋: New Game → 漢字將棋 (a reconstruction), moves and a capture by clicks, the computer replies, link, phone', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.ok(s.widgets.ng_seed_003[1] < s.widgets.ng_variant_hanzi_shogi[1]);
  await clickWidget(page, s, 'ng_variant_hanzi_shogi');
  s = await appState(page);
  assert.match(s.new_game.card_title, /^Hanzi Shogi \(reconstruction\)$/);
  assert.match(s.new_game.card, /^A reconstruction/);
  assert.match(s.new_game.card, /乂 is our 8th kind/);
  await screenshot(page, 'hanzi-dialog-card.png');
  await clickWidget(page, s, 'ng_cancel');

  s = await startNewGame(page, 'hanzi_shogi');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 7);
  assert.equal(s.board.ranks, 7);
  assert.equal(s.pieces.length, 20);  // 「双方各十枚」
  const red = { a0: '木', b0: '乂', c0: '大', d0: '米', e0: '火', f0: '氺', g0: '小', b1: '丫', d1: '丫', f1: '丫' };
  for (const [sq, glyph] of Object.entries(red)) assert.equal(pieceOn(s, sq)?.glyph, glyph, sq);
  assert.equal(pieceOn(s, 'd6')?.glyph, '米');
  assert.equal(pieceOn(s, 'd6')?.code, 'm');
  assertOnPoints(s, viewport);
  await screenshot(page, 'hanzi-start-desktop.png');

  // 丫 has no stroke straight up: b1-b2 is refused, the page says why.
  await clickMoves(page, ['b1b2']);
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.notEqual(s.message, '');
  // Up-left is a stroke: d1-c2; Black's 丫 forks down to c4; Red's to d3, Black's takes it.
  await clickMoves(page, ['d1c2', 'd5c4', 'c2d3', 'c4d3']);
  s = await waitState(page, (t) => t.history.length === 4);
  assert.deepEqual(s.history, ['d1c2', 'd5c4', 'c2d3', 'c4d3']);
  assert.equal(pieceOn(s, 'd3')?.code, 'y');
  assert.equal(s.pieces.length, 19);
  await screenshot(page, 'hanzi-capture.png');
  await checkLinkRoundTrip(browser, page, 'hanzi_shogi', viewport);

  // The computer plays Black: Red's 米 steps up (d0-d1) and gets a reply.
  await clickWidget(page, s, 'opp_computer_black');
  s = await appState(page);
  assert.equal(s.opponent, 'computer_black');
  await clickMoves(page, ['d0d1']);
  s = await waitState(page, (t) => t.history.length === 6 && !t.thinking, 30000);
  assert.equal(s.history[4], 'd0d1');
  assert.match(s.history[5], /^[a-g][0-6][a-g][0-6]$/);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'hanzi-computer.png');

  await checkRulesCard(page, [/重建/, /乂/, /吃掉對方的米為勝/], 'hanzi-rules-card.png');

  // Phone width: the same page at 390 px, the 7x7 board fits.
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await ticks(page, 6);
  s = await appState(page);
  assertOnPoints(s, phone);
  await screenshot(page, 'hanzi-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
