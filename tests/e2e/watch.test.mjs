// Watch mode (issue #6 item 4: "choosable … for Red or Black or both (watch mode)"): the
// computer plays both sides from the panel's radio button; a board click is refused with a
// message while it does; switching back to hot seat stops it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, appStateNow, pointOf, clickAt, clickWidget, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('watch mode: the computer plays both sides, the person cannot move, hot seat stops it', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickWidget(page, s, 'opp_computer_both');
  // From here the computer plays several moves a second, so the page does not settle while
  // it watches: read it as it is (appStateNow), or the game would be over before the reading.
  s = await appStateNow(page);
  assert.equal(s.opponent, 'computer_both');
  assert.ok(s.widgets.level, 'the level slider is shown in watch mode too');
  s = await waitState(page, (x) => x.ply >= 4, 30000);
  // Red's and Black's moves alternate, each accepted by the core (Red moves from its own
  // half at the first ply, Black from its own at the second).
  assert.match(s.history[0], /^[a-i][0-4][a-i][0-9]$/);
  assert.match(s.history[1], /^[a-i][5-9][a-i][0-9]$/);
  // A click on a piece of the side to move does not select it: the board waits.
  const plyNow = s.ply;
  const red = s.pieces.find((p) => p.color === (s.side === 'red' ? 'red' : 'black'));
  await clickAt(page, pointOf(s, red.sq));
  s = await appStateNow(page);
  assert.equal(s.selected, '', 'the board waits for the computer');
  await screenshot(page, 'watch-mode.png');
  // Back to hot seat: the computer stops within one answer.
  await clickWidget(page, s, 'opp_human', 20, appStateNow);
  s = await appState(page);
  assert.equal(s.opponent, 'human');
  await page.waitForTimeout(1500);
  const settled = (await appState(page)).ply;
  await page.waitForTimeout(1500);
  s = await appState(page);
  assert.equal(s.ply, settled, 'no more computer moves in hot seat');
  assert.ok(settled >= plyNow);
  assert.equal(s.thinking, false);
  assert.deepEqual(errors, []);
  await context.close();
});
