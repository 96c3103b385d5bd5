// Any glyph draws (issue #12 item 7): a variant text may name and draw its pieces with any
// character (騾, 驢 …) that the subset font does not hold; the page draws it from the
// system's fonts into its atlas (web/fonts.h), crisply at the board's size, and a
// character no installed font has is replaced by the piece's letter — never an empty box.
// Checked on the pixels: two different rare characters give two different drawings, each
// with real ink inside the disc, and the piece plays by clicks (desktop) and taps (phone)
// with its character in the Chinese move list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, pointOf, pixelsAt, ticks, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// 騾 steps like a horse without its leg rule (N), 驢 one step orthogonally (W); the third
// type's glyph is a private-use character no font has: the page draws its letter X.
const TEXT = [
  '[mules:xiangqi]',
  'name = Mules',
  'name.hant = 騾驢象棋',
  'name.hans = 骡驴象棋',
  'piece.m = custom',
  'm.name = 騾 騾 | 骡 骡 | Mule',
  'm.glyph = 騾',
  'm.move = N',
  'piece.u = custom',
  'u.name = 驢 驢 | 驴 驴 | Donkey',
  'u.glyph = 驢',
  'u.move = W',
  'piece.x = custom',
  'x.glyph = \u{E000}',
  'x.move = F',
  'setup = rmbakabmr/9/1c2x2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2X2C1/9/RMBAKABUR w - - 0 1',
];
const link = (lang) => '#v2.vt=' + TEXT.map((l) => encodeURIComponent(l).replace(/%20/g, '+')).join('~') + `&l=${lang}`;

// Grey levels of the disc of radius r at c (CSS px), its inner square (the glyph's area)
// sampled on a 24x24 grid.
async function discPixels(page, c, r) {
  const half = r * 0.55, n = 24, points = [];
  for (let y = 0; y < n; ++y)
    for (let x = 0; x < n; ++x)
      points.push({ x: c.x - half + (2 * half * x) / (n - 1), y: c.y - half + (2 * half * y) / (n - 1) });
  return (await pixelsAt(page, points)).map(([r0, g, b]) => (r0 + g + b) / 3);
}
const inked = (px) => px.filter((v) => v < 170).length;  // ink on the light face
const differing = (a, b) => a.filter((v, i) => Math.abs(v - b[i]) > 60).length;

for (const phone of [false, true]) {
  test(`rare piece characters draw from the system fonts and play (${phone ? 'phone, touch' : 'desktop, mouse'})`, async () => {
    const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const { page, errors } = await openApp(browser, srv.url + link('zh-Hant'), { viewport, touch: phone, deviceScaleFactor: phone ? 2 : 1 });
    let s = await appState(page);
    assert.equal(s.message, '', 'the variant opens without a message');
    assert.equal(s.variant, 'mules');
    const at = (sq) => s.pieces.find((p) => p.sq === sq);
    assert.equal(at('b0').glyph, '騾');
    assert.equal(at('h0').glyph, '驢');
    assert.equal(at('b9').glyph, '騾', 'Black uses the one glyph given for both colours');
    assert.equal(at('e2').glyph, 'X', 'a character no font has is drawn as the piece letter');
    assert.equal(at('e7').glyph, 'x');
    await ticks(page, 4);
    const r = s.board.cell * 0.45;
    const mule = await discPixels(page, pointOf(s, 'b0'), r);
    const donkey = await discPixels(page, pointOf(s, 'h0'), r);
    const chariot = await discPixels(page, pointOf(s, 'a0'), r);
    const letter = await discPixels(page, pointOf(s, 'e2'), r);
    for (const [name, px] of [['騾', mule], ['驢', donkey], ['俥', chariot], ['X', letter]])
      assert.ok(inked(px) > 40, `${name}: the disc carries a drawn character (${inked(px)} inked samples of 576)`);
    assert.ok(differing(mule, donkey) > 30, `騾 and 驢 are two different drawings (${differing(mule, donkey)} samples differ), not one box`);
    await screenshot(page, `glyphs-${phone ? 'phone' : 'desktop'}.png`);

    // The mule plays: b0 -> c2 (N), by mouse or finger; the move list names it 騾.
    for (const sq of ['b0', 'c2']) {
      const p = pointOf(await appState(page), sq);
      if (phone) await page.touchscreen.tap(p.x, p.y); else await page.mouse.click(p.x, p.y);
      await ticks(page);
    }
    s = await waitState(page, (st) => st.ply === 1);
    assert.equal(s.history[0], 'b0c2');
    assert.match(s.moves[0], /^騾/, `the Chinese move list names the piece by its character: ${s.moves[0]}`);
    assert.deepEqual(errors, []);
  });
}
