// Seed variants in the browser (issue #14, first slice): the New Game dialog lists the
// presets under their seeds (繁/简/English) and shows a rules card for the chosen preset
// and for any add-on ("?"); the panel's Rules button shows the cards of the game in play.
// 新大象戲 (seed 003): 「棋盘11乘11线…没有河界…【兵卒】开局即可横行，【象】走、吃斜格两步或三步格，
// 不可越棋」 is started from the dialog, played by clicks (a soldier's sideways step from
// the start, the elephant's 2- and 3-point steps), shared as a link and an embed, and
// drawn on a desktop and a phone with labels on both sides and every piece on its point.
// 廣象棋 (seed 002, a reconstruction): 「子32，棋盤縱橫各11路，把兩炮放在車側，名稱和走法與現在基本相同」
// is started from the dialog under seed 002, its card says it is a reconstruction, moves
// are made by clicks (a soldier's sideways step only on the middle line), the link
// round-trips, the computer answers and the Rules card in play says 重建; on a phone the
// 11x11 board fits and moves are made by taps.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, pointOf, ticks, waitState, startNewGame, assertOnPoints, checkLinkRoundTrip, checkRulesCard, tapPoints, RED_FILES_11, BLACK_FILES_11, tapWidget } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const XDX_START = 'rcnbakabncr/11/11/p1p1ppp1p1p/11/11/11/P1P1PPP1P1P/11/11/RCNBAKABNCR w - - 0 1';
const GUANG_START = 'rcnbakabncr/11/11/p2p1p1p2p/11/11/11/P2P1P1P2P/11/11/RCNBAKABNCR w - - 0 1';


test('New Game: presets grouped under their seeds, a rules card for the preset and for an add-on', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  assert.equal(s.dialog, 'new_game');
  assert.deepEqual(s.new_game.groups, [
    { seed: 'Xiangqi (standard rules)', variants: ['xiangqi', 'guang'] },
    { seed: 'Xiangqi culture: new variants', variants: ['bianfang', 'bugei', 'changhe', 'disandai', 'disandai_simple', 'gongke', 'heshan8', 'jianghe', 'jianshou', 'jujiang', 'luzhan', 'shanjie', 'ouya', 'shanhe', 'shanshui', 'shenniu', 'weiguo', 'yizhi', 'yunduan'] },
    { seed: 'He Shan Xiangqi 2018', variants: ['heshan'] },
    { seed: 'Chapter 200', variants: ['anzhan', 'guie', 'hanzi_shogi', 'hanzi_shogi_dark', 'qishi', 'shenying', 'xindaxiang'] },
  ]);
  for (const id of ['ng_seed_002', 'ng_seed_000', 'ng_seed_001', 'ng_seed_003', 'ng_card']) assert.ok(s.widgets[id], id);
  assert.match(s.new_game.card, /^9 files by 10 ranks/);
  // Seed header above its preset, the card beside the lists on a desktop.
  assert.ok(s.widgets.ng_seed_003[1] < s.widgets.ng_variant_xindaxiang[1]);
  assert.ok(s.widgets.ng_card[0] > s.widgets.ng_variant_xindaxiang[2]);

  await clickWidget(page, s, 'ng_variant_xindaxiang');
  s = await appState(page);
  assert.equal(s.new_game.card_title, 'New Great Elephant Play (Xin Da Xiang Xi)');
  assert.match(s.new_game.card, /11×11 board without a river/);
  assert.match(s.new_game.card, /exactly 2 or 3 points diagonally/);
  // "?" of an add-on shows its card; the seed sentence of 只剩將帥 is in it.
  await clickWidget(page, s, 'ng_card_bare_general');
  s = await appState(page);
  assert.match(s.new_game.card_title, /Bare general/);
  assert.match(s.new_game.card, /only the general left also wins/);
  await screenshot(page, 'seed-dialog-card-en.png');

  // 繁體: the group titles and the card follow the page's language.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']), 1);
  await ticks(page);
  s = await appState(page);
  assert.equal(s.new_game.groups[3].seed, '第兩百章');
  assert.match(s.new_game.card, /吃到對方只剩將或帥也為勝/);
  await clickWidget(page, s, 'ng_card_bare_general');  // back to the preset's card
  s = await appState(page);
  assert.match(s.new_game.card, /^11 路 11 線棋盤，沒有河界/);
  await screenshot(page, 'seed-dialog-card-hant.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('新大象戲: started from the dialog, played by clicks, Rules card in play, link and embed', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await startNewGame(page, 'xindaxiang', ['bare_general']);
  assert.equal(s.fen, XDX_START);
  assert.deepEqual(s.addons, ['bare_general']);
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 11);
  assert.deepEqual(s.board.labels.top, BLACK_FILES_11);
  assert.deepEqual(s.board.labels.bottom, [...RED_FILES_11].reverse());
  assertOnPoints(s, viewport);
  await screenshot(page, 'xindaxiang-start-desktop.png');

  // 「【兵卒】开局即可横行」: c3-b3 at once; then 象 two points (d10-f8), 象 two (d0-b2),
  // a soldier sideways for Black (k7-j7), 象 three points across the middle (b2-e5).
  s = await clickMoves(page, ['c3b3']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['c3b3']);
  assert.equal(s.pieces.find((p) => p.sq === 'b3')?.code, 'P');
  await clickMoves(page, ['d10f8', 'd0b2', 'k7j7', 'b2e5']);
  s = await waitState(page, (t) => t.history.length === 5);
  assert.deepEqual(s.history, ['c3b3', 'd10f8', 'd0b2', 'k7j7', 'b2e5']);
  assert.equal(s.pieces.find((p) => p.sq === 'e5')?.code, 'B');
  // A one-point elephant step is refused with a message, the board unchanged.
  await clickMoves(page, ['f8e9']);
  s = await appState(page);
  assert.equal(s.ply, 5);
  assert.notEqual(s.message, '');
  assert.equal(await bridge(page, 'xq_set_notation', ['string'], ['chinese']), 1);
  s = await appState(page);
  assert.equal(s.moves.length, 5);
  for (const m of s.moves) assert.doesNotMatch(m, /^[a-k]\d/, `${m} is Chinese, not ICCS`);
  assertOnPoints(s, viewport);
  await screenshot(page, 'xindaxiang-played-desktop.png');

  // The panel's Rules button: the variant's card, then the add-on's.
  await clickWidget(page, s, 'rules');
  s = await appState(page);
  assert.equal(s.dialog, 'rules');
  assert.equal(s.rules_cards.length, 2);
  assert.equal(s.rules_cards[0].title, 'New Great Elephant Play (Xin Da Xiang Xi)');
  assert.match(s.rules_cards[0].text, /Soldiers may step sideways from the start/);
  assert.match(s.rules_cards[1].title, /Bare general/);
  await screenshot(page, 'xindaxiang-rules-card.png');
  await clickWidget(page, s, 'rules_close');
  s = await appState(page);
  assert.equal(s.dialog, '');

  // Share link: variant, add-on and moves come back.
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.match(s.link, /#v2\.v=xindaxiang&a=bare_general&m=/);
  const b = await openApp(browser, s.link, { viewport });
  const t = await appState(b.page);
  assert.equal(t.variant, 'xindaxiang');
  assert.deepEqual(t.addons, ['bare_general']);
  assert.deepEqual(t.history, s.history);
  assert.equal(t.fen, s.fen);
  // The embed page of the same game at ply 3.
  const fragment = s.link.slice(s.link.indexOf('#') + 1).replace(/&p=\d+/, '') + '&p=3';
  const e = await openApp(browser, srv.url + 'embed.html#' + fragment, { viewport: { width: 400, height: 500 } });
  const es = await waitState(e.page, (x) => x.variant === 'xindaxiang' && x.view_ply === 3);
  assert.equal(es.embed, true);
  assertOnPoints(es, { width: 400, height: 500 });
  await screenshot(e.page, 'xindaxiang-embed.png');
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  assert.deepEqual(e.errors, []);
  await b.context.close();
  await e.context.close();
  await context.close();
});

