// Shared helpers for the browser tests: a tiny static file server over build/site (the
// same plain folder a user would copy to any host) and a headless Debian Chromium driven by
// playwright-core. Screenshots go to test-artifacts/ for people to look at.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const siteDir = process.env.XQ_SITE_DIR || path.join(root, 'build/site');
export const artifactsDir = process.env.XQ_ARTIFACTS || path.join(root, 'test-artifacts');

export function startServer(dir = siteDir) {
  const server = createStaticServer(dir);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) });
  }));
}

// --liftoff-only: V8 compiles the wasm with its baseline compiler alone. Each page load of a
// fresh context otherwise spent ~2.3 s of CPU optimising the app's hot functions (TurboFan),
// a third of a page load's CPU, for code the tests run for moments; the code means the
// same, only slower (the engine's searches are time-bounded and reach a little less deep).
// The wasm's speed is measured where it matters: scripts/bench and the unit-wasm step.
// XQ_CHROMIUM_ARGS adds flags (space-separated), e.g. to try another GL backend.
export function launchOptions() {
  return {
    executablePath: process.env.XQ_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist', '--js-flags=--liftoff-only',
      ...(process.env.XQ_CHROMIUM_ARGS ? process.env.XQ_CHROMIUM_ARGS.split(' ') : [])],
  };
}

// XQ_BROWSER_WS (set by scripts/test's browser step, tests/e2e/browser_server.mjs): the
// test files connect to one browser already running instead of each launching its own. A
// launch and its first page load cost ~5.5 s of CPU (the browser's start, then compiling
// the wasm and SwiftShader's shaders afresh), against ~2.2 s for a page load in a browser
// that has loaded the page before: 12 files took 148-153 s instead of 174-176 s (two
// shared browsers, one a file at a time: 158 s). Every test still gets a fresh context
// (its own storage, cache and service workers); close() only disconnects.
export async function launch() {
  if (process.env.XQ_BROWSER_WS) return chromium.connect(process.env.XQ_BROWSER_WS);
  return chromium.launch(launchOptions());
}

// Opens the page, collects console errors, waits for the app's ready signal. `touch`: a
// phone (touch events, mobile viewport). Other options go to the browser context.
// The service worker is blocked unless a test asks for it (serviceWorkers: 'allow', the
// offline tests): installing it precaches the whole site (~10 MB) on every page load of a
// fresh context, which cost the browser step about half a second of CPU a page.
export async function openApp(browser, url, { viewport = { width: 1200, height: 800 }, deviceScaleFactor = 1, touch = false,
                                              serviceWorkers = 'block', ...more } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch: touch, isMobile: touch, serviceWorkers, ...more });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  return { context, page, errors, readyMs: Date.now() - t0 };
}

export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, name);
  await page.screenshot({ path: file });
  return file;
}

// ---- helpers for the app's JS bridge (web/bridge.cpp) ----

// The app's state dump: fen, side, result, message, pieces with CSS-px centres, board geometry,
// clickable widget rectangles (see docs/ui.md). Read once the page has settled (the redraw
// policy has drawn the last change and its layout stands still, web/redraw.h), so widget
// rectangles are final: a popup that ImGui is still fitting, or a move list that has not
// been drawn since an import, is never read half-made. A page that never settles (something
// keeps changing) is an error naming its frame counters.
export async function appState(page, timeout = 20000) {
  const r = await page.evaluate(async (ms) => {
    const stats = () => JSON.parse(Module.ccall('xq_frame_stats', 'string', [], []));
    const t0 = performance.now();
    for (let s = stats(); !s.settled; s = stats()) {
      if (performance.now() - t0 > ms) return { unsettled: s };
      await new Promise((done) => setTimeout(done, 10));
    }
    return { json: Module.ccall('xq_state_json', 'string', [], []) };
  }, timeout);
  if (r.unsettled) {
    const { loops, rendered, quiet, layout_frames: moved } = r.unsettled;
    throw new Error(`the page did not settle within ${timeout} ms: ${rendered} of ${loops} ticks rendered, ` +
      `${quiet} frames since the last change, ${moved} frames for a moving layout`);
  }
  return JSON.parse(r.json);
}

