// The saved-games list: a finished game is recorded (localStorage), is still listed after a
// reload, replays into the board (shown from the start), can be shared (its link) and
// deleted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, clickConfirmed, ticks, waitState, bridge } from './lib.mjs';

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

test('a link pasted into the open tab opens at once, and the game in progress is kept as unfinished', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  await clickMoves(page, ['h2e2', 'h9g7', 'b0c2']);
  // Only the fragment changes: the browser does not reload, it fires hashchange.
  await page.evaluate(() => { location.hash = '#v2.v=shanjie'; });
  let s = await waitState(page, (x) => x.variant === 'shanjie', 10000);
  assert.equal(s.ply, 0);
  assert.equal(s.message, 'The game in progress was kept in Saved games');
  assert.equal(s.message_error, false);
  assert.equal(await page.evaluate(() => location.hash), '', 'a reload continues the game, not the link');
  await clickWidget(page, null, 'games');
  s = await appState(page);
  assert.equal(s.games_rows.length, 1);
  assert.match(s.games_rows[0], /unfinished/);
  await clickWidget(page, null, 'games_replay_0');
  s = await appState(page);
  assert.equal(s.variant, 'xiangqi');
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'b0c2']);
  assert.equal(s.over, false);
  // The replayed game is the same unfinished game: opening another link keeps it once.
  await page.evaluate(() => { location.hash = '#v2.v=xiangqi'; });
  s = await waitState(page, (x) => x.variant === 'xiangqi' && x.history.length === 0, 10000);
  const kept = () => page.evaluate(() => localStorage.getItem('xiangqi.games.v1').split('\n').filter(Boolean).length);
  assert.equal(await kept(), 1);
  // An import that replaces a game in progress keeps it too, and says so after its own message.
  await clickMoves(page, ['b2e2', 'b9c7']);
  assert.equal(await bridge(page, 'xq_import', ['string'], ['1. h2e2 h9g7 2. h0g2 i9h9']), 1);
  s = await appState(page);
  assert.match(s.message, /^Imported \(.*, 4\); The game in progress was kept in Saved games$/);
  assert.equal(await kept(), 2);
  // An imported record is not kept (its file is the record), nor a start position (no
  // moves): the next link just opens.
  await page.evaluate(() => { location.hash = '#v2.v=shanjie'; });
  s = await waitState(page, (x) => x.variant === 'shanjie', 10000);
  assert.notEqual(s.message, 'The game in progress was kept in Saved games');
  assert.equal(await kept(), 2);
  // A bad fragment says what is wrong and leaves the page usable.
  await page.evaluate(() => { location.hash = '#v2.v=nosuchvariant'; });
  s = await waitState(page, (x) => x.message_error, 10000);
  assert.match(s.message, /nosuchvariant/);
  assert.deepEqual(errors, []);
  await context.close();
});
