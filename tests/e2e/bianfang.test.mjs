// 邊防象棋 (seed 000) in the browser: 「原"九宮"擴展為"十五宮"…士從角點走吃擴展長斜線，一步到位邊線或反之」
// and 「己方兩枚兵占據敵方兩個"邊防點"時也為勝棋」. Started from the New Game dialog under its seed,
// the long advisor lines drawn, the advisor's one-step d0 -> a3 played by clicks and
// written 仕六進九, the post win read from the page, the Rules card, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));

test('邊防象棋: from the dialog, the long advisor step by clicks, the post win, the Rules card', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'bianfang');
  assert.equal(s.variant, 'bianfang');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  await screenshot(page, 'bianfang-start-desktop.png');

  // The edge soldier leaves its post, then 「士從角點…一步到位邊線」: d0 -> a3 in one click pair.
  await clickMoves(page, ['a3a4', 'a6a5', 'd0a3']);
  s = await waitState(page, (t) => t.history.length === 3);
  assert.deepEqual(s.history, ['a3a4', 'a6a5', 'd0a3']);
  assert.equal(s.pieces.find((p) => p.sq === 'a3')?.code, 'A');
  // And back, 「或反之」, after Black's move; the general steps onto c1? not from e0:
  // only its own orthogonal steps (e0 -> d0 is free now).
  await clickMoves(page, ['i6i5', 'a3d0']);
  s = await waitState(page, (t) => t.history.length === 5);
  assert.equal(s.pieces.find((p) => p.sq === 'd0')?.code, 'A');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[2], '仕六進九');
  assert.equal(s.moves[4], '仕九退六');
  await screenshot(page, 'bianfang-played-desktop.png');

  // 「己方兩枚兵占據敵方兩個"邊防點"」: a red soldier on a6, the other steps i5 -> i6.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['4k4/9/9/P8/8P/9/9/9/9/3K5 w - - 0 1']), 1);
  await ticks(page);
  await clickMoves(page, ['i5i6']);
  s = await waitState(page, (t) => t.over === true);
  assert.equal(s.outcome, 'red');
  assert.equal(s.result_text, 'Red wins — the goal zone occupied');
  await screenshot(page, 'bianfang-post-win.png');
  await clickWidget(page, s, 'dialog_close');

  await checkRulesCard(page, [/十五宮/, /邊防點/], 'bianfang-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('邊防象棋 on a phone: the 十五宮 lines drawn, the general steps onto c1 by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=bianfang&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'bianfang');
  assertOnPoints(s, viewport);
  assert.ok(hasLine(s, 'd0', 'a3'), 'the long line d0-a3 is drawn');
  assert.ok(hasLine(s, 'f9', 'i6'), "Black's long line f9-i6 is drawn");
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['5k3/9/9/9/9/9/9/9/3K5/R8 w - - 0 1']), 1);
  await ticks(page);
  await tapPoints(page, ['d1', 'c1']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['d1c1']);
  await screenshot(page, 'bianfang-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
