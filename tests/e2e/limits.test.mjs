// Draw limits in the browser (issue #13 item 3): the natural limit (自然限著, seed 000
// 「在連續60回合中（也可根據比賽等級酌減）」) is picked in the New Game dialog, 限着 (seed 002,
// 「由一方運動員提出要求」…「「限着」的數目定為40個回合」) is called by clicking the panel
// button, the status counts down, and a share link and a reload keep both. Everything is
// done by clicks; the state dump only reads what the panel draws.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('natural limit from the dialog, 限着 by click with its count down, kept by a link and a reload', async () => {
  const a = await openApp(browser, srv.url);
  let s = await appState(a.page);
  assert.equal(s.natural_limit, 60, 'the standard preset: 60 回合');
  await clickWidget(a.page, s, 'new');
  s = await appState(a.page);
  assert.equal(s.new_game.natural_limit, -1, "the variant's own is the default");
  await clickWidget(a.page, s, 'ng_limit_40');
  s = await appState(a.page);
  assert.equal(s.new_game.natural_limit, 40);
  await screenshot(a.page, 'limits-dialog.png');
  await clickWidget(a.page, s, 'ng_start');
  s = await appState(a.page);
  assert.equal(s.dialog, '');
  assert.equal(s.natural_limit, 40);

  // Hot seat: the side to move may call 限着; before, no count is shown.
  await clickMoves(a.page, ['h2e2', 'h9g7']);
  s = await appState(a.page);
  assert.equal(s.move_limit, undefined);
  assert.equal(s.move_limit_text, '');
  assert.equal(s.widget_sheet.call_limit, 'more', 'the button is there, in More');
  assert.ok(!s.disabled.includes('call_limit'), 'and enabled for Red, the side to move');
  await clickWidget(a.page, s, 'call_limit');
  s = await appState(a.page);
  assert.deepEqual(s.move_limit, { by: 'red', moves: 40, ply: 2, left: 40 });
  assert.match(s.move_limit_text, /40 of 40 回合 left|剩 40／40 回合/);
  assert.match(s.message, /Red called 限着: 40 moves|紅方提出限着 40 回合|红方提出限着 40 回合/);
  assert.ok(s.disabled.includes('call_limit'), 'one call at a time');
  // One 回合 later the count is down by one.
  await clickMoves(a.page, ['h0g2', 'i9h9']);
  s = await appState(a.page);
  assert.equal(s.move_limit.left, 39);
  assert.match(s.move_limit_text, /39 of 40 回合 left|剩 39／40 回合/);
  await screenshot(a.page, 'limits-called.png');

  // The share link carries both (nl=40, lim=r40.2) and opens with them.
  await clickWidget(a.page, s, 'copy_link');
  s = await appState(a.page);
  assert.match(s.link, /[#&]nl=40(&|$)/);
  assert.match(s.link, /[#&]lim=r40\.2(&|$)/);
  const b = await openApp(browser, s.link);
  let t = await appState(b.page);
  assert.equal(t.ply, 4);
  assert.equal(t.natural_limit, 40);
  assert.deepEqual(t.move_limit, { by: 'red', moves: 40, ply: 2, left: 39 });
  assert.match(t.move_limit_text, /39 of 40 回合 left|剩 39／40 回合/);
  // A reload continues from storage with both.
  await b.page.reload();
  await b.page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await ticks(b.page);
  t = await appState(b.page);
  assert.equal(t.ply, 4);
  assert.equal(t.natural_limit, 40);
  assert.deepEqual(t.move_limit, { by: 'red', moves: 40, ply: 2, left: 39 });
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});
