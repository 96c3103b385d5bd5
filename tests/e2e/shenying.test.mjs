// 神鷹象棋 (seed 003) in the browser: from the New Game dialog under its seed, the 山界 board
// with two eagles a side on the mountain corners; 「橫、豎、斜緊鄰隔一子飛行至對面緊鄰空位,
// 可連飛」: a two-hop flight by clicks (the eagle, then where the chain stops); 「叼」 by clicks:
// the eagle, the piece it lifts, where it puts it down, where the eagle ends, after which the
// computer replies; 「被鷹叼到非法位置的棋，暫時不能移動」: a stranded advisor says why it
// cannot move; the record in every notation, a link, the Rules card.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, pointOf, waitState, startNewGame, assertOnPoints, checkRulesCard, clickWidget, tapPoints } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'ernbakabnre/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/ERNBAKABNRE w - - 0 1';
// The eagle on c3 hops over the horse on c4 to c5, then over the horse on d6 to e7.
const CHAIN = '6k4/11/11/4n6/11/3n7/3E7/11/11/4K6 w - - 0 1';
// The eagle on c1 lifts the chariot on c5 (over c2, then c4), puts it on e7 (over d6),
// flies off to g7 (over f7).
const CARRY = '6k4/11/6c4/4n6/3r7/3n7/11/3R7/3E7/4K6 w - - 0 1';
// Red's advisor on e3, off its points.
const STRANDED = '6k4/11/11/11/5E5/5P5/5A5/5R5/6N4/4K6 w - - 0 1';
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

async function clickPoint(page, sq) {
  const s = await appState(page);
  await clickAt(page, pointOf(s, sq));
  return appState(page);
}

test('神鷹象棋: the eagles on the 山界 board, a flight chain and a carry by clicks, the computer replies', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'shenying');
  assert.equal(s.fen, START);
  assert.equal(s.board.files, 11);
  assertOnPoints(s, viewport);
  for (const sq of ['z0', 'j0', 'z9', 'j9']) assert.equal(pieceOn(s, sq)?.glyph, '鷹', sq);
  await screenshot(page, 'shenying-start.png');

  // A chain of two hops: the eagle, then the point where the chain stops.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [CHAIN]), 1);
  s = await clickPoint(page, 'c3');
  s = await clickPoint(page, 'e7');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['c3e7']);
  assert.equal(pieceOn(s, 'e7')?.glyph, '鷹');
  assert.equal(pieceOn(s, 'c4')?.glyph, '馬');  // 「[鷹]沒有吃法」: what it flew over stays
  assert.equal(pieceOn(s, 'd6')?.glyph, '馬');
  await screenshot(page, 'shenying-chain.png');

  // A carry, against the computer (Black): the eagle, the chariot it lifts, where it goes
  // down, where the eagle ends.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [CARRY]), 1);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);
  s = await clickPoint(page, 'c1');
  s = await clickPoint(page, 'c5');
  assert.equal(s.ply, 0);  // not a move yet: where does the chariot go?
  await screenshot(page, 'shenying-carry-lifted.png');
  s = await clickPoint(page, 'e7');
  assert.equal(s.ply, 0);  // and where does the eagle fly off to?
  s = await clickPoint(page, 'g7');
  s = await waitState(page, (t) => t.ply === 2 && !t.thinking, 60000);
  assert.equal(s.message_error, false, s.message);
  assert.equal(s.history[0], 'c1g7~c5e7');
  await screenshot(page, 'shenying-carried.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('神鷹象棋: the carry on the board, in the record and in a link; a stranded advisor says why; the Rules card', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=shenying&l=en', { viewport });
  let s = await appState(page);
  assert.equal(s.variant, 'shenying');
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [CARRY]), 1);
  for (const sq of ['c1', 'c5', 'e7', 'g7']) s = await clickPoint(page, sq);
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['c1g7~c5e7']);
  assert.equal(pieceOn(s, 'g7')?.glyph, '鷹');
  assert.equal(pieceOn(s, 'e7')?.glyph, '車');  // Black's chariot, put down on e7
  assert.equal(pieceOn(s, 'c5'), undefined);
  assert.equal(pieceOn(s, 'c1'), undefined);
  assert.equal(s.fen, '6k4/11/5rcE3/4n6/11/3n7/11/3R7/11/4K6 b - - 1 1');
  await screenshot(page, 'shenying-carry-done.png');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.deepEqual(s.moves, ['c1g7~c5e7']);  // the flight alone is no move: ICCS in every notation
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  // Copy link: the variant, the start FEN and the carry; a second page shows the same game.
  await clickWidget(page, await appState(page), 'copy_link');
  s = await appState(page);
  assert.match(s.link, /#v2\.v=shenying&f=6k4\/.*&m=/);
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, 'shenying');
  assert.deepEqual(t.history, ['c1g7~c5e7']);
  assert.equal(t.fen, s.fen);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  // … and the embed page of the same link: the carry played, the board inside the frame.
  const size = { width: 400, height: 500 };
  const e = await openApp(browser, s.link.replace('/#v2', '/embed.html#v2').replace('/index.html#', '/embed.html#'), { viewport: size });
  const es = await waitState(e.page, (x) => x.variant === 'shenying' && x.history.length === 1);
  assert.equal(es.embed, true);
  assert.equal(es.fen, s.fen);
  assertOnPoints(es, size);
  await screenshot(e.page, 'shenying-embed.png');
  assert.deepEqual(e.errors, []);
  await e.context.close();

  // 「被鷹叼到非法位置的棋，暫時不能移動」: the advisor on e3 cannot be picked up to move.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [STRANDED]), 1);
  s = await clickPoint(page, 'e3');
  assert.equal(s.ply, 0);
  assert.match(s.message, /carried off its points: it cannot move until an eagle carries it back/);
  await screenshot(page, 'shenying-stranded.png');
  // The eagle carries it back to e1: then it moves again.
  for (const sq of ['e5', 'e3', 'e1', 'g1']) s = await clickPoint(page, sq);
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['e5g1~e3e1']);
  assert.equal(pieceOn(s, 'e1')?.glyph, '仕');

  await checkRulesCard(page, [/鷹/, /叼/, /不能移動/, /仍可被將死/], 'shenying-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('神鷹象棋 on a phone: the 11x10 board fits, a carry by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=shenying&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'shenying');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [CARRY]), 1);
  await tapPoints(page, ['c1', 'c5', 'e7']);
  s = await appState(page);
  assert.equal(s.history.length, 0);  // waiting for where the eagle flies off to
  await tapPoints(page, ['g7']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['c1g7~c5e7']);
  assert.equal(pieceOn(s, 'e7')?.glyph, '車');
  await screenshot(page, 'shenying-phone-carry.png');
  assert.deepEqual(errors, []);
  await context.close();
});
