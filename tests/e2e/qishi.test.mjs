// 起始象棋 (seed 003) in the browser: 「棋盘每个开局初始点位均有标识」 (every start point
// marked), 「当敌棋刚走到己方棋初始位置上时（吃到除外），己方可以（仅限随继一着…）把已被吃掉的…
// 一枚己棋，拿回并扣在己方该棋的初始空位上」 played by clicks (the 拿回 / Put back button, then
// the point), the face-down piece drawn as one (its character small on the back, known to
// both players), 「翻正也等同走棋」 by the 翻棋 / Turn over button, the moves in Chinese
// (扣h0, 翻h0), the Rules card, a link that brings the whole game back (nothing is secret
// here), the computer answering a check with the only legal put-back, and a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickAt, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, pixelsAt, tapWidget } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const piece = (s, sq) => s.pieces.find((p) => p.sq === sq);

test('起始象棋: every start point marked, a put-back and a flip by clicks, Chinese moves, the card, a link', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'qishi');
  assert.equal(s.fen, START);
  // 「棋盘每个开局初始点位均有标识」: the 32 start points carry the marks.
  assert.equal(s.board.marks.length, 32);
  for (const sq of ['a0', 'b0', 'e0', 'd0', 'b2', 'e3', 'i9', 'h7', 'c6']) assert.ok(s.board.marks.includes(sq), sq);
  assert.ok(!s.board.marks.includes('e1'));
  assertOnPoints(s, viewport);
  assert.equal(s.widgets.put_back, undefined);
  await screenshot(page, 'qishi-start-desktop.png');

  // The black cannon takes the horse on b0 (a capture onto a start point: no right), steps
  // off and back on without capturing: Red may put its horse back, face-down, on h0.
  await clickMoves(page, ['h0g2', 'b7b0', 'a0a1', 'b0b1', 'a1a0']);
  s = await waitState(page, (t) => t.history.length === 5);
  assert.equal(s.widgets.put_back, undefined);
  await clickMoves(page, ['b1b0']);
  s = await waitState(page, (t) => t.history.length === 6);
  assert.ok(s.widgets.put_back, 'the Put back button is offered');
  await clickWidget(page, s, 'put_back');
  s = await appState(page);
  assert.equal(s.drop_mode, true);
  assert.deepEqual(s.drops, ['h0']);
  assert.match(s.message, /^Put back: click an empty start point/);
  await screenshot(page, 'qishi-put-back-targets-desktop.png');
  // A point that is no target is refused with the reason, and the action stays picked.
  await clickAt(page, pointOf(s, 'e5'));
  s = await appState(page);
  assert.equal(s.ply, 6);
  assert.notEqual(s.message, '');
  assert.equal(s.drop_mode, true);
  await clickAt(page, pointOf(s, 'h0'));
  s = await waitState(page, (t) => t.history.length === 7);
  assert.equal(s.history[6], '*h0');
  assert.deepEqual({ code: piece(s, 'h0').code, glyph: piece(s, 'h0').glyph, face_down: piece(s, 'h0').face_down },
    { code: 'N', glyph: '傌', face_down: true });
  assert.ok(s.fen.includes('/RcBAKAB*NR b '), s.fen);  // both players' FEN names it
  // Drawn face-down: the dark back between its rings, with the light centre for its glyph.
  const c = pointOf(s, 'h0');
  const [back] = await pixelsAt(page, [{ x: c.x + s.board.cell * 0.45 * 0.47, y: c.y }]);
  assert.ok(back[0] < 120 && back[1] > back[0], `back colour ${back}`);
  await screenshot(page, 'qishi-put-back-desktop.png');

  // 「翻正也等同走棋」: after Black's move, Red picks the face-down horse and turns it over.
  await clickMoves(page, ['a9a8']);
  s = await waitState(page, (t) => t.history.length === 8);
  await clickAt(page, pointOf(s, 'h0'));
  s = await appState(page);
  assert.equal(s.selected, 'h0');
  await clickWidget(page, s, 'reveal');
  s = await waitState(page, (t) => t.history.length === 9);
  assert.equal(s.history[8], '^h0');
  assert.equal(piece(s, 'h0').code, 'N');
  assert.equal(piece(s, 'h0').face_down, undefined);
  // The moves in Chinese: 扣 and 翻 with the point.
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves[6], '扣h0');
  assert.equal(s.moves[8], '翻h0');
  assertOnPoints(s, viewport);
  await screenshot(page, 'qishi-flipped-desktop.png');

  // The Rules card, in 繁體.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.match(s.rules_cards[0].text, /每個開局初始點位都有標記/);
  assert.match(s.rules_cards[0].text, /拿回/);
  assert.match(s.rules_cards[0].text, /翻正它也算走一步/);
  await screenshot(page, 'qishi-rules-card.png');
  await clickWidget(page, s, 'rules_close');

  // A link brings the variant and every move back (nothing is secret in 起始象棋).
  s = await appState(page);
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /#v2\.v=qishi&.*m=/);
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, 'qishi');
  assert.deepEqual(t.history, s.history);
  assert.equal(t.fen, s.fen);
  // The embed page of the same game at ply 7: the horse just put back, face-down.
  const fragment = s.link.slice(s.link.indexOf('#') + 1).replace(/&p=\d+/, '') + '&p=7';
  const e = await openApp(browser, srv.url + 'embed.html#' + fragment, { viewport: { width: 400, height: 500 } });
  const es = await waitState(e.page, (x) => x.variant === 'qishi' && x.view_ply === 7);
  assert.equal(es.embed, true);
  assert.equal(piece(es, 'h0').face_down, true);
  assert.equal(piece(es, 'h0').code, 'N');
  assertOnPoints(es, { width: 400, height: 500 });
  await screenshot(e.page, 'qishi-embed.png');
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  assert.deepEqual(e.errors, []);
  await b.context.close();
  await e.context.close();
  await context.close();
});