// The state dump as it is now, settled or not: for polling a condition (waitState) and for
// looking at a change mid-way (a slide, a search under way). Its widget rectangles are
// those of the last frame drawn.
export async function appStateNow(page) {
  return JSON.parse(await page.evaluate(() => Module.ccall('xq_state_json', 'string', [], [])));
}

// Calls a bridge export, e.g. bridge(page, 'xq_play', ['string'], ['h2e2']).
export async function bridge(page, name, types = [], args = []) {
  return page.evaluate(([n, t, a]) => Module.ccall(n, 'number', t, a), [name, types, args]);
}

// Polls a state reader (the app's state dump as it is now unless `read` says otherwise, e.g.
// the embed page's postMessage answer) until `pred(state)` holds; returns that state. It
// does not wait for the page to settle (a condition may hold only for a moment, e.g. a
// search under way): read widgets afterwards with appState or clickWidget. On timeout the
// error names the condition and the last state's key fields.
export async function waitState(page, pred, timeout = 20000, read = appStateNow) {
  const t0 = Date.now();
  for (;;) {
    const s = await read(page);
    if (pred(s)) return s;
    if (Date.now() - t0 > timeout) {
      const { ply, side, thinking, message, history, hint, moves } = s;
      throw new Error(`timed out after ${timeout} ms waiting for ${pred}; last state: ` +
        JSON.stringify({ ply, side, thinking, message, history, hint, moves }));
    }
    await page.waitForTimeout(40);
  }
}

// CSS-px centre of an ICCS point ("e0", "a13": ranks past 9 take two digits) from the
// board geometry in a state dump. Boards with other file letters (the 山界 board) name
// them in board.file_letters.
export function pointOf(state, sq) {
  const letters = state.board.file_letters;
  const f = letters ? letters.indexOf(sq[0]) : sq.charCodeAt(0) - 97, r = Number(sq.slice(1));
  const b = state.board;
  const col = state.flipped ? b.files - 1 - f : f, row = state.flipped ? r : b.ranks - 1 - r;
  return { x: b.origin[0] + col * b.cell, y: b.origin[1] + row * b.cell };
}

// Waits until the app's main loop has ticked n more times (input is handled at the start of
// a tick and an ImGui button fires on the tick after the release), however slow the machine.
export async function ticks(page, n = 3) {
  await page.waitForFunction((k) => {
    const loops = JSON.parse(Module.ccall('xq_frame_stats', 'string', [], [])).loops;
    if (window.xqTickTarget === undefined) window.xqTickTarget = loops + k;
    if (loops < window.xqTickTarget) return false;
    window.xqTickTarget = undefined;
    return true;
  }, n, { polling: 10, timeout: 30000 });
}

// Presses keys together and holds them for a few ticks (ImGui 1.86 and SDL read key state
// per frame: a key pressed and released within one frame is lost).
export async function holdKeys(page, ...keys) {
  for (const k of keys) await page.keyboard.down(k);
  await ticks(page, 2);
  for (const k of [...keys].reverse()) await page.keyboard.up(k);
  await ticks(page, 2);
}

// Real pointer clicks on the canvas, then a few ticks for the app to handle them.
export async function clickAt(page, p, wait = 20) {
  await page.mouse.click(p.x, p.y);
  await page.waitForTimeout(wait);
  await ticks(page);
}

