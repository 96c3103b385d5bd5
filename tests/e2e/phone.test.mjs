// The page on a phone (390x844, touch; issue #11 item 7): every control is a 44 px touch
// target, the move list has a real height and scrolls by swipe, the panel scrolls by swipe
// too, and ⏮ ◀ ▶ ⏭ step through an imported record without changing the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, ticks, tapWidget, swipe } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true };
// 16 plies of a common opening (中炮對屏風馬), ICCS movetext in a PGN record.
const RECORD = `[Event "Phone test"]
[Red "Red player"]
[Black "Black player"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 h7i7 5. c3c4 c6c5 6. a0b0 a9b9 7. g3g4 g6g5 8. h0h6 b7a7 *
`;
// Everything a finger presses (texts, bars and the list's frame are not targets).
const TARGETS = /^(new|undo|redo|flip|resign|offer_draw|accept_draw|copy_fen|load_fen|nav_\w+|live|move_\d+|notation_\w+|lang_.+|opp_\w+|hint|eval_toggle|import|export|copy_embed|games|copy_link|about|clock_header|hint_dismiss)$/;

test('item 7: touch targets, a swipeable move list, ⏮ ◀ ▶ ⏭ through an imported record', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, PHONE);
  assert.equal(await bridge(page, 'xq_import', ['string'], [RECORD]), 1);
  await ticks(page);
  let s = await appState(page);
  const history = s.history;
  assert.equal(history.length, 16);
  assert.equal(s.board.wide, false);
  await screenshot(page, 'phone-record.png');

  const small = Object.entries(s.widgets).filter(([id, r]) => TARGETS.test(id) && r[3] - r[1] < 43.5);
  assert.deepEqual(small.map(([id, r]) => `${id} ${Math.round(r[3] - r[1])} px`), [], 'targets under 44 px high');
  for (const id of ['nav_first', 'nav_back', 'nav_forward', 'nav_last'])
    assert.ok(s.widgets[id][2] - s.widgets[id][0] >= 44, `${id} at least 44 px wide`);
  const list = s.widgets.moves_list;
  assert.ok(list[3] - list[1] >= 4 * 44, `the move list is ${list[3] - list[1]} px high`);
  assert.ok(list[1] < 844 - 100, 'the move list starts on screen');

  // ◀ ⏮ ▶ ⏭ change what is shown, never the game.
  await tapWidget(page, 'nav_back');
  s = await appState(page);
  assert.equal(s.view_ply, 15);
  assert.equal(s.view_text, 'move 15 of 16');
  await tapWidget(page, 'nav_first');
  s = await appState(page);
  assert.equal(s.view_ply, 0);
  assert.match(s.fen, /^rnbakabnr\/9\/1c5c1/);
  await tapWidget(page, 'nav_forward');
  s = await appState(page);
  assert.equal(s.view_ply, 1);
  assert.equal(s.view_text, 'move 1 of 16');
  assert.ok(s.disabled.includes('nav_first') === false && !s.disabled.includes('nav_last'));
  await screenshot(page, 'phone-stepping.png');
  await tapWidget(page, 'nav_last');
  s = await appState(page);
  assert.equal(s.view_ply, -1);
  assert.ok(s.disabled.includes('nav_last') && s.disabled.includes('nav_forward'), 'at the end ▶ ⏭ rest');
  assert.deepEqual(s.history, history, 'the game is unchanged');
  assert.equal(s.ply, 16);

  // A swipe down on the list scrolls it back towards the first moves (at the end it shows
  // the last ones); it presses no move.
  const y1 = s.widgets.move_1[1];
  const x = (list[0] + list[2]) / 2;
  await swipe(page, { x, y: list[1] + 30 }, { x, y: Math.min(list[3], 830) - 10 });
  s = await appState(page);
  assert.ok(s.widgets.move_1[1] > y1 + 40, `move 1 came down from ${y1} to ${s.widgets.move_1[1]}`);
  assert.equal(s.view_ply, -1, 'the swipe picked no move');

  // A swipe up on the game buttons scrolls the panel to the settings below; no button fires.
  const undo = s.widgets.undo;
  await swipe(page, { x: (undo[0] + undo[2]) / 2, y: (undo[1] + undo[3]) / 2 }, { x: (undo[0] + undo[2]) / 2, y: undo[1] - 200 });
  s = await appState(page);
  assert.ok(s.widgets.undo[1] < undo[1] - 60, `the panel scrolled: undo from ${undo[1]} to ${s.widgets.undo[1]}`);
  assert.deepEqual(s.history, history, 'Undo did not fire');
  await screenshot(page, 'phone-panel-scrolled.png');

  // The New game dialog fits the phone and its targets are finger-sized.
  // A swipe down on a panel row (not on the list) goes back up. It starts on the ⏮ ◀ ▶ ⏭
  // row, the highest row still on screen, so the finger travels farther than the panel
  // scrolled (a row lower down, such as the languages, leaves too little screen below it
  // since the 限着 row made the panel taller); no button fires.
  const nav = s.widgets.nav_back;
  await swipe(page, { x: (nav[0] + nav[2]) / 2, y: (nav[1] + nav[3]) / 2 }, { x: (nav[0] + nav[2]) / 2, y: 840 });
  s = await appState(page);
  assert.ok(s.widgets.new[1] > 400, `the panel is back at its top (New game at ${s.widgets.new[1]})`);
  assert.equal(s.view_ply, -1, 'the swipe pressed no ◀');
  assert.deepEqual(s.history, history, 'the game is unchanged');
  await tapWidget(page, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'confirm_new_game', 'the imported game is in progress: New game asks first');
  await tapWidget(page, 'confirm_yes');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  await screenshot(page, 'phone-new-game.png');
  for (const id of ['ng_start', 'ng_cancel', 'ng_variant_xiangqi'])
    assert.ok(s.widgets[id][3] - s.widgets[id][1] >= 43.5, `${id} is a touch target`);
  // Start and Cancel are below the fold: the dialog scrolls by swipe, toggling nothing.
  const addons = s.new_game.addons;
  for (let i = 0; i < 4 && (await appState(page)).widgets.ng_cancel[3] > 840; i++) await swipe(page, { x: 300, y: 760 }, { x: 300, y: 160 });
  s = await appState(page);
  assert.ok(s.widgets.ng_cancel[3] <= 844, `Cancel reached by swiping (at ${s.widgets.ng_cancel[1]})`);
  assert.deepEqual(s.new_game.addons, addons, 'the swipes toggled no add-on');
  await screenshot(page, 'phone-new-game-scrolled.png');
  await tapWidget(page, 'ng_cancel');
  assert.equal((await appState(page)).dialog, '');
  assert.deepEqual(errors, []);
  await context.close();
});
