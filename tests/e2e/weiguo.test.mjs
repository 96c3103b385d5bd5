// 衛國象棋 (seed 000) in the browser: 「原九宮新設為"十八宮"」, 「騾走目，蹩腿同馬」, 「衛…十八宮內橫豎
// 步數不限，吃同走，不能出十八宮」, 「"象"走、吃斜格兩步或三步，不能越棋，可以過河」. Started from the
// New Game dialog under its seed, the 衛 and 騾 drawn with their own characters, a guard's
// slide and a refused step out of the palace by clicks, a mule's leap, the elephant's
// three points, notation in Chinese, the Rules card, a link, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/1mw3wm1/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1MW3WM1/RNBAKABNR w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));

test('衛國象棋: from the dialog, 衛 and 騾 and the long elephant by clicks, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'weiguo');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  assert.equal(s.pieces.find((p) => p.sq === 'c1')?.glyph, '衛');
  assert.equal(s.pieces.find((p) => p.sq === 'b1')?.glyph, '騾');
  // The 十八宮's diamond: c1-d0 and c1-d2-e3 (one line) are drawn, the old X too.
  for (const [a, b] of [['c1', 'd0'], ['c1', 'e3'], ['d0', 'f2'], ['c8', 'd9']]) assert.ok(hasLine(s, a, b), `${a}-${b}`);
  await screenshot(page, 'weiguo-start-desktop.png');

  // The guard slides c1 -> f1 inside the palace; the elephant goes three points c0 -> f3;
  // the cannon leaves b2 and the mule leaps b1 -> c4 (目, its leg b2 now empty).
  await clickMoves(page, ['c1f1', 'c8f8', 'c0f3', 'c9e7', 'b2b6', 'h7h3', 'b1c4']);
  s = await waitState(page, (t) => t.history.length === 7);
  assert.deepEqual(s.history, ['c1f1', 'c8f8', 'c0f3', 'c9e7', 'b2b6', 'h7h3', 'b1c4']);
  // 「不能出十八宮」: the guard on f8 may not slide on to f5 (outside): refused, nothing played.
  await clickMoves(page, ['f8f5']);
  s = await appState(page);
  assert.equal(s.ply, 7);
  assert.notEqual(s.message, '');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '衛七平四');
  assert.equal(s.moves[2], '相七進四');
  assert.equal(s.moves[6], '騾八進七');
  await screenshot(page, 'weiguo-played-desktop.png');

  await checkRulesCard(page, [/十八宮/, /騾/], 'weiguo-rules-card.png');

  await checkLinkRoundTrip(browser, page, 'weiguo', viewport);
  assert.deepEqual(errors, []);
  await context.close();
});

test('衛國象棋 on a phone: the guard by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=weiguo&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'weiguo');
  assertOnPoints(s, viewport);
  await tapPoints(page, ['g1', 'g2']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['g1g2']);
  await screenshot(page, 'weiguo-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
