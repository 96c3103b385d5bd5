// The panel as a newcomer meets it (issue #11 items 6, 8-12), on a desktop (1280x800)
// and, where the layout differs, on a phone (390x844, touch): messages never move the
// controls, radio buttons and check boxes are visible when off, the level slider's label
// and range, "move N of M" in three languages, notes that end with their moment, Esc on
// the dialogs, ICCS rank digits, the Games list's words, why a piece cannot move, the
// Evaluation toggle after a reload, the first-visit hint and disabled buttons.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, clickMoves, pointOf, ticks,
  pixelsAt, waitState, holdKeys, tapWidget, clickConfirmed,
} from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true };

// The controls whose places must not change when a message comes or goes (the panel's;
// the settings and the rarer actions are in its sheets, calm_layout.test.mjs).
const CONTROLS = ['open_settings', 'open_more', 'new', 'undo', 'redo', 'flip', 'resign', 'analyse', 'hint', 'eval_toggle',
  'nav_first', 'nav_back', 'nav_forward', 'nav_last', 'moves_list'];

function places(s) {
  const out = {};
  for (const id of CONTROLS) {
    assert.ok(s.widgets[id], `${id} is drawn`);
    out[id] = s.widgets[id].map((v) => Math.round(v));
  }
  return out;
}

