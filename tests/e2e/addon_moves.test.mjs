// The two add-on move types that are not board moves of one piece, played by clicks in the
// browser (flag_ring.test.mjs does the third, the 解將旗 flag):
// - 還魂卒 (revived_soldier), seed 000:
//   「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒），放到己方兵
//    （卒）初始位置的任一空位，等同走棋」
//   The panel's 還魂 button turns drop mode on; a click on an empty soldier start point drops.
// - 殺驚與遁馬 (horse_scare), seed 000: Red's first move is a cannon taking a horse; Black
//   may answer with two moves, the horse first. The board shows the horse move, then the
//   second move is clicked (or the panel's "done" plays the horse move alone).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickAt, pointOf, ticks, clickSquares, startNewGame } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq)?.code ?? '';

// The start position without Red's middle soldier (e3): it was captured earlier.
const NO_E3 = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1';

test('還魂卒: after a capture the 還魂 button drops a captured soldier on e3; a wrong point is refused; undo takes it back', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await startNewGame(page, 'xiangqi', ['revived_soldier']);
  assert.deepEqual(s.addons, ['revived_soldier']);
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [NO_E3]), 1);
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  await ticks(page);
  s = await appState(page);
  assert.deepEqual(s.addons, ['revived_soldier'], 'Load FEN keeps the add-on');
  assert.deepEqual(s.drops, [], 'no capture yet: nothing to revive');
  assert.equal(s.widgets.revive, undefined, 'no 還魂 button without the right');

  // 炮二進七 takes the horse (a capture: Red's next move may revive), 車９平８ takes back.
  s = await clickSquares(page, 'h2', 'h9');
  assert.equal(s.side, 'black');
  s = await clickSquares(page, 'i9', 'h9');
  assert.equal(s.side, 'red');
  assert.deepEqual(s.history, ['h2h9', 'i9h9']);
  assert.deepEqual(s.drops, ['e3'], 'the one empty soldier start point of Red');
  assert.ok(s.widgets.revive, 'the 還魂 button is shown');

  // A click on an empty point that is no soldier start point is refused with a reason.
  await clickWidget(page, s, 'revive');
  s = await appState(page);
  assert.equal(s.drop_mode, true);
  assert.equal(s.message_error, false);
  assert.notEqual(s.message, '', 'a hint says where to click');
  await screenshot(page, 'addon-revive-mode.png');
  await clickAt(page, pointOf(s, 'e4'));
  s = await appState(page);
  assert.equal(s.ply, 2, 'no drop on e4');
  assert.equal(pieceOn(s, 'e4'), '');
  assert.equal(s.message_error, true, 'the refusal is shown');
  assert.notEqual(s.message, '');
  assert.equal(s.drop_mode, true, 'drop mode stays on for another try');

  // The drop: a soldier appears on e3, written P*e3 / 還兵五.
  await clickAt(page, pointOf(s, 'e3'));
  s = await appState(page);
  assert.equal(s.ply, 3);
  assert.equal(s.side, 'black');
  assert.equal(pieceOn(s, 'e3'), 'P');
  assert.deepEqual(s.history.slice(-1), ['P*e3']);
  assert.equal(s.moves.at(-1), 'P*e3');
  assert.equal(s.drop_mode, false);
  assert.equal(s.message, '', 'the refusal is gone');
  await bridge(page, 'xq_set_notation', ['string'], ['chinese']);
  s = await appState(page);
  assert.equal(s.moves.at(-1), '還兵五');
  await screenshot(page, 'addon-revived.png');

  // Undo: e3 empty again, the right (and the button) back.
  await clickWidget(page, s, 'undo');
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.equal(pieceOn(s, 'e3'), '');
  assert.deepEqual(s.drops, ['e3']);
  assert.ok(s.widgets.revive);

  // The right lapses with Red's next move (「己方（僅限）下一步」).
  s = await clickSquares(page, 'a3', 'a4');
  s = await clickSquares(page, 'a6', 'a5');
  assert.equal(s.side, 'red');
  assert.deepEqual(s.drops, []);
  assert.equal(s.widgets.revive, undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('殺驚與遁馬: after 炮 takes 馬, Black plays horse + second move as one entry; "done" plays the horse alone; undo restores both', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await startNewGame(page, 'xiangqi', ['horse_scare']);
  assert.deepEqual(s.addons, ['horse_scare']);
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await clickSquares(page, 'b2', 'b9');  // 炮八進七 takes the horse: 殺驚
  assert.equal(s.side, 'black');
  assert.equal(s.double_pending, '');

  // The horse move is shown played; Black is still to move, with "done" on offer.
  s = await clickSquares(page, 'h9', 'g7');
  assert.equal(s.double_pending, 'h9g7');
  assert.equal(s.ply, 1, 'nothing played yet');
  assert.equal(s.side, 'black');
  assert.equal(pieceOn(s, 'g7'), 'n', 'the board shows the horse on g7');
  assert.equal(pieceOn(s, 'h9'), '');
  assert.ok(s.widgets.double_done, 'the "done" button is shown');
  assert.equal(s.message_error, false);
  await screenshot(page, 'addon-double-first.png');

  // The second move: 車 a9 takes the cannon on b9. One entry in the move list.
  s = await clickSquares(page, 'a9', 'b9');
  assert.equal(s.ply, 2);
  assert.equal(s.side, 'red');
  assert.equal(s.double_pending, '');
  assert.deepEqual(s.history, ['b2b9', 'h9g7&a9b9']);
  assert.equal(s.moves.length, 2);
  assert.equal(s.moves[1], 'h9g7&a9b9');
  assert.equal(pieceOn(s, 'g7'), 'n');
  assert.equal(pieceOn(s, 'b9'), 'r');
  assert.equal(s.widgets.double_done, undefined);
  await bridge(page, 'xq_set_notation', ['string'], ['chinese']);
  s = await appState(page);
  assert.equal(s.moves[1], '馬８進７&車１平２');
  await screenshot(page, 'addon-double-played.png');

  // Undo takes back both halves.
  await clickWidget(page, s, 'undo');
  s = await appState(page);
  assert.equal(s.ply, 1);
  assert.equal(s.side, 'black');
  assert.equal(pieceOn(s, 'h9'), 'n');
  assert.equal(pieceOn(s, 'a9'), 'r');
  assert.equal(pieceOn(s, 'b9'), 'C');
  assert.equal(pieceOn(s, 'g7'), '');

  // "done": the horse move alone.
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await clickSquares(page, 'h9', 'g7');
  assert.equal(s.double_pending, 'h9g7');
  await clickWidget(page, s, 'double_done');
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.equal(s.side, 'red');
  assert.deepEqual(s.history, ['b2b9', 'h9g7']);
  assert.equal(pieceOn(s, 'b9'), 'C', 'the cannon is still on b9');
  assert.deepEqual(errors, []);
  await context.close();
});
