// 江河象棋 (seed 000) in the browser: 「棋盤增加了4乘9格的中間戰場」. Started from the New Game
// dialog under its seed, drawn on a 9x14 board with both rivers and labels on both sides
// (ranks past 9), a middle-field power played by clicks (the chariot's diagonal, 「在中場
// 起步落足…斜格走」), then the double move of 「所有所剩可以過河的棋，都處在中部戰場時，這一方每次
// 可以走一至兩枚棋」 by clicks (first move, then a second piece; or "done"), the computer
// answering with a double move of its own, its Rules card, a link, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, clickSquares, pointOf, ticks, waitState, startNewGame, assertOnPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
// Red: 帥 d0, 車 e6, 兵 c5 (all its crossing pieces in the middle field); Black: 將 f13, 馬 b7
// (in the middle field too: both sides may move two pieces).
const DOUBLE = '5k3/9/9/9/9/9/1n7/4R4/2P6/9/9/9/9/3K5 w - - 0 1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq)?.code ?? '';

test('江河象棋: from the dialog, the 9x14 board, a middle-field diagonal, the double move by clicks, the computer doubles too', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'jianghe');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 9);
  assert.equal(s.board.ranks, 14);
  assert.equal(s.board.labels.top.length, 9);
  assert.equal(s.board.labels.bottom.length, 9);
  assertOnPoints(s, viewport);
  await screenshot(page, 'jianghe-start-desktop.png');
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  await ticks(page);
  await screenshot(page, 'jianghe-start-iccs.png');

  // Cannon b2 up to b6 (into the middle field), Black answers, then b6-d8 diagonally inside it.
  await clickMoves(page, ['b2b6']);
  s = await waitState(page, (t) => t.history.length === 1);
  await clickMoves(page, ['a10a9']);
  s = await waitState(page, (t) => t.history.length === 2);
  await clickMoves(page, ['b6d8']);
  s = await waitState(page, (t) => t.history.length === 3);
  assert.deepEqual(s.history, ['b2b6', 'a10a9', 'b6d8']);
  assert.equal(pieceOn(s, 'd8'), 'C');

  // The double move: load the position, click the chariot e6-e8: shown played, Red still to move.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [DOUBLE]), 1);
  s = await clickSquares(page, 'e6', 'e8');
  assert.equal(s.double_pending, 'e6e8');
  assert.equal(s.ply, 0, 'nothing played yet');
  assert.equal(s.side, 'red');
  assert.equal(pieceOn(s, 'e8'), 'R');
  assert.ok(s.widgets.double_done, 'the "done" button is shown');
  await screenshot(page, 'jianghe-double-first.png');
  // The second piece: the soldier c5-c6. One entry in the move list.
  s = await clickSquares(page, 'c5', 'c6');
  assert.equal(s.ply, 1);
  assert.equal(s.side, 'black');
  assert.deepEqual(s.history, ['e6e8&c5c6']);
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '車五進二&兵七進一');
  await screenshot(page, 'jianghe-double-played.png');

  // "done" plays the first part alone.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [DOUBLE]), 1);
  s = await clickSquares(page, 'e6', 'e7');
  assert.equal(s.double_pending, 'e6e7');
  await clickWidget(page, s, 'double_done');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['e6e7']);

  // The computer (Black, whose horse stands in the middle field) answers; the PGN and
  // link carry the game.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [DOUBLE]), 1);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 2]), 1);
  s = await clickSquares(page, 'e6', 'e8');
  s = await clickSquares(page, 'c5', 'c6');
  s = await waitState(page, (t) => t.ply === 2 && !t.thinking, 20000);
  assert.equal(s.side, 'red');
  assert.equal(s.message_error, false, s.message);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [0, 2]), 1);
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await appState(page);
  assert.equal(s.history[0], 'e6e8&c5c6');
  assert.match(s.history[1], /^[a-i]\d+[a-i]\d+(&[a-i]\d+[a-i]\d+)?$/);  // a move or a double, accepted by the core
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /v=jianghe/);
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, 'jianghe');
  assert.deepEqual(t.history, s.history);
  assert.equal(t.fen, s.fen);

  // The Rules card, in 繁體.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /中間戰場/);
  await screenshot(page, 'jianghe-rules-card.png');
  await clickWidget(page, s, 'rules_close');
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  await context.close();
});

test('江河象棋 on a phone: the 9x14 board fits, a move by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=jianghe&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'jianghe');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  for (const sq of ['h2', 'h7']) {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  }
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['h2h7']);
  await screenshot(page, 'jianghe-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
