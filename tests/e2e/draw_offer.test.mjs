// Draw offers (issue #11 item 1), by clicks. Hot seat: the side that offers cannot accept
// its own offer (it sees the offer and may withdraw it); the other side accepts on its
// turn. Against the computer the computer answers itself: it declines at the start and
// when it stands better, accepts when it stands worse after enough moves; the game list
// and the PGN export record exactly that (a draw only when accepted).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const savedGames = (page) => page.evaluate(() => localStorage.getItem('xiangqi.games.v1') || '');
const exportPgn = (page) => page.evaluate(() => Module.ccall('xq_export', 'string', ['string', 'string'], ['pgn', 'iccs']));

// Twenty quiet plies (no capture, check or repetition) from a start FEN, Red first.
async function playTwenty(page, fen, moves) {
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], [fen]), 1);
  for (const m of moves) assert.equal(await bridge(page, 'xq_play', ['string'], [m]), 1, m);
  const s = await appState(page);
  assert.equal(s.ply, 20);
  assert.equal(s.side, 'red');
  assert.equal(s.over, false);
}
// Red has both chariots, Black one: Black (the computer) stands worse.
const RED_AHEAD = '1r1aka3/9/9/9/9/9/4P4/9/9/R2AKA2R w - - 0 1';
const RED_AHEAD_MOVES = ['i0i1', 'b9b8', 'i1i2', 'b8c8', 'i2i3', 'c8c7', 'i3i4', 'c7b7', 'i4i5', 'b7b6',
  'i5i6', 'b6c6', 'i6i7', 'c6c5', 'i7i8', 'c5b5', 'i8i9', 'b5b4', 'd0e1', 'b4c4'];
// Black has both chariots, Red one: Black (the computer) stands better.
const BLACK_AHEAD = 'r2aka2r/9/9/4p4/9/9/9/9/9/1R1AKA3 w - - 0 1';
const BLACK_AHEAD_MOVES = ['b0b1', 'i9i8', 'b1b2', 'i8i7', 'b2b3', 'i7i6', 'b3b4', 'i6i5', 'b4b5', 'i5i4',
  'b5b6', 'i4i3', 'b6b7', 'i3i2', 'b7b8', 'i2i1', 'b8h8', 'i1i0', 'h8h9', 'a9a8'];

test('hot seat: the offerer sees its offer and may withdraw it; only the other side accepts', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport: { width: 1280, height: 800 } });
  await clickMoves(page, ['h2e2']);
  let s = await appState(page);
  await clickWidget(page, s, 'offer_draw');  // Black offers on its turn
  s = await appState(page);
  assert.equal(s.draw_offer, 'black');
  assert.equal(s.widgets.accept_draw, undefined, 'the offerer has no Accept button');
  assert.ok(s.widgets.withdraw_draw, 'the offerer may withdraw');
  await screenshot(page, 'draw-offered-hot-seat.png');
  await clickWidget(page, s, 'withdraw_draw');
  s = await appState(page);
  assert.equal(s.draw_offer, '');
  assert.ok(s.widgets.offer_draw);
  // Offered again, Black moves on: now Red, the other side, may accept.
  await clickWidget(page, s, 'offer_draw');
  await clickMoves(page, ['h9g7']);
  s = await appState(page);
  assert.equal(s.draw_offer, 'black');
  assert.ok(s.widgets.accept_draw, 'Red may accept');
  await clickWidget(page, s, 'accept_draw');
  s = await appState(page);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'draw');
  assert.equal(s.reason, 'agreement (議和)');
  assert.match(await savedGames(page), /^\d{4}-\d\d-\d\d\txiangqi\t1\/2-1\/2\t2\tv2\.m=/);
  assert.match(await exportPgn(page), /\[Result "1\/2-1\/2"\]/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hot seat: moving on declines the other side\'s offer; no offer before the first move', async () => {
  const { page, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await appState(page);
  assert.ok(s.disabled.includes('offer_draw'), 'nothing to agree on before the first move');
  await clickWidget(page, s, 'offer_draw');
  s = await appState(page);
  assert.equal(s.draw_offer, '', 'a disabled button does nothing');
  await clickMoves(page, ['h2e2', 'h9g7']);
  await clickWidget(page, null, 'offer_draw');  // Red offers on its turn
  await clickMoves(page, ['b0c2']);
  s = await appState(page);
  assert.equal(s.draw_offer, 'red');
  assert.ok(s.widgets.accept_draw);
  await clickMoves(page, ['b9c7']);  // Black plays on instead
  s = await appState(page);
  assert.equal(s.draw_offer, '');
  assert.equal(s.over, false);
  await context.close();
});

test('against the computer: an offer right after the opening move is declined and nothing is recorded as a draw', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport: { width: 1280, height: 800 } });
  await clickWidget(page, null, 'opp_computer_black');
  let s = await appState(page);
  assert.equal(s.ply, 0);
  assert.ok(s.disabled.includes('offer_draw'), 'no offer at move 0');
  await clickMoves(page, ['h2e2']);
  s = await waitState(page, (x) => x.ply === 2 && !x.thinking, 60000);
  await clickWidget(page, s, 'offer_draw');
  s = await appState(page);
  assert.equal(s.over, false, 'the offer alone never ends the game');
  assert.equal(s.widgets.accept_draw, undefined, 'the person cannot accept their own offer');
  s = await waitState(page, (x) => !x.draw_pending, 60000);
  assert.equal(s.over, false);
  assert.equal(s.message, 'The computer declines the draw: the game has only just begun');
  assert.equal(await savedGames(page), '');
  assert.match(await exportPgn(page), /\[Result "\*"\]/);
  await screenshot(page, 'draw-declined-computer.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('against the computer: declined when it stands better, accepted when it stands worse', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  await playTwenty(page, BLACK_AHEAD, BLACK_AHEAD_MOVES);
  await clickWidget(page, null, 'opp_computer_black');
  await clickWidget(page, null, 'offer_draw');
  let s = await waitState(page, (x) => !x.draw_pending, 60000);
  assert.equal(s.over, false);
  assert.equal(s.message, 'The computer declines the draw: it thinks it stands better');
  assert.equal(await savedGames(page), '');

  await clickWidget(page, null, 'opp_human');  // set up the other position in hot seat
  await playTwenty(page, RED_AHEAD, RED_AHEAD_MOVES);
  await clickWidget(page, null, 'opp_computer_black');
  await clickWidget(page, null, 'offer_draw');
  s = await waitState(page, (x) => !x.draw_pending, 60000);
  assert.equal(s.over, true, s.message);
  assert.equal(s.outcome, 'draw');
  assert.equal(s.reason, 'agreement (議和)');
  assert.equal(s.message, 'The computer accepts the draw');
  s = await waitState(page, (x) => x.dialog === 'game_over');  // the result dialog follows
  await screenshot(page, 'draw-accepted-computer.png');
  const saved = await savedGames(page);
  assert.match(saved, /^\d{4}-\d\d-\d\d\txiangqi\t1\/2-1\/2\t20\tv2\./);
  // The declined game, replaced by Load FEN while in progress, was kept as unfinished;
  // only the accepted offer made a finished record.
  const rows = saved.trim().split('\n');
  assert.equal(rows.length, 2, saved);
  assert.match(rows[1], /^\d{4}-\d\d-\d\d\txiangqi\t\*\t20\tv2\./);
  const pgn = await exportPgn(page);
  assert.match(pgn, /\[Result "1\/2-1\/2"\]/);
  assert.match(pgn, /1\/2-1\/2\n$/);
  assert.deepEqual(errors, []);
  await context.close();
});
