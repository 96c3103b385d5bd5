// The 解將旗 flag ring in the browser (issue #5, item 6/7), on the 河山象棋 2018 board
// (`heshan`: 山界 11x10 + ring + six add-ons). Seed 000, 解將旗:
//   「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋（也可不動"解將"棋），
//    同時再走棋解除己方被"將軍"狀態」
//   「"解將"是可以吃掉對方"解將"的，並且也為勝」
//   「可以在不被"將軍"的情況下，單獨一著走兩格[解將]棋」 (when the enemy flag is right behind)
// Everything is done by clicks on the board and the ring; the state dump only reads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickAt, pointOf, ticks, clickSquares, startNewGame } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// Starts 河山象棋 2018 from the New Game dialog, then loads `fen` (Load FEN keeps the
// variant and its add-ons).
async function heshanAt(page, fen) {
  let s = await startNewGame(page, 'heshan');
  assert.equal(s.ring.size, 42, 'the seed: 「共 42 格」');
  assert.deepEqual(s.ring.flags, [0, 21], 'flags start right behind each general');
  // The ring is the preset's `track.flag = frame 11x12 start 0 21` (core/variants/heshan.ini).
  assert.deepEqual(s.ring.frame, [11, 12]);
  assert.deepEqual(s.ring.start, [0, 21]);
  assert.deepEqual([s.ring.grid[0], s.ring.grid[5], s.ring.grid[21], s.ring.grid[41]], [[5, 0], [10, 0], [5, 11], [4, 0]]);
  // Drawn where the track puts them: cell 0 below the board's bottom centre, 21 above its
  // top centre, 5 in the bottom-right corner, 16 in the top-right one.
  const [c0, c5, c16, c21] = [0, 5, 16, 21].map((i) => s.ring.cells[i]);
  assert.ok(Math.abs(c0[0] - c21[0]) < 1 && c0[1] > c21[1], 'cells 0 and 21 on one vertical, 0 at the bottom');
  assert.ok(c5[0] > c0[0] && Math.abs(c5[1] - c0[1]) < 1 && Math.abs(c16[0] - c5[0]) < 1 && c16[1] < c5[1]);
  if (fen) {
    assert.equal(await bridge(page, 'xq_load_fen', ['string'], [fen]), 1);
    await ticks(page);
    s = await appState(page);
    assert.equal(s.variant, 'heshan');
  }
  return s;
}

const cellPt = (s, i) => ({ x: s.ring.cells[i][0], y: s.ring.cells[i][1] });

// Red: general d0, chariot a4. Black: general e9 between its advisors d9/f9.
const CHECK_FEN = '4aka4/11/11/11/11/1R9/11/11/11/4K6 w - - 0 1';

