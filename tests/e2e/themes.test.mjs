// Board themes (wood, paper, dark) and piece styles (traditional, simplified characters):
// chosen in the settings, remembered, carried by a link (t=, pc=) into a fresh page and
// into the embed page; a bad value in a link is named and the board stays usable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, pixelsAt } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const TRADITIONAL = '帥仕相傌俥炮兵將士象馬車砲卒';
const SIMPLIFIED = '帅仕相马车炮兵将士象马车炮卒';

// The board's colour at an empty spot of the frame (between the file numbers' row and a corner).
async function woodColour(page) {
  const s = await appState(page);
  const f = s.board.frame;
  return (await pixelsAt(page, [{ x: f[0] + 6, y: (f[1] + f[3]) / 2 }]))[0];
}

test('each theme and piece style from the settings, remembered across a reload', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  assert.equal(s.theme, 'wood');
  assert.equal(s.piece_style, 'traditional');
  assert.equal(s.piece_faces, TRADITIONAL);
  await clickMoves(page, ['h2e2', 'h9g7']);
  const colours = {};
  for (const t of ['wood', 'paper', 'dark']) {
    await clickWidget(page, s, 'theme_' + t);
    s = await appState(page);
    assert.equal(s.theme, t);
    colours[t] = await woodColour(page);
    await screenshot(page, `theme-${t}.png`);
  }
  // Three different boards: wood is warm, paper is near white, dark is dark.
  assert.ok(colours.wood[0] > colours.wood[2] + 60, JSON.stringify(colours));
  assert.ok(Math.min(...colours.paper) > 220, JSON.stringify(colours));
  assert.ok(Math.max(...colours.dark) < 90, JSON.stringify(colours));
  await clickWidget(page, s, 'pieces_simplified');
  s = await appState(page);
  assert.equal(s.piece_style, 'simplified');
  assert.equal(s.piece_faces, SIMPLIFIED);
  await screenshot(page, 'theme-dark-simplified.png');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.equal(s.theme, 'dark');
  assert.equal(s.piece_style, 'simplified');
  await clickWidget(page, s, 'theme_paper');
  await screenshot(page, 'theme-paper-simplified.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a theme and piece style round-trip through a link, and into the embed page', async () => {
  const a = await openApp(browser, srv.url);
  let s = await appState(a.page);
  await clickMoves(a.page, ['h2e2', 'h9g7']);
  await clickWidget(a.page, s, 'theme_paper');
  await clickWidget(a.page, s, 'pieces_simplified');
  await clickWidget(a.page, s, 'copy_link');
  s = await appState(a.page);
  assert.match(s.link, /[#&]t=paper(&|$)/);
  assert.match(s.link, /[#&]pc=simplified(&|$)/);
  // A fresh browser (its own storage: wood, traditional) opens the link.
  const b = await openApp(browser, s.link);
  let t = await appState(b.page);
  assert.equal(t.fen, s.fen);
  assert.equal(t.theme, 'paper');
  assert.equal(t.piece_style, 'simplified');
  assert.equal(t.piece_faces, SIMPLIFIED);
  assert.equal(t.message, '');
  await screenshot(b.page, 'theme-link-opened.png');
  // The embed code carries the look too.
  await clickWidget(a.page, s, 'copy_embed');
  const code = await a.page.evaluate(() => window.xqLastCopied);
  const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  assert.match(src, /embed\.html#.*t=paper.*pc=simplified/);
  const e = await openApp(browser, src, { viewport: { width: 400, height: 500 } });
  t = await appState(e.page);
  assert.equal(t.embed, true);
  assert.equal(t.theme, 'paper');
  assert.equal(t.piece_faces, SIMPLIFIED);
  await screenshot(e.page, 'theme-embed-paper-simplified.png');
  for (const x of [a, b, e]) { assert.deepEqual(x.errors, []); await x.context.close(); }
});

test('a bad theme or piece style in a link is named; the board stays usable', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.m=epJp&pc=cursive');
  let s = await appState(page);
  assert.equal(s.message_error, true);
  assert.match(s.message, /unknown piece style 'cursive' \(traditional or simplified\)/);
  assert.equal(s.piece_style, 'traditional');
  assert.equal(s.ply, 4, 'the moves still open');
  await clickMoves(page, ['a0a1']);
  assert.equal((await appState(page)).ply, 5);
  const b = await openApp(browser, srv.url + '#v2.t=pink');
  assert.match((await appState(b.page)).message, /unknown theme 'pink' \(wood, paper or dark\)/);
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
  await b.context.close();
});
