// 陸戰象棋 (seed 000) in the browser: New Game → 陸戰 with its rules card; the 11x12 board of
// 攻克 with five face-down pieces a side on the 最後防線 that only their owner knows
// (「暗布在"最後防線"上，不能移動」), so hot seat covers the board before each turn; a move by
// clicks; the capture limit refusing a capture by clicks (「不能吃橫豎有三枚…敵棋緊鄰的敵棋」);
// 同歸於盡 by clicks (「吃掉對方的地雷或炸彈則同歸於盡」); the computer's reply; a link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, clickMoves, pointOf, ticks, waitState, assertOnPoints, uncover } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const piece = (s, sq) => s.pieces.find((p) => p.sq === sq);
// Red's view of the start: Black's five are backs; Red's own five are dealt in an order the
// game's seed draws (a fresh seed per game), always 地雷 ×2, 炸彈 ×2 and the 軍旗.
const RED_VIEW_START = /^3\*x\*x\*x\*x\*x3\/1slqykyqls1\/11\/t1w5w1t\/1o1o1o1o1o1\/11\/11\/1O1O1O1O1O1\/T1W5W1T\/11\/1SLQYKYQLS1\/3(\*[MZF]){5}3 w - - 0 1$/;
const secrets = (rank) => [...rank.matchAll(/\*([A-Za-z])/g)].map((m) => m[1]).sort().join('');

test('陸戰: New Game, the card, the cover, a move by clicks, the views keep the five secret', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_luzhan');
  s = await appState(page);
  assert.equal(s.new_game.card_title, 'Land-Battle Xiangqi (Lu Zhan)');
  assert.match(s.new_game.card, /taking a bomb or mine removes both pieces/);
  for (let i = 0; i < 5 && s.widgets.ng_start && s.widgets.ng_start[3] > viewport.height * 0.96; ++i) {
    const r = s.widgets.ng_card ?? s.widgets.ng_start;
    await page.mouse.move((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    await page.mouse.wheel(0, 200);
    await ticks(page);
    s = await appState(page);
  }
  await screenshot(page, 'luzhan-new-game-card.png');
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.variant, 'luzhan');
  // Hot seat with secrets known to their owners: the board is covered for Red first.
  assert.equal(s.cover, 'red');
  s = await uncover(page);
  assert.match(s.fen, RED_VIEW_START);
  assert.equal(secrets(s.fen.split(' ')[0].split('/')[11]), 'FMMZZ');
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 12);
  for (const sq of ['c11', 'd11', 'e11', 'f11', 'g11']) assert.equal(piece(s, sq).face_down, true, sq);
  // Red sees its own five with their characters (the order is the game's seed's).
  assert.deepEqual(['c0', 'd0', 'e0', 'f0', 'g0'].map((sq) => piece(s, sq).code).sort(), ['F', 'M', 'M', 'Z', 'Z']);
  assert.equal(piece(s, 'e0').face_down, true);
  assertOnPoints(s, viewport);
  await screenshot(page, 'luzhan-start-desktop.png');
  // 「不能移動」: a face-down piece has no target.
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.deepEqual(s.targets ?? [], []);
  // A move by clicks: the 工兵 e4 to e5; then the cover asks for Black, who sees its own five.
  await clickMoves(page, ['e4e5']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.cover, 'black');
  s = await uncover(page);
  assert.equal(secrets(s.fen.split('/')[0]), 'fmmzz', s.fen);
  assert.ok(s.fen.includes('/3*X*X*X*X*X3 '), s.fen);
  // The link of the unfinished game is the sharer's view.
  assert.equal(await bridge(page, 'xq_copy_link'), 1);
  s = await appState(page);
  const link = decodeURIComponent(s.link);
  assert.match(link, /v=luzhan/);
  assert.ok(!/\*[MZF]/.test(link), link);
  // Rules card in 繁.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /^陸戰象棋：/);
  assert.match(s.rules_cards[0].text, /同歸於盡/);
  await screenshot(page, 'luzhan-rules-card.png');
  await clickWidget(page, s, 'rules_close');
  assert.deepEqual(errors, []);
  await context.close();
});

