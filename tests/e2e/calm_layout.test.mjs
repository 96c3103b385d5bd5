// The calmer panel of issue #19 (items 1, 5 and 7), on a desktop (1280x800) and a phone
// in portrait (390x844, touch): what a player sees first (board, clocks, the game actions,
// the move list with its arrows; the settings are not on screen), the Settings sheet
// opened by a click (language and notation change the move list; Esc closes it), the More
// sheet opened by keyboard alone (Tab ... Enter) and its Rules card, the keyboard back on
// the board after Esc, and the dark theme darkening the panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, ticks, holdKeys, pixelsAt, waitState,
  tapWidget,
} from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true };

// What a player sees first, and what waits in the sheets.
const FIRST = ['new', 'undo', 'redo', 'flip', 'resign', 'offer_draw', 'analyse', 'hint', 'nav_first', 'nav_back',
  'nav_forward', 'nav_last', 'moves_list', 'open_settings', 'open_more'];
const IN_SETTINGS = ['notation_chinese', 'notation_wxf', 'notation_iccs', 'lang_en', 'lang_zh-Hant', 'lang_zh-Hans',
  'theme_wood', 'theme_paper', 'theme_dark', 'pieces_traditional', 'pieces_simplified', 'sound_toggle', 'opp_human',
  'opp_computer_black', 'clock_header'];
const IN_MORE = ['rules', 'setup', 'copy_link', 'copy_fen', 'load_fen', 'import', 'export', 'copy_embed', 'games',
  'catalogue', 'about', 'call_limit'];

const inside = (r, vp) => r[0] >= 0 && r[1] >= 0 && r[2] <= vp.width + 0.5 && r[3] <= vp.height + 0.5;

