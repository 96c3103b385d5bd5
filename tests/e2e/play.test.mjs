// Play UI through real pointer input on the canvas: click-click, drag and drop, touch taps,
// illegal attempts with the core's reason, a short game to checkmate, undo/redo, flip,
// notation and language switches, reload restoring the game, and idle frames not redrawn.
// Coordinates come from the app's state dump (xq_state_json); results are read back from it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, appStateNow, bridge, pointOf, clickAt, clickWidget, clickMoves, ticks, pixelsAt } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('click-click: pick shows legal targets, drop plays; drag and drop plays', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickAt(page, pointOf(s, 'h2'));
  s = await appState(page);
  assert.equal(s.selected, 'h2');
  assert.ok(s.targets.includes('e2') && s.targets.includes('h9'), `targets ${s.targets}`);
  await screenshot(page, 'play-picked.png');
  await clickAt(page, pointOf(s, 'e2'));
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2']);
  assert.equal(s.side, 'black');
  assert.equal(s.selected, '');
  assert.equal(s.moves[0], '炮二平五');
  // Drag the black horse h9 to g7.
  const from = pointOf(s, 'h9'), to = pointOf(s, 'g7');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await ticks(page);
  await screenshot(page, 'play-dragging.png');
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await ticks(page);
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);
  assert.equal(s.moves[1], '馬８進７');
  await screenshot(page, 'play-last-move.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('touch taps play a move', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(srv.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  let s = await appState(page);
  for (const sq of ['b0', 'c2']) {
    const p = pointOf(s, sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  }
  s = await appState(page);
  assert.deepEqual(s.history, ['b0c2']);
  await context.close();
});

test('illegal attempts show the reason from the core, in the UI language', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1']), 1);
  await page.waitForTimeout(100);
  let s = await appState(page);
  await clickAt(page, pointOf(s, 'd0'));
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.equal(s.message_error, true);
  assert.match(s.message, /generals would face/);
  await screenshot(page, 'play-illegal-en.png');
  await clickWidget(page, s, 'lang_zh-Hant');
  s = await appState(page);
  assert.equal(s.lang, 'zh-Hant');
  await clickAt(page, pointOf(s, 'd0'));
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.match(s.message, /將帥不能照面/);
  // Touching the opponent's piece.
  await clickAt(page, pointOf(s, 'e9'));
  s = await appState(page);
  assert.match(s.message, /輪到對方/);
  await screenshot(page, 'play-illegal-zh.png');
  // A bad FEN keeps the game and says why.
  const fenBefore = s.fen;
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['not a fen']), 0);
  s = await appState(page);
  assert.equal(s.fen, fenBefore);
  assert.match(s.message, /^FEN: /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a short game to checkmate ends with the result dialog', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await bridge(page, 'xq_load_fen', ['string'], ['3k5/9/9/9/9/9/9/9/R8/1R3K3 w - - 0 1']);
  await page.waitForTimeout(100);
  await clickMoves(page, ['a1a8', 'd9e9', 'b0b9']);
  await page.waitForTimeout(200);
  const s = await appState(page);
  assert.deepEqual(s.history, ['a1a8', 'd9e9', 'b0b9']);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'red');
  assert.match(s.reason, /checkmate/);
  assert.equal(s.result_text, 'Red wins — checkmate');
  assert.equal(s.dialog, 'game_over');
  await screenshot(page, 'play-checkmate.png');
  // The dialog's New game button starts over.
  await clickWidget(page, s, 'dialog_new');
  const t = await appState(page);
  assert.equal(t.ply, 0);
  assert.equal(t.over, false);
  assert.equal(t.dialog, '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('check is announced', async () => {
  const { page, context } = await openApp(browser, srv.url);
  await bridge(page, 'xq_load_fen', ['string'], ['3k5/9/9/9/9/9/9/9/R8/1R3K3 w - - 0 1']);
  await page.waitForTimeout(100);
  await clickMoves(page, ['a1d1']);
  const s = await appState(page);
  assert.equal(s.in_check, true);
  assert.equal(s.over, false);
  await screenshot(page, 'play-check.png');
  // The 將軍! banner sits over the board's centre for a moment, then the board shows again.
  const [x0, y0, x1, y1] = s.board.frame;
  const centre = { x: (x0 + x1) / 2 + s.board.cell * 0.9, y: (y0 + y1) / 2 };
  let [px] = await pixelsAt(page, [centre]);
  // The banner only goes away with time, so if the state still reports it after the
  // screenshot, the screenshot must show it (a slow machine may have missed it entirely).
  if ((await appState(page)).banner) assert.ok(px[0] > 245 && px[1] > 235 && px[2] > 210, `banner expected, got rgb(${px})`);
  else console.log('# machine too slow to catch the 1.5 s banner');
  await page.waitForFunction(() => !JSON.parse(Module.ccall('xq_state_json', 'string', [], [])).banner, null, { timeout: 10000 });
  await ticks(page);
  [px] = await pixelsAt(page, [centre]);
  assert.ok(px[2] < 170, `banner gone, board expected, got rgb(${px})`);
  await context.close();
});