test('起始象棋: the computer answers a check with the only legal put-back', async () => {
  // The black cannon steps from e3 to c3 (a red soldier point), uncovering the chariot's
  // check on the e-file; the horse on g2 guards f0 and e1, d0 faces the black general:
  // Red's one legal move is to put a soldier back on e3, face-down.
  const fen = '3k5/9/9/9/4r4/9/4c1P1P/6n2/9/4K4_b_-_-_0_1';
  const { page, errors, context } = await openApp(browser, srv.url + `#v2.v=qishi&f=${fen}&l=en`);
  let s = await appState(page);
  assert.equal(s.variant, 'qishi');
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [2, 1]), 1);  // the computer plays Red
  await clickMoves(page, ['e3c3']);
  s = await waitState(page, (t) => t.history.length === 2 || t.message_error, 60000);
  assert.equal(s.message, '');
  assert.deepEqual(s.history, ['e3c3', '*e3']);
  assert.equal(piece(s, 'e3').face_down, true);
  assert.equal(piece(s, 'e3').code, 'P');
  await screenshot(page, 'qishi-computer-put-back.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('起始象棋 on a phone: the marks, a put-back and a flip by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=qishi&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'qishi');
  assert.equal(s.fen, START);
  assertOnPoints(s, viewport);
  const tap = async (sq) => {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  };
  for (const m of ['h0g2', 'b7b0', 'a0a1', 'b0b1', 'a1a0', 'b1b0']) {
    await tap(m.slice(0, 2));
    await tap(m.slice(2));
  }
  s = await waitState(page, (t) => t.history.length === 6);
  await tapWidget(page, 'put_back');
  s = await appState(page);
  assert.deepEqual(s.drops, ['h0']);
  await screenshot(page, 'qishi-phone-put-back-targets.png');
  await tap('h0');
  s = await waitState(page, (t) => t.history.length === 7);
  assert.equal(piece(s, 'h0').face_down, true);
  assertOnPoints(s, viewport);
  await screenshot(page, 'qishi-phone-put-back.png');
  await tap('a9');
  await tap('a8');
  s = await waitState(page, (t) => t.history.length === 8);
  await tap('h0');
  await tapWidget(page, 'reveal');
  s = await waitState(page, (t) => t.history.length === 9);
  assert.equal(s.history[8], '^h0');
  await screenshot(page, 'qishi-phone-flipped.png');
  assert.deepEqual(errors, []);
  await context.close();
});
