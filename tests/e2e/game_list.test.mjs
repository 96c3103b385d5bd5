// The saved-games list: a finished game is recorded (localStorage), is still listed after a
// reload, replays into the board (shown from the start), can be shared (its link) and
// deleted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, clickConfirmed, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('a finished game is listed after a reload, replays, shares and deletes', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2', 'h9g7']);
  await clickConfirmed(page, 'resign');  // Red resigns: 0-1
  let s = await appState(page);
  assert.equal(s.over, true);
  await clickWidget(page, null, 'dialog_close');

  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await ticks(page);
  await clickWidget(page, null, 'games');
  s = await appState(page);
  assert.equal(s.dialog, 'games');
  assert.ok(s.widgets.games_row_0, 'one saved game');
  assert.equal(s.widgets.games_row_1, undefined);
  await screenshot(page, 'game-list.png');
  const saved = await page.evaluate(() => localStorage.getItem('xiangqi.games.v1'));
  assert.match(saved, /^\d{4}-\d\d-\d\d\txiangqi\t0-1\t2\tv2\.m=/);

  await clickWidget(page, null, 'games_share_0');
  const copied = await page.evaluate(() => window.xqLastCopied);
  assert.ok(copied.startsWith(srv.url + '#v2.m='), copied);

  await clickWidget(page, null, 'games_replay_0');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);
  assert.equal(s.view_ply, 0);  // shown from the start; the move list steps through it
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'black');

  // The shared link opens the same game elsewhere.
  const other = await openApp(browser, copied);
  const t = await appState(other.page);
  assert.deepEqual(t.history, ['h2e2', 'h9g7']);
  await other.context.close();

  await clickWidget(page, null, 'games');
  await clickWidget(page, null, 'games_delete_0');
  s = await appState(page);
  assert.equal(s.widgets.games_row_0, undefined);
  await clickWidget(page, null, 'games_close');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  assert.equal(await page.evaluate(() => localStorage.getItem('xiangqi.games.v1')), '');
  assert.deepEqual(errors, []);
  await context.close();
});
