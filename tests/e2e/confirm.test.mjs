// Resign and New game ask first (issue #11 item 2): a small Yes/No modal. No keeps the
// game as it was; Yes resigns (the result names the side) or opens the New Game dialog.
// New game asks only while a game is in progress (moves played, no result).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('Resign asks "Resign this game?": No keeps playing, Yes resigns', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=zh-Hant', { viewport: { width: 1280, height: 800 } });
  await clickMoves(page, ['h2e2']);
  await clickWidget(page, null, 'resign');
  let s = await appState(page);
  assert.equal(s.dialog, 'confirm_resign');
  assert.equal(s.over, false, 'one click does not end the game');
  assert.ok(s.widgets.confirm_yes && s.widgets.confirm_no);
  await screenshot(page, 'confirm-resign-zh-Hant.png');
  await clickWidget(page, s, 'confirm_no');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.equal(s.over, false);
  assert.equal(s.ply, 1);
  await clickMoves(page, ['h9g7']);  // the game goes on
  await clickWidget(page, null, 'resign');
  s = await appState(page);
  assert.equal(s.dialog, 'confirm_resign');
  await clickWidget(page, s, 'confirm_yes');
  s = await appState(page);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'black');  // Red, to move, resigned
  assert.equal(s.result_text, '黑方勝 — 認輸');
  assert.deepEqual(errors, []);
  await context.close();
});

test('New game asks only when a game is in progress', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport: { width: 1280, height: 800 } });
  // Nothing played yet: straight to the New Game dialog.
  await clickWidget(page, null, 'new');
  let s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  await clickWidget(page, s, 'ng_cancel');
  await clickMoves(page, ['h2e2', 'h9g7']);
  await clickWidget(page, null, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'confirm_new_game');
  await screenshot(page, 'confirm-new-game-en.png');
  await clickWidget(page, s, 'confirm_no');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);
  await clickWidget(page, s, 'new');
  await clickWidget(page, null, 'confirm_yes');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.ply, 0);
  // A finished game: no question either.
  await clickMoves(page, ['h2e2']);
  await clickWidget(page, null, 'resign');
  await clickWidget(page, null, 'confirm_yes');
  await clickWidget(page, null, 'dialog_close');
  await clickWidget(page, null, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the question in 简体中文 on a phone, tapped', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=zh-Hans',
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  await clickMoves(page, ['h2e2']);
  await clickWidget(page, null, 'resign');
  let s = await appState(page);
  assert.equal(s.dialog, 'confirm_resign');
  const r = s.widgets.confirm_no;
  assert.ok(r[3] - r[1] >= 44, `a finger-sized No button (${r[3] - r[1]} px high)`);
  await screenshot(page, 'confirm-resign-phone.png');
  await page.touchscreen.tap((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
  s = await waitState(page, (x) => x.dialog === '');
  assert.equal(s.over, false);
  assert.deepEqual(errors, []);
  await context.close();
});

