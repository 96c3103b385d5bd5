// Variants in the browser (issue #5): the New Game dialog (base variant + add-on toggles,
// incompatible pairs explained and refused), the 河山界 11x10 board drawn from the core's
// geometry and played by clicks, the choice kept over a reload and carried by share links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, clickAt, pointOf, pixelsAt, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// Opens New Game, picks `variant` and toggles `addons` by clicks; leaves the dialog open.
async function chooseSetup(page, variant, addons = []) {
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  await clickWidget(page, s, `ng_variant_${variant}`);
  for (const a of addons) await clickWidget(page, s, `ng_addon_${a}`);
  return appState(page);
}

// The ICCS name of (file index, rank) on the shown board.
const sq = (s, file, rank) => s.board.file_letters[file] + rank;

test('New Game: 河山界 11x10 from the dialog, mountain points drawn and playable by clicks', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  assert.equal(s.variant, 'xiangqi', 'hot seat starts with standard xiangqi');
  assert.equal(s.board.files, 9);
  s = await chooseSetup(page, 'shanjie');
  assert.equal(s.new_game.variant, 'shanjie');
  assert.equal(s.new_game.error, '');
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.equal(s.variant, 'shanjie');
  assert.deepEqual(s.addons, []);
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 10);
  assert.equal(s.fen, '1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1');
  // docs/variants.md §3: "two mountain files … each with 8 points: ranks 0–3 and 6–9, none on
  // the river ranks 4–5": 90 + 16 = 106 points.
  assert.equal(s.board.points.length, 106);
  for (const file of [0, 10]) {
    const ranks = s.board.points.filter((p) => p[0] === s.board.file_letters[file]).map((p) => Number(p[1]));
    assert.deepEqual(ranks, [0, 1, 2, 3, 6, 7, 8, 9], `mountain file ${file}`);
  }
  // Red's cannons stand on the mountain files (「開局炮的位置邊移」).
  const cannons = s.pieces.filter((p) => p.code === 'C').map((p) => p.sq).sort();
  assert.deepEqual(cannons, [sq(s, 0, 2), sq(s, 10, 2)].sort());
  // The mountain strips are tinted (green-grey), the plain board is wood: sample the strip
  // between two mountain points (z0–z1) and the plain cell between a0 and b1.
  const z0 = pointOf(s, sq(s, 0, 0)), z1 = pointOf(s, sq(s, 0, 1));
  const stripPt = { x: z0.x + s.board.cell * 0.3, y: (z0.y + z1.y) / 2 };
  const a0 = pointOf(s, sq(s, 1, 0)), b1 = pointOf(s, sq(s, 2, 1));
  const woodPt = { x: (a0.x + b1.x) / 2, y: (a0.y + b1.y) / 2 };
  const [strip, wood] = await pixelsAt(page, [stripPt, woodPt]);
  assert.ok(strip[1] > strip[0] - 25 && Math.abs(strip[0] - wood[0]) + Math.abs(strip[2] - wood[2]) > 30,
    `strip ${strip} differs from wood ${wood}`);
  // Click-play: the red cannon slides down its mountain file (z2 -> z0), a black soldier steps.
  const z2 = sq(s, 0, 2);
  await clickAt(page, pointOf(s, z2));
  s = await appState(page);
  assert.equal(s.selected, z2);
  // Along the mountain file within its half (z0, z1, z3; z4 does not exist) and along rank 2
  // onto the nine plain points a2..i2.
  const expected = [sq(s, 0, 0), sq(s, 0, 1), sq(s, 0, 3)];
  for (let f = 1; f <= 9; ++f) expected.push(sq(s, f, 2));
  assert.deepEqual([...s.targets].sort(), expected.sort());
  await clickAt(page, pointOf(s, sq(s, 0, 0)));
  await clickMoves(page, [sq(s, 1, 6) + sq(s, 1, 5)]);
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.deepEqual(s.history, [sq(s, 0, 2) + sq(s, 0, 0), sq(s, 1, 6) + sq(s, 1, 5)]);
  assert.equal(s.moves.length, 2);
  await screenshot(page, 'variants-shanjie-desktop.png');
  // Its share link names the variant and carries the position (start FEN).
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /[#.&]v=shanjie(&|$)/);
  const linked = await openApp(browser, s.link);
  const l = await appState(linked.page);
  assert.equal(l.variant, 'shanjie');
  assert.equal(l.fen, s.fen);
  assert.equal(l.message, '');
  await linked.context.close();
  // A reload keeps the variant and the moves.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.equal(s.variant, 'shanjie');
  assert.equal(s.ply, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('add-ons: an incompatible pair is explained and cannot start; a valid one starts and is linked', async () => {
  const { page, errors, context } = await openApp(browser, srv.url, { viewport: { width: 1200, height: 800 } });
  let s = await chooseSetup(page, 'xiangqi', ['dragon_warrior', 'kings_advisor']);
  assert.deepEqual(s.new_game.addons, ['kings_advisor', 'dragon_warrior']);
  assert.match(s.new_game.error, /龍戰士|dragon_warrior/);
  assert.match(s.new_game.error, /王者士|kings_advisor/);
  assert.ok(s.widgets.ng_error, 'the explanation is on screen');
  await screenshot(page, 'variants-incompatible.png');
  await clickWidget(page, s, 'ng_start');  // disabled: nothing happens
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  assert.equal(s.variant, 'xiangqi');
  assert.deepEqual(s.addons, []);
  // Switching one off makes it valid: 王者士 + 任務兵.
  await clickWidget(page, s, 'ng_addon_dragon_warrior');
  await clickWidget(page, s, 'ng_addon_mission_soldier');
  s = await appState(page);
  assert.equal(s.new_game.error, '');
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.dialog, '');
  assert.equal(s.variant, 'xiangqi');
  assert.deepEqual(s.addons, ['mission_soldier', 'kings_advisor']);
  // The share link carries the add-ons (a=…) and the moves; opening it restores both.
  await clickMoves(page, ['h2e2']);
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /[.&]a=mission_soldier,kings_advisor(&|$)/);
  const other = await openApp(browser, s.link);
  const t = await appState(other.page);
  assert.equal(t.variant, 'xiangqi');
  assert.deepEqual(t.addons, ['mission_soldier', 'kings_advisor']);
  assert.equal(t.ply, 1);
  assert.equal(t.message, '');
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('河山界 on a phone: the 11x10 board fits the width, 山界 labelled, dialog usable', async () => {
  const { page, errors, context } = await openApp(browser, srv.url,
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  let s = await chooseSetup(page, 'shanjie');
  await screenshot(page, 'variants-dialog-phone.png');
  // The dialog is taller than the phone: Start is below the fold until it is scrolled.
  for (let i = 0; i < 16 && s.widgets.ng_start[3] > 840; i++) {
    await page.mouse.move(195, 600);
    await page.mouse.wheel(0, 300);
    await ticks(page, 3);
    s = await appState(page);
  }
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.board.files, 11);
  assert.equal(s.board.wide, false);
  const [x0, , x1] = s.board.frame;
  assert.ok(x0 >= 0 && x1 <= 390, `board inside the screen: ${s.board.frame}`);
  assert.ok(s.board.cell >= 30, `cells big enough to touch: ${s.board.cell}`);
  await screenshot(page, 'variants-shanjie-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('active powers show as badges: 任務兵 once both red chariots are gone', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await chooseSetup(page, 'xiangqi', ['mission_soldier']);
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.deepEqual(s.addons, ['mission_soldier']);
  assert.deepEqual(s.powers.red, [], 'no power while the chariots stand');
  assert.equal(s.widgets.powers_red, undefined);
  // The same game without Red's two chariots (Load FEN keeps the variant and add-ons).
  await bridge(page, 'xq_load_fen', ['string'], ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1']);
  await ticks(page);
  s = await appState(page);
  assert.deepEqual(s.addons, ['mission_soldier']);
  assert.deepEqual(s.powers.red.map((p) => [p.addon, p.name]), [['mission_soldier', '任務兵']]);
  assert.equal(s.powers.red[0].squares.length, 5, 'the five red soldiers');
  assert.deepEqual(s.powers.black, []);
  assert.ok(s.widgets.powers_red, 'the badge line is on screen');
  await screenshot(page, 'variants-powers.png');
  assert.deepEqual(errors, []);
  await context.close();
});