// Makes a widget that lives in a closed sheet (the panel's Settings or More, web/sheets.h)
// reachable: the state dump's widget_sheet names its sheet; another open sheet is closed
// with its ✕ (sheet_close), then the sheet's button (open_settings / open_more) is pressed
// with `press(rect)`. A panel widget under the open sheet is reached by closing the sheet.
// Returns a fresh state dump, read with `read` (appState: once the page has settled).
export async function reveal(page, id, press, read = appState) {
  let s = await read(page);
  if (s.widgets[id]) return s;
  const want = s.widget_sheet?.[id];
  if (s.sheet && s.sheet !== want && s.widgets.sheet_close) {
    await press(s.widgets.sheet_close);
    s = await read(page);
  }
  if (want && !s.widgets[id] && s.widgets[`open_${want}`]) {
    await press(s.widgets[`open_${want}`]);
    s = await read(page);
    if (s.sheet !== want) throw new Error(`the ${want} sheet did not open for ${id}`);
  }
  return s;
}

// Clicks a panel widget by id; one in a closed sheet opens its sheet first (reveal).
// Widgets move when texts change (messages, language), so the rectangle is read from a
// fresh state dump; `state` is only kept for call-site symmetry.
// A widget scrolled out of sight in a scrolling list (the dump's `clipped`, e.g. an add-on
// of the New Game dialog on a short screen) is first scrolled into view with the wheel.
// The rectangles are read once the page has settled; a page that keeps changing and never
// settles (watch mode: the computer plays both sides several moves a second) is read as it
// is with `read = appStateNow`, for a widget that does not move with those changes.
export async function clickWidget(page, state, id, wait = 20, read = appState) {
  let fresh = await reveal(page, id, (r) => clickAt(page, { x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2 }), read);
  for (let i = 0; i < 30 && fresh.widgets[id] && (fresh.clipped || []).includes(id); i++) {
    const w = fresh.widgets[id], height = page.viewportSize().height;
    // Over the open sheet when the widget is in it (on a phone it scrolls under the board).
    const [lo, hi] = fresh.sheet && fresh.widget_sheet?.[id] && fresh.sheet_rect?.length
      ? [fresh.sheet_rect[1] + 10, fresh.sheet_rect[3] - 10] : [height * 0.3, height * 0.6];
    const y = (w[1] + w[3]) / 2, over = Math.min(Math.max(y, lo), hi);
    if (fresh.sheet && fresh.widget_sheet?.[id] && await page.evaluate(() => navigator.maxTouchPoints > 0)) {
      // A phone's sheet scrolls by swipe (touch_scroll), as a finger does it.
      const x = (w[0] + w[2]) / 2, d = y > over ? -100 : 100;
      await swipe(page, { x, y: over }, { x, y: Math.min(Math.max(over + d, lo), hi) });
    } else {
      await page.mouse.move((w[0] + w[2]) / 2, over);
      await page.mouse.wheel(0, y > over ? 120 : -120);
      await ticks(page, 3);
    }
    fresh = await read(page);
    if (fresh.widgets[id]?.[1] === w[1]) break;  // nothing scrolled: click where it is
  }
  const r = fresh.widgets[id];
  if (!r) throw new Error(`widget ${id} not on screen (have: ${Object.keys(fresh.widgets).join(' ')})`);
  await clickAt(page, { x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2 }, wait);
}

// Ends the set-up of a new game with secrets (web/session.h "Arranging secrets before
// play"): lifts each hot-seat cover and ends each side's laying-out with Done (the dealt
// order stays), until play can start. Returns the state then.
export async function finishSetup(page) {
  for (let i = 0; i < 12; ++i) {
    await ticks(page);
    const s = await appState(page);
    if (s.cover && s.widgets.cover_continue) await clickWidget(page, s, 'cover_continue');
    else if (s.arranging && !s.cover && s.widgets.arrange_done) await clickWidget(page, s, 'arrange_done');
    else if (!s.cover && !s.arranging && s.dialog === '') return s;
  }
  throw new Error('the set-up step did not end');
}

// The board as the player to move sees it in a game with secrets: ends a set-up step with
// Done (finishSetup), or taps "Show my board" when hot seat covers the board (after a tick:
// a bridge call, the opponent or a link takes effect in the page's next frame, where the
// cover opens or closes). Returns the state after.
export async function uncover(page) {
  if ((await appState(page)).arranging) return finishSetup(page);
  await ticks(page);
  let s = await appState(page);
  if (s.cover) {
    await clickWidget(page, s, 'cover_continue');
    s = await waitState(page, (t) => t.cover === '' && t.dialog === '');
  }
  return s;
}

