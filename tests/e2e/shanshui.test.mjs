// 山水象棋（雄兵象棋） (seed 000) in the browser: New Game → 山水象棋 under seed 000 (its card);
// the 山界 board with the cannons on the mountain files; the elephant's 「從底線直接走到山界線」
// by clicks; the computer replies; from a link's position the seed's own example
// 「紅方如退車蹩馬腿，則此車可同時翻面變更兵種性能」: the chariot blocks the horse's leg and the
// picker asks 「翻面嗎？」: Escape takes it back, then the 輿 is clicked; the computer answers;
// the Rules card; a link round trip; the general turning into its 君 face and the 君 flying.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickAt, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, pointOf, holdKeys } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = '1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1';
const CHECK = '6k4/11/11/11/11/11/11/4n6/2R8/5K5_w_-_-_0_1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

test('山水象棋: New Game → 山水象棋, the 山界 board, a mountain move by clicks, the computer replies, link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.ok(s.widgets.ng_seed_000[1] < s.widgets.ng_variant_shanshui[1]);
  await clickWidget(page, s, 'ng_variant_shanshui');
  s = await appState(page);
  assert.match(s.new_game.card_title, /^Landscape Xiangqi/);
  assert.match(s.new_game.card, /may turn over/);
  assert.match(s.new_game.card, /general↔君/);
  await clickWidget(page, s, 'ng_cancel');

  s = await startNewGame(page, 'shanshui');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 11);
  assert.equal(s.pieces.length, 32);
  for (const [sq, glyph] of Object.entries({ z2: '炮', j2: '炮', c0: '相', a0: '俥', e0: '帥' }))
    assert.equal(pieceOn(s, sq)?.glyph, glyph, sq);
  assertOnPoints(s, viewport);
  await screenshot(page, 'shanshui-start.png');

  // 「[相]…可從底線直接走到山界線」: c0 → z0 past the horse and chariot; Black's elephant too.
  await clickMoves(page, ['c0z0', 'c9z9']);
  s = await waitState(page, (t) => t.history.length === 2);
  assert.deepEqual(s.history, ['c0z0', 'c9z9']);
  assert.equal(pieceOn(s, 'z0')?.glyph, '相');
  // A quiet chariot move asks nothing: no capture, no check.
  await clickMoves(page, ['a0a2']);
  s = await waitState(page, (t) => t.history.length === 3);
  assert.equal(s.dialog, '');
  await checkLinkRoundTrip(browser, page, 'shanshui', viewport);

  // The computer plays Black and replies.
  await clickWidget(page, s, 'opp_computer_black');
  s = await waitState(page, (t) => t.history.length === 4 && !t.thinking, 30000);
  assert.match(s.history[3], /^[a-jz]\d[a-jz]\d(=[a-z])?$|^[a-jz]\dx/);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'shanshui-computer.png');

  await checkRulesCard(page, [/山界棋盤/, /翻面/, /車↔輿/, /解將的棋也可翻面/], 'shanshui-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('山水象棋: 「退車蹩馬腿，則此車可同時翻面」: the flip through the picker, then the computer answers', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=shanshui&f=${CHECK}&l=en`, { viewport });
  let s = await appState(page);
  assert.equal(s.variant, 'shanshui');
  assert.equal(s.fen, CHECK.replaceAll('_', ' '));
  // b1 → d1 blocks the horse's leg while in check: the picker asks (俥 keep, 輿 turn over).
  await clickAt(page, pointOf(s, 'b1'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'd1'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual(s.promotion, ['r', 'u']);
  assert.equal(s.ply, 0);
  await screenshot(page, 'shanshui-picker.png');
  // Escape takes it back.
  await holdKeys(page, 'Escape');
  s = await waitState(page, (t) => t.dialog === '');
  assert.equal(s.ply, 0);
  // The computer will answer as Black; then the flip by clicks.
  await clickWidget(page, s, 'opp_computer_black');
  s = await appState(page);
  await clickAt(page, pointOf(s, 'b1'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'd1'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  await clickWidget(page, s, 'promote_u');
  s = await waitState(page, (t) => t.history.length === 2 && !t.thinking, 30000);
  assert.equal(s.history[0], 'b1d1=u');
  assert.equal(pieceOn(s, 'd1')?.glyph, '輿');
  assert.equal(pieceOn(s, 'd1')?.code, 'U');
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'shanshui-flip.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('山水象棋: 「不動車而走開帥的話，則[帥]可同時變更[君]」 — the general turns into a 君 by clicks; the 君 flies', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=shanshui&f=${CHECK}&l=en`);
  let s = await appState(page);
  assert.equal(s.in_check, true);
  // e0 → d0 steps out of the horse's check: the picker offers 帥 (stay) or 君.
  await clickAt(page, pointOf(s, 'e0'));
  s = await appState(page);
  await clickAt(page, pointOf(s, 'd0'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual(s.promotion, ['k', 'j']);
  await screenshot(page, 'shanshui-general-picker.png');
  await clickWidget(page, s, 'promote_j');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'e0d0=j');
  assert.equal(pieceOn(s, 'd0')?.glyph, '君');
  assert.equal(pieceOn(s, 'd0')?.code, 'J');
  assert.equal(s.in_check, false);
  assert.equal(s.message_error, false, s.message);
  assert.deepEqual(errors, []);
  await context.close();

  // 「[君]可"飛將"敵方的將」: Red's 君 d0 → e0 onto the open file of Black's 將 on e9 is a
  // check (a 將 could not go there: the flying general); Black's 將 may not step onto e8.
  const FLY = '5k5/11/11/11/11/1R9/11/11/11/4J6_w_-_-_0_1';
  const app = await openApp(browser, srv.url + `#v2.v=shanshui&f=${FLY}&l=en`);
  s = await appState(app.page);
  assert.equal(pieceOn(s, 'd0')?.glyph, '君');
  await clickMoves(app.page, ['d0e0']);
  s = await waitState(app.page, (t) => t.history.length === 1);
  assert.equal(s.in_check, true);
  assert.equal(s.side, 'black');
  await screenshot(app.page, 'shanshui-sovereign-check.png');
  await clickAt(app.page, pointOf(s, 'e9'));
  s = await appState(app.page);
  await clickAt(app.page, pointOf(s, 'e8'));
  s = await appState(app.page);
  assert.equal(s.ply, 1, 'e9e8 stays on the 君\'s file: refused');
  assert.equal(s.message_error, true, s.message);
  assert.deepEqual(app.errors, []);
  await app.context.close();
});

test('山水象棋: the 丞 jumps twice (大田) by clicks and turns over as it lands, 「吃子的這枚棋可同時翻面」', async () => {
  // 丞 on c0, black soldiers on d1 and f3: c0 → e2 → g4 takes both; the picker asks the face.
  const JUMPS = '4k6/11/11/11/11/11/6p4/11/4p6/3M1K5_w_-_-_0_1';
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=shanshui&f=${JUMPS}&l=en`);
  let s = await appState(page);
  assert.equal(s.fen, JUMPS.replaceAll('_', ' '));
  for (const sq of ['c0', 'e2']) {
    await clickAt(page, pointOf(s, sq));
    s = await appState(page);
  }
  // On e2 the 丞 may stop (and turn over or not) or jump on: the picker is a window at the
  // top, not a dialog, and the board still takes the next landing.
  assert.deepEqual(s.promotion, ['m', 'b']);
  assert.equal(s.dialog, '');
  await screenshot(page, 'shanshui-jump-goes-on.png');
  await clickAt(page, pointOf(s, 'g4'));
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual(s.promotion, ['m', 'b']);
  assert.equal(s.ply, 0);
  await clickWidget(page, s, 'promote_b');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], 'c0xe2xg4=b');
  assert.equal(pieceOn(s, 'g4')?.code, 'B');
  assert.equal(pieceOn(s, 'd1'), undefined);
  assert.equal(pieceOn(s, 'f3'), undefined);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'shanshui-jump-flip.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('山水象棋: 「[雄]可有條件變化為…已被吃掉的己方可過河的棋」 — the 雄 changes by clicks', async () => {
  // Red's 雄 on e6; behind it Black's 輿 on e3 (Red's own soldier between: 「無論阻隔」) and
  // Black's horse on e1; one of Red's chariots and one horse captured (taken=RN): the 雄
  // may become a 輿 or a horse, and the picker asks which (「可任選其中一種」).
  const CHANGE = '5k5/11/11/5H5/11/5P5/5u5/11/5n5/5K5_w_-_-_0_1_%7Btaken%3DRN%7D';
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=shanshui&f=${CHANGE}&l=en`);
  let s = await appState(page);
  assert.match(s.fen, /taken=RN/);
  await clickAt(page, pointOf(s, 'e6'));
  s = await appState(page);
  assert.ok(s.widgets.change, 'a 雄 that may change offers Change');
  await clickWidget(page, s, 'change');
  s = await waitState(page, (t) => t.dialog === 'promotion');
  assert.deepEqual([...s.promotion].sort(), ['n', 'u']);
  await screenshot(page, 'shanshui-change-picker.png');
  await clickWidget(page, s, 'promote_n');
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.history[0], '^e6=n');
  assert.equal(pieceOn(s, 'e6')?.code, 'N');
  assert.match(s.fen, /taken=RP/);  // the horse came back, the 雄 went to the captured pieces
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'shanshui-change.png');
  assert.deepEqual(errors, []);
  await context.close();
});