test('陸戰: a capture the limit bars is refused; 同歸於盡 removes both; a link brings it back', async () => {
  const viewport = { width: 1280, height: 800 };
  // The black 工兵 e6 has three of its own beside it (d6, f6, e7): the 師 e2 may not take it.
  const barred = '11/5k5/11/11/5o5/4ooo4/11/11/11/5S5/5K5/11_w_-_-_0_1';
  let { page, errors, context } = await openApp(browser, srv.url + `#v2.v=luzhan&f=${barred}&l=en`, { viewport });
  let s = await uncover(page);
  assert.equal(s.variant, 'luzhan');
  await clickAt(page, pointOf(s, 'e2'));
  s = await appState(page);
  assert.ok(!s.targets.includes('e6'), `e6 is no target: ${s.targets}`);
  await clickAt(page, pointOf(s, 'e6'));
  s = await appState(page);
  assert.equal(s.history.length, 0);
  assert.match(s.message, /cannot capture a piece with three or more of its own side next to it/);
  await screenshot(page, 'luzhan-limit-refused.png');
  await context.close();

  // The red 工兵 c10 takes Black's mine c11: both pieces leave the board.
  const mine = '3*m*z*f*z*m3/3O7/6k4/11/11/11/11/11/11/11/5K5/11_w_-_-_0_1';
  ({ page, errors, context } = await openApp(browser, srv.url + `#v2.v=luzhan&f=${mine}&l=en`, { viewport }));
  s = await uncover(page);
  await clickMoves(page, ['c10c11']);
  s = await waitState(page, (t) => t.history.length === 1);
  s = await uncover(page);
  assert.equal(piece(s, 'c11'), undefined);
  assert.equal(piece(s, 'c10'), undefined);
  assert.equal(s.over, false);
  await screenshot(page, 'luzhan-mutual.png');
  // The link of this unfinished game is the sharer's view (Black's, to move): its position,
  // no secret of Red's, and the page says it reveals nothing.
  assert.equal(await bridge(page, 'xq_copy_link'), 1);
  s = await appState(page);
  assert.match(s.message, /reveals nothing/);
  assert.ok(!/\*[MZF]/.test(decodeURIComponent(s.link)), s.link);
  const b = await openApp(browser, s.link, { viewport });
  const t = await uncover(b.page);
  assert.equal(t.variant, 'luzhan');
  assert.equal(t.fen, s.fen);
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  await context.close();
});

test('陸戰: the computer answers as Black', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=luzhan&l=en');
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);  // the computer plays Black
  let s = await uncover(page);
  assert.equal(s.cover, '');
  await clickMoves(page, ['e4e5']);
  s = await waitState(page, (t) => t.history.length === 2 || t.message_error, 60000);
  assert.equal(s.message, '');
  assert.equal(s.history.length, 2);
  assert.ok(!/\*[mzf]/.test(s.fen), s.fen);  // Black's five stay secret from Red
  await screenshot(page, 'luzhan-computer-reply.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('陸戰: a reload during the set-up step comes back to the side laying out, with the order kept', async () => {
  const { page, errors } = await openApp(browser, srv.url + '#v2.v=luzhan&l=en');
  let s = await appState(page);
  assert.equal(s.cover, 'red');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.arranging === 'red' && t.widgets.arrange_random);
  await clickWidget(page, s, 'arrange_random');
  s = await waitState(page, (t) => t.cover === '' && t.widgets.arrange_done);
  const redOrder = s.fen.split(' ')[0].split('/')[11];
  assert.equal(secrets(redOrder), 'FMMZZ');
  await clickWidget(page, s, 'arrange_done');
  s = await waitState(page, (t) => t.cover === 'black' && t.arranging === 'black');
  // The page is reloaded while Black has not laid out yet: Black's step again, behind the cover.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.equal(s.cover, 'black', 'the board stays covered for Black');
  assert.equal(s.arranging, 'black');
  assert.equal(s.moves.length, 0);
  assert.equal(s.first_hint, false, 'no "Red moves first" hint while a side lays out');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.widgets.arrange_done);
  await screenshot(page, 'luzhan-reload-setup.png');
  await clickWidget(page, s, 'arrange_done');
  s = await waitState(page, (t) => t.cover === 'red' && t.arranging === '');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.dialog === '');
  assert.equal(s.fen.split(' ')[0].split('/')[11], redOrder, "Red's laid-out order survived the reload");
  assert.deepEqual(errors, []);
});