// Starts a game from the New Game dialog by clicks: the board `variant` with the `addons`
// toggled on; throws with the dialog's message when it refuses to start. Returns the state.
export async function startNewGame(page, variant, addons = []) {
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  if (s.dialog === 'confirm_new_game') {  // a game in progress: "Abandon it?" Yes
    await clickWidget(page, s, 'confirm_yes');
    s = await appState(page);
  }
  if (s.dialog !== 'new_game') throw new Error(`New Game did not open the dialog (dialog '${s.dialog}')`);
  await clickWidget(page, s, `ng_variant_${variant}`);
  for (const a of addons) await clickWidget(page, s, `ng_addon_${a}`);
  s = await appState(page);
  if (s.new_game.error) throw new Error(`New Game refuses ${variant} + ${addons}: ${s.new_game.error}`);
  // With many boards the dialog is taller than a laptop screen and scrolls (its height is
  // capped at 94% of the window): wheel it down until Start is inside the window.
  for (let i = 0; i < 5 && s.widgets.ng_start && s.widgets.ng_start[3] > page.viewportSize().height * 0.96; ++i) {
    const r = s.widgets.ng_card ?? s.widgets.ng_start;
    await page.mouse.move((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    await page.mouse.wheel(0, 200);
    await ticks(page);
    s = await appState(page);
  }
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  if (s.dialog !== '' || s.variant !== variant) throw new Error(`not started: dialog '${s.dialog}', variant ${s.variant}`);
  return s;
}

// Clicks a button that asks first (Resign, New game in a game in progress), then Yes.
export async function clickConfirmed(page, id) {
  await clickWidget(page, null, id);
  const s = await appState(page);
  if (!s.dialog.startsWith('confirm_')) throw new Error(`${id} did not ask for confirmation (dialog '${s.dialog}')`);
  await clickWidget(page, s, 'confirm_yes');
  return appState(page);
}

// Clicks point a then point b (each located on a fresh state dump: the board may have
// changed after the first click, e.g. a previewed first half of a double move); returns
// the state after them.
export async function clickSquares(page, a, b) {
  let s = await appState(page);
  await clickAt(page, pointOf(s, a));
  s = await appState(page);
  await clickAt(page, pointOf(s, b));
  return appState(page);
}

// The two points of a plain ICCS move: "h2e2" -> ["h2", "e2"], "a10a12" -> ["a10", "a12"].
export function movePoints(move) {
  const m = /^([a-z]\d+)-?([a-z]\d+)$/.exec(move);
  if (!m) throw new Error(`not a plain ICCS move: ${move}`);
  return [m[1], m[2]];
}

// Plays ICCS moves by clicking from-point then to-point.
export async function clickMoves(page, moves) {
  for (const m of moves) {
    const s = await appState(page);
    const [a, b] = movePoints(m);
    await clickAt(page, pointOf(s, a));
    await clickAt(page, pointOf(s, b));
  }
}

// RGB of the screenshot at CSS-px points (WebGL's drawing buffer is not preserved, so read
// a screenshot). Returns [[r,g,b], ...].
export async function pixelsAt(page, points) {
  const b64 = (await page.screenshot()).toString('base64');
  return page.evaluate(async ([data, pts]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const x = c.getContext('2d');
    x.drawImage(img, 0, 0);
    const scale = img.width / window.innerWidth;
    return pts.map((p) => Array.from(x.getImageData(Math.round(p.x * scale), Math.round(p.y * scale), 1, 1).data.slice(0, 3)));
  }, [b64, points]);
}

// A finger tap on a panel widget (a fresh state dump locates it), then a few ticks.
export async function tapWidget(page, id) {
  const tap = async (w) => { await page.touchscreen.tap((w[0] + w[2]) / 2, (w[1] + w[3]) / 2); await ticks(page); };
  const r = (await reveal(page, id, tap)).widgets[id];
  if (!r) throw new Error(`widget ${id} not on screen`);
  await page.touchscreen.tap((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
  await ticks(page);
}

// A finger swipe from a to b (CSS px) in `steps` moves, through CDP touch events (SDL
// reads touchstart/touchmove/touchend; a tap alone would not move).
export async function swipe(page, a, b, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', a);
  await ticks(page, 2);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
    await ticks(page, 1);
  }
  await touch('touchEnd');
  await ticks(page, 3);
  await cdp.detach();
}

// File labels of an 11-file board as the page draws them: Red's (bottom, right to left)
// and Black's (top, left to right).
export const RED_FILES_11 = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一'];
export const BLACK_FILES_11 = ['１', '２', '３', '４', '５', '６', '７', '８', '９', '10', '11'];

// Every piece centre on its point (within a pixel), every disc inside the board frame,
// the frame inside the viewport.
export function assertOnPoints(s, viewport) {
  const [x0, y0, x1, y1] = s.board.frame;
  if (!(x0 >= 0 && y0 >= 0 && x1 <= viewport.width && y1 <= viewport.height)) throw new Error(`frame ${s.board.frame} not in the viewport`);
  const r = s.board.cell * 0.45;
  for (const p of s.pieces) {
    const c = pointOf(s, p.sq);
    if (!(Math.abs(c.x - p.x) <= 1 && Math.abs(c.y - p.y) <= 1)) throw new Error(`${p.code} on ${p.sq} not drawn at its point`);
    if (!(p.x - r >= x0 && p.x + r <= x1 && p.y - r >= y0 && p.y + r <= y1)) throw new Error(`${p.code} on ${p.sq} outside the frame`);
  }
}

// The Rules card of the game in play, in 繁體: opens it, checks each pattern, saves a
// screenshot, closes it. With `lang` ('zh-Hans', 'en', 'zh-Hant') the page's language is
// switched first by a click in Settings, as a visitor does it; `title` is then matched
// against the card's title (a reconstruction says so there too).
export async function checkRulesCard(page, patterns, shot, { lang, title } = {}) {
  if (lang) {
    await clickWidget(page, null, `lang_${lang}`);
    assert.equal((await appState(page)).lang, lang);
  } else {
    assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
    await ticks(page);
  }
  let s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  if (title) assert.match(s.rules_cards[0].title, title);
  for (const p of patterns) assert.match(s.rules_cards[0].text, p);
  await screenshot(page, shot);
  await clickWidget(page, s, 'rules_close');
}

// Copy link: a second page opened from it shows the same variant, moves and position.
// With `embed`, the same link opens in the embed page too (embed.html, as the Embed dialog
// writes it): its board shows the game at its last move, inside the frame (screenshot
// `<variant>-embed.png`).
export async function checkLinkRoundTrip(browser, page, variant, viewport, { embed = false } = {}) {
  let s = await appState(page);
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, new RegExp(`#v2\\.v=${variant}&m=`));
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, variant);
  assert.deepEqual(t.history, s.history);
  assert.equal(t.fen, s.fen);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  if (!embed) return;
  const size = { width: 400, height: 500 };
  const e = await openApp(browser, s.link.replace('/index.html#', '/embed.html#').replace(/\/#v2/, '/embed.html#v2'), { viewport: size });
  const es = await waitState(e.page, (x) => x.variant === variant && x.history.length === s.history.length);
  assert.equal(es.embed, true);
  assert.deepEqual(es.history, s.history);
  assert.equal(es.fen, s.fen);
  assertOnPoints(es, size);
  await screenshot(e.page, `${variant}-embed.png`);
  assert.deepEqual(e.errors, []);
  await e.context.close();
}

// Taps the points of `squares` in turn, as a finger on a phone would.
export async function tapPoints(page, squares) {
  for (const sq of squares) {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  }
}
