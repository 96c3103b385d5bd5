// 漢字將棋 (seed 003, a reconstruction) in the browser: New Game → 漢字將棋 under seed 003,
// its card labelled a reconstruction; the 7x7 board with the characters on the discs;
// 「汉字棋中心向外的笔画为走吃规则」: a 丫 steps up-left by clicks, is refused straight up, and
// a capture along a stroke; the computer replies; a link round trip; the Rules card in
// 繁, 简 and English; the same page at phone width (390 px). One page load (plus the link's second page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickAt, clickWidget, clickMoves, pointOf, waitState, startNewGame, assertOnPoints, clickConfirmed, bridge, checkRulesCard, checkLinkRoundTrip, ticks } from './lib.mjs';

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
  await checkLinkRoundTrip(browser, page, 'hanzi_shogi', viewport, { embed: true });

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
  // The same card after a switch to 简体 and then English in Settings: labelled a
  // reconstruction in its title and first words, the seed's list of seven characters and
  // the winning rule in that language.
  await checkRulesCard(page, [/^重建（原图缺：只列出七种字「大、小、氺、火、米、木、丫」/, /「乂」是我们补的第八种/, /吃掉对方的米为胜/],
    'hanzi-rules-card-hans.png', { lang: 'zh-Hans', title: /^汉字将棋（重建）$/ });
  await checkRulesCard(page, [/^A reconstruction \(the figure is lost: the text lists seven characters, 大 小 氺 火 米 木 丫/, /乂 is our 8th kind/,
    /Capturing the enemy 米 wins/], 'hanzi-rules-card-en.png', { lang: 'en', title: /^Hanzi Shogi \(reconstruction\)$/ });

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

// The face-down start 「汉字将棋暗布开局」 (preset hanzi_shogi_dark): New Game under seed 003,
// hot seat covers the board for Red first; Red sees its own ten characters face-down and
// Black's as backs; 「暗布的棋不能移动」: a face-down piece has no target; 「翻棋等同走棋」: a
// flip by clicks (the piece, then Turn over) is a move, and the cover comes for Black, who
// sees Red's turned piece but not the others; then the computer plays Black and replies.
test('漢字將棋（暗布）: New Game, each side lays out its pieces (drag, tap, Random, Done) behind the cover, a face-down piece that cannot move, a flip by clicks, the computer replies, the record holds the arrangement', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_hanzi_shogi_dark');
  s = await appState(page);
  assert.match(s.new_game.card, /^A reconstruction: the face-down start/);
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.variant, 'hanzi_shogi_dark');
  // 「开局双方…任意暗布自己不同兵种的具体位置」: Red lays out first, behind the cover.
  assert.equal(s.cover, 'red');
  assert.equal(s.arranging, 'red');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.dialog === '' && t.widgets.arrange_done);
  // Red's view: its own ten face-down with their characters, Black's ten as backs.
  let red = s.pieces.filter((p) => p.code >= 'A' && p.code <= 'Z');
  const black = s.pieces.filter((p) => p.code >= 'a' && p.code <= 'z');
  assert.equal(red.length, 10);
  assert.equal(black.length, 10);
  for (const p of s.pieces) assert.equal(p.face_down, true, p.sq);
  assert.deepEqual(red.map((p) => p.code).sort(), ['D', 'F', 'I', 'M', 'S', 'T', 'W', 'Y', 'Y', 'Y']);
  for (const p of black) assert.equal(p.code, 'x', p.sq);
  assertOnPoints(s, viewport);
  const codes = (t) => Object.fromEntries(t.pieces.map((p) => [p.sq, p.code]));
  // Drag a0's piece onto b0's: the two trade places, nothing else changes.
  let before = codes(s);
  const a0 = pointOf(s, 'a0'), b0 = pointOf(s, 'b0');
  await page.mouse.move(a0.x, a0.y);
  await page.mouse.down();
  await page.mouse.move((a0.x + b0.x) / 2, (a0.y + b0.y) / 2, { steps: 4 });
  await ticks(page);
  await page.mouse.move(b0.x, b0.y, { steps: 4 });
  await page.mouse.up();
  await ticks(page);
  s = await appState(page);
  let after = codes(s);
  assert.equal(after.a0, before.b0);
  assert.equal(after.b0, before.a0);
  for (const sq of Object.keys(before)) if (sq !== 'a0' && sq !== 'b0') assert.equal(after[sq], before[sq], sq);
  assert.equal(s.ply, 0);
  // Tap c0, then g0: swapped too (c0 picked first, with g0 among the points it may swap with).
  before = after;
  await clickAt(page, pointOf(s, 'c0'));
  s = await appState(page);
  assert.equal(s.selected, 'c0');
  assert.ok(s.targets.includes('g0') || before.g0 === before.c0, s.targets.join(' '));
  await clickAt(page, pointOf(s, 'g0'));
  s = await appState(page);
  after = codes(s);
  assert.equal(after.c0, before.g0);
  assert.equal(after.g0, before.c0);
  assert.equal(s.selected, '');
  // Black's pieces are not Red's to arrange: refused with the reason, nothing changes.
  await clickAt(page, pointOf(s, 'a6'));
  s = await appState(page);
  assert.equal(s.message_error, true);
  assert.match(s.message, /Only your own face-down pieces/);
  assert.deepEqual(codes(s), after);
  assert.equal(s.status, 'Red: lay out your face-down pieces');
  await screenshot(page, 'hanzi-dark-arrange.png');
  // Random: a new order of the same ten.
  await clickWidget(page, s, 'arrange_random');
  s = await appState(page);
  red = s.pieces.filter((p) => p.code >= 'A' && p.code <= 'Z');
  assert.deepEqual(red.map((p) => p.code).sort(), ['D', 'F', 'I', 'M', 'S', 'T', 'W', 'Y', 'Y', 'Y']);
  const redLaidOut = codes(s);
  // Done: the cover again, for Black's turn to lay out.
  await clickWidget(page, s, 'arrange_done');
  s = await appState(page);
  assert.equal(s.arranging, 'black');
  assert.equal(s.cover, 'black');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.dialog === '' && t.widgets.arrange_done);
  // Black sees its own, not Red's.
  assert.equal(s.pieces.filter((p) => p.code === 'X').length, 10);
  const blackBefore = codes(s);
  const pair = ['a6', 'b6', 'c6', 'd6', 'e6', 'f6', 'g6'].find((sq) => blackBefore[sq] !== blackBefore.a6) ?? 'b6';
  await clickAt(page, pointOf(s, 'a6'));
  await clickAt(page, pointOf(await appState(page), pair));
  s = await appState(page);
  assert.equal(codes(s).a6, blackBefore[pair]);
  // No move is played during the set-up step, not even a typed one (Red's flip of d1 is
  // legal, but Black is still laying out).
  assert.equal(await bridge(page, 'xq_play', ['string'], ['^d1']), 0);
  s = await appState(page);
  assert.match(s.message, /Finish laying out your pieces first/);
  assert.equal(s.ply, 0);
  await clickWidget(page, s, 'arrange_done');
  s = await appState(page);
  assert.equal(s.arranging, '');
  assert.equal(s.cover, 'red');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.dialog === '');
  assert.equal(s.widgets.arrange_done, undefined);
  // Red plays with the order it laid out.
  for (const [sq, code] of Object.entries(redLaidOut)) if (code !== 'x') assert.equal(codes(s)[sq], code, sq);
  await screenshot(page, 'hanzi-dark-start.png');
  // 「暗布的棋不能移动」: the piece on d1 is picked, with no target to go to.
  await clickAt(page, pointOf(s, 'd1'));
  s = await appState(page);
  assert.equal(s.selected, 'd1');
  assert.deepEqual(s.targets, []);
  // 「翻棋等同走棋」: Turn over.
  const d1 = s.pieces.find((p) => p.sq === 'd1').code;
  await clickWidget(page, s, 'reveal');
  s = await appState(page);
  assert.equal(s.ply, 1);
  assert.deepEqual(s.history, ['^d1']);
  assert.equal(s.cover, 'black');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.dialog === '');
  // Black's view: Red's turned piece is face-up with its character, Red's other nine are backs.
  const turned = s.pieces.find((p) => p.sq === 'd1');
  assert.equal(turned.code, d1);
  assert.equal(turned.face_down, undefined);
  assert.equal(s.pieces.filter((p) => p.code === 'X').length, 9);
  await screenshot(page, 'hanzi-dark-black-view.png');
  // The computer takes Black (no cover against the computer): Black flips, Red flips, and
  // the computer answers with a legal move.
  await clickWidget(page, s, 'opp_computer_black');
  s = await waitState(page, (t) => t.history.length === 2 && !t.thinking, 30000);
  assert.match(s.history[1], /^\^[a-g][56]$/);
  assert.equal(s.cover, '');
  const mine = s.pieces.find((p) => p.sq === 'b0');
  await clickAt(page, pointOf(s, 'b0'));
  await clickWidget(page, await appState(page), 'reveal');
  s = await waitState(page, (t) => t.history.length === 4 && !t.thinking, 30000);
  assert.equal(s.history[2], '^b0');
  assert.deepEqual(s.revealed, ['', '', '', ''], 'nothing tagged before the end');
  const mineGlyph = mine.glyph;  // Red's own face-down piece, drawn with its identity's glyph
  assert.ok(mine.face_down);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'hanzi-dark-computer.png');
  // The finished game shows every piece (the arbiter's record): Red's unturned pieces stand
  // where Red laid them out.
  s = await clickConfirmed(page, 'resign');
  assert.equal(s.over, true);
  const turnedSquares = new Set(['d1', 'b0']);
  const final = codes(s);
  for (const [sq, code] of Object.entries(redLaidOut))
    if (code !== 'x' && !turnedSquares.has(sq) && final[sq] && /^[A-Z]$/.test(final[sq])) assert.equal(final[sq], code, sq);
  // … and when each piece became known: the move list of the review tags each flip with
  // what it turned over (「翻d1［…］」), ply by ply.
  assert.equal(s.revealed.length, s.history.length);
  assert.equal(s.revealed[0], turned.glyph);
  assert.equal(s.revealed[2], mineGlyph);
  await screenshot(page, 'hanzi-dark-review.png');
  assert.deepEqual(errors, []);
  await context.close();
});
