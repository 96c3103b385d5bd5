// 歐亞象棋 (seed 000) in the browser: New Game → 歐亞象棋 under seed 000 (its card); the 9x9
// board of squares, 41 cells in the chess colour and 40 in the shogi colour
// (「棋盤共八十一格，視覺上國象占41格，將棋40格」), pieces in the squares; a pawn's double step
// and a shogi reply by clicks; from a link's position a chess pawn's promotion through the
// picker (it offers q r b n; Escape takes the square back; the knight is clicked), a shogi
// 步's optional promotion chosen by key 2, a 桂's forced one without asking; the computer
// replies; a link round trip; the Rules card; castling by clicks (the king, then g0: the
// rook follows, the move list says O-O); the start at phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickAt, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, pixelsAt, pointOf, ticks, holdKeys } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'lusikisul/1f5j1/wwwwwwwww/9/9/9/9/PPPPPPPPP/RNBQKBNRN w - - 0 1 {castle=KQ}';
const MIDDLE = 'l3k3l/1P2i1s2/2w3w2/9/3N5/1w5u1/4P4/Ps7/4K2R1_w_-_-_0_1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);
const near = (rgb, want) => rgb.every((v, i) => Math.abs(v - want[i]) <= 12);

test('歐亞象棋: New Game → 歐亞象棋, the board of squares, moves by clicks, the computer replies, link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.ok(s.widgets.ng_seed_000[1] < s.widgets.ng_variant_ouya[1]);
  await clickWidget(page, s, 'ng_variant_ouya');
  s = await appState(page);
  assert.match(s.new_game.card_title, /^Eurasian Chess/);
  assert.match(s.new_game.card, /shogi army/);
  assert.match(s.new_game.card, /castle as in chess/);
  await clickWidget(page, s, 'ng_cancel');

  s = await startNewGame(page, 'ouya');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 9);
  assert.equal(s.board.ranks, 9);
  assert.equal(s.pieces.length, 38);  // 18 chess pieces (9 pawns, 3 knights) and the shogi army's 20
  const red = { a0: '車', b0: '騎', c0: '象', d0: '后', e0: '王', f0: '象', g0: '騎', h0: '車', i0: '騎', i1: '兵' };
  for (const [sq, glyph] of Object.entries(red)) assert.equal(pieceOn(s, sq)?.glyph, glyph, sq);
  const black = { a8: '香', b8: '桂', c8: '銀', d8: '金', e8: '玉', b7: '飛', h7: '角', e6: '步' };
  for (const [sq, glyph] of Object.entries(black)) assert.equal(pieceOn(s, sq)?.glyph, glyph, sq);
  assertOnPoints(s, viewport);
  // The cells' colours at empty squares: the middle rank split 5/4, a4-e4 in the chess
  // chequer (dark on a4 and e4, light on d4), f4-i4 plain shogi wood.
  const px = await pixelsAt(page, ['a4', 'd4', 'e4', 'f4', 'i4', 'e2', 'e5'].map((sq) => pointOf(s, sq)));
  const dark = [181, 136, 99], light = [240, 217, 181], wood = [226, 186, 110];
  assert.ok(near(px[0], dark), `a4 ${px[0]}`);
  assert.ok(near(px[1], light), `d4 ${px[1]}`);
  assert.ok(near(px[2], dark), `e4 ${px[2]}`);
  assert.ok(near(px[3], wood), `f4 ${px[3]}`);
  assert.ok(near(px[4], wood), `i4 ${px[4]}`);
  assert.ok(near(px[5], dark), `e2 ${px[5]}`);
  assert.ok(near(px[6], wood), `e5 ${px[6]}`);
  await screenshot(page, 'ouya-start-desktop.png');

  // The pawn's two-square step from its start rank; the shogi 步 steps one.
  await clickMoves(page, ['e1e3', 'e6e5']);
  s = await waitState(page, (t) => t.history.length === 2);
  assert.deepEqual(s.history, ['e1e3', 'e6e5']);
  // A pawn cannot step two from rank 3: e3-e5 is refused (occupied anyway), d1-d4 too.
  await clickMoves(page, ['d1d4']);
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.notEqual(s.message, '');
  await checkLinkRoundTrip(browser, page, 'ouya', viewport, { embed: true });

  // The computer plays Black and replies to a knight move.
  await clickWidget(page, s, 'opp_computer_black');
  await clickMoves(page, ['b0c2']);
  s = await waitState(page, (t) => t.history.length === 4 && !t.thinking, 30000);
  assert.equal(s.history[2], 'b0c2');
  assert.match(s.history[3], /^[a-i][0-8][a-i][0-8](=[a-z])?$/);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'ouya-computer.png');

  await checkRulesCard(page, [/9 乘 9 方格/, /升變/, /沒有持駒打入/, /可以王車易位/], 'ouya-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('歐亞象棋: promotions by clicks: the picker for the chess pawn, key 2 for the 步, the 桂 without asking', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=ouya&f=${MIDDLE}&l=en`, { viewport });
  let s = await appState(page);
  assert.equal(s.variant, 'ouya');
  assert.equal(s.fen, MIDDLE.replaceAll('_', ' '));
  // b7 → b8: no move yet, the picker asks (后 車 象 騎).
  await clickAt(page, pointOf(s, 'b7'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'b8'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual(s.promotion, ['q', 'r', 'b', 'n']);
  assert.equal(s.ply, 0);
  for (const k of ['q', 'r', 'b', 'n']) assert.ok(s.widgets[`promote_${k}`], k);
  await screenshot(page, 'ouya-picker.png');
  // Escape takes the square back: no move, the picker shut.
  await holdKeys(page, 'Escape');
  s = await waitState(page, (t) => t.dialog === '');
  assert.equal(s.ply, 0);
  assert.deepEqual(s.promotion, []);
  // Again, and the knight is clicked: b7b8=n, a 騎 on b8.
  await clickAt(page, pointOf(s, 'b7'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'b8'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  await clickWidget(page, s, 'promote_n');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['b7b8=n']);
  assert.equal(pieceOn(s, 'b8')?.glyph, '騎');
  assert.equal(pieceOn(s, 'b8')?.code, 'N');
  // Black's 步 b3 → b2 enters its zone: stay (步) or と; key 2 chooses と.
  await clickAt(page, pointOf(s, 'b3'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'b2'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual(s.promotion, ['w', 't']);
  await holdKeys(page, 'Digit2');
  s = await waitState(page, (t) => t.history.length === 2);
  assert.equal(s.history[1], 'b3b2=t');
  assert.equal(pieceOn(s, 'b2')?.glyph, 'と');
  assert.equal(pieceOn(s, 'b2')?.ink, 'red');  // 成駒 in red ink (X.ink = red); the 步 it was is not
  assert.equal(pieceOn(s, 'c6')?.ink, undefined);
  await screenshot(page, 'ouya-tokin.png');
  // Red e2-e3, then the 桂 h3 → g1 must promote: played at once, no picker.
  await clickMoves(page, ['e2e3']);
  s = await waitState(page, (t) => t.history.length === 3);
  await clickMoves(page, ['h3g1']);
  s = await waitState(page, (t) => t.history.length === 4);
  assert.equal(s.history[3], 'h3g1=e');
  assert.equal(s.dialog, '');
  assert.equal(pieceOn(s, 'g1')?.glyph, '圭');
  assert.equal(pieceOn(s, 'g1')?.ink, 'red');
  await screenshot(page, 'ouya-promotions.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('歐亞象棋: 「國象持有方為國象規則」: castling by clicks, the king then its square; O-O in the move list', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=ouya&l=en', { viewport });
  let s = await appState(page);
  // The king may not castle yet: the bishop and the knight stand between.
  await clickMoves(page, ['e1e3', 'a6a5', 'f0d2', 'b6b5']);
  s = await waitState(page, (t) => t.history.length === 4);
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.ok(!s.targets.includes('g0'), s.targets.join(' '));
  await clickMoves(page, ['g0h2', 'c6c5']);
  s = await waitState(page, (t) => t.history.length === 6);
  // Now the king offers g0; clicking it castles: 王 g0, 車 f0.
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.ok(s.targets.includes('g0'), s.targets.join(' '));
  await clickAt(page, pointOf(s, 'g0'));
  s = await waitState(page, (t) => t.history.length === 7);
  assert.equal(s.history[6], 'e0g0:h0f0');
  assert.equal(s.moves[6], 'O-O');
  assert.equal(pieceOn(s, 'g0')?.glyph, '王');
  assert.equal(pieceOn(s, 'f0')?.glyph, '車');
  assert.equal(pieceOn(s, 'h0'), undefined);
  assert.ok(!s.fen.includes('castle'), s.fen);
  await screenshot(page, 'ouya-castled.png');
  await checkLinkRoundTrip(browser, page, 'ouya', viewport);
  assert.deepEqual(errors, []);
  await context.close();
});

test('歐亞象棋: the start at phone width (390 px, touch)', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=ouya&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  await ticks(page, 4);
  const s = await appState(page);
  assert.equal(s.variant, 'ouya');
  assert.equal(s.pieces.length, 38);
  assertOnPoints(s, viewport);
  await screenshot(page, 'ouya-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
