// 補給象棋 (seed 000) in the browser: the 9x12 board with a 補給線 behind each back rank drawn
// as board lines, the five supply pieces 糧 草 布 油 彈 with their own characters; from the
// New Game dialog under its seed, a supply piece's sideways step 「只能在"補給線上"橫向移動」,
// a chariot refused on the supply line 「其他棋不能進入"補給線"停留」, the exchange 「兌掉敵方
// 補給線上的棋」 (both pieces leave), a ban after a lost supply piece, the Chinese record, the
// Rules card, a link, and a phone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickMoves, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'l1o1u1y1d/rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/L1O1U1Y1D w - - 0 1';
const hasLine = (s, a, b) => s.board.lines.some(([p, q]) => (p === a && q === b) || (p === b && q === a));

test('補給象棋: from the dialog, a supply step, a refused stop, the exchange and a ban by clicks, the record, the Rules card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'bugei');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 9);
  assert.equal(s.board.ranks, 12);
  assertOnPoints(s, viewport);
  const glyph = (sq) => s.pieces.find((p) => p.sq === sq)?.glyph;
  assert.deepEqual(['a0', 'c0', 'e0', 'g0', 'i0'].map(glyph), ['糧', '草', '布', '油', '彈']);
  assert.deepEqual(['a11', 'c11', 'e11', 'g11', 'i11'].map(glyph), ['糧', '草', '布', '油', '彈']);
  assert.deepEqual(['a1', 'e1', 'e10'].map(glyph), ['俥', '帥', '將']);
  // 「雙方新增一條橫向"補給線"及縱向對應連線」: the line and its links to the back rank.
  for (const [a, b] of [['a0', 'b0'], ['h0', 'i0'], ['a0', 'a1'], ['e0', 'e1'], ['d11', 'e11'], ['i11', 'i10']]) {
    assert.ok(hasLine(s, a, b), `${a}-${b}`);
  }
  await screenshot(page, 'bugei-start-desktop.png');

  // 糧 a0 -> b0 plays; then the chariot may not stop on the empty a0 (refused, nothing played).
  await clickMoves(page, ['a0b0', 'a7a6']);
  s = await waitState(page, (t) => t.history.length === 2);
  assert.deepEqual(s.history, ['a0b0', 'a7a6']);
  assert.equal(s.pieces.find((p) => p.sq === 'b0')?.glyph, '糧');
  await clickMoves(page, ['a1a0']);
  s = await appState(page);
  assert.equal(s.ply, 2);
  assert.notEqual(s.message, '');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[0], '糧九平八');

  await checkLinkRoundTrip(browser, page, 'bugei', viewport);

  // The exchange: without 油 the red chariot on a5 may not stop on a10 but slides over it
  // and exchanges the black 糧 on a11; both leave the board.
  const EXCHANGE = 'l1o1u1y1d/5k3/9/9/9/9/R8/9/9/9/4K4/1LO1U3D w - - 0 1';
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [EXCHANGE]), 1);
  s = await appState(page);
  assert.equal(s.fen, EXCHANGE);
  await clickMoves(page, ['a5a10']);
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.notEqual(s.message, '');
  await clickMoves(page, ['a5a11']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.equal(s.fen, '2o1u1y1d/5k3/9/9/9/9/9/9/9/9/4K4/1LO1U3D b - - 0 1');
  assert.equal(s.pieces.find((p) => p.sq === 'a11'), undefined);
  assert.equal(s.moves[0], '車九進六');
  await screenshot(page, 'bugei-exchange-desktop.png');

  await checkRulesCard(page, [/補給線/, /兌掉/, /無布/], 'bugei-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('補給象棋 on a phone: a supply piece by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=bugei&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'bugei');
  assertOnPoints(s, viewport);
  await tapPoints(page, ['e0', 'f0']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['e0f0']);
  await screenshot(page, 'bugei-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
