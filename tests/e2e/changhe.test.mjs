// 長河象棋 (seed 000) in the browser: two boards side by side (18 files a–r, the 內河
// between i and j), two armies and two generals a side; from the New Game dialog under its
// seed, moves of both of Red's armies by clicks (one move a turn in total), a chariot across
// the 內河, the Chinese record with 18 files, the Rules card, a link, and a phone by touch
// (the 18x10 board must fit a 390-pixel screen).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnrtheskseht/18/1c5c2o5o1/p1p1p1p1pw1w1w1w1w/18/18/P1P1P1P1PW1W1W1W1W/1C5C2O5O1/18/RNBAKABNRTHESKSEHT w - - 0 1';

test('長河象棋: from the dialog, both armies by clicks, the record in Chinese, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'changhe');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  const glyph = (sq) => s.pieces.find((p) => p.sq === sq)?.glyph;
  // 紅 army with Red's characters, 品紅 army with the other side's; Black likewise mirrored.
  assert.deepEqual(['a0', 'b0', 'e0', 'j0', 'k0', 'n0', 'q2', 'j3'].map(glyph), ['俥', '傌', '帥', '車', '馬', '帥', '砲', '卒']);
  assert.deepEqual(['a9', 'e9', 'j9', 'n9', 'j6'].map(glyph), ['車', '將', '俥', '將', '兵']);
  await screenshot(page, 'changhe-start-desktop.png');

  // Red's 紅 cannon, Black's 黑 cannon, Red's 品紅 horse: one move a turn, either army.
  await clickMoves(page, ['h2e2', 'h7e7', 'q0p2']);
  s = await waitState(page, (t) => t.history.length === 3);
  assert.deepEqual(s.history, ['h2e2', 'h7e7', 'q0p2']);
  assert.equal(s.pieces.find((p) => p.sq === 'p2')?.glyph, '馬');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves.length, 3);
  // 18 files: Red counts from its right (r = 一, h = 十一), Black from its right (a = １).
  assert.match(s.moves[0], /^炮十一平十四$/);
  assert.equal(s.moves[2], '騎二進三');  // the 品紅 horse's record character (its name)
  await screenshot(page, 'changhe-played-desktop.png');

  await checkRulesCard(page, [/內河/, /每方有兩個將（帥）/, /輦 騎 丞 侍 礮 勇/, /轟（全線車）/, /孤軍/], 'changhe-rules-card.png');

  await checkLinkRoundTrip(browser, page, 'changhe', viewport);
  assert.deepEqual(errors, []);
  await context.close();
});

// Red lost its 品紅 general (n0): its orphans 輜 j0, 丁 j3 and 衛 m0 are Red's while no black
// piece stands in the m0-o2 palace (docs/variants.md §18).
const ORPHANS = '4k8k4/18/18/18/13r4/18/9I8/18/18/4K4D2Z5 b - - 0 1';

test('長河象棋: a 全線車 along the palace X by clicks; control — a black chariot enters the general-less palace, the orphans turn black; the 內河 drawn', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=changhe&l=zh-Hant', { viewport });
  // The upgrades: a 全線車 on m0 slides along the palace X (m0 → n1) by clicks.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['4k8k4/18/18/18/18/18/18/18/18/4K7UK4 w - - 0 1']), 1);
  await clickMoves(page, ['m0n1']);
  let s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['m0n1']);
  assert.equal(s.pieces.find((p) => p.sq === 'n1')?.glyph, '轟');
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [ORPHANS]), 1);
  s = await appState(page);
  const at = (sq) => s.pieces.find((p) => p.sq === sq);
  assert.deepEqual(['j0', 'j3', 'm0'].map((q) => [at(q)?.glyph, at(q)?.color]), [['輜', 'red'], ['丁', 'red'], ['衛', 'red']]);
  // 「在黑方有棋處在品紅無帥九宮時，所剩品紅棋全由黑方即時控制」
  await clickMoves(page, ['n5n1']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.fen, '4k8k4/18/18/18/18/18/9i8/18/13r4/4K4d2z5 w - - 1 2');
  assert.deepEqual(['j0', 'j3', 'm0'].map((q) => at(q)?.color), ['black', 'black', 'black']);
  await screenshot(page, 'changhe-control.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('長河象棋 on a phone: the magenta cannon by touch; the 18x10 board fits', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=changhe&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'changhe');
  assertOnPoints(s, viewport);
  await tapPoints(page, ['q2', 'n2']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['q2n2']);
  await screenshot(page, 'changhe-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
