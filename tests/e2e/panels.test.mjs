// Panel actions through real clicks: resign, offer/accept draw, copy FEN, load FEN (good
// and bad), and the clocks (a flag fall ends the game).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, clickConfirmed, ticks } from './lib.mjs';

let srv, browser;

// ImGui 1.86 reads key state per frame: a key pressed and released within one frame is lost,
// so hold each key for a few ticks. (Typed characters are queued and need no care.)
async function hold(page, ...keys) {
  for (const k of keys) await page.keyboard.down(k);
  await ticks(page, 2);
  for (const k of keys.reverse()) await page.keyboard.up(k);
  await ticks(page, 2);
}
async function clearInput(page) {
  await hold(page, 'Control', 'a');
  await hold(page, 'Backspace');
}
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('resign ends the game with a dialog naming the reason', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2']);
  let s = await clickConfirmed(page, 'resign');
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'red');
  assert.equal(s.result_text, 'Red wins — resignation');
  assert.equal(s.dialog, 'game_over');
  await clickWidget(page, s, 'dialog_close');
  s = await appState(page);
  assert.equal(s.dialog, '');
  // Undo takes back the last move and lifts the resignation.
  await clickWidget(page, s, 'undo');
  s = await appState(page);
  assert.equal(s.over, false);
  assert.equal(s.ply, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('offer and accept a draw (hot seat)', async () => {
  // Black offers on its turn and moves; Red accepts (draw_offer.test.mjs has the rest).
  const { page, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2']);
  let s = await appState(page);
  await clickWidget(page, s, 'offer_draw');
  s = await appState(page);
  assert.equal(s.draw_offer, 'black');
  await clickMoves(page, ['h9g7']);
  await clickWidget(page, s, 'accept_draw');
  s = await appState(page);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'draw');
  assert.match(s.result_text, /^Draw/);
  await screenshot(page, 'panels-draw.png');
  await context.close();
});

test('copy FEN, load FEN typed into the dialog, a bad FEN keeps the game', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2']);
  let s = await appState(page);
  await clickWidget(page, s, 'copy_fen');
  assert.equal(await page.evaluate(() => window.xqLastCopied), s.fen);
  await clickWidget(page, s, 'load_fen');
  s = await appState(page);
  assert.equal(s.dialog, 'load_fen');
  // Replace the prefilled FEN by a bad one: the game stays and the dialog says why.
  await clickWidget(page, s, 'fen_input');
  await clearInput(page);
  await page.keyboard.type('rnbakabnr/9/9 w', { delay: 5 });
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'fen_load');
  s = await appState(page);
  assert.equal(s.dialog, 'load_fen');
  assert.match(s.message, /^FEN: /);
  assert.deepEqual(s.history, ['h2e2']);
  await screenshot(page, 'panels-bad-fen.png');
  await clickWidget(page, s, 'fen_input');
  await clearInput(page);
  const fen = '3k5/9/9/9/9/9/9/9/R8/1R3K3 w - - 0 1';
  await page.keyboard.type(fen, { delay: 5 });
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'fen_load');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.equal(s.fen, fen);
  assert.equal(s.ply, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('clocks: total time runs for the side to move; a per-move flag fall ends the game', async () => {
  const { page, context } = await openApp(browser, srv.url);
  await bridge(page, 'xq_set_clock', ['number', 'number', 'number', 'number', 'number'], [1, 40, 90, 20, 30]);
  await clickMoves(page, ['h2e2']);
  await page.waitForTimeout(1200);
  let s = await appState(page);
  assert.equal(s.clock.mode, 1);
  assert.equal(s.clock.running, true);
  assert.ok(s.clock.red_ms <= 90 * 60000 && s.clock.red_ms > 89 * 60000);
  assert.ok(s.clock.black_ms < 90 * 60000 - 900, `black's time runs: ${s.clock.black_ms}`);
  await screenshot(page, 'panels-clock.png');
  // 時間分計制 with 1 s per move and no reserve: Black's flag falls.
  await bridge(page, 'xq_set_clock', ['number', 'number', 'number', 'number', 'number'], [2, 1, 0, 0, 0]);
  await clickMoves(page, ['h2e2']);
  await page.waitForTimeout(1800);
  await ticks(page);
  s = await appState(page);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'red');
  assert.equal(s.reason, 'time');
  assert.equal(s.result_text, 'Red wins — time forfeit');
  await context.close();
});

test('clock settings through the panel', async () => {
  const { page, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickWidget(page, s, 'clock_header');
  await clickWidget(page, s, 'clock_per_move');
  await screenshot(page, 'panels-clock-settings.png');
  await clickWidget(page, s, 'clock_apply');
  s = await appState(page);
  assert.equal(s.clock.mode, 2);
  assert.equal(s.clock.red_ms, 30 * 60000);  // seed 002: a 30-minute reserve
  await context.close();
});
