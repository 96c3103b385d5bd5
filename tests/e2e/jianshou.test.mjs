// 堅守象棋 (seed 000) in the browser: from the New Game dialog under its seed, the 17-file
// board (the battlefield a–i framed, four 6-point recovery zones a side on the flanks, the
// arrows drawn as arcs); 「吃掉的敵棋，要扣放到敵方對應"回復區"內的任意空位上」 by clicks: the
// capture waits for a zone point, then the horse lies in Black's 馬區; a zone step
// 「每次橫豎一步格」 by clicks; a re-entry 「只能從箭頭所指的方位再進入棋盤戰場」 by clicks, after
// which the computer replies; the Chinese record, a link, the Rules card; on a phone
// (390 px) the capture into a zone by touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, pointOf, waitState, startNewGame, assertOnPoints, checkRulesCard, checkLinkRoundTrip, tapPoints, clickSquares } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = '4rnbakabnr4/17/5c5c5/4p1p1p1p1p4/17/17/4P1P1P1P1P4/5C5C5/17/4RNBAKABNR4 w - - 0 1';
const has = (pairs, a, b) => pairs.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
const pieceOn = (s, sq) => s.pieces.find((p) => p.sq === sq);

function checkBoard(s) {
  assert.equal(s.board.files, 17);
  // The eight arrows, tail to head.
  const arrows = [['u0', 'a0'], ['u3', 'a3'], ['x0', 'i0'], ['x3', 'i3'], ['u9', 'a9'], ['u6', 'a6'], ['x9', 'i9'], ['x6', 'i6']];
  for (const [a, b] of arrows) assert.ok(s.board.arrows.some(([p, q]) => p === a && q === b), `arrow ${a}→${b}`);
  assert.equal(s.board.arrows.length, 8);
  assert.equal(s.board.arcs.length, 0);
  // 「且有各自的區名」: the zone names beside their zones.
  for (const [at, name] of [['v1', '車區'], ['v4', '炮區'], ['w1', '馬區'], ['w4', '兵區'], ['v8', '車區'], ['v5', '砲區'], ['w8', '馬區'], ['w5', '卒區']])
    assert.ok(s.board.texts.some(([p, t]) => p === at && t === name), `${name} at ${at}`);
  // The hole files and the gap between two zones of a flank.
  for (const hole of ['v0', 'w9', 's2', 'z7']) assert.ok(!s.board.points.includes(hole), hole);
  // Red's and Black's zones are not joined across the river.
  assert.ok(!has(s.board.lines, 's4', 's5'));
  assert.equal(s.board.points.length, 90 + 48);
}

async function clickPoint(page, sq) {
  const s = await appState(page);
  await clickAt(page, pointOf(s, sq));
  return appState(page);
}

test('堅守象棋: the board, a capture into a zone, a zone step and a re-entry by clicks, the computer replies', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'jianshou');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  checkBoard(s);
  await screenshot(page, 'jianshou-start-desktop.png');

  // Red's cannon takes the horse: the capture alone is no move, the page waits for the zone point.
  s = await clickSquares(page, 'h2', 'h9');
  assert.equal(s.ply, 0);
  assert.deepEqual(s.history, []);
  await screenshot(page, 'jianshou-choose-zone-point.png');
  s = await clickPoint(page, 'y9');
  s = await waitState(page, (t) => t.ply === 1);
  assert.deepEqual(s.history, ['h2h9&h9y9']);
  assert.equal(pieceOn(s, 'y9')?.glyph, '馬');  // Black's dormant horse, in Black's 馬區
  assert.match(s.fen, /^4rnbakabCr2j1\//);
  // Black steps it inside its zone.
  s = await clickSquares(page, 'y9', 'y8');
  s = await waitState(page, (t) => t.ply === 2);
  assert.deepEqual(s.history, ['h2h9&h9y9', 'y9y8']);
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.deepEqual(s.moves, ['炮六進七扣y9', '區y9y8']);
  await screenshot(page, 'jianshou-zone-step.png');
  await checkLinkRoundTrip(browser, page, 'jianshou', viewport);
  // The embed page of the same game at ply 1: the horse lies face-down in Black's 馬區.
  await clickWidget(page, await appState(page), 'copy_link');
  const link = (await appState(page)).link;
  const fragment = link.slice(link.indexOf('#') + 1).replace(/&p=\d+/, '') + '&p=1';
  const e = await openApp(browser, srv.url + 'embed.html#' + fragment, { viewport: { width: 400, height: 500 } });
  const es = await waitState(e.page, (x) => x.variant === 'jianshou' && x.view_ply === 1);
  assert.equal(es.embed, true);
  assertOnPoints(es, { width: 400, height: 500 });
  assert.equal(pieceOn(es, 'y9')?.glyph, '馬');
  await screenshot(e.page, 'jianshou-embed.png');
  assert.deepEqual(e.errors, []);
  await e.context.close();
  await checkRulesCard(page, [/恢復區/, /扣放/, /箭頭/, /不能吃子/], 'jianshou-rules-card.png');

  // A re-entry: Red's dormant chariot on the tail u0 goes onto a0, face-up; the computer (Black) replies.
  const REENTRY = '8k8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1';
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [REENTRY]), 1);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 1]), 1);  // the computer plays Black
  s = await clickSquares(page, 'u0', 'a0');
  s = await waitState(page, (t) => t.ply === 2 && !t.thinking, 60000);
  assert.equal(s.message_error, false, s.message);
  assert.equal(pieceOn(s, 'a0')?.glyph, '俥');  // a chariot again
  await bridge(page, 'xq_set_notation', ['string'], ['iccs']);
  s = await appState(page);
  assert.equal(s.history[0], 'u0a0');
  assert.match(s.history[1], /^e9(e8|f9)$/);  // the lone general's reply (d9 would face Red's general)
  await screenshot(page, 'jianshou-reentry.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('堅守象棋 on a phone: the board with its zones and a capture into a zone by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=jianshou&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'jianshou');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  checkBoard(s);
  await screenshot(page, 'jianshou-phone.png');
  await tapPoints(page, ['b2', 'b9']);
  s = await appState(page);
  assert.equal(s.history.length, 0);  // waiting for the zone point
  await tapPoints(page, ['z9']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['b2b9&b9z9']);
  assert.equal(pieceOn(s, 'z9')?.glyph, '馬');
  await screenshot(page, 'jianshou-phone-captured.png');
  assert.deepEqual(errors, []);
  await context.close();
});
