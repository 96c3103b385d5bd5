// The position editor 擺棋 (issue #19 item 3, web/position_editor.*): opened over a game in
// progress and cancelled (the game untouched); a position built by palette clicks and
// point clicks, one drag on the board, one drag from the palette, one drag off the board
// and a right click; each illegal draft shows the core's specific reason naming the point
// and Start refuses it; the fixed position starts, a move is played in it, and the
// editor's share link opens the same position. 役志象棋's palette holds its own types, on
// a phone in 繁體 with the point named in Chinese notation. The keyboard reaches the
// palette (Tab), puts and removes pieces at the cursor, and Esc closes the editor.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer, launch, openApp, screenshot, appState, bridge, ticks, pointOf, clickAt, clickWidget, clickSquares,
  tapWidget, tapPoints, swipe,
} from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true };
const EMPTY = '9/9/9/9/9/9/9/9/9/9';
const centre = (r) => ({ x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2 });

// A mouse drag from a to b in small steps, a tick between them (the app sees each move).
async function drag(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await ticks(page, 2);
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await ticks(page, 1);
  }
  await page.mouse.up();
  await ticks(page, 3);
  return appState(page);
}

// Picks a palette piece (by its FEN letter) and clicks the points with it.
async function put(page, letter, ...points) {
  let s = await appState(page);
  if (s.editor.tool !== letter) await clickWidget(page, s, `ed_pal_${letter}`);
  s = await appState(page);
  assert.equal(s.editor.tool, letter, `the palette's ${letter} is the tool`);
  for (const sq of points) await clickAt(page, pointOf(await appState(page), sq));
  return appState(page);
}

test('editor: cancel keeps the game; build, refuse with reasons, fix, start, play, share', async () => {
  const { page, errors } = await openApp(browser, srv.url + '#v2.l=en');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['iccs']), 1);
  // A clock of 120 s a move (+ 30 min reserve): running for Black after the first move.
  assert.equal(await bridge(page, 'xq_set_clock', ['number', 'number', 'number', 'number', 'number'], [2, 120, 30, 0, 0]), 1);
  assert.equal(await bridge(page, 'xq_play', ['string'], ['h2e2']), 1);
  await ticks(page);
  let s = await appState(page);
  const before = { fen: s.fen, history: s.history };
  assert.equal(s.editor, null);
  assert.equal(s.clock.running, true);

  // Opened on the position shown; Cancel leaves the game exactly as it was.
  await clickWidget(page, s, 'setup');
  s = await appState(page);
  assert.ok(s.editor, 'the editor is open');
  assert.equal(s.clock.running, false, 'the clock waits while the editor is open');
  assert.equal(s.editor.fen, before.fen.replace(/ \d+ \d+$/, ' 0 1'), 'it starts from the position shown');
  assert.equal(s.editor.side, 'black');
  assert.equal(s.editor.ok, true);
  assert.equal(s.editor.palette.map((p) => p.glyph).join(''), '帥仕相傌俥炮兵將士象馬車砲卒');
  await clickWidget(page, s, 'ed_cancel');
  s = await appState(page);
  assert.equal(s.editor, null);
  assert.deepEqual({ fen: s.fen, history: s.history }, before, 'Cancel lost nothing');
  assert.equal(s.clock.running, true, 'Cancel resumes the clock');

  // An empty board: the first thing missing is named.
  await clickWidget(page, s, 'setup');
  await clickWidget(page, s, 'ed_clear');
  await clickWidget(page, s, 'ed_side_red');
  s = await appState(page);
  assert.equal(s.editor.fen, `${EMPTY} w - - 0 1`);
  assert.equal(s.editor.problem, 'Red General is missing');
  assert.ok(s.disabled.includes('ed_start'), 'Start is disabled');

  // Click-click from the palette: both generals, then a second red general.
  s = await put(page, 'K', 'e0');
  assert.equal(s.editor.problem, 'Black General is missing');
  s = await put(page, 'k', 'd9');
  assert.equal(s.editor.ok, true);
  assert.equal(s.editor.problem, '');
  s = await put(page, 'K', 'd0');
  assert.equal(s.editor.ok, false);
  assert.match(s.editor.problem, /^Too many: Red General at [de]0 \(at most 1 a side\)$/);
  assert.ok(s.disabled.includes('ed_start'));
  await clickWidget(page, s, 'ed_start');  // a disabled Start does nothing
  s = await appState(page);
  assert.ok(s.editor, 'a bad position does not start');
  assert.deepEqual(s.history, before.history);
  await screenshot(page, 'editor-too-many.png');

  // A right click removes it.
  await page.mouse.click(pointOf(s, 'd0').x, pointOf(s, 'd0').y, { button: 'right' });
  await ticks(page);
  s = await appState(page);
  assert.equal(s.editor.ok, true);

  // An elephant across the river: named with its point, which glows; dragged back over.
  s = await put(page, 'B', 'c5');
  assert.equal(s.editor.problem_square, 'c5');
  assert.equal(s.editor.problem,
    'Red Elephant at c5 is on a point elephants can never reach (they do not cross the river)');
  await screenshot(page, 'editor-elephant.png');
  await clickWidget(page, s, 'ed_pal_B');  // the tool is dropped, so a drag moves pieces
  s = await appState(page);
  assert.equal(s.editor.tool, '');
  s = await drag(page, pointOf(s, 'c5'), pointOf(s, 'c4'));
  assert.equal(s.editor.ok, true, s.editor.problem);
  assert.equal(s.editor.fen, '3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1');

  // A chariot giving check with Red to move: the side not to move is in check.
  s = await put(page, 'R', 'a9');
  assert.equal(s.editor.problem, 'Black General at d9 is in check, but it is the other side\'s turn to move');
  await clickWidget(page, s, 'ed_side_black');
  s = await appState(page);
  assert.equal(s.editor.ok, true);

  // A palette piece dragged onto a point; then dragged off the board: gone again.
  await clickWidget(page, s, 'ed_pal_R');  // no tool
  s = await appState(page);
  s = await drag(page, centre(s.widgets.ed_pal_p), pointOf(s, 'a6'));
  assert.equal(s.editor.fen, 'R2k5/9/9/p8/9/2B6/9/9/9/4K4 b - - 0 1');
  const off = { x: s.board.frame[2] + 40, y: pointOf(s, 'a6').y };
  s = await drag(page, pointOf(s, 'a6'), off);
  assert.equal(s.editor.fen, 'R2k5/9/9/9/9/2B6/9/9/9/4K4 b - - 0 1');
  await screenshot(page, 'editor-desktop.png');

  // The share link of the draft opens it elsewhere.
  await clickWidget(page, s, 'ed_copy_link');
  s = await appState(page);
  assert.match(s.link, /#v2\./);
  const fen = s.editor.fen;
  const other = await openApp(browser, s.link);
  assert.equal((await appState(other.page)).fen, fen, 'the link opens the set-up position');
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // Start: the draft is the game now; Black answers the check by clicks.
  await clickWidget(page, s, 'ed_start');
  s = await appState(page);
  assert.equal(s.editor, null);
  assert.equal(s.fen, fen);
  assert.deepEqual(s.history, []);
  assert.equal(s.in_check, true);
  s = await clickSquares(page, 'd9', 'd8');
  assert.deepEqual(s.history, ['d9d8']);
  assert.equal(s.side, 'red');
  assert.deepEqual(errors, []);
});

