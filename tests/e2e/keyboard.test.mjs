// The board played by keyboard alone (issue #19 item 7, web/board_keys.cpp): no pointer
// event at all. Enter shows a cursor on the side to move's general, the arrows move it over
// the points as drawn (up is up on the screen; a flipped board too), Enter picks and drops
// as a click would, Escape puts a picked piece down and then hides the cursor (the arrows
// step through the moves again). Each cursor step is announced in the live region. A
// hot-seat game from a link's position is played to checkmate this way, and the cursor is
// drawn (a screenshot looked at, its colour read at the point).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, ticks, pointOf, pixelsAt, holdKeys } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// Red: general e0, chariots h0 i0; Black: general d9, a soldier over the river on a4.
// 1. h0h8 (the chariot takes rank 8) a4a3 2. i0i9 mate: d8 and e9 are covered (e9 also
// by the flying general).
const FEN = '3k5/9/9/9/9/p8/9/9/9/4K2RR_w_-_-_0_1';

async function key(page, name, times = 1) {
  for (let i = 0; i < times; ++i) {
    await page.keyboard.press(name);
    await ticks(page, 2);
  }
  return appState(page);
}
const live = (page) => page.evaluate(() => document.getElementById('xq-live')?.textContent ?? '');

test('keyboard only: a cursor, pick and drop, announced, to checkmate', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.f=' + FEN + '&l=en');
  let s = await appState(page);
  assert.equal(s.cursor, '', 'no cursor before a key');
  assert.deepEqual(s.history, []);

  // Enter: the cursor appears on the side to move's general, and is announced.
  s = await key(page, 'Enter');
  assert.equal(s.cursor, 'e0');
  assert.equal(s.selected, '', 'showing the cursor picks nothing');
  assert.match(await live(page), /^e0 Red /);

  // The cursor is drawn: dark blue at the edge of its square, over the wood.
  await screenshot(page, 'keyboard-cursor.png');
  const p = pointOf(s, 'e0');
  const half = s.board.cell / 2;
  const [edge] = await pixelsAt(page, [{ x: p.x, y: p.y - half + 1 }]);
  assert.ok(edge[2] > edge[0] + 40, `the cursor's edge is blue: ${edge}`);

  // Right three times to the chariot on h0; Enter picks it (its targets are shown).
  s = await key(page, 'ArrowRight', 3);
  assert.equal(s.cursor, 'h0');
  assert.match(await live(page), /^h0 Red Chariot/);
  s = await key(page, 'Enter');
  assert.equal(s.selected, 'h0');
  assert.ok(s.targets.includes('h8'));
  // Escape puts it down; Enter picks it again.
  s = await key(page, 'Escape');
  assert.equal(s.selected, '');
  assert.equal(s.cursor, 'h0', 'the first Escape keeps the cursor');
  s = await key(page, 'Enter');
  assert.equal(s.selected, 'h0');
  // Up eight points and Enter: the chariot goes to h8.
  s = await key(page, 'ArrowUp', 8);
  assert.equal(s.cursor, 'h8');
  s = await key(page, 'Enter');
  assert.deepEqual(s.history, ['h0h8']);
  assert.equal(s.selected, '');

  // Black (hot seat): the soldier a4 one point forward (down the screen).
  s = await key(page, 'ArrowLeft', 7);
  s = await key(page, 'ArrowDown', 4);
  assert.equal(s.cursor, 'a4');
  assert.match(await live(page), /^a4 Black Soldier/);
  s = await key(page, 'Enter');
  assert.equal(s.selected, 'a4');
  s = await key(page, 'ArrowDown');
  assert.match(await live(page), /^a3 empty/);
  s = await key(page, 'Enter');
  assert.deepEqual(s.history, ['h0h8', 'a4a3']);

  // Red: the chariot i0 up to i9, checkmate. At the board's edge the cursor stays.
  s = await key(page, 'ArrowRight', 9);
  assert.equal(s.cursor, 'i3', 'the cursor stops at the right edge');
  s = await key(page, 'ArrowDown', 5);
  assert.equal(s.cursor, 'i0');
  s = await key(page, 'Enter');
  s = await key(page, 'ArrowUp', 9);
  s = await key(page, 'Enter');
  assert.deepEqual(s.history, ['h0h8', 'a4a3', 'i0i9']);
  assert.equal(s.over, true);
  assert.match(s.result_text, /Red wins/);
  assert.match(s.result_text, /checkmate/i);
  assert.match(await live(page), /checkmate/i);
  await screenshot(page, 'keyboard-mate.png');

  // The game-over box closes with Escape (held a few frames: ImGui reads key state per
  // frame); the next Escape hides the cursor, and the arrows step through the moves again.
  assert.notEqual(s.dialog, '');
  await holdKeys(page, 'Escape');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.equal(s.cursor, 'i9', 'closing the box keeps the cursor');
  s = await key(page, 'Escape');
  assert.equal(s.cursor, '');
  s = await key(page, 'ArrowLeft');
  assert.equal(s.view_ply, 2);
  s = await key(page, 'End');
  assert.equal(s.view_ply, -1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard only: on a flipped board up is still up on the screen', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  await page.evaluate(() => Module.ccall('xq_flip', 'number', [], []));
  await ticks(page, 3);
  let s = await appState(page);
  assert.equal(s.flipped, true);
  s = await key(page, 'Enter');
  assert.equal(s.cursor, 'e0');
  // Flipped, Red's general is at the top: down on the screen is towards Black (rank + 1).
  s = await key(page, 'ArrowDown');
  assert.equal(s.cursor, 'e1');
  s = await key(page, 'ArrowLeft');
  assert.equal(s.cursor, 'f1', 'left on the screen is towards file i when flipped');
  // The cannon h2 by keyboard: h2e2 is played.
  s = await key(page, 'ArrowLeft', 2);
  s = await key(page, 'ArrowDown');
  assert.equal(s.cursor, 'h2');
  s = await key(page, 'Enter');
  s = await key(page, 'ArrowRight', 3);
  s = await key(page, 'Enter');
  assert.deepEqual(s.history, ['h2e2']);
  assert.deepEqual(errors, []);
  await context.close();
});
