// 神牛象棋 (seed 000) in the browser: the two 牛 per side drawn with their character; from
// the New Game dialog under its seed, the pair move 「每次要同時走兩枚牛，任意一枚走日，另一枚走目」
// by clicks (first ox and its 日, shown played with Red still to move and no "done", then
// the second ox and its 目: one entry in the record), a sandwich 「橫、豎、斜緊鄰夾吃」 closed by
// the second ox, the Chinese record, the 十一宮's lines, the Rules card, a link, and a phone
// by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickSquares, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/9/1co3oc1/p1p1p1p1p/9/9/P1P1P1P1P/1CO3OC1/9/RNBAKABNR w - - 0 1';
// Black's pawn e5; Red's oxen c3 and f3: c3-e4 (日) then f3-e6 (目) closes the sandwich.
const SANDWICH = '4k4/9/9/9/4p4/9/2O2O3/9/9/4K4 w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

test('神牛象棋: from the dialog, the pair move by clicks, a sandwich, the record in Chinese, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'shenniu');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  assert.deepEqual(['c2', 'g2', 'c7', 'g7'].map((sq) => pieceOn(s, sq)?.glyph), ['牛', '牛', '牛', '牛']);
  // The 十一宮's new lines: the diagonals c1-d0, c1-d2 and Black's g8-f9.
  for (const [a, b] of [['c1', 'd0'], ['c1', 'd2'], ['g8', 'f9']]) assert.ok(hasLine(s, a, b), `${a}-${b}`);
  await screenshot(page, 'shenniu-start-desktop.png');

  // The first ox: g2 目 h5. Shown played, Red still to move, no "done" (no ox moves alone).
  s = await clickSquares(page, 'g2', 'h5');
  assert.equal(s.double_pending, '', 'the first half alone is no move');
  assert.equal(pieceOn(s, 'h5')?.glyph, '牛');
  assert.equal(pieceOn(s, 'g2'), undefined);
  assert.equal(s.ply, 0);
  assert.equal(s.side, 'red');
  assert.ok(!s.widgets.double_done, 'no "done": the oxen move together');
  // The second ox: c2 日 d4. One move in the record.
  s = await clickSquares(page, 'c2', 'd4');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['g2h5&c2d4']);
  assert.equal(pieceOn(s, 'h5')?.glyph, '牛');
  assert.equal(pieceOn(s, 'd4')?.glyph, '牛');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '牛三目進二&牛七日進六');
  await screenshot(page, 'shenniu-pair-played.png');

  // Black: c7 日 d5 is only the first half (pending), then g7 目 h4.
  s = await clickSquares(page, 'c7', 'd5');
  assert.equal(s.ply, 1);
  assert.equal(pieceOn(s, 'd5')?.glyph, '牛');
  s = await clickSquares(page, 'g7', 'h4');
  s = await waitState(page, (t) => t.ply === 2);
  assert.equal(s.moves[1], '牛３日進４&牛７目進８');
  await checkLinkRoundTrip(browser, page, 'shenniu', viewport);

  // The sandwich after the second step takes Black's pawn on e5.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [SANDWICH]), 1);
  s = await clickSquares(page, 'c3', 'e4');
  assert.ok(pieceOn(s, 'e5'), 'the pawn stays after the first step');
  s = await clickSquares(page, 'f3', 'e6');
  s = await waitState(page, (t) => t.ply === 1);
  assert.equal(pieceOn(s, 'e5'), undefined, 'taken between e4 and e6');
  assert.equal(s.fen, '4k4/9/9/4O4/9/4O4/9/9/9/4K4 b - - 0 1');
  await screenshot(page, 'shenniu-sandwich.png');

  await checkRulesCard(page, [/十一宮/, /牛/, /夾吃/], 'shenniu-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('神牛象棋 on a phone: the pair move by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=shenniu&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'shenniu');
  assertOnPoints(s, viewport);
  await tapPoints(page, ['c2', 'd5', 'g2', 'h4']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['c2d5&g2h4']);
  await screenshot(page, 'shenniu-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