test('undo, redo, flip, move list view, notation and language switches', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2', 'h9g7', 'h0g2']);
  let s = await appState(page);
  assert.equal(s.ply, 3);
  await clickWidget(page, s, 'undo');
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);
  await clickWidget(page, s, 'undo');
  await clickWidget(page, s, 'redo');
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);
  await clickWidget(page, s, 'redo');
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2']);

  await clickWidget(page, s, 'notation_wxf');
  s = await appState(page);
  assert.equal(s.notation, 'wxf');
  assert.deepEqual(s.moves, ['C2.5', 'H8+7', 'H2+3']);
  await clickWidget(page, s, 'notation_iccs');
  s = await appState(page);
  assert.deepEqual(s.moves, ['h2e2', 'h9g7', 'h0g2']);
  await clickWidget(page, s, 'lang_zh-Hans');
  s = await appState(page);  // the labels changed language: widgets moved
  await clickWidget(page, s, 'notation_chinese');
  s = await appState(page);
  assert.equal(s.lang, 'zh-Hans');
  assert.deepEqual(s.moves, ['炮二平五', '马８进７', '马二进三']);

  // Click the first move in the list: the board shows the position after it.
  await clickWidget(page, s, 'move_1');
  s = await appState(page);
  assert.equal(s.view_ply, 1);
  assert.equal(s.fen.split(' ')[0], 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR');
  assert.equal(s.ply, 3);
  await screenshot(page, 'play-view-history.png');
  await clickWidget(page, s, 'live');
  s = await appState(page);
  assert.equal(s.view_ply, -1);
  // ← → step through the history (keys held over a few frames: ImGui/SDL key state).
  const hold = async (k) => { await page.keyboard.down(k); await ticks(page, 2); await page.keyboard.up(k); await ticks(page, 2); };
  await hold('ArrowLeft');
  await hold('ArrowLeft');
  assert.equal((await appState(page)).view_ply, 1);
  await hold('ArrowRight');
  await hold('ArrowRight');
  assert.equal((await appState(page)).view_ply, -1);

  await clickWidget(page, s, 'flip');
  s = await appState(page);
  assert.equal(s.flipped, true);
  const y = (sq) => s.pieces.find((p) => p.sq === sq).y;
  assert.ok(y('e0') < y('e9'), 'Black at the bottom after flipping');
  await screenshot(page, 'play-flipped.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('reload restores the game and the settings', async () => {
  const { page, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2', 'h9g7']);
  let s = await appState(page);
  await clickWidget(page, s, 'flip');
  await clickWidget(page, s, 'notation_wxf');
  s = await appState(page);
  const before = { fen: s.fen, history: s.history, flipped: s.flipped, notation: s.notation };
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.deepEqual({ fen: s.fen, history: s.history, flipped: s.flipped, notation: s.notation }, before);
  assert.equal(before.flipped, true);
  await context.close();
});

test('idle page does not redraw', async () => {
  const { page, context } = await openApp(browser, srv.url);
  const stats = async () => JSON.parse(await page.evaluate(() => Module.ccall('xq_frame_stats', 'string', [], [])));
  // Counted in main-loop ticks, not wall time, so a slow machine only makes it longer.
  // First the page settles: 20 ticks in a row without a rendered frame (the redraw policy
  // draws for 3 frames and 250 ms after the last input, and until the layout stands
  // still); a page that keeps drawing never gets there.
  const deadline = Date.now() + 20000;
  let a = await stats();
  for (let quiet = a;;) {
    await page.waitForTimeout(100);
    const now = await stats();
    if (now.rendered !== quiet.rendered) quiet = now;
    else if (now.loops - quiet.loops >= 20) { a = now; break; }
    assert.ok(Date.now() < deadline, `the page never settled: ${now.rendered} of ${now.loops} ticks rendered`);
  }
  // Then an idle window of 90 ticks (1.5 s at 60 Hz): at most one frame drawn in it.
  let b = a;
  while (b.loops - a.loops < 90) {
    assert.ok(Date.now() < deadline, `the main loop stopped ticking: ${b.loops - a.loops} ticks`);
    await page.waitForTimeout(100);
    b = await stats();
  }
  console.log(`# idle ${b.loops - a.loops} ticks: ${b.rendered - a.rendered} rendered`);
  assert.ok(b.rendered - a.rendered <= 1, `idle frames were rendered: ${b.rendered - a.rendered}`);
  // Input wakes it up.
  await page.mouse.move(100, 100);
  await page.waitForFunction((n) => JSON.parse(Module.ccall('xq_frame_stats', 'string', [], [])).rendered > n,
    b.rendered, { polling: 20, timeout: 10000 });
  await context.close();
});

// The board's circles are sprites in the font atlas (web/ring_sprites.h), one quad each:
// as ImGui meshes a start position's 32 pieces were 77 000 of a frame's 88 000 indices,
// which a software WebGL (and the test browser) paid for on every frame.
test('the pieces are drawn as sprites: a small mesh, with the rims and faces in their colours', async () => {
  for (const [viewport, deviceScaleFactor, touch] of [[{ width: 1200, height: 800 }, 1, false], [{ width: 390, height: 844 }, 3, true]]) {
    const { page, context, errors } = await openApp(browser, srv.url + '#v2.l=en', { viewport, deviceScaleFactor, touch });
    await appState(page);
    await page.mouse.move(5, 5);  // a frame after the first bake
    const s = await appState(page);
    const stats = JSON.parse(await page.evaluate(() => Module.ccall('xq_frame_stats', 'string', [], [])));
    console.log(`# ${viewport.width}x${viewport.height}@${deviceScaleFactor}: ${stats.indices} indices a frame`);
    assert.ok(stats.indices > 1000 && stats.indices < 20000, `a start position's frame has ${stats.indices} indices`);
    // Red's general (e0) and Black's (e9): the outer ring (0.90-1.00 r) in the owner's ink,
    // the face between it and the inner ring (0.82-0.90 r) cream.
    const r = s.board.cell * 0.45;
    const spots = [];
    for (const sq of ['e0', 'e9']) {
      const c = pointOf(s, sq);
      spots.push({ x: c.x - r * 0.95, y: c.y }, { x: c.x - r * 0.86, y: c.y });
    }
    const [redRim, redFace, blackRim, blackFace] = await pixelsAt(page, spots);
    const near = (px, want, tol) => px.every((v, i) => Math.abs(v - want[i]) <= tol);
    assert.ok(near(redRim, [190, 20, 20], 40), `red rim ${redRim}`);
    assert.ok(near(blackRim, [30, 30, 30], 40), `black rim ${blackRim}`);
    for (const face of [redFace, blackFace]) assert.ok(near(face, [250, 236, 200], 40), `face ${face}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// The redraw policy says when the page has settled (web/redraw.h): not right after a change,
// and then only once the layout stands still, so a popup's rectangles read then are final.
test('a change unsettles the page until it is drawn; a popup is read only once it stands still', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await appState(page);
  assert.equal(s.settled, true);
  // A bridge call and the state read in the same task: no frame has shown the change yet.
  const now = await page.evaluate(() => {
    Module.ccall('xq_flip', 'number', [], []);
    return JSON.parse(Module.ccall('xq_frame_stats', 'string', [], []));
  });
  assert.equal(now.settled, false, 'a change waits for its frames');
  s = await appState(page);
  const after = JSON.parse(await page.evaluate(() => Module.ccall('xq_frame_stats', 'string', [], [])));
  assert.equal(s.settled, true);
  assert.equal(s.flipped, true);
  assert.ok(after.rendered - now.rendered >= 3, `at least 3 frames drawn for the change (${after.rendered - now.rendered})`);
  assert.ok(after.quiet >= 3, `${after.quiet} frames since the change`);
  // The New Game dialog fits itself to its contents over its first frames: read once
  // settled, its rectangles are those of any later frame.
  await clickWidget(page, s, 'new');
  const first = await appState(page);
  assert.equal(first.dialog, 'new_game');
  await page.mouse.move(2, 2);  // wakes the page for more frames, away from every widget
  await ticks(page, 3);
  const later = await appState(page);
  assert.deepEqual(later.widgets, first.widgets, 'the dialog had stopped moving when first read');
  assert.equal((await appStateNow(page)).dialog, 'new_game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('touch drag and drop plays a move', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(srv.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  const s = await appState(page);
  const from = pointOf(s, 'h2'), to = pointOf(s, 'e2');
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  await ticks(page);
  for (let i = 1; i <= 6; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 });
    await ticks(page, 1);
  }
  await touch('touchEnd');
  await ticks(page);
  const t = await appState(page);
  assert.deepEqual(t.history, ['h2e2']);
  await context.close();
});

test('first visit picks the language from navigator.language', async () => {
  for (const [locale, lang, status] of [['zh-TW', 'zh-Hant', '紅方走棋'], ['zh-CN', 'zh-Hans', '红方走棋'], ['fr-FR', 'en', 'Red to move']]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(srv.url);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    const s = await appState(page);
    assert.equal(s.lang, lang, locale);
    assert.equal(s.status, status, locale);
    await context.close();
  }
});
