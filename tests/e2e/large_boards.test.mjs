// Boards of any size (issue #12 item 2): the 18x10 (長河-like), 9x14 (江河-like) and 12-file
// test boards of tests/data/boards/, opened from a vt= link, draw with file labels on both
// sides (Black's numbering on top, Red's below; ICCS letters and rank numbers when that
// notation is chosen), every piece inside the wooden board and the board inside the
// viewport, on a desktop (1280x800, mouse clicks) and a phone (390x844, touch taps).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, startServer, launch, openApp, screenshot, appState, bridge, pointOf, clickMoves, movePoints, ticks, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// The variant text as a link's vt= field (docs/sharing.md): comments and blank lines
// dropped, a space written '+', a line break '~', anything else URL-escaped.
function vtLink(name) {
  const text = fs.readFileSync(path.join(root, 'tests/data/boards', `${name}.ini`), 'utf8');
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return '#v2.vt=' + lines.map((l) => encodeURIComponent(l).replace(/%20/g, '+')).join('~') + '&l=en';
}

const FULL = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
const RED = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
// Black's file numbers left to right (its right is Red's left), Red's right to left.
const blackNumbers = (n) => Array.from({ length: n }, (_, i) => (i < 9 ? FULL[i] : String(i + 1)));
const redNumber = (k) => (k <= 9 ? RED[k - 1] : '十' + (k > 10 ? RED[k - 11] : ''));
const redNumbers = (n) => Array.from({ length: n }, (_, i) => redNumber(n - i));

// Every piece disc (radius 0.45 cell) inside the wooden frame, the frame inside the viewport.
function assertFits(s, viewport) {
  const [x0, y0, x1, y1] = s.board.frame;
  assert.ok(x0 >= 0 && y0 >= 0 && x1 <= viewport.width && y1 <= viewport.height,
    `board frame ${s.board.frame} inside the ${viewport.width}x${viewport.height} viewport`);
  const r = s.board.cell * 0.45;
  for (const p of s.pieces)
    assert.ok(p.x - r >= x0 && p.x + r <= x1 && p.y - r >= y0 && p.y + r <= y1,
      `piece ${p.code} on ${p.sq} at (${p.x}, ${p.y}) r ${r} inside the frame ${s.board.frame}`);
}

const boards = [
  { name: 'long_river_18x10', id: 'long_river', files: 18, ranks: 10,
    moves: ['b0c2', 'q9p7', 'r0r1'], letters: 'abcdefghijklmnopqr' },
  { name: 'two_rivers_9x14', id: 'two_rivers', files: 9, ranks: 14,
    moves: ['b2b9', 'h11h4', 'a3a4'], letters: 'abcdefghi' },
  { name: 'wide_12x10', id: 'wide12', files: 12, ranks: 10,
    moves: ['b0c2', 'b9c7', 'k0k1'], letters: 'abcdefghijkl' },
];

for (const b of boards) {
  test(`${b.name}: labels on both sides, pieces inside the board, moves by clicks (desktop)`, async () => {
    const viewport = { width: 1280, height: 800 };
    const { page, errors, context } = await openApp(browser, srv.url + vtLink(b.name), { viewport });
    let s = await appState(page);
    assert.equal(s.message, '');
    assert.equal(s.variant, b.id);
    assert.equal(s.board.files, b.files);
    assert.equal(s.board.ranks, b.ranks);
    assert.equal(s.board.file_letters, b.letters);
    assert.deepEqual(s.board.labels.top, blackNumbers(b.files));
    assert.deepEqual(s.board.labels.bottom, redNumbers(b.files));
    assert.deepEqual(s.board.labels.left, []);
    assertFits(s, viewport);
    await screenshot(page, `large-${b.name}-desktop.png`);

    await clickMoves(page, b.moves);
    s = await waitState(page, (t) => t.history.length === b.moves.length);
    assert.deepEqual(s.history, b.moves);
    assert.equal(s.moves.length, b.moves.length);  // the move list shows them (Chinese)

    // ICCS: file letters above and below, rank numbers on both sides; still fits.
    assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['iccs']), 1);
    s = await waitState(page, (t) => t.board.labels.left.length === b.ranks);
    const letters = [...b.letters];
    assert.deepEqual(s.board.labels.top, letters);
    assert.deepEqual(s.board.labels.bottom, letters);
    const ranks = Array.from({ length: b.ranks }, (_, i) => String(b.ranks - 1 - i));  // top to bottom
    assert.deepEqual(s.board.labels.left, ranks);
    assert.deepEqual(s.board.labels.right, ranks);
    assert.deepEqual(s.moves, b.moves);
    assertFits(s, viewport);
    await screenshot(page, `large-${b.name}-iccs.png`);

    // Flipped: Red's numbering on top (its right is now on the left), Black's below.
    assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
    assert.equal(await bridge(page, 'xq_flip'), 1);
    s = await waitState(page, (t) => t.flipped && t.board.labels.left.length === 0);
    assert.deepEqual(s.board.labels.top, redNumbers(b.files).reverse());
    assert.deepEqual(s.board.labels.bottom, blackNumbers(b.files).reverse());
    assertFits(s, viewport);
    await screenshot(page, `large-${b.name}-flipped.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${b.name}: fits a phone and plays by touch`, async () => {
    const viewport = { width: 390, height: 844 };
    const context = await browser.newContext({ viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(srv.url + vtLink(b.name));
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    let s = await appState(page);
    assert.equal(s.variant, b.id);
    assert.deepEqual(s.board.labels.top, blackNumbers(b.files));
    assert.deepEqual(s.board.labels.bottom, redNumbers(b.files));
    assertFits(s, viewport);
    for (const m of b.moves)
      for (const sq of movePoints(m)) {
        const p = pointOf(await appState(page), sq);
        await page.touchscreen.tap(p.x, p.y);
        await ticks(page);
      }
    s = await waitState(page, (t) => t.history.length === b.moves.length);
    assert.deepEqual(s.history, b.moves);
    await screenshot(page, `large-${b.name}-phone.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
