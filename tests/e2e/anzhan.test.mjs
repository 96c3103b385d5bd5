// 暗戰象棋 (seed 003) in the browser: New Game → 暗戰 with its rules card in 繁/简/English;
// the 11x10 board with two face-down pieces a side that nobody knows (「开局扣放」: the page,
// its state dump and its link show placeholders only); hot-seat clicks: a face-down piece
// steps (「暗棋只能横或竖每次一格」), the owner turns one over (「暗棋可以自己翻明」, 翻棋 /
// Turn over), the wait refuses its move with a clear message (「刚翻明的这枚棋自身至少需要停一着
// 才能移动」); from a link, a chariot swaps with a face-down piece and turns it over
// (「也可以吃子的规则与对方暗棋换位，并将其翻明」), 換c9c5 in the Chinese record; and the computer
// answers as Black from its own view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, clickMoves, clickConfirmed, pointOf, ticks, waitState, startNewGame, assertOnPoints, tapWidget } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const piece = (s, sq) => s.pieces.find((p) => p.sq === sq);
const VIEW_START = '1rnbakabnr1/11/*x1c5c1*x/1p1p1p1p1p1/11/11/1P1P1P1P1P1/*X1C5C1*X/11/1RNBAKABNR1 w - - 0 1';

test('暗戰: New Game, the card in three scripts, secrets kept, a step, a flip and the wait by clicks', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  // The card in the New Game dialog, English.
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_anzhan');
  s = await appState(page);
  assert.equal(s.new_game.card_title, 'Dark-Battle Xiangqi (An Zhan)');
  assert.match(s.new_game.card, /two face-down pieces/);
  assert.match(s.new_game.card, /swap places with it and turn it over/);
  await screenshot(page, 'anzhan-new-game-card.png');
  await clickWidget(page, s, 'ng_cancel').catch(() => {});
  s = await startNewGame(page, 'anzhan');
  // 「开局扣放」: nobody knows them; the page shows placeholders only, whoever is to move.
  assert.equal(s.fen, VIEW_START);
  assert.equal(s.game_fen, VIEW_START);
  for (const sq of ['z2', 'j2', 'z7', 'j7']) {
    assert.equal(piece(s, sq).face_down, true, sq);
    assert.match(piece(s, sq).code, /^[xX]$/, sq);
  }
  assertOnPoints(s, viewport);
  await screenshot(page, 'anzhan-start-desktop.png');

  // 「暗棋只能横或竖每次一格」: Red's face-down piece z2 steps to z3 by clicks; z2 to a3 is
  // refused (not a step along a line).
  await clickAt(page, pointOf(s, 'z2'));
  s = await appState(page);
  assert.deepEqual([...s.targets].sort(), ['a2', 'z3']);
  await clickAt(page, pointOf(s, 'z3'));
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'z2z3');
  assert.equal(piece(s, 'z3').face_down, true);

  // Black turns its j7 piece over (the piece, then 翻棋 / Turn over): everyone sees it now.
  await clickAt(page, pointOf(s, 'j7'));
  s = await appState(page);
  assert.equal(s.selected, 'j7');
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 2);
  assert.equal(s.history[1], '^j7');
  const turned = piece(s, 'j7');
  assert.equal(turned.face_down, undefined);
  assert.match(turned.code, /^[ncptm]$/, `a black piece of the pool, not ${turned.code}`);
  assert.ok(s.fen.includes('{dark=j7.'), s.fen);
  await screenshot(page, 'anzhan-flipped-desktop.png');

  // Red moves; Black's turned piece waits: a click on it says why, and no move is made.
  await clickMoves(page, ['a0a1']);
  s = await waitState(page, (t) => t.history.length === 3);
  await clickAt(page, pointOf(s, 'j7'));
  s = await appState(page);
  assert.equal(s.history.length, 3);
  assert.match(s.message, /just turned face-up: it must wait one move/);
  await screenshot(page, 'anzhan-wait-refused.png');
  // After one Black move elsewhere and Red's reply, it has waited: no longer refused as
  // waiting, and picked with its targets (a 駝 on j7 has none yet: the soldier on i6 blocks
  // its diagonal, its other leaps end on its own elephant or off the board).
  await clickMoves(page, ['a9a8', 'a1a0']);
  s = await waitState(page, (t) => t.history.length === 5);
  await clickAt(page, pointOf(s, 'j7'));
  s = await appState(page);
  assert.doesNotMatch(s.message, /must wait/);
  if (turned.code !== 't') assert.equal(s.selected, 'j7');

  // The link of this unfinished game is the view: no identity, and the page says so.
  assert.equal(await bridge(page, 'xq_copy_link'), 1);
  s = await appState(page);
  const link = decodeURIComponent(s.link);
  assert.ok(!/\*[ncptmNCPTM]/.test(link), link);
  assert.ok(!link.includes('deal'), link);
  assert.match(s.message, /reveals nothing/);

  // The rules card in 繁 and 简.
  for (const [code, pattern] of [['zh-Hant', /剛翻開的棋要停一著/], ['zh-Hans', /刚翻开的棋要停一着/]]) {
    assert.equal(await bridge(page, 'xq_set_language', ['string'], [code]), 1);
    await ticks(page);
    s = await appState(page);
    await clickWidget(page, s, 'rules');
    s = await appState(page);
    assert.equal(s.dialog, 'rules');
    assert.match(s.rules_cards[0].text, pattern);
    await screenshot(page, `anzhan-rules-card-${code}.png`);
    await clickWidget(page, s, 'rules_close');
  }
  // Review of a finished game shows everything: once Black resigns the page's viewer is the
  // arbiter, so the pieces still face-down show what they are, and the link is the record.
  s = await clickConfirmed(page, 'resign');
  assert.equal(s.over, true);
  assert.match(s.game_fen, /\*[ncptmNCPTM]/);
  assert.equal(piece(s, 'z7').face_down, true);
  assert.match(piece(s, 'z7').code, /^[ncptm]$/);
  assert.equal(await bridge(page, 'xq_copy_link'), 1);
  s = await appState(page);
  assert.match(decodeURIComponent(s.link), /m=/);
  await screenshot(page, 'anzhan-review.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('暗戰: a chariot swaps with a face-down piece and turns it over; the turned piece waits', async () => {
  // From a link with the arbiter's FEN: Black's chariot on c9, Red's face-down cannon on c5.
  const fen = '3r2k4/11/11/11/3*C7/11/11/11/11/5K5_b_-_-_0_1';
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=anzhan&f=${fen}&l=en`, { viewport });
  let s = await appState(page);
  assert.equal(s.variant, 'anzhan');
  await clickAt(page, pointOf(s, 'c9'));
  s = await appState(page);
  assert.ok(s.targets.includes('c5'), `c5 is a target: ${s.targets}`);
  await clickAt(page, pointOf(s, 'c5'));
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'c9^c5');
  assert.equal(piece(s, 'c5').code, 'r');
  assert.equal(piece(s, 'c9').code, 'C');
  assert.equal(piece(s, 'c9').face_down, undefined);
  await screenshot(page, 'anzhan-swapped.png');
  // Red's very next move may not be the turned cannon's.
  await clickAt(page, pointOf(s, 'c9'));
  s = await appState(page);
  assert.equal(s.history.length, 1);
  assert.match(s.message, /just turned face-up/);
  // The record in Chinese: 換 and the two points.
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '換c9c5');
  assert.deepEqual(errors, []);
  await context.close();
});

test('暗戰: the computer answers as Black', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await startNewGame(page, 'anzhan');
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);  // the computer plays Black
  await clickMoves(page, ['h0g2']);
  s = await waitState(page, (t) => t.history.length === 2 || t.message_error, 60000);
  assert.equal(s.message, '');
  assert.equal(s.history.length, 2);
  assert.ok(!/\*[ncptmNCPTM]/.test(s.fen), s.fen);  // still nobody's secret on the page
  await screenshot(page, 'anzhan-computer-reply.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('暗戰 on a phone: the 11x10 board fits, a face-down piece steps and turns over by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=anzhan&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'anzhan');
  assert.equal(s.fen, VIEW_START);
  assertOnPoints(s, viewport);
  const tap = async (sq) => {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  };
  await tap('j2');
  await tap('i2');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'j2i2');
  await tap('z7');
  await tapWidget(page, 'reveal');
  s = await waitState(page, (t) => t.history.length === 2);
  assert.equal(s.history[1], '^z7');
  assert.match(piece(s, 'z7').code, /^[ncptm]$/);
  assertOnPoints(s, viewport);
  await screenshot(page, 'anzhan-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