test('editor: 役志象棋 on a phone in 繁體 offers its own types, names the point in Chinese notation', async () => {
  const { page, errors } = await openApp(browser, srv.url + '#v2.v=yizhi&l=zh-Hant', PHONE);
  let s = await appState(page);
  assert.equal(s.variant, 'yizhi');
  // 擺棋 is in More: tapWidget taps More first.
  assert.equal(s.widget_sheet.setup, 'more');
  await tapWidget(page, 'setup');
  s = await appState(page);
  assert.ok(s.editor);
  const red = s.editor.palette.filter((p) => p.color === 'red').map((p) => p.glyph).join('');
  for (const g of ['領', '輿', '騾', '槍', '左', '右', '役']) assert.ok(red.includes(g), `${g} in the palette: ${red}`);
  for (const p of s.editor.palette) {
    const r = s.widgets[`ed_pal_${p.code}`];
    assert.ok(r && r[3] - r[1] >= 44 && r[2] - r[0] >= 44, `palette ${p.code} is a 44 px touch target`);
  }
  await screenshot(page, 'editor-phone-yizhi.png');

  // 領 out of its palace, tapped from the palette onto a5.
  await tapWidget(page, 'ed_clear');
  await tapWidget(page, 'ed_pal_K');
  await tapPoints(page, ['a5']);
  s = await appState(page);
  assert.equal(s.editor.problem_kind > 0, true);
  assert.equal(s.editor.problem, '紅方領在 九路 (a5)：超出這種棋子限定的區域');
  await screenshot(page, 'editor-phone-zone.png');
  // A finger drags Black's 領 from the palette up onto e9 (a drag, not a panel scroll).
  await swipe(page, centre(s.widgets.ed_pal_k), pointOf(s, 'e9'), 12);
  s = await appState(page);
  assert.equal(s.editor.fen, '4k4/9/9/9/K8/9/9/9/9/9 w - - 0 1');
  await tapWidget(page, 'ed_startpos');
  s = await appState(page);
  assert.equal(s.editor.ok, true);
  await tapWidget(page, 'ed_start');
  s = await appState(page);
  assert.equal(s.editor, null);
  assert.equal(s.variant, 'yizhi');
  assert.deepEqual(errors, []);
});

test('editor: the keyboard reaches the palette, puts and removes at the cursor, Esc closes', async () => {
  const { page, errors } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await appState(page);
  await clickWidget(page, s, 'setup');
  const key = async (k) => { await page.keyboard.press(k); await ticks(page, 2); return appState(page); };
  const live = () => page.evaluate(() => document.getElementById('xq-live')?.textContent ?? '');
  s = await key('Enter');
  assert.equal(s.cursor, 'e0', 'the cursor starts on the general');
  s = await key('Delete');
  assert.equal(s.editor.problem, 'Red General is missing');
  assert.match(await live(), /^e0 empty/);
  s = await key('Tab');
  assert.equal(s.editor.tool, 'K', 'Tab picks the palette\'s first piece');
  assert.equal(await live(), 'Red General');
  s = await key('Tab');
  assert.equal(s.editor.tool, 'A');
  s = await key('Shift+Tab');
  assert.equal(s.editor.tool, 'K');
  s = await key('Enter');
  assert.equal(s.editor.ok, true);
  assert.equal(s.editor.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  s = await key('Escape');
  assert.equal(s.editor.tool, '', 'Esc drops the tool');
  s = await key('Escape');
  assert.equal(s.cursor, '', 'then hides the cursor');
  s = await key('Escape');
  assert.equal(s.editor, null, 'then closes the editor');
  assert.deepEqual(s.history, []);
  assert.deepEqual(errors, []);
});
