// 山河象棋（定助象棋） (seed 000) in the browser: the 山界 board with the 御 on its back-rank
// corners (drawn with their own character), the palace's added point c1 on its two 士 lines,
// from the New Game dialog under its seed; by clicks a chariot onto Red's 定帥助帥 point z1,
// then the general's two-point move e0-e2 「己方棋占據己方[定帥助帥]方位時，己方[帥]每次可走一至兩格」,
// read back from the page; the Chinese record, the Rules card, a link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'yrnbakabnry/11/2c5c2/1p1p1p1p1p1/11/11/1P1P1P1P1P1/2C5C2/11/YRNBAKABNRY w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));

test('山河象棋: from the dialog, a boosted general by clicks, the record in Chinese, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'shanhe');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  const glyph = (sq) => s.pieces.find((p) => p.sq === sq)?.glyph;
  assert.deepEqual(['z0', 'j0', 'z9', 'j9', 'e0'].map(glyph), ['御', '御', '御', '御', '帥']);
  // 「九宮增加一點位和兩條士線」: c1 on the lines c1-d0 and c1-d2 (Black c8-d9, c8-d7).
  for (const [a, b] of [['c1', 'd0'], ['c1', 'd2'], ['c8', 'd9'], ['c8', 'd7']]) assert.ok(hasLine(s, a, b), `${a}-${b}`);
  // 「棋盤擴展功能方位」: the function points carry position marks (Red z1 z2 z3, Black z8 z7 z6).
  for (const sq of ['z1', 'z2', 'z3', 'z6', 'z7', 'z8']) assert.ok(s.board.marks.includes(sq), sq);
  assert.ok(!s.board.marks.includes('j1'));
  await screenshot(page, 'shanhe-start-desktop.png');

  // Before any piece stands on z1 the general steps one point only: e0 -> e2 is refused.
  await clickMoves(page, ['e0e2']);
  s = await appState(page);
  assert.equal(s.ply, 0);
  // The chariot goes to z1 (Red's 定帥助帥); then the general moves two points.
  await clickMoves(page, ['a0a1', 'i9i8', 'a1z1', 'i8i7', 'e0e2']);
  s = await waitState(page, (t) => t.history.length === 5);
  assert.deepEqual(s.history, ['a0a1', 'i9i8', 'a1z1', 'i8i7', 'e0e2']);
  assert.equal(s.pieces.find((p) => p.sq === 'e2')?.glyph, '帥');
  assert.equal(s.pieces.find((p) => p.sq === 'z1')?.glyph, '俥');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[4], '帥六進二');
  await screenshot(page, 'shanhe-boosted-desktop.png');

  await checkRulesCard(page, [/定帥助帥/, /御/, /不能移動/], 'shanhe-rules-card.png');

  await checkLinkRoundTrip(browser, page, 'shanhe', viewport);
  assert.deepEqual(errors, []);
  await context.close();
});
