// The catalogue page (catalogue.html, generated from docs/catalogue.json with board
// diagrams the core draws): opened from the board's Catalogue button in the board's
// language, every seed group and status shown, the language switch (remembered), the
// phone layout (no sideways scrolling at 390 px), offline from the service worker's cache,
// and every Play link followed to a game of the right variant and add-ons in which a move
// is made by clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickAt, pointOf, waitState, ticks, reveal, finishSetup } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// The text a visitor sees (the other languages' spans are display: none).
const visible = (page, sel) => page.$eval(sel, (e) => e.innerText.trim());

async function openCatalogue(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  return { page, errors };
}

test('catalogue: from the board button, every seed and status, language switch, phone, offline', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
  // The Catalogue button is in the panel's More sheet.
  let s = await reveal(page, 'catalogue', (w) => clickAt(page, { x: (w[0] + w[2]) / 2, y: (w[1] + w[3]) / 2 }));
  assert.equal(s.sheet, 'more');
  assert.ok(s.widgets.catalogue, 'More has a Catalogue button');
  // A plain click (the page navigates away, so no waiting for the app's ticks).
  const r = s.widgets.catalogue;
  await Promise.all([page.waitForURL(/catalogue\.html\?l=en$/), page.mouse.click((r[0] + r[2]) / 2, (r[1] + r[3]) / 2)]);
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await page.getAttribute('body', 'data-lang'), 'en');
  assert.equal(await visible(page, 'h1'), 'The Xiangqi family: a catalogue');
  // Grouped by seed, in the core's seed names.
  assert.deepEqual(await page.$$eval('section.seed', (ss) => ss.map((x) => x.dataset.seed)), ['000', '001', '002', '003']);
  assert.match(await visible(page, '#seed-003 h2'), /Source 003\s+Chapter 200/);
  // Each kind of entry says what it is.
  const status = async (name) => visible(page, `article[data-name="${name}"] .badges`);
  assert.match(await status('廣象棋'), /Playable\s+Reconstruction/);
  assert.match(await status('神鷹象棋'), /^Playable$/);
  assert.match(await status('漢字將棋'), /Playable\s+Reconstruction/);
  assert.match(await status('龜鱷鬥獸棋'), /Playable\s+Reconstruction/);
  // 漢字將棋（暗布） is the second Play link of the 漢字將棋 entry: it says which start it
  // opens, and the entry it sits in carries the Reconstruction badge.
  const dark = 'a.play[data-play="hanzi_shogi_dark"]';
  assert.equal(await visible(page, dark), '▶ Play · face-down start');
  assert.equal(await visible(page, 'a.play[data-play="hanzi_shogi"]'), '▶ Play');
  assert.match(await page.$eval(dark, (a) => a.closest('article').querySelector('.badges').innerText.trim()), /Playable\s+Reconstruction/);
  assert.equal(await page.$eval(dark, (a) => a.closest('article').dataset.name), '漢字將棋');
  assert.match(await status('聯軍象棋'), /^Rules not published in our sources$/);
  assert.match(await visible(page, 'article[data-name="聯軍象棋"] blockquote'), /詳見聯軍象棋圖冊/);
  assert.equal(await page.$$eval('ol.names li', (l) => l.length), 60);
  assert.match(await visible(page, 'ol.names li[data-name="國際龍象棋"]'), /國際龍象棋\s+International Dragon Xiangqi/);
  // Diagrams are the page's own board renderer (web/board_view.cpp on an SVG canvas) drawing
  // each start position (the SVG files load). (They load lazily: load them all now.)
  await page.evaluate(() => Promise.all([...document.querySelectorAll('img.diagram')].map((i) => {
    i.loading = 'eager';
    return i.decode().catch(() => {});
  })));
  assert.deepEqual(await page.$$eval('img.diagram', (imgs) => imgs.filter((i) => i.naturalWidth === 0).map((i) => i.src)), []);
  assert.ok(await page.$$eval('img.diagram', (imgs) => imgs.length) >= 28);
  const svgOf = async (name) => (await fetch(srv.url + `catalogue/${name}.svg`)).text();
  const count = (svg, what) => (svg.match(new RegExp(`<g class="${what}">`, 'g')) || []).length;
  const guangSvg = await svgOf('guang');
  assert.equal(count(guangSvg, 'piece'), 32, '廣象棋: 32 pieces drawn');
  // The thick border: round the whole 11x11 grid there (10 cells of 20 units, 2.8 past each
  // side), round 龜鱷's 7x7 box only (its corner points stand outside it).
  const frameSize = (svg) => (svg.match(/<g class="frame"><rect[^>]*width="([\d.]+)" height="([\d.]+)"/) || []).slice(1);
  assert.deepEqual(frameSize(guangSvg), ['205.6', '205.6']);
  assert.deepEqual(frameSize(await svgOf('guie')), ['125.6', '125.6']);
  // As the page draws them: the file numbers (Red 一 at the right), 陸戰's five secret pieces
  // a side as backs (a spectator's view), 解將旗's two flags on the ring.
  assert.match(guangSvg, />十一<\/text>/);
  // 第三代: the soldiers lie face-down but are drawn as their face (hidden.face = shown), and
  // a spectator's diagram shows no back.
  const disandai = await svgOf('disandai');
  assert.equal(count(disandai, 'piece'), 32);
  assert.equal(count(disandai, 'back') + count(disandai, 'badge'), 0, '第三代: no back in a spectator\'s diagram');
  const luzhan = await svgOf('luzhan');
  assert.equal(count(luzhan, 'back'), 10, '陸戰: 5 face-down pieces a side');
  assert.match(luzhan, />山<\/text>/);
  const ring = await svgOf('addon-flag_ring');
  assert.equal((ring.match(/>旗<\/text>/g) || []).length, 2, '解將旗: two flags');
  await screenshot(page, 'catalogue-desktop-en.png');
  await page.$eval('article[data-name="漢字將棋"]', (e) => e.scrollIntoView());
  await screenshot(page, 'catalogue-hanzi-entry-en.png');

  // 简体 by the switch: the names and lines change, the Play links carry l=zh-Hans, and the
  // choice is remembered on the next visit without ?l=.
  await page.click('#lang-hans');
  assert.equal(await page.getAttribute('body', 'data-lang'), 'hans');
  assert.equal(await visible(page, 'h1'), '象棋家族目录');
  assert.match(await visible(page, 'article[data-name="聯軍象棋"] h3'), /^联军象棋/);
  assert.match(await page.getAttribute('a.play[data-play="guang"]', 'href'), /#v2\.v=guang&l=zh-Hans$/);
  assert.match(await status('龜鱷鬥獸棋'), /可玩\s+重建/);
  assert.equal(await visible(page, 'a.play[data-play="hanzi_shogi_dark"]'), '▶ 下棋 · 暗布开局');
  await page.goto(srv.url + 'catalogue.html');
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await page.getAttribute('body', 'data-lang'), 'hans');
  await page.click('#lang-hant');
  assert.equal(await visible(page, 'h1'), '象棋家族目錄');
  await screenshot(page, 'catalogue-desktop-hant.png');

  // Offline: after the visit the service worker has the page and its diagrams.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const c = await caches.open(names.find((n) => n.startsWith('xiangqi-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const f of ['/catalogue.html', '/catalogue/guang.svg', '/catalogue/addon-flag_ring.svg']) assert.ok(cached.includes(f), `${f} is not precached`);
  await page.reload();  // now controlled by the worker
  await page.waitForSelector('body[data-ready="1"]');
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await page.$$eval('section.seed', (ss) => ss.length), 4);
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('catalogue on a phone (390 px): one column, no sideways scrolling', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const { page, errors } = await openCatalogue(context, srv.url + 'catalogue.html?l=en');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide`);
  // Every card fits the screen.
  const wide = await page.$$eval('article, h2, ol.names', (es) => es.filter((e) => e.getBoundingClientRect().right > 390.5).map((e) => e.dataset.name || e.tagName));
  assert.deepEqual(wide, []);
  const cols = await page.$$eval('#seed-000 .entries:first-of-type article', (as) => new Set(as.map((a) => Math.round(a.getBoundingClientRect().left))).size);
  assert.equal(cols, 1);
  await screenshot(page, 'catalogue-phone-en.png');
  await page.click('#lang-hant');
  await page.$eval('#seed-003', (e) => e.scrollIntoView());
  await screenshot(page, 'catalogue-phone-hant-003.png');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  assert.deepEqual(errors, []);
  await context.close();
});

test('catalogue: every Play link opens a playable game of its variant and add-ons', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page } = await openCatalogue(context, srv.url + 'catalogue.html?l=en');
  const links = await page.$$eval('a.play', (as) => as.map((a) => ({ id: a.dataset.play, v: a.dataset.v, a: a.dataset.a ? a.dataset.a.split(',') : [], href: a.href })));
  assert.ok(links.length >= 29, `${links.length} Play links`);
  // Every preset the New Game dialog offers and every add-on are among them (11 add-ons:
  // the ten of 十大偏方 less 河山界, which is a board, plus 宮旗 and 只剩將帥).
  const app = await openApp(browser, srv.url + '#v2.l=en');
  await clickWidget(app.page, null, 'new');
  const offered = (await appState(app.page)).new_game.groups.flatMap((g) => g.variants);
  await app.context.close();
  assert.ok(offered.length >= 17, `${offered}`);
  for (const v of offered) assert.ok(links.some((l) => l.v === v), `no Play link for ${v}`);
  for (const a of ['horse_scare', 'palace_cannon', 'flag_ring', 'river_elephant', 'mission_soldier', 'kings_advisor', 'palace_strategy',
    'revived_soldier', 'dragon_warrior', 'palace_flag', 'bare_general'])
    assert.ok(links.some((l) => l.v === 'xiangqi' && l.a.includes(a)), `no Play link for the add-on ${a} on the standard board`);
  // The first link by a real click; the others by their fragments in the same tab (the
  // app opens a fragment change as a link, as when a link is pasted into the address bar:
  // one page load instead of one per link).
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.click(`a.play[data-play="${links[0].id}"]`);
  await page.waitForSelector('body[data-ready="1"]');
  for (const [i, l] of links.entries()) {
    const url = new URL(l.href);
    assert.match(url.pathname, /\/index\.html$/, l.id);
    if (i > 0) await page.evaluate((h) => { location.hash = h; }, url.hash);
    const p = page;
    // Opened: the previous link's game had a move; this one starts at ply 0.
    await waitState(p, (x) => x.variant === l.v && x.ply === 0 && x.history.length === 0, 15000);
    await ticks(p);  // the new board is laid out on the next frame (the points to click)
    let s = await appState(p);
    if (s.cover || s.arranging) {
      // Hot seat with secrets each owner knows (陸戰, 漢字將棋's 暗布): a new game, so Red
      // and then Black lay out their pieces behind the cover first.
      assert.equal(s.cover, 'red', l.id);
      assert.equal(s.arranging, 'red', l.id);
      s = await finishSetup(p);
    }
    assert.equal(s.dialog, '', `${l.id}: a dialog is open`);
    // The link's add-ons are in force (the dump lists the game's options' add-ons).
    for (const a of l.a) assert.ok(s.addons.includes(a), `${l.id}: ${a} is not on (${s.addons})`);
    if (!l.a.length) assert.deepEqual(s.addons, [], l.id);
    // A move by clicks: the first Red piece (from Red's left) with a legal target.
    let moved = false;
    for (const piece of s.pieces.filter((x) => x.code >= 'A' && x.code <= 'Z' && x.sq)) {
      await clickAt(p, pointOf(s, piece.sq));
      s = await appState(p);
      if (s.selected === piece.sq && s.targets.length) {
        await clickAt(p, pointOf(s, s.targets[0]));
        s = await appState(p);
        moved = s.history.length === 1;
        break;
      }
    }
    if (!moved) {
      // Every piece face-down (漢字將棋's 暗布): the move is a flip, the piece then the panel's
      // "Turn over" button.
      const down = s.pieces.find((x) => x.code >= 'A' && x.code <= 'Z' && x.sq && x.face_down);
      if (down) {
        await clickAt(p, pointOf(s, down.sq));
        await clickWidget(p, await appState(p), 'reveal');
        s = await appState(p);
        moved = s.history.length === 1;
      }
    }
    assert.ok(moved, `${l.id}: no move could be made by clicks (${s.message})`);
    assert.equal(s.ply, 1, l.id);
    if (l.id === 'guang' || l.id === 'xiangqi+flag_ring+palace_strategy+palace_flag') await screenshot(p, `catalogue-play-${l.id.replace(/\+/g, '_')}.png`);
    assert.deepEqual(errors, [], l.id);
  }
  await context.close();
});
