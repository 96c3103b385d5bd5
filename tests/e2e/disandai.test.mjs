// 第三代象棋（番兵） (seed 000) in the browser: New Game → 第三代 with its rules card; each
// side's five soldiers lie face-down over a chariot, horse, cannon, elephant and advisor that
// only their owner knows (「在己方五個兵的初始位置上任意分布…雙方互不相知」), laid out in the
// set-up step behind the hot-seat cover; a flip by clicks on the enemy back line, valid on
// its point (「只有在對應點翻出對應兵種才有效」) or wrong and turned back on the next move
// (「下一著必須隨即翻回兵面」); 雙翻 by two clicks in check (「當受到將軍時，可以雙翻即把將翻成士，把士
// 翻成將」); the computer's reply; a link of the sharer's view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, clickMoves, pointOf, ticks, waitState, assertOnPoints, uncover } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const piece = (s, sq) => s.pieces.find((p) => p.sq === sq);
const secrets = (rank) => [...rank.matchAll(/\*([A-Za-z])/g)].map((m) => m[1]).sort().join('');

// Opens `fen` (link form), where Red's last face-down piece of its face stands on `sq`:
// clicks it (its face-down targets are `downTargets`), turns it over with the panel's
// button, checks Black sees `code` face-up there, Black answers d9d8, and clicks `sq`
// again. Returns the page and the state with the turned piece picked.
async function turnOverLast(fen, sq, downTargets, code, shot) {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=disandai&f=${fen}&l=en`, { viewport });
  let s = await uncover(page);
  await clickAt(page, pointOf(s, sq));
  s = await appState(page);
  if (downTargets) assert.deepEqual([...s.targets].sort(), downTargets);
  assert.ok(s.widgets.reveal, `the last piece of its face on ${sq} offers Turn over`);
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, [`^${sq}`]);
  s = await uncover(page);
  assert.equal(piece(s, sq).code, code);  // Black sees it face-up
  assert.equal(piece(s, sq).face_down, undefined);
  await screenshot(page, shot);
  await clickMoves(page, ['d9d8']);
  s = await waitState(page, (t) => t.history.length === 2);
  s = await uncover(page);
  await clickAt(page, pointOf(s, sq));
  s = await appState(page);
  return { page, errors, context, s };
}

test('第三代: New Game, the card, each side lays out its backs, the views keep them secret', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  await clickWidget(page, s, 'ng_variant_disandai');
  s = await appState(page);
  assert.equal(s.new_game.card_title, 'Third-Generation Xiangqi (Foreign Soldier)');
  assert.match(s.new_game.card, /The flip counts only on the matching point/);
  for (let i = 0; i < 5 && s.widgets.ng_start && s.widgets.ng_start[3] > viewport.height * 0.96; ++i) {
    const r = s.widgets.ng_card ?? s.widgets.ng_start;
    await page.mouse.move((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
    await page.mouse.wheel(0, 200);
    await ticks(page);
    s = await appState(page);
  }
  await screenshot(page, 'disandai-new-game-card.png');
  await clickWidget(page, s, 'ng_start');
  s = await appState(page);
  assert.equal(s.variant, 'disandai');
  // Red lays out first, behind the cover: Random, then Done.
  assert.equal(s.cover, 'red');
  await clickWidget(page, s, 'cover_continue');
  s = await waitState(page, (t) => t.cover === '' && t.arranging === 'red' && t.widgets.arrange_random);
  await screenshot(page, 'disandai-setup-red.png');
  await clickWidget(page, s, 'arrange_random');
  s = await waitState(page, (t) => t.cover === '' && t.widgets.arrange_done);
  const redOrder = s.fen.split(' ')[0].split('/')[6];
  assert.equal(secrets(redOrder), 'CENRS', s.fen);
  assert.equal(secrets(s.fen.split('/')[3]), 'xxxxx', 'Black\'s backs are hidden from Red');
  // The advisors' backs (the general's twin J, the 臣 H) trade among the advisors only; the
  // elephants' (駝 T, 騾 M) among the elephants, the chariots' (助 Z, 輔 F), the horses' (妃 I,
  // 驫 U) and the cannons' (拋 O, 石 D) likewise.
  const rank0 = () => s.fen.split(' ')[0].split('/')[9];
  const before = rank0();
  assert.equal(secrets(before), 'FHIJMTUZ', s.fen);
  assert.equal(secrets(s.fen.split(' ')[0].split('/')[7]), 'DO', s.fen);
  await clickAt(page, pointOf(s, 'd0'));
  s = await appState(page);
  assert.deepEqual(s.targets, ['f0']);
  await clickAt(page, pointOf(s, 'a3'));
  s = await appState(page);
  assert.match(s.message, /advisor with advisor, chariot with chariot/);
  assert.equal(rank0(), before);
  await clickAt(page, pointOf(s, 'd0'));
  await clickAt(page, pointOf(s, 'f0'));
  s = await waitState(page, (t) => t.fen.split(' ')[0].split('/')[9] !== before);
  assert.match(s.message, /Swapped/);
  await clickWidget(page, s, 'arrange_done');
  s = await waitState(page, (t) => t.cover === 'black' && t.arranging === 'black');
  s = await uncover(page);
  // Red to move after both laid out: Red sees its own backs under 兵 faces, Black's as soldiers.
  assert.equal(s.fen.split(' ')[0].split('/')[6], redOrder, 'Red plays with the order it laid out');
  for (const sq of ['a3', 'c3', 'e3', 'g3', 'i3']) assert.equal(piece(s, sq).face_down, true, sq);
  for (const sq of ['a6', 'c6', 'e6', 'g6', 'i6']) assert.equal(piece(s, sq).code, 'x', sq);
  assertOnPoints(s, viewport);
  await screenshot(page, 'disandai-start-red.png');
  // A face-down soldier moves as a soldier: e3 has the one target e4.
  await clickAt(page, pointOf(s, 'e3'));
  s = await appState(page);
  assert.deepEqual(s.targets, ['e4']);
  await clickAt(page, pointOf(s, 'e4'));
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.cover, 'black');
  s = await uncover(page);
  assert.equal(secrets(s.fen.split('/')[3]), 'cenrs', s.fen);  // Black's own five
  assert.ok(!/\*[RNCESJHMTZFIUOD]/.test(s.fen), s.fen);       // none of Red's
  assert.equal(secrets(s.fen.split(' ')[0].split('/')[0]), 'fhijmtuz', s.fen);  // Black's own back-rank backs
  // The link of the unfinished game is the sharer's view: no secret of Red's.
  assert.equal(await bridge(page, 'xq_copy_link'), 1);
  s = await appState(page);
  const link = decodeURIComponent(s.link);
  assert.match(link, /v=disandai/);
  assert.ok(!/\*[RNCESJHMTZFIUOD]/.test(link), link);
  // Rules card in 繁.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /在對應點翻出對應兵種才有效/);
  await screenshot(page, 'disandai-rules-card.png');
  await clickWidget(page, s, 'rules_close');
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: a wrong flip shows for one turn and must turn back; a right one stays', async () => {
  const viewport = { width: 1280, height: 800 };
  // Red's soldiers on and below Black's back line: a chariot under a9, a cannon under d9.
  const fen = '*R*N1*C5/3*E*S4/5k3/9/9/9/9/9/9/3K5_w_-_-_0_1';
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=disandai&f=${fen}&l=en`, { viewport });
  let s = await uncover(page);
  assert.equal(s.variant, 'disandai');
  // d9 is an advisor's point: turning the cannon over there is wrong.
  await clickAt(page, pointOf(s, 'd9'));
  s = await appState(page);
  assert.ok(s.widgets.reveal, 'a face-down soldier on the back line offers Turn over');
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['^d9']);
  s = await uncover(page);
  // Black sees the cannon face-up on d9, and answers.
  assert.equal(piece(s, 'd9').code, 'C');
  assert.equal(piece(s, 'd9').face_down, undefined);
  await screenshot(page, 'disandai-wrong-flip-black.png');
  await clickMoves(page, ['f7e7']);
  s = await waitState(page, (t) => t.history.length === 2);
  s = await uncover(page);
  // The status says what is due before any click; Red may do nothing else: the general is
  // refused with the reason.
  assert.ok(s.widgets.turn_back, 'the status line says the piece must turn back');
  await clickAt(page, pointOf(s, 'd0'));
  s = await appState(page);
  assert.match(s.message, /must turn it back/);
  await screenshot(page, 'disandai-must-turn-back.png');
  await clickAt(page, pointOf(s, 'd9'));
  s = await appState(page);
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 3);
  assert.equal(s.history[2], '^d9');
  s = await uncover(page);
  assert.equal(s.widgets.turn_back, undefined);
  // Black's view keeps the back both players have seen; the chariot under a9 stays hidden.
  assert.equal(piece(s, 'd9').face_down, true);
  assert.equal(piece(s, 'd9').code, 'C');
  assert.equal(piece(s, 'a9').code, 'X');
  await clickMoves(page, ['e7f7']);
  s = await waitState(page, (t) => t.history.length === 4);
  s = await uncover(page);
  // a9 is a chariot's point: the chariot stays, and moves as one down the a-file.
  await clickAt(page, pointOf(s, 'a9'));
  s = await appState(page);
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 5);
  s = await uncover(page);
  assert.equal(piece(s, 'a9').code, 'R');
  assert.equal(piece(s, 'a9').face_down, undefined);
  await clickMoves(page, ['f7e7']);
  s = await waitState(page, (t) => t.history.length === 6);
  s = await uncover(page);
  await clickAt(page, pointOf(s, 'a9'));
  s = await appState(page);
  assert.ok(s.targets.includes('a1'), `${s.targets}`);
  await screenshot(page, 'disandai-valid-flip.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: 雙翻 — in check, the general and then its twin advisor; both players see the twin after', async () => {
  const viewport = { width: 1280, height: 800 };
  // Red's general on e0 between its twin (d0, back 帥) and its 臣 (f0); a Black chariot checks.
  const fen = '5k3/9/9/9/4r4/9/9/9/9/3*JK*H3_w_-_-_0_1';
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=disandai&f=${fen}&l=en`, { viewport });
  let s = await uncover(page);
  assert.equal(s.in_check, true);
  assert.equal(piece(s, 'd0').code, 'J');  // Red sees its own backs (a badge on the 仕 face)
  assert.equal(piece(s, 'f0').code, 'H');
  await screenshot(page, 'disandai-double-flip-before.png');
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  assert.ok(s.targets.includes('d0'), `${s.targets}`);
  assert.ok(!s.targets.includes('f0'), 'the 臣 is never offered');
  await clickAt(page, pointOf(s, 'd0'));
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'e0^d0');
  s = await uncover(page);
  // Black's view: the general on d0, the twin face-down on e0 and known (J), the 臣 secret (Y).
  assert.equal(piece(s, 'd0').code, 'K');
  assert.equal(piece(s, 'e0').face_down, true);
  assert.equal(piece(s, 'e0').code, 'J');
  assert.equal(piece(s, 'f0').code, 'Y');
  assert.equal(s.in_check, false);
  assertOnPoints(s, viewport);
  await screenshot(page, 'disandai-double-flip-after.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: the 臣 turns over once the twin is taken, steps without capturing, wins on the enemy general\'s point', async () => {
  // Red's twin is gone (taken: shown, flips=J); its last face-down advisor on f0 hides the 臣.
  const fen = '3k5/9/9/9/9/9/9/9/9/4K*H3_w_-_-_0_1_%7Bflips%3DJ%7D';
  const { errors, context, s } = await turnOverLast(fen, 'f0', null, 'H', 'disandai-minister.png');
  // In its palace it steps to every diagonal point (e1, g1 is outside: allowed, it may leave).
  assert.deepEqual([...s.targets].sort(), ['e1', 'g1']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: 「當[象]剩有一枚局面下，可以翻這枚象為[駝]或是[騾]」 — the last elephant turns over by clicks, for good', async () => {
  // Red's 駝 is gone (taken: shown, backs=T); its last face-down elephant on g0 hides the 騾:
  // face-down an elephant (e2, i2), turned over the 目 leaps f3 h3 d1.
  const fen = '3k5/9/9/9/9/9/9/9/9/4K1*M2_w_-_-_0_1_%7Bbacks%3DT%7D';
  const { errors, context, s } = await turnOverLast(fen, 'g0', ['e2', 'i2'], 'M', 'disandai-mule.png');
  assert.equal(piece(s, 'g0').glyph, '騾');
  assert.deepEqual([...s.targets].sort(), ['d1', 'f3', 'h3']);
  assert.ok(!s.widgets.reveal, 'no turning back (「"單翻"棋不可逆轉」)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: 「[驫]…走、吃法就是對方剛走的棋的基本規則」 — the last horse turns over by clicks and borrows the enemy\'s move', async () => {
  // Red's 妃 is gone (taken: shown, backs=I); its last face-down horse on b0 hides the 驫:
  // face-down a horse (a2 c2 d1). Turned over, after Black's general steps d9d8 it moves as
  // a general, one step anywhere: a0 c0 b1.
  const fen = '3k5/9/9/9/9/9/9/9/9/1*U2K4_w_-_-_0_1_%7Bbacks%3DI%7D';
  const { errors, context, s } = await turnOverLast(fen, 'b0', ['a2', 'c2', 'd1'], 'U', 'disandai-mimic.png');
  assert.equal(piece(s, 'b0').glyph, '驫');
  assert.deepEqual([...s.targets].sort(), ['a0', 'b1', 'c0']);
  assert.match(s.fen, /last=[^ }]*k:d8/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('第三代: the computer answers as Black', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=disandai&l=en');
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);  // the computer plays Black
  let s = await uncover(page);
  assert.equal(s.cover, '');
  await clickMoves(page, ['h2e2']);
  s = await waitState(page, (t) => t.history.length === 2 || t.message_error, 60000);
  assert.equal(s.message, '');
  assert.equal(s.history.length, 2);
  assert.ok(!/\*[cenrshjmtzfiuod]/.test(s.fen), s.fen);  // Black's backs stay secret from Red
  await screenshot(page, 'disandai-computer-reply.png');
  assert.deepEqual(errors, []);
  await context.close();
});