test('新大象戲 on a phone: the board fits with labels on both sides, a move by touch', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=xindaxiang&l=zh-Hans', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'xindaxiang');
  assert.equal(s.fen, XDX_START);
  assert.deepEqual(s.board.labels.top, BLACK_FILES_11);
  assert.deepEqual(s.board.labels.bottom, [...RED_FILES_11].reverse());
  assertOnPoints(s, viewport);
  for (const sq of ['i3', 'j3']) {
    const p = pointOf(await appState(page), sq);
    await page.touchscreen.tap(p.x, p.y);
    await ticks(page);
  }
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['i3j3']);
  await screenshot(page, 'xindaxiang-phone.png');
  // The Rules card in 简体 on the phone.
  await tapWidget(page, 'rules');  // in More: tapped open first
  s = await waitState(page, (t) => t.dialog === 'rules');
  assert.match(s.rules_cards[0].text, /^11 路 11 线棋盘/);
  await screenshot(page, 'xindaxiang-phone-rules.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('只剩將帥 (bare_general, seed 003 「吃到对方只剩将或帅也为胜」): ticked in the dialog, the capture of the last piece wins', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await startNewGame(page, 'xiangqi', ['bare_general']);
  assert.deepEqual(s.addons, ['bare_general']);
  // Black's last piece besides its general is the advisor on f9; the chariot takes it.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['4ka3/9/9/9/9/9/9/9/5R3/3K5 w - - 0 1']), 1);
  await ticks(page);
  await clickMoves(page, ['f1f9']);
  s = await waitState(page, (t) => t.dialog === 'game_over');
  assert.equal(s.outcome, 'red');
  assert.match(s.reason, /只剩將帥/);
  assert.notEqual(s.result_text, '');
  await screenshot(page, 'bare-general-win.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('廣象棋 (seed 002): New Game → 廣象棋, a reconstruction card, moves by clicks, link, computer reply', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en', { viewport });
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  s = await appState(page);
  // Listed under seed 002, its card labelled a reconstruction.
  assert.ok(s.widgets.ng_seed_002[1] < s.widgets.ng_variant_guang[1]);
  await clickWidget(page, s, 'ng_variant_guang');
  s = await appState(page);
  assert.match(s.new_game.card_title, /Guang Xiangqi/);
  assert.match(s.new_game.card, /^A reconstruction/);
  assert.match(s.new_game.card, /cannons start beside the chariots/);
  await screenshot(page, 'guang-dialog-card.png');
  await clickWidget(page, s, 'ng_cancel');
  s = await startNewGame(page, 'guang');
  assert.equal(s.fen, GUANG_START);
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 11);
  assert.deepEqual(s.board.labels.top, BLACK_FILES_11);
  assert.deepEqual(s.board.labels.bottom, [...RED_FILES_11].reverse());
  // 「把兩炮放在車側」: 炮 beside 車 on both back ranks.
  for (const [sq, code] of [['a0', 'R'], ['b0', 'C'], ['j0', 'C'], ['k0', 'R'], ['a10', 'r'], ['b10', 'c'], ['j10', 'c'], ['k10', 'r']])
    assert.equal(s.pieces.find((p) => p.sq === sq)?.code, code, sq);
  assert.equal(s.pieces.length, 32);
  assertOnPoints(s, viewport);
  await screenshot(page, 'guang-start-desktop.png');

  // A soldier is refused a sideways step on its own side (d3-c3)…
  await clickMoves(page, ['d3c3']);
  s = await appState(page);
  assert.equal(s.ply, 0);
  assert.notEqual(s.message, '');
  // …walks to the middle line (d3-d4-d5) and steps sideways there (d5-c5); Black's cannon
  // goes up its open file (b10-b1) and its elephant 田 (h10-f8).
  await clickMoves(page, ['d3d4', 'b10b1', 'd4d5', 'k7k6', 'd5c5', 'h10f8']);
  s = await waitState(page, (t) => t.history.length === 6);
  assert.deepEqual(s.history, ['d3d4', 'b10b1', 'd4d5', 'k7k6', 'd5c5', 'h10f8']);
  assert.equal(s.pieces.find((p) => p.sq === 'c5')?.code, 'P');
  assert.equal(s.pieces.find((p) => p.sq === 'b1')?.code, 'c');
  assertOnPoints(s, viewport);
  await screenshot(page, 'guang-played-desktop.png');
  await checkLinkRoundTrip(browser, page, 'guang', viewport, { embed: true });

  // The computer plays Black: a Red move by clicks (the elephant 田 h0-f2) gets a reply.
  await clickWidget(page, s, 'opp_computer_black');
  s = await appState(page);
  assert.equal(s.opponent, 'computer_black');
  await clickMoves(page, ['h0f2']);
  s = await waitState(page, (t) => t.history.length === 8 && !t.thinking, 30000);
  assert.equal(s.history[6], 'h0f2');
  assert.match(s.history[7], /^[a-k]\d+[a-k]\d+$/);
  assert.equal(s.message_error, false, s.message);
  await screenshot(page, 'guang-computer.png');
  // The Rules card during play: labelled a reconstruction, with the seed's sentence.
  await checkRulesCard(page, [/^重建（史料只說「子32，棋盤縱橫各11路，把兩炮放在車側，名稱和走法與現在基本相同」）/, /開局炮在車旁/,
    /兵走到中線即算過河，可以橫走/], 'guang-rules-card.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('廣象棋 on a phone (390 px, touch): the 11x11 board fits with labels on both sides, moves by taps', async () => {
  const viewport = { width: 390, height: 844 };
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.v=guang&l=zh-Hant', { viewport, deviceScaleFactor: 2, touch: true });
  let s = await appState(page);
  assert.equal(s.variant, 'guang');
  assert.equal(s.fen, GUANG_START);
  assert.deepEqual(s.board.labels.top, BLACK_FILES_11);
  assert.deepEqual(s.board.labels.bottom, [...RED_FILES_11].reverse());
  assertOnPoints(s, viewport);
  // A tap on the soldier d3, then on d4; Black's cannon up its open file (b10, then b1).
  await tapPoints(page, ['d3', 'd4']);
  s = await waitState(page, (t) => t.history.length === 1);
  assert.deepEqual(s.history, ['d3d4']);
  await tapPoints(page, ['b10', 'b1']);
  s = await waitState(page, (t) => t.history.length === 2);
  assert.deepEqual(s.history, ['d3d4', 'b10b1']);
  assert.equal(s.pieces.find((p) => p.sq === 'd4')?.code, 'P');
  assert.equal(s.pieces.find((p) => p.sq === 'b1')?.code, 'c');
  assertOnPoints(s, viewport);
  await screenshot(page, 'guang-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
