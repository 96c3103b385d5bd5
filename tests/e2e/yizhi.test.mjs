// 役志象棋（第二類象棋） (seed 000) in the browser: every piece a new kind (輿 騾 槍 左 右 領 役, 象 as
// before) drawn with its own character; from the New Game dialog under its seed, 役's
// diagonal step 「未過河只能斜前走」 and a refused straight one by clicks, 左 onto the 十一宮's
// new point c1 「無斜線不能斜走」 along its drawn line, the Chinese record, the Rules card, a
// link, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'umbykzbmu/9/1q5q1/e1e1e1e1e/9/9/E1E1E1E1E/1Q5Q1/9/UMBZKYBMU w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));

test('役志象棋: from the dialog, 役 and 左 by clicks, the record in Chinese, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'yizhi');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  const glyph = (sq) => s.pieces.find((p) => p.sq === sq)?.glyph;
  assert.deepEqual(['a0', 'b0', 'c0', 'd0', 'e0', 'f0', 'b2', 'e3'].map(glyph), ['輿', '騾', '相', '左', '領', '右', '槍', '役']);
  // The 十一宮's new lines are drawn: c1-d0, c1-d2 and Black's g8-f9.
  for (const [a, b] of [['c1', 'd0'], ['c1', 'd2'], ['g8', 'f9']]) assert.ok(hasLine(s, a, b), `${a}-${b}`);
  await screenshot(page, 'yizhi-start-desktop.png');

  // 「[役]未過河只能斜前走」: e3 -> e4 is refused, e3 -> d4 plays.
  await clickMoves(page, ['e3e4']);
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.notEqual(s.message, '');
  await clickMoves(page, ['e3d4', 'a6b5', 'd0c1']);
  s = await waitState(page, (t) => t.history.length === 3);
  assert.deepEqual(s.history, ['e3d4', 'a6b5', 'd0c1']);
  assert.equal(s.pieces.find((p) => p.sq === 'c1')?.glyph, '左');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '役五進六');
  assert.equal(s.moves[2], '左六進七');
  await screenshot(page, 'yizhi-played-desktop.png');

  await checkRulesCard(page, [/十一宮/, /役（兵位）/], 'yizhi-rules-card.png');

  await checkLinkRoundTrip(browser, page, 'yizhi', viewport);
  assert.deepEqual(errors, []);
  await context.close();
});

test('役志象棋 on a phone: the spear by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=yizhi&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'yizhi');
  assertOnPoints(s, viewport);
  await tapPoints(page, ['b2', 'e2']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['b2e2']);
  await screenshot(page, 'yizhi-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