for (const [name, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`item 6 (${name}): status messages never move the controls`, async () => {
    const { page, errors, context } = await openApp(browser, srv.url, opts);
    await clickMoves(page, ['h2e2', 'h9g7']);
    let s = await appState(page);
    assert.equal(s.message, '');
    const before = places(s);
    // An illegal move's reason (a chariot through its own soldier).
    await clickAt(page, pointOf(s, 'a0'));
    await clickAt(page, pointOf(s, 'a5'));
    s = await appState(page);
    assert.equal(s.message_error, true);
    assert.match(s.message, /in the way/);
    assert.deepEqual(places(s), before, 'after an illegal-move reason');
    // A note ("Link copied"), then a draw offer's message.
    await bridge(page, 'xq_copy_link');  // the button may be below the fold on a phone
    await ticks(page);
    s = await appState(page);
    assert.equal(s.message, 'Link copied');
    assert.deepEqual(places(s), before, 'after "Link copied"');
    await clickWidget(page, s, 'offer_draw');
    s = await appState(page);
    assert.notEqual(s.message, '');
    assert.deepEqual(places(s), before, 'after a draw offer');
    // A long message (a bad FEN through the bridge) wraps inside the fixed area.
    await bridge(page, 'xq_load_fen', ['string'], ['rnbakabnr/9/9 w']);
    await ticks(page);
    s = await appState(page);
    assert.match(s.message, /^FEN: /);
    assert.deepEqual(places(s), before, 'after a long error');
    await screenshot(page, `layout-message-${name}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Mean RGB distance between two pixels.
const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

test('item 8: unchecked check boxes and radio buttons are visible boxes (panel and New game dialog)', async () => {
  const { page, context } = await openApp(browser, srv.url, DESKTOP);
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  await screenshot(page, 'layout-new-game-desktop.png');
  // The box is the square at the left of the widget; the window shows just right of it.
  const probes = [];
  for (const id of ['ng_addon_mission_soldier', 'ng_rules_asian', 'ng_variant_shanjie']) {
    const r = s.widgets[id];
    assert.ok(r, `${id} drawn`);
    const h = r[3] - r[1];
    probes.push({ id, box: { x: r[0] + h / 2, y: r[1] + h / 2 }, edge: { x: r[0] + 0.5, y: r[1] + h / 2 }, bg: { x: r[0] + h + 2, y: r[1] + 1 } });
  }
  const px = await pixelsAt(page, probes.flatMap((p) => [p.box, p.edge, p.bg]));
  probes.forEach((p, i) => {
    const [box, edge, bg] = px.slice(i * 3, i * 3 + 3);
    assert.ok(dist(box, bg) > 25, `${p.id}: box ${box} vs window ${bg}`);
    assert.ok(dist(edge, bg) > 60, `${p.id}: border ${edge} vs window ${bg}`);
  });
  await context.close();
});

test('item 9: the level slider shows its range beside it; "move N of M" in 繁/简/English', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, DESKTOP);
  let s = await appState(page);
  await clickWidget(page, s, 'opp_computer_red');  // computer plays Red: it moves first
  s = await waitState(page, (x) => x.widgets.level && x.widgets.level_label);
  const [lx0, ly0, lx1, ly1] = s.widgets.level_label, [sx0, sy0, sx1, sy1] = s.widgets.level;
  assert.ok(lx1 <= sx0, `the label ends (${lx1}) before the slider starts (${sx0})`);
  assert.ok(ly0 < sy1 && sy0 < ly1, 'label and slider on one line');
  assert.ok(sx1 - sx0 > 60, 'the slider has room');
  await screenshot(page, 'layout-level.png');
  // Drag the handle to the right end: level 8.
  await page.mouse.move(sx0 + 4, (sy0 + sy1) / 2);
  await page.mouse.down();
  await ticks(page, 2);
  await page.mouse.move(sx1 + 20, (sy0 + sy1) / 2, { steps: 4 });
  await ticks(page, 2);
  await page.mouse.up();
  await ticks(page);
  s = await appState(page);
  assert.equal(s.level, 8);
  await clickWidget(page, s, 'opp_human');
  s = await waitState(page, (x) => !x.thinking);
  await bridge(page, 'xq_new_game');
  await clickMoves(page, ['h2e2', 'h9g7', 'b0c2']);
  s = await appState(page);
  assert.equal(s.view_text, 'move 3 of 3');
  await clickWidget(page, s, 'move_1');
  s = await appState(page);
  assert.equal(s.view_ply, 1);
  assert.equal(s.view_text, 'move 1 of 3');
  await clickWidget(page, s, 'lang_zh-Hant');
  assert.equal((await appState(page)).view_text, '第 1 步，共 3 步');
  await clickWidget(page, s, 'lang_zh-Hans');
  assert.equal((await appState(page)).view_text, '第 1 步，共 3 步');
  await clickWidget(page, s, 'lang_en');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 10: a note ends at the next flip, notation or language change, or after a few seconds', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, DESKTOP);
  let s = await appState(page);
  await clickWidget(page, s, 'copy_embed');
  s = await appState(page);
  assert.equal(s.message, 'Embed code copied');
  assert.equal(s.message_note, true);
  await clickWidget(page, s, 'flip');
  s = await appState(page);
  assert.equal(s.message, '', 'gone at the flip');
  await clickWidget(page, s, 'copy_link');
  await clickWidget(page, s, 'notation_wxf');
  assert.equal((await appState(page)).message, '', 'gone at the notation change');
  await clickWidget(page, s, 'copy_embed');
  await clickWidget(page, s, 'lang_zh-Hant');
  s = await appState(page);
  assert.equal(s.message, '', 'gone at the language change');
  // In Chinese the note is Chinese; left alone it goes after a few seconds.
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.equal(s.message, '已複製連結');
  const t0 = Date.now();
  s = await waitState(page, (x) => x.message === '', 15000);
  const waited = Date.now() - t0;
  assert.ok(waited > 2000, `the note stayed ${waited} ms`);
  // A refusal in one language does not stay on after a switch to another.
  await clickAt(page, pointOf(s, 'a0'));
  await clickAt(page, pointOf(s, 'a5'));
  s = await appState(page);
  assert.equal(s.message_error, true);
  await clickWidget(page, s, 'lang_en');
  assert.equal((await appState(page)).message, '', 'the Chinese refusal went with the language');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 11: Esc closes New game, Load FEN, Games and Export', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, DESKTOP);
  for (const [button, dialog] of [['new', 'new_game'], ['load_fen', 'load_fen'], ['games', 'games']]) {
    await clickWidget(page, null, button);
    let s = await appState(page);
    assert.equal(s.dialog, dialog);
    await holdKeys(page, 'Escape');
    s = await appState(page);
    assert.equal(s.dialog, '', `Esc closes ${dialog}`);
  }
  await clickWidget(page, null, 'export');
  await page.waitForSelector('#xq-io', { timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.waitForSelector('#xq-io', { state: 'detached', timeout: 5000 });
  // The game is untouched and the board still plays.
  await clickMoves(page, ['h2e2']);
  assert.deepEqual((await appState(page)).history, ['h2e2']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Samples of the board's left margin at the height of rank 5 (no piece there), and how
// many differ from the plain wood of the same margin between ranks 4 and 5.
async function marginInk(page, s) {
  const a5 = pointOf(s, 'a5'), a4 = pointOf(s, 'a4'), c = s.board.cell, x0 = s.board.frame[0] + 3, x1 = a5.x - c * 0.5;
  const pts = [{ x: (x0 + x1) / 2, y: (a5.y + a4.y) / 2 }];
  for (let i = 0; i <= 10; i++) for (let k = -3; k <= 3; k++) pts.push({ x: x0 + ((x1 - x0) * i) / 10, y: a5.y + (k * c * 0.2) / 3 });
  const px = await pixelsAt(page, pts);
  return px.slice(1).filter((p) => dist(p, px[0]) > 40).length;
}

test('item 11: ICCS shows rank digits beside the board', async () => {
  const { page, context } = await openApp(browser, srv.url, DESKTOP);
  let s = await appState(page);
  assert.deepEqual(s.board.labels.left, []);
  assert.equal(await marginInk(page, s), 0, 'no digit beside the board in Chinese notation');
  await clickWidget(page, s, 'notation_iccs');
  s = await appState(page);
  assert.equal(s.notation, 'iccs');
  assert.deepEqual(s.board.labels.left, ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
  assert.deepEqual(s.board.labels.right, s.board.labels.left);
  await screenshot(page, 'layout-iccs.png');
  const ink = await marginInk(page, s);
  assert.ok(ink >= 3, `the digit 5 is drawn left of rank 5 (${ink} samples of ink)`);
  await context.close();
});

test('item 11: the Games list names the variant and counts moves, in the UI language', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, DESKTOP);
  await clickMoves(page, ['h2e2']);
  await clickConfirmed(page, 'resign');
  await clickWidget(page, null, 'dialog_close');
  await clickWidget(page, null, 'games');
  let s = await appState(page);
  assert.equal(s.dialog, 'games');
  assert.match(s.games_rows[0], /Xiangqi +Red wins +1 move$/);
  await clickWidget(page, null, 'games_close');
  await clickWidget(page, null, 'lang_zh-Hant');
  await clickWidget(page, null, 'games');
  s = await appState(page);
  assert.match(s.games_rows[0], /象棋 +紅方勝 +1 步$/);
  assert.doesNotMatch(s.games_rows[0], /xiangqi/);
  await screenshot(page, 'layout-games.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 11: picking a piece that cannot move says why (pinned, generals, blocked)', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, DESKTOP);
  // The red horse on e2 shields its general from the black chariot on e8.
  await bridge(page, 'xq_load_fen', ['string'], ['3k5/4r4/9/9/9/9/9/4N4/9/4K4 w - - 0 1']);
  await ticks(page);
  let s = await appState(page);
  await clickAt(page, pointOf(s, 'e2'));
  s = await appState(page);
  assert.equal(s.selected, 'e2');
  assert.equal(s.message_error, true);
  assert.equal(s.message, 'no legal move: moving it leaves your general in check');
  // Horses on a2 and e2 fill both of the elephant's points; the e2 horse keeps the
  // generals apart.
  await bridge(page, 'xq_load_fen', ['string'], ['4k4/9/9/9/9/9/9/N3N4/9/2B1K4 w - - 0 1']);
  await ticks(page);
  s = await appState(page);
  await clickAt(page, pointOf(s, 'c0'));
  assert.equal((await appState(page)).message, 'no legal move: blocked');
  await clickAt(page, pointOf(s, 'e2'));
  assert.equal((await appState(page)).message, 'no legal move: moving it lets the generals face each other');
  await clickWidget(page, null, 'lang_zh-Hans');
  await clickAt(page, pointOf(s, 'c0'));
  assert.equal((await appState(page)).message, '不能走：无路可走（被挡住）');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 11: the Evaluation toggle survives a reload', async () => {
  const { page, context } = await openApp(browser, srv.url, DESKTOP);
  await clickWidget(page, null, 'eval_toggle');
  let s = await appState(page);
  assert.equal(s.hint.eval_shown, true);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.equal(s.hint.eval_shown, true, 'still on after the reload');
  await clickWidget(page, s, 'eval_toggle');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  assert.equal((await appState(page)).hint.eval_shown, false, 'and off stays off');
  await context.close();
});

for (const [name, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`item 12 (${name}): the first-visit hint until the first move or "Got it"; idle buttons look disabled`, async () => {
    const { page, errors, context } = await openApp(browser, srv.url, opts);
    const press = name === 'phone' ? (id) => tapWidget(page, id) : (id) => clickWidget(page, null, id);
    let s = await appState(page);
    assert.equal(s.first_hint, true);
    assert.ok(s.widgets.first_hint && s.widgets.hint_dismiss, 'hint and its button drawn');
    await screenshot(page, `layout-first-view-${name}.png`);
    // Before a move: Undo, Redo, Resign and Offer draw cannot act, and do nothing.
    for (const id of ['undo', 'redo', 'resign', 'offer_draw']) assert.ok(s.disabled.includes(id), `${id} disabled`);
    for (const id of ['new', 'flip', 'copy_link']) assert.ok(!s.disabled.includes(id), `${id} enabled`);
    await press('resign');
    await press('offer_draw');
    s = await appState(page);
    assert.equal(s.over, false);
    assert.equal(s.draw_offer, '');
    // The first move ends the hint; Resign and Undo wake up, Redo waits for an undo.
    await clickMoves(page, ['h2e2']);
    s = await appState(page);
    assert.equal(s.first_hint, false);
    assert.ok(!s.disabled.includes('resign') && !s.disabled.includes('undo'));
    assert.ok(s.disabled.includes('redo'));
    await press('undo');
    s = await appState(page);
    assert.ok(!s.disabled.includes('redo'), 'Redo after an undo');
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    assert.equal((await appState(page)).first_hint, false, 'remembered');
    // A new visitor who dismisses it instead.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    assert.equal((await appState(page)).first_hint, true);
    await press('hint_dismiss');
    s = await appState(page);
    assert.equal(s.first_hint, false);
    assert.equal(s.widgets.hint_dismiss, undefined);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    assert.equal((await appState(page)).first_hint, false, 'dismissal remembered');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
