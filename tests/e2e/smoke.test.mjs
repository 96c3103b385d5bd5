// Smoke test: the page loads from the static folder, reports ready, and draws the start
// position from the Game facade: the state dump lists the 32 pieces on their points, and the
// screenshot shows red pieces red, black pieces dark and empty points board-coloured, on a
// desktop window and on a phone in portrait at device pixel ratio 3. Screenshots are kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, pointOf, pixelsAt, ticks, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = {
  a0: 'R', b0: 'N', c0: 'B', d0: 'A', e0: 'K', f0: 'A', g0: 'B', h0: 'N', i0: 'R', b2: 'C', h2: 'C',
  a3: 'P', c3: 'P', e3: 'P', g3: 'P', i3: 'P',
  a9: 'r', b9: 'n', c9: 'b', d9: 'a', e9: 'k', f9: 'a', g9: 'b', h9: 'n', i9: 'r', b7: 'c', h7: 'c',
  a6: 'p', c6: 'p', e6: 'p', g6: 'p', i6: 'p',
};
const GLYPHS = { K: '帥', A: '仕', B: '相', R: '俥', N: '傌', C: '炮', P: '兵', k: '將', a: '士', b: '象', r: '車', n: '馬', c: '砲', p: '卒' };

const reddish = ([r, g, b]) => r > 140 && g < 100 && b < 100;
const dark = ([r, g, b]) => r + g + b < 240;
const wood = ([r, g, b]) => r > 190 && g > 150 && g < 225 && b > 80 && b < 170 && r > b + 50;

function assertStartPosition(s) {
  assert.equal(s.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  assert.equal(s.side, 'red');
  assert.equal(s.ply, 0);
  assert.equal(s.over, false);
  assert.equal(s.pieces.length, 32);
  const got = Object.fromEntries(s.pieces.map((p) => [p.sq, p.code]));
  assert.deepEqual(got, START);
  for (const p of s.pieces) {
    assert.equal(p.glyph, GLYPHS[p.code], `glyph on ${p.sq}`);
    const c = pointOf(s, p.sq);
    assert.ok(Math.abs(c.x - p.x) < 0.5 && Math.abs(c.y - p.y) < 0.5, `centre of ${p.sq}`);
  }
}

// Red at the bottom: Red's pieces have larger y than Black's, 一 (file i) on the right.
function assertOrientation(s) {
  const y = (sq) => s.pieces.find((p) => p.sq === sq).y;
  const x = (sq) => s.pieces.find((p) => p.sq === sq).x;
  if (!s.flipped) { assert.ok(y('e0') > y('e9')); assert.ok(x('i0') > x('a0')); }
  else { assert.ok(y('e0') < y('e9')); assert.ok(x('i0') < x('a0')); }
}

async function assertColours(page, s, name) {
  const r = s.board.cell * 0.45;
  const samples = [];
  const add = (sq, dx, dy, kind) => { const c = pointOf(s, sq); samples.push({ x: c.x + dx, y: c.y + dy, kind, sq }); };
  for (const sq of ['e0', 'a0', 'b2', 'c3']) { add(sq, -r * 0.95, 0, 'red'); add(sq, 0, -r * 0.95, 'red'); }
  for (const sq of ['e9', 'i9', 'h7', 'g6']) { add(sq, -r * 0.95, 0, 'dark'); add(sq, 0, -r * 0.95, 'dark'); }
  for (const sq of ['e4', 'b5', 'd1', 'f8']) add(sq, s.board.cell * 0.27, s.board.cell * 0.27, 'wood');
  const px = await pixelsAt(page, samples);
  samples.forEach((smp, i) => {
    const ok = smp.kind === 'red' ? reddish(px[i]) : smp.kind === 'dark' ? dark(px[i]) : wood(px[i]);
    assert.ok(ok, `${name}: ${smp.kind} expected near ${smp.sq}, got rgb(${px[i]})`);
  });
  // The characters: some red ink inside 帥, some dark ink inside 將.
  const grid = (sq) => { const c = pointOf(s, sq); const pts = []; for (let i = -3; i <= 3; i++) for (let j = -3; j <= 3; j++) pts.push({ x: c.x + i * r * 0.12, y: c.y + j * r * 0.12 }); return pts; };
  const red = await pixelsAt(page, grid('e0'));
  assert.ok(red.filter(reddish).length >= 4, `${name}: 帥 has no red strokes`);
  const blk = await pixelsAt(page, grid('e9'));
  assert.ok(blk.filter(dark).length >= 4, `${name}: 將 has no dark strokes`);
}

test('desktop: ready, the start position from the facade, colours on screen', async () => {
  const { page, errors, readyMs, context } = await openApp(browser, srv.url);
  console.log(`# ready after ${readyMs} ms`);
  await page.waitForTimeout(300);
  const s = await appState(page);
  assertStartPosition(s);
  assertOrientation(s);
  assert.ok(s.board.wide, 'a 1200x800 window puts the panel beside the board');
  assert.ok(s.board.frame[2] <= 1200 && s.board.frame[3] <= 800);
  await screenshot(page, 'smoke-desktop.png');
  await assertColours(page, s, 'desktop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone portrait 390x844 @3x: board on top fits the width, panel below', async () => {
  const { page, errors, readyMs, context } = await openApp(browser, srv.url, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  console.log(`# phone ready after ${readyMs} ms`);
  await page.waitForTimeout(300);
  const s = await appState(page);
  assertStartPosition(s);
  assertOrientation(s);
  assert.equal(s.board.wide, false);
  const [x0, y0, x1, y1] = s.board.frame;
  assert.ok(x0 >= 0 && x1 <= 390 && y0 >= 0 && y1 < 844 * 0.7, `board frame ${s.board.frame}`);
  assert.ok(x1 - x0 > 350, 'board uses the phone width');
  assert.ok(s.widgets.undo && s.widgets.undo[1] >= y1 - 1, 'buttons below the board');
  await screenshot(page, 'smoke-phone.png');
  await assertColours(page, s, 'phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('resizing from landscape to portrait re-lays out the board and the panel', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // A loaded machine may take a while to see the resize: wait for the new layout (with a
  // deadline), then a few ticks so the frame drawn with it is on screen before sampling.
  await page.setViewportSize({ width: 600, height: 960 });
  let s = await waitState(page, (x) => !x.board.wide, 15000);
  await ticks(page, 3);
  s = await appState(page);
  // The board takes the height the panel below leaves (it keeps 405 px for the status,
  // the game buttons, ⏮ ◀ ▶ ⏭ and four rows of moves): 960 - 405 px high, ~450 px wide.
  assert.ok(s.board.frame[2] <= 600 && s.board.frame[2] - s.board.frame[0] > 440, `frame ${s.board.frame}`);
  assert.ok(s.board.frame[3] <= 960 - 405, `the panel keeps its 405 px: frame ${s.board.frame}`);
  assertStartPosition(s);
  await screenshot(page, 'smoke-resized-portrait.png');
  await assertColours(page, s, 'resized');
  await page.setViewportSize({ width: 1400, height: 700 });
  s = await waitState(page, (x) => x.board.wide, 15000);
  assert.ok(s.board.frame[3] <= 700, `frame ${s.board.frame}`);
  assert.deepEqual(errors, []);
  await context.close();
});
