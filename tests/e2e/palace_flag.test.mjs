// 宮旗 in the browser (issue #5, seed 000 河山象棋 實例8): the heshan8 preset is 實例8 as
// written (山界 + 解將旗, 「本棋為"解將旗盤"加"山界棋盤"」, issue #13 item 5); its option 宮旗
// is ticked in the New Game dialog and pulls in 宮策略 (「如果棋盤為"攻策略九宮"」). Then the
// flag enters the palace by clicks, steps like the general, and goes back to the ring:
//   「如果棋盤為"攻策略九宮"，己方初始位置的己方[解將旗]可以在不"解將"的情況下向上走入棋盤己方
//    空的[將](帥)初始位（等同走棋,並可從此位置返回"旗路"，其他位置不能出九宮），進入九宮的[旗]，
//    走吃法同將帥…」
// Everything is done by clicks; the state dump only reads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickAt, pointOf, ticks, startNewGame } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const cellPt = (s, i) => ({ x: s.ring.cells[i][0], y: s.ring.cells[i][1] });

async function clickSquares(page, a, b) {
  let s = await appState(page);
  await clickAt(page, pointOf(s, a));
  s = await appState(page);
  await clickAt(page, pointOf(s, b));
  return appState(page);
}

const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

// heshan8's start with the generals moved: 帥 d1, 將 e8 (so e0 and e9 are empty).
const OFF_FEN = '1rnba1abnr1/5k5/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/4K6/1RNBA1ABNR1 w - - 0 1';
// Red's flag on e0 (flag=g), Red to move.
const ON_E0_FEN = '1rnba1abnr1/5k5/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/4K6/1RNBAGABNR1 w - - 0 1 {flag=g.21}';

test('宮旗: the flag enters the palace from its start cell, steps like the general, and returns to the ring', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_heshan8');
  s = await appState(page);
  assert.deepEqual(s.new_game.addons, [], 'the preset alone: 山界 + 解將旗, no 宮旗');
  // Ticking 宮旗 alone pulls in 宮策略 (its `needs`); the board's own 解將旗 is not repeated.
  await clickWidget(page, s, 'ng_addon_palace_flag');
  s = await appState(page);
  assert.deepEqual(s.new_game.addons, ['palace_strategy', 'palace_flag']);
  assert.equal(s.new_game.error, '');
  // Unticking 宮策略 drops 宮旗 with it (it cannot exist without it); tick 宮旗 again.
  await clickWidget(page, s, 'ng_addon_palace_strategy');
  s = await appState(page);
  assert.deepEqual(s.new_game.addons, []);
  await clickWidget(page, s, 'ng_addon_palace_flag');
  s = await appState(page);
  assert.deepEqual(s.new_game.addons, ['palace_strategy', 'palace_flag']);
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.variant, 'heshan8');
  assert.equal(s.ring.can_enter, false, 'the general stands on e0: 「空的[將](帥)初始位」 is not empty');
  // The generals off their start points (帥 d1, 將 e8): Load FEN keeps the variant.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [OFF_FEN]), 1);
  await ticks(page);
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await appState(page);
  assert.equal(s.variant, 'heshan8');
  assert.equal(s.ring.can_enter, true);

  // A click on Red's flag (cell 0) picks it; e0 is the target; a click there plays it.
  await clickAt(page, cellPt(s, 0));
  s = await appState(page);
  assert.equal(s.ring.enter_mode, true);
  assert.notEqual(s.message, '', 'a hint says to click the general\'s start point');
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.equal(s.side, 'black');
  assert.equal(s.ring.flags[0], -2, 'the flag is on the board');
  assert.equal(pieceOn(s, 'e0')?.code, 'G');
  assert.equal(pieceOn(s, 'e0')?.glyph, '旗');
  assert.equal(s.history.at(-1), 'G*e0');
  assert.match(s.fen, /\{flag=g\.21\}$/);

  // Black moves; the flag then steps like the general (e0-e1) by two clicks.
  s = await clickSquares(page, 'e8', 'e9');
  s = await clickSquares(page, 'e0', 'e1');
  assert.equal(pieceOn(s, 'e1')?.code, 'G');
  assert.equal(s.history.at(-1), 'e0e1');
  await bridge(page, 'xq_set_notation', ['string'], ['chinese']);
  s = await appState(page);
  assert.equal(s.moves.at(-3), '旗入宮');
  assert.equal(s.moves.length, 3);
  assert.match(s.moves.at(-1), /^旗.進一$/);
  await screenshot(page, 'palace-flag-entered.png');

  // Back to the ring from the general's start point: click the flag there, then its ring
  // start cell (a position with the flag on e0).
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [ON_E0_FEN]), 1);
  await ticks(page);
  s = await appState(page);
  assert.equal(pieceOn(s, 'e0')?.code, 'G');
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.equal(s.ring.return_target, 0, 'the ring start cell is the target');
  await clickAt(page, cellPt(s, 0));
  s = await appState(page);
  assert.deepEqual(s.ring.flags, [0, 21]);
  assert.equal(pieceOn(s, 'e0'), undefined);
  assert.equal(s.moves.at(-1), '旗回環');
  assert.deepEqual(errors, []);
  await context.close();
});

test('實例8 as written: the heshan8 preset alone has no 宮旗, so the flag never enters', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await startNewGame(page, 'heshan8');
  assert.deepEqual(s.addons, []);
  // The generals off their start points: with 宮旗 the flag could enter now; without it, not.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [OFF_FEN]), 1);
  await ticks(page);
  s = await appState(page);
  assert.equal(s.variant, 'heshan8');
  assert.equal(s.ring.can_enter, false);
  await clickAt(page, cellPt(s, 0));
  s = await appState(page);
  assert.notEqual(s.ring.enter_mode, true);
  assert.equal(pieceOn(s, 'e0'), undefined);
  assert.equal(s.side, 'red', 'nothing was played');
  assert.deepEqual(errors, []);
  await context.close();
});