for (const [name, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`calm layout (${name}): the first screen, the Settings sheet by click, Esc`, async () => {
    const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=zh-Hant', opts);
    const vp = opts.viewport;
    let s = await appState(page);
    // On a phone the move list fills the rest of the screen and scrolls (its top is on
    // screen), and Hint / Evaluation follow it (a swipe away).
    const first = name === 'desktop' ? FIRST : FIRST.filter((id) => id !== 'moves_list' && id !== 'hint');
    for (const id of first) {
      assert.ok(s.widgets[id], `${id} is on the first screen`);
      assert.ok(inside(s.widgets[id], vp), `${id} inside the ${vp.width}x${vp.height} window: ${s.widgets[id]}`);
    }
    assert.ok(s.widgets.moves_list[1] < vp.height - 100, `the move list starts on screen: ${s.widgets.moves_list}`);
    await screenshot(page, `calm-${name}-first.png`);
    // A clock (set in Settings, as a player would): the two clocks join the first screen.
    await clickWidget(page, null, 'clock_header');
    await clickWidget(page, null, 'clock_preset_china');
    await clickWidget(page, null, 'clock_apply');
    await holdKeys(page, 'Escape');
    await clickMoves(page, ['h2e2', 'h9g7']);
    s = await appState(page);
    assert.equal(s.sheet, '');
    // On a phone the clocks push the move list partly below the fold (the panel scrolls
    // by swipe); its top stays on screen.
    const always = name === 'desktop' ? FIRST : first.filter((id) => !id.startsWith('nav_'));
    for (const id of [...always, 'clock_red', 'clock_black']) {
      assert.ok(s.widgets[id], `${id} is on the first screen`);
      assert.ok(inside(s.widgets[id], vp), `${id} inside the ${vp.width}x${vp.height} window: ${s.widgets[id]}`);
    }
    assert.ok(s.widgets.moves_list[1] < vp.height - 20, `the move list starts on screen: ${s.widgets.moves_list}`);
    const [x0, y0, x1, y1] = s.board.frame;
    assert.ok(x0 >= 0 && y0 >= 0 && x1 <= vp.width && y1 <= vp.height, 'the whole board on screen');
    if (name === 'desktop') assert.ok(s.widgets.new[0] > x1, 'landscape: the panel right of the board');
    else assert.ok(s.widgets.new[1] > y1, 'portrait: the panel under the board');
    // The settings and the rarer actions are not on screen; the dump says where they are.
    for (const id of IN_SETTINGS) {
      assert.equal(s.widgets[id], undefined, `${id} is not on the first screen`);
      assert.equal(s.widget_sheet[id], 'settings', `${id} is in Settings`);
    }
    for (const id of IN_MORE) {
      assert.equal(s.widgets[id], undefined, `${id} is not on the first screen`);
      assert.equal(s.widget_sheet[id], 'more', `${id} is in More`);
    }
    // The clock of the side to move is the highlighted one (Red after two plies).
    assert.equal(s.clock.running, true);
    await screenshot(page, `calm-${name}.png`);

    // Settings by a click (a tap on the phone): the language and the notation change the list.
    assert.deepEqual(s.moves, ['炮二平五', '馬８進７']);
    if (name === 'phone') await tapWidget(page, 'open_settings');
    else await clickWidget(page, s, 'open_settings');
    s = await appState(page);
    assert.equal(s.sheet, 'settings');
    for (const id of ['sheet_close', 'notation_wxf', 'lang_en', 'theme_dark', 'opp_human']) assert.ok(s.widgets[id], `${id} in the open sheet`);
    for (const id of ['new', 'undo']) assert.equal(s.widgets[id], undefined, `${id} is under the sheet`);
    assert.ok(s.widgets.open_more, 'the other sheet\'s button stays on screen');
    await screenshot(page, `calm-${name}-settings.png`);
    await clickWidget(page, s, 'lang_en');
    s = await appState(page);
    assert.equal(s.lang, 'en');
    assert.equal(s.sheet, 'settings', 'a setting keeps the sheet open');
    await clickWidget(page, s, 'notation_wxf');
    s = await appState(page);
    assert.deepEqual(s.moves, ['C2.5', 'H8+7']);
    await holdKeys(page, 'Escape');
    s = await appState(page);
    assert.equal(s.sheet, '', 'Esc closes the sheet');
    assert.ok(s.widgets.new && s.widgets.undo, 'the game actions are back');
    assert.equal(s.history.length, 2, 'Esc did nothing to the game');
    // A click outside the sheet (on the board) closes it and still acts there.
    await clickWidget(page, s, 'open_more');
    assert.equal((await appState(page)).sheet, 'more');
    await clickMoves(page, ['h0g2']);
    s = await appState(page);
    assert.equal(s.sheet, '');
    assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2'], 'the click that closed the sheet played too');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('calm layout (desktop): More by keyboard alone, its Rules card, then the board has the arrows again', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', DESKTOP);
  await clickMoves(page, ['h2e2', 'h9g7']);
  let s = await appState(page);
  assert.equal(s.panel_keys, false);
  // Tab: the keyboard goes into the panel; the first control has the focus (a ring).
  await holdKeys(page, 'Tab');
  s = await appState(page);
  assert.equal(s.panel_keys, true);
  assert.ok(s.focus, 'a control has the focus');
  const order = [s.focus];
  for (let i = 0; i < 12 && s.focus !== 'open_more'; i++) {
    await holdKeys(page, 'Tab');
    s = await appState(page);
    order.push(s.focus);
  }
  assert.equal(s.focus, 'open_more', `Tab reaches More: ${order.join(' ')}`);
  assert.equal(order[order.length - 2], 'open_settings', 'Settings just before More, in reading order');
  // Shift+Tab goes back, Tab forward again.
  await holdKeys(page, 'Shift', 'Tab');
  assert.equal((await appState(page)).focus, 'open_settings');
  await holdKeys(page, 'Tab');
  assert.equal((await appState(page)).focus, 'open_more');
  await screenshot(page, 'calm-keyboard-focus.png');
  await holdKeys(page, 'Enter');
  s = await appState(page);
  assert.equal(s.sheet, 'more');
  assert.equal(s.focus, 'sheet_close', 'the open sheet takes the focus');
  for (let i = 0; i < 6 && s.focus !== 'rules'; i++) {
    await holdKeys(page, 'Tab');
    s = await appState(page);
  }
  assert.equal(s.focus, 'rules');
  await screenshot(page, 'calm-desktop-more.png');
  await holdKeys(page, 'Enter');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /./);
  await screenshot(page, 'calm-keyboard-rules.png');
  await holdKeys(page, 'Escape');
  s = await appState(page);
  assert.equal(s.dialog, '', 'Esc closes the card');
  // Esc closes the sheet (More already closed after its action) and gives the board the keys.
  for (let i = 0; i < 3 && s.panel_keys; i++) {
    await holdKeys(page, 'Escape');
    s = await appState(page);
  }
  assert.equal(s.panel_keys, false);
  assert.equal(s.sheet, '');
  assert.equal(s.view_ply, -1);
  await holdKeys(page, 'ArrowLeft');
  s = await appState(page);
  assert.equal(s.view_ply, 1, '← steps back through the moves again');
  assert.equal(s.history.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [name, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`calm layout (${name}): the dark theme turns the panel dark, live, and back`, async () => {
    const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', opts);
    let s = await appState(page);
    // A point of the panel's background: its padding left of the status area.
    const st = s.widgets.status_area;
    const spot = { x: st[0] - 3, y: (st[1] + st[3]) / 2 };
    const [light] = await pixelsAt(page, [spot]);
    assert.ok(Math.min(...light) > 200, `light panel: ${light}`);
    await clickWidget(page, s, 'theme_dark');
    await holdKeys(page, 'Escape');
    s = await waitState(page, (t) => t.theme === 'dark' && t.sheet === '');
    const [dark] = await pixelsAt(page, [spot]);
    assert.ok(Math.max(...dark) < 60, `dark panel: ${dark}`);
    await clickMoves(page, ['h2e2']);
    await screenshot(page, `calm-${name}-dark.png`);
    await clickWidget(page, s, 'open_settings');
    await screenshot(page, `calm-${name}-dark-settings.png`);
    await clickWidget(page, s, 'theme_wood');
    await holdKeys(page, 'Escape');
    await waitState(page, (t) => t.theme === 'wood');
    const [back] = await pixelsAt(page, [spot]);
    assert.ok(Math.min(...back) > 200, `light again: ${back}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
