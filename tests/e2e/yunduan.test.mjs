// 雲端象棋 (seed 000) in the browser: from the New Game dialog under its seed, the 10x10
// board (one 山界 file z on the left, the 十宮's extra point c1/c8, the clouds' arcs a–c and
// g–i drawn on both back ranks) with file labels on both sides, the 雲 on z0/z9; a swap
// 「處在雲端的棋，可橫向與另一個緊鄰的雲端上的己方棋換位，且不受其間其它棋影響」 by clicks in either
// order (the elephant on the corner is then the freed elephant, read from the FEN), the
// Chinese record, a link, the Rules card; on a phone a swap by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickSquares, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'yrnbakabnr/10/2c5c1/1p1p1p1p1p/10/10/1P1P1P1P1P/2C5C1/10/YRNBAKABNR w - - 0 1';
// Red's numbers along the bottom (file z is 十, i is 一), Black's along the top (z is １).
const RED_BOTTOM = ['十', '九', '八', '七', '六', '五', '四', '三', '二', '一'];
const BLACK_TOP = ['１', '２', '３', '４', '５', '６', '７', '８', '９', '10'];
const has = (pairs, a, b) => pairs.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

function checkBoard(s) {
  assert.equal(s.board.files, 10);
  assert.deepEqual(s.board.labels.top, BLACK_TOP);
  assert.deepEqual(s.board.labels.bottom, RED_BOTTOM);
  // The arcs of the clouds, both sides.
  for (const [a, b] of [['a0', 'c0'], ['g0', 'i0'], ['a9', 'c9'], ['g9', 'i9']]) assert.ok(has(s.board.arcs, a, b), `arc ${a}-${b}`);
  assert.equal(s.board.arcs.length, 4);
  // The 十宮's lines: c1-d0, c1-d2 and Black's c8-d9; the mountain file is broken at the river.
  for (const [a, b] of [['c1', 'd0'], ['c1', 'd2'], ['c8', 'd9']]) assert.ok(has(s.board.lines, a, b), `${a}-${b}`);
  assert.ok(!s.board.points.includes('z4') && !s.board.points.includes('z5'));
  assert.equal(pieceOn(s, 'z0')?.glyph, '雲');
  assert.equal(pieceOn(s, 'z9')?.glyph, '雲');
}

test('雲端象棋: from the dialog, the board, a swap by clicks in either order, the record, a link, the Rules card', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'yunduan');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  checkBoard(s);
  await screenshot(page, 'yunduan-start-desktop.png');

  // Red: the elephant c0 first, then the chariot a0 (over the horse on b0): one move.
  s = await clickSquares(page, 'c0', 'a0');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['a0c0&c0a0']);
  assert.equal(s.fen, 'yrnbakabnr/10/2c5c1/1p1p1p1p1p/10/10/1P1P1P1P1P/2C5C1/10/YFNRAKABNR b - - 1 1');
  assert.equal(pieceOn(s, 'a0')?.glyph, '相');  // the freed elephant looks like the elephant it was (FEN F)
  assert.equal(pieceOn(s, 'c0')?.glyph, '俥');
  // Black: the chariot i9 first, then the elephant g9.
  s = await clickSquares(page, 'i9', 'g9');
  s = await waitState(page, (t) => t.ply === 2);
  assert.deepEqual(s.history, ['a0c0&c0a0', 'i9g9&g9i9']);
  assert.match(s.fen, /^yrnbakarnf\//);
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '車九換相七');
  assert.match(s.moves[1], /^車.+換象.$/);
  // The freed elephant crosses the river later: a0-c2-e4-c6 (its 田 is unchanged).
  await clickSquares(page, 'a0', 'c2');
  await waitState(page, (t) => t.ply === 3);
  await screenshot(page, 'yunduan-swapped.png');
  await checkLinkRoundTrip(browser, page, 'yunduan', viewport);
  await checkRulesCard(page, [/雲端/, /十宮/, /山界/, /雲：/], 'yunduan-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('雲端象棋 on a phone: the board and a swap by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=yunduan&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'yunduan');
  assertOnPoints(s, viewport);
  checkBoard(s);
  await screenshot(page, 'yunduan-phone.png');
  await tapPoints(page, ['g0', 'i0']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['i0g0&g0i0']);
  assert.match(s.fen, /YRNBAKARNF b /);
  await screenshot(page, 'yunduan-phone-swapped.png');
  assert.deepEqual(errors, []);
  await context.close();
});
