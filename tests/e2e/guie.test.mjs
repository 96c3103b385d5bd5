// 龜鱷鬥獸棋 (seed 003, a reconstruction) in the browser: New Game under its seed, the card
// says it is a reconstruction; the 7x7 box with its five corner points outside; 「每次沿線一步
// 格」: a turtle's step by clicks; 「走到任一烏龜處，同時將這枚烏龜沿線移開一至三步格（可轉彎）」:
// a push by clicks (the crocodile, the turtle, then the page asks where the turtle goes),
// after which the computer replies; the rules card; the same on a phone (390 wide). One page
// load per viewport; positions come in through the bridge.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, pointOf, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = '9/2c1c1c2/9/9/9/4T4/1TTTTTTT1/1TTTTTTT1/9 w - - 0 1';
// Black's crocodile on e6 above the turtles d5, e5 (not isolated: no capture, only pushes).
const PUSH = '9/9/4c4/3TT4/9/9/9/9/9 b - - 0 1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

async function clickPoint(page, sq) {
  const s = await appState(page);
  await clickAt(page, pointOf(s, sq));
  return appState(page);
}

test('龜鱷鬥獸棋: New Game (reconstruction), a step and a push by clicks, the computer replies', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_guie');
  s = await appState(page);
  assert.match(s.new_game.card_title, /Turtles and Crocodiles \(reconstruction\)/);
  assert.match(s.new_game.card, /^A reconstruction: the book's board figure is missing/);
  assert.match(s.new_game.card, /push that turtle 1–3 steps/);
  await screenshot(page, 'guie-new-game-card.png');
  await clickWidget(page, s, 'ng_cancel').catch(() => {});
  s = await startNewGame(page, 'guie');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 9);
  assertOnPoints(s, viewport);
  assert.equal(pieceOn(s, 'e3')?.glyph, '龜');
  assert.equal(pieceOn(s, 'c7')?.glyph, '鱷');
  await screenshot(page, 'guie-start-desktop.png');

  // A step along a line: the turtle e3 may go to d3, e4, f3 (no diagonal in the box).
  s = await clickPoint(page, 'e3');
  assert.deepEqual([...s.targets].sort(), ['d3', 'e4', 'f3']);
  s = await clickPoint(page, 'e4');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['e3e4']);
  // The corner point outside the box, by its diagonal: b1 to a0.
  s = await clickPoint(page, 'c7');
  s = await clickPoint(page, 'c6');
  s = await waitState(page, (t) => t.ply === 2);
  s = await clickPoint(page, 'b1');
  assert.deepEqual([...s.targets], ['a0']);
  s = await clickPoint(page, 'a0');
  s = await waitState(page, (t) => t.ply === 3);
  assert.equal(pieceOn(s, 'a0')?.glyph, '龜');
  // The game so far in a link and in the embed page.
  await checkLinkRoundTrip(browser, page, 'guie', viewport, { embed: true });

  // The push, against the computer (Red): the crocodile, the turtle, then where it goes.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [PUSH]), 1);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [2, 1]), 1);
  s = await clickPoint(page, 'e6');
  assert.ok(s.targets.includes('e5'), `targets ${s.targets}`);
  assert.ok(!s.targets.includes('d5'));  // not adjacent to the crocodile
  s = await clickPoint(page, 'e5');
  assert.equal(s.ply, 0);  // not a move yet: the page asks where the turtle goes
  assert.ok(s.targets.includes('f5') && s.targets.includes('e2') && !s.targets.includes('d5'), `targets ${s.targets}`);
  await screenshot(page, 'guie-push-asked.png');
  s = await clickPoint(page, 'f4');
  s = await waitState(page, (t) => t.ply === 2 && !t.thinking, 60000);
  assert.equal(s.message_error, false, s.message);
  assert.equal(s.history[0], 'e6e5~e5f4');
  assert.equal(pieceOn(s, 'e5')?.glyph, '鱷');
  assert.equal(s.pieces.filter((p) => p.glyph === '龜').length, 2);
  await screenshot(page, 'guie-pushed.png');
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [0, 1]), 1);

  // The push in the 繁體 record: the step e6e5 alone is no move here (e5 is not isolated),
  // so no descriptive text names it and the push is written in ICCS (docs/notation.md).
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], 'e6e5~e5f4');
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);

  // 「雙方輪流先行」: each New game of a series starts with the side that did not move first
  // in the game before (that one started from a FEN with the crocodiles to move).
  s = await startNewGame(page, 'guie');
  assert.equal(s.fen, START);
  assert.equal(s.side, 'red');
  s = await startNewGame(page, 'guie');
  assert.equal(s.fen, START.replace(' w ', ' b '), 'the crocodiles open the next game');
  assert.equal(s.side, 'black');
  s = await clickPoint(page, 'c7');
  assert.deepEqual([...s.targets].sort(), ['b7', 'c6', 'd7']);
  s = await clickPoint(page, 'c6');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['c7c6']);
  s = await startNewGame(page, 'guie');
  assert.equal(s.fen, START, 'then the turtles again');
  await checkRulesCard(page, [/重建：/, /推/, /困吃/, /方框外|框外/, /輪流先行/], 'guie-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('龜鱷鬥獸棋 on a phone: the box fits, a push by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=guie&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'guie');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  await screenshot(page, 'guie-phone-start.png');
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [PUSH]), 1);
  await tapPoints(page, ['e6', 'e5']);
  s = await appState(page);
  assert.equal(s.history.length, 0);
  await tapPoints(page, ['e3']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['e6e5~e5e3']);
  assert.equal(pieceOn(s, 'e3')?.glyph, '龜');
  await screenshot(page, 'guie-phone-push.png');
  assert.deepEqual(errors, []);
  await context.close();
});
