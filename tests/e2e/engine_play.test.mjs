// Play against the computer: choose "computer plays Black" in the panel, make a Red move on
// the canvas, and the app asks the engine (shell/engine.js worker) and plays its answer
// through the Game facade; a reply for a position that has changed (undo) is dropped; the
// choice survives a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, pointOf, clickAt, clickWidget, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('computer plays Black: a Red click-click move gets a legal Black reply', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  assert.equal(s.opponent, 'human');
  await clickWidget(page, s, 'opp_computer_black');
  s = await appState(page);
  assert.equal(s.opponent, 'computer_black');
  assert.ok(s.widgets.level, 'level slider shown');
  assert.equal(s.thinking, false);
  await clickAt(page, pointOf(s, 'h2'));
  await clickAt(page, pointOf(s, 'e2'));
  s = await appState(page);
  assert.equal(s.ply >= 1, true);
  if (s.ply === 1) {
    assert.equal(s.thinking, true);
    await screenshot(page, 'engine-thinking.png');
  }
  s = await waitState(page, (x) => x.ply === 2 && !x.thinking);
  assert.equal(s.side, 'red');
  assert.equal(s.history[0], 'h2e2');
  assert.match(s.history[1], /^[a-i][5-9][a-i][0-9]$/);  // a Black move, accepted by the core
  assert.equal(s.message_error, false, s.message);
  // The human can move again; the computer answers again.
  const before = s.history.slice();
  await clickAt(page, pointOf(s, 'h0'));
  await clickAt(page, pointOf(s, 'g2'));
  s = await waitState(page, (x) => x.ply === 4 && !x.thinking);
  assert.deepEqual(s.history.slice(0, 3), [...before, 'h0g2']);
  await screenshot(page, 'engine-play.png');
  // Undo takes back the computer's reply and the person's move.
  assert.equal(await bridge(page, 'xq_undo'), 1);
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.equal(s.side, 'red');
  // Reload: the opponent choice is kept.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  s = await appState(page);
  assert.equal(s.opponent, 'computer_black');
  assert.equal(s.ply, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a stale engine reply (position changed by undo) is dropped', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // Level 8 thinks for seconds: plenty of time to undo while it thinks (車一進一 is off the
  // opening book, from which level 8 would answer at once).
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 8]), 1);
  assert.equal(await bridge(page, 'xq_play', ['string'], ['i0i1']), 1);
  let s = await waitState(page, (x) => x.thinking, 5000);
  assert.equal(await bridge(page, 'xq_undo'), 1);
  s = await waitState(page, (x) => !x.thinking, 5000);
  assert.equal(s.ply, 0);
  // A reply with an old generation is ignored, whatever it says.
  assert.equal(await bridge(page, 'xq_engine_reply', ['number', 'string'], [1, 'h9g7']), 0);
  await page.waitForTimeout(1500);
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.equal(s.side, 'red');
  // Back to hot seat: no engine at all.
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [0, 8]), 1);
  assert.equal(await bridge(page, 'xq_play', ['string'], ['h2e2']), 1);
  await page.waitForTimeout(300);
  s = await appState(page);
  assert.equal(s.ply, 1);
  assert.equal(s.thinking, false);
  assert.deepEqual(errors, []);
  await context.close();
});
