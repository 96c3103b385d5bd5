// 攻克象棋 (seed 000) in the browser: 「山界象棋盤，雙方各增加兩條最後防線和兩枚"跳羚"」. Started from
// the New Game dialog under its seed, drawn on an 11x12 board (the 山界 files broken at the
// river, five 最後防線 points behind each back rank) with labels on both sides, the 跳羚's
// chained hop 「可連跳、折跳」 played by clicks (b3 over c4 and e4 to f3), its Rules card in
// 繁體, a link that brings the game back, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, RED_FILES_11, BLACK_FILES_11 } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = '11/1rnbakabnr1/11/c1x5x1c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C1X5X1C/11/1RNBAKABNR1/11 w - - 0 1';


test('攻克象棋: from the dialog, the gazelle hop chain by clicks, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'gongke');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 12);
  assert.deepEqual(s.board.labels.top, BLACK_FILES_11);
  assert.deepEqual(s.board.labels.bottom, [...RED_FILES_11].reverse());
  assertOnPoints(s, viewport);
  await screenshot(page, 'gongke-start-desktop.png');

  // 「可連跳、折跳」: b3 hops over c4 to d5, over e4 to f3: one move, b3 -> f3.
  s = await clickMoves(page, ['b3f3']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['b3f3']);
  assert.equal(s.pieces.find((p) => p.sq === 'f3')?.code, 'X');
  // 「己方棋不可進入己方"最後防線"」: Black's chariot a10 steps down (a11 is no point); a
  // red chariot may not step down to c0 either (refused with a message, nothing played).
  await clickMoves(page, ['a10a9']);
  s = await waitState(page, (t) => t.history.length === 2);
  await clickMoves(page, ['d1c0']);
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.notEqual(s.message, '');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '羚九平五');
  assertOnPoints(s, viewport);
  await screenshot(page, 'gongke-played-desktop.png');

  // The Rules card, in 繁體.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /^攻克象棋：河山界棋盤/);
  assert.match(s.rules_cards[0].text, /可連跳、折跳/);
  await screenshot(page, 'gongke-rules-card.png');
  await clickWidget(page, s, 'rules_close');

  // A link brings variant and moves back.
  s = await appState(page);
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /#v2\.v=gongke&m=/);
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, 'gongke');
  assert.deepEqual(t.history, s.history);
  assert.equal(t.fen, s.fen);
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  await context.close();
});

test('攻克象棋 on a phone: the 11x12 board fits, a hop by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=gongke&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'gongke');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  for (const sq of ['h3', 'd3']) {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  }
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['h3d3']);
  await screenshot(page, 'gongke-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
