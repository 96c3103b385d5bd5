// 巨將象棋 (seed 000) in the browser: from the New Game dialog under its seed, the 13x10
// board with its two 2×2 extension blocks (「河界兩側各增加四個點位」) and one 巨將 a side
// drawn as one disc over its four points (「各占據四個點位，開局放置擴展位置」); a giant move
// by clicks on any of its points and any point of the block it goes to (「橫豎每次兩小格」);
// Black's giant answers; the move list as the page shows it (Chinese, then ICCS); a triple
// capture (「每次可同時吃敵棋1-3枚」), after which the computer replies; the Rules card during
// play; the phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, pointOf, waitState, startNewGame, assertOnPoints, pixelsAt, tapPoints, checkLinkRoundTrip, checkRulesCard } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = '2rnbakabnr2/13/3c5c3/2p1p1p1p1p2/XX9xx/JX9jx/2P1P1P1P1P2/3C5C3/13/2RNBAKABNR2 w - - 0 1';
// Red's giant on c4 (c4 d4 c5 d5); Black's pieces on c6, d6 and d7, its general on f9.
const TRIPLE = '7k5/13/5r7/4pc7/4XX7/4JX7/13/13/13/6K6 w - - 0 1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);
const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

async function clickPoint(page, sq) {
  const s = await appState(page);
  await clickAt(page, pointOf(s, sq));
  return appState(page);
}

// The colour where a block's disc is drawn: halfway between the block's centre and the
// midpoint of its lower edge (on the grid line there when no disc covers it, inside the
// disc's face, clear of its glyph's strokes and rings, when one does).
async function blockFace(page, s, lowerLeft, upperRight) {
  const c = mid(pointOf(s, lowerLeft), pointOf(s, upperRight));
  return (await pixelsAt(page, [c]))[0];
}

test('巨將象棋: the giants drawn over four points, a move and a triple capture by clicks, the computer replies', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'jujiang');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 13);
  assertOnPoints(s, viewport);
  // One disc per giant: the anchor (span 2) draws it over the block, the three other points
  // (span 0) draw nothing of their own.
  assert.equal(pieceOn(s, 'y4')?.span, 2);
  assert.equal(pieceOn(s, 'j4')?.span, 2);
  for (const sq of ['z4', 'y5', 'z5', 'k4', 'j5', 'k5']) assert.equal(pieceOn(s, sq)?.span, 0, sq);
  for (const sq of ['y4', 'z4', 'y5', 'z5']) assert.equal(pieceOn(s, sq)?.glyph, '巨', sq);
  await screenshot(page, 'jujiang-start.png');
  // The centre of Red's block is covered (the same colour as the centre of Black's), an
  // empty block of the board (e4 f4 e5 f5, the river) is not.
  const red = await blockFace(page, s, 'y4', 'z5');
  const black = await blockFace(page, s, 'j4', 'k5');
  const river = await blockFace(page, s, 'e4', 'f5');
  assert.notDeepEqual(red, river);
  assert.ok(red.every((v, i) => Math.abs(v - black[i]) < 40), `${red} vs ${black}`);

  // 「橫豎每次兩小格」: click a part (z5) — the giant is picked — then any point of the block
  // it goes to (b5 of a4 b4 a5 b5).
  s = await clickPoint(page, 'z5');
  assert.equal(s.ply, 0);
  await screenshot(page, 'jujiang-picked.png');
  s = await clickPoint(page, 'b5');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['y4a4']);
  assert.equal(pieceOn(s, 'a4')?.span, 2);
  for (const sq of ['y4', 'z4', 'y5', 'z5']) assert.equal(pieceOn(s, sq), undefined, sq);
  // Black's giant answers the same way (k5, then h4 of h4 i4 h5 i5).
  await clickPoint(page, 'k5');
  await clickPoint(page, 'h4');
  s = await waitState(page, (t) => t.ply === 2);
  assert.deepEqual(s.history, ['y4a4', 'j4h4']);
  // The move list as the page shows it: the giant by its anchor's file, counted over all
  // 13 files from each player's right (Red's 十三 and 十一, Black's １２ and １０, as the
  // board's labels run), one row; in ICCS (a click in Settings) the anchors' points.
  assert.deepEqual(s.moves, ['巨十三平十一', '巨１２平１０']);
  assert.deepEqual(s.move_numbers, ['1', '1…']);
  const list = s.widgets.moves_list;
  for (const id of ['move_1', 'move_2']) {
    const w = s.widgets[id];
    assert.ok(w && w[0] >= list[0] && w[2] <= list[2] && w[1] >= list[1] && w[3] <= list[3], `${id} inside the move list`);
  }
  assert.equal(s.widgets.move_1[1], s.widgets.move_2[1], 'both moves on row 1');
  await screenshot(page, 'jujiang-move-list.png');
  await clickWidget(page, s, 'notation_iccs');
  s = await appState(page);
  assert.deepEqual(s.moves, ['y4a4', 'j4h4']);
  await clickWidget(page, s, 'notation_chinese');
  s = await appState(page);
  assert.deepEqual(s.moves, ['巨十三平十一', '巨１２平１０']);
  await clickWidget(page, s, 'sheet_close');
  // The game so far in a link and in the embed page (the giant drawn over its block there too).
  await checkLinkRoundTrip(browser, page, 'jujiang', viewport, { embed: true });

  // 「每次可同時吃敵棋1-3枚」 against the computer (Black): the giant c4 takes the three
  // pieces on c6 d6 d7 in one move.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [TRIPLE]), 1);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);
  s = await clickPoint(page, 'd5');
  await screenshot(page, 'jujiang-targets.png');
  s = await clickPoint(page, 'c7');
  s = await waitState(page, (t) => t.ply === 2 && !t.thinking, 30000);
  assert.equal(s.message_error, false, s.message);
  assert.equal(s.history[0], 'c4c6');
  assert.equal(s.moves[0], '巨九進二');  // the move list: the giant by its anchor's file
  assert.equal(s.pieces.filter((p) => p.color === 'black').length, 1);  // the general alone
  assert.equal(pieceOn(s, 'c6')?.span, 2);
  await screenshot(page, 'jujiang-triple.png');
  // The Rules card during play, with the seed's moves: 「橫豎每次兩小格」, 「每次可同時吃敵棋1-3枚」,
  // 「以一枚占其所在某一個位置均可吃」.
  await checkRulesCard(page, [/^巨將象棋：河界兩側各加四個點位/, /巨將橫豎每次走兩小格/, /其中的敵棋（1–3 枚，敵巨將算一枚）全部吃掉/,
    /敵棋占巨將四點中任一點即吃掉整個巨將/], 'jujiang-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('巨將象棋 on a phone: the 13x10 board fits, the giant moves by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=jujiang&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'jujiang');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  await tapPoints(page, ['y4', 'a5']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['y4a4']);
  await screenshot(page, 'jujiang-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