test('解將旗: play into a check, arm the flag, answer the check: one compound move, flag one cell on', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await heshanAt(page, CHECK_FEN);
  assert.equal(s.ring.can_arm, false, 'not in check: no flag step');
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await clickSquares(page, 'a4', 'e4');  // 俥 to the e-file: 將軍
  assert.equal(s.side, 'black');
  assert.equal(s.in_check, true);
  assert.equal(s.ring.can_arm, true, 'in check: the flag may step with the answer');
  assert.equal(s.ring.armed, false);

  // A click on Black's flag (cell 21) arms it.
  await clickAt(page, cellPt(s, 21));
  s = await appState(page);
  assert.equal(s.ring.armed, true);
  assert.notEqual(s.message, '', 'a one-line hint says what to do next');
  await screenshot(page, 'flag-ring-armed.png');

  // The answer: 士 d9-e8 blocks the chariot; with the flag armed it is one compound move.
  s = await clickSquares(page, 'd9', 'e8');
  assert.equal(s.side, 'red');
  assert.equal(s.in_check, false);
  assert.deepEqual(s.ring.flags, [0, 22], 'Black\'s flag stepped one cell counterclockwise');
  assert.equal(s.ring.armed, false);
  assert.deepEqual(s.history, ['a4e4', '@d9e8']);
  assert.equal(s.moves.length, 2, 'the flag step and the answer are one entry in the move list');
  assert.match(s.moves[1], /@/);
  // The same entry in Chinese notation names the flag (旗).
  await bridge(page, 'xq_set_notation', ['string'], ['chinese']);
  s = await appState(page);
  assert.match(s.moves[1], /^旗/);
  await screenshot(page, 'flag-ring-stepped.png');

  // Undo takes back the whole compound: the flag returns to its start cell.
  s = await appState(page);
  await clickWidget(page, s, 'undo');
  s = await appState(page);
  assert.deepEqual(s.ring.flags, [0, 21]);
  assert.equal(s.in_check, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('解將旗: stepping onto the enemy flag captures it and wins 「並且也為勝」', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // Black's flag (21) sits right behind Red's (22).
  let s = await heshanAt(page, CHECK_FEN.replace(' 0 1', ' 0 1 {flag=22.21}'));
  assert.deepEqual(s.ring.flags, [22, 21]);
  s = await clickSquares(page, 'a4', 'e4');
  assert.equal(s.in_check, true);
  await clickAt(page, cellPt(s, 21));
  s = await appState(page);
  assert.equal(s.ring.armed, true);
  s = await clickSquares(page, 'f9', 'e8');
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'black');
  assert.equal(s.ring.flags[0], -1, 'Red\'s flag is gone');
  assert.match(s.result_text, /^Black wins.*flag captured/, `result: ${s.result_text}`);
  assert.equal(s.dialog, 'game_over');
  await screenshot(page, 'flag-ring-captured.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('解將旗: not in check, the flag alone escapes two cells when the enemy flag is right behind', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // Red to move, not in check; Black's flag (21) right behind Red's (22).
  let s = await heshanAt(page, CHECK_FEN.replace(' 0 1', ' 0 1 {flag=22.21}'));
  assert.equal(s.in_check, false);
  assert.equal(s.ring.can_arm, true);
  await clickAt(page, cellPt(s, 22));
  s = await appState(page);
  assert.equal(s.ring.armed, true);
  assert.equal(s.ring.only_target, 24, 'the target is two cells ahead');
  await clickAt(page, cellPt(s, 24));
  s = await appState(page);
  assert.deepEqual(s.ring.flags, [24, 21]);
  assert.equal(s.side, 'black');
  assert.equal(s.history.length, 1);
  // Without the enemy flag behind, the flag cannot move alone.
  s = await heshanAt(page, CHECK_FEN);
  await clickAt(page, cellPt(s, 0));
  s = await appState(page);
  assert.equal(s.ring.armed, false);
  assert.equal(s.message_error, true, 'a click on the flag says why it cannot step');
  assert.match(s.message, /^The flag cannot step: you are not in check/, 'and why: no check to answer');
  assert.deepEqual(errors, []);
  await context.close();
});

// The ring by keyboard alone (web/board_keys.cpp): an arrow past the board's edge takes the
// cursor onto the ring cell that way, Enter there is a click on the cell, the arrows walk
// the ring, and an arrow towards the board comes back to the nearest point.
test('解將旗 by keyboard: onto the ring, arm the flag, answer the check, walk the ring and back', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await heshanAt(page, CHECK_FEN);
  s = await clickSquares(page, 'a4', 'e4');  // 將軍 (set up by clicks)
  assert.equal(s.in_check, true);
  const key = async (name, times = 1) => {
    for (let i = 0; i < times; ++i) {
      await page.keyboard.press(name);
      await ticks(page, 2);
    }
    return appState(page);
  };
  const live = () => page.evaluate(() => document.getElementById('xq-live')?.textContent ?? '');
  s = await key('Enter');
  assert.equal(s.cursor, 'e9', 'the cursor starts on the general in check');
  s = await key('ArrowUp');
  assert.equal(s.cursor, '');
  assert.equal(s.ring_cursor, 21, 'past the top edge: the ring cell right above');
  assert.equal(await live(), 'ring cell 22 Black flag');
  await screenshot(page, 'flag-ring-keyboard-cursor.png');
  s = await key('Enter');
  assert.equal(s.ring.armed, true, 'Enter on the flag arms it, as a click does');
  s = await key('ArrowDown');
  assert.equal(s.cursor, 'e9', 'towards the board: back on the nearest point');
  assert.equal(s.ring_cursor, -1);
  s = await key('ArrowLeft');
  s = await key('Enter');
  assert.equal(s.selected, 'd9');
  s = await key('ArrowDown');
  s = await key('ArrowRight');
  assert.equal(s.cursor, 'e8');
  s = await key('Enter');
  assert.deepEqual(s.history, ['a4e4', '@d9e8'], 'one compound move: the flag step and the answer');
  assert.deepEqual(s.ring.flags, [0, 22]);
  // Walking the ring: right along the top row is clockwise here (lower cell numbers).
  s = await key('ArrowUp', 2);
  assert.equal(s.ring_cursor, 21);
  s = await key('ArrowRight');
  assert.equal(s.ring_cursor, 20);
  s = await key('ArrowLeft', 2);
  assert.equal(s.ring_cursor, 22);
  assert.equal(await live(), 'ring cell 23 Black flag');
  s = await key('Escape');
  assert.equal(s.ring_cursor, -1, 'Escape hides the cursor');
  assert.equal(s.cursor, '');
  assert.deepEqual(errors, []);
  await context.close();
});
