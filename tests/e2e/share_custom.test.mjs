// Custom variants in links (vt=, docs/sharing.md): a link carrying a variant text opens
// that variant (its own board geometry, the moves replayed, the ply, a "Custom: …" title);
// a broken text names its line and leaves a playable standard board; the New Game dialog's
// "Custom variant…" box checks the text as it is typed and starts such a game, whose
// "Copy link" / embed code carry vt= and which survives a reload; the embed page plays it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, pointOf, clickAt, clickWidget, clickMoves, clickSquares, ticks, startNewGame, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// Made by the core's codec (tests/core/test_share_link_v2.cpp has the same game): the 山界
// board declared inline as "[hills:xiangqi]" (11x10, holes on the river, the free elephant
// step a2<>z2), moves c0a2 h9g7 z2z1 i9h9 a2z2, looking at ply 4 (252 characters).
const HILLS_LINK = 'v2.vt=%5Bhills:xiangqi%5D~name.hant=%E5%B1%B1~board=11x10~files=zabcdefghij~holes=z4-z5+j4-j5~zone.plain=a0-i4~b.move=nA@plain~b.links=a2%3C%3Ez2+i2%3C%3Ej2~setup=1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1+w+-+-+0+1&m=FpPkc&p=4';
const HILLS_FEN4 = '1rnbakabr2/11/c6n2c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/1B8C/C10/1RN1AKABNR1 w - - 4 3';
const HILLS_TEXT = '[hills:xiangqi]\nname.hant=山\nboard=11x10\nfiles=zabcdefghij\nholes=z4-z5 j4-j5\nzone.plain=a0-i4\nb.move=nA@plain\nb.links=a2<>z2 i2<>j2\nsetup=1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1';

test('a vt= link plays its inline 山界 board: geometry, moves, ply, title', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#' + HILLS_LINK + '&l=en');
  let s = await appState(page);
  assert.equal(s.message, '');
  assert.equal(s.variant, 'hills');
  assert.equal(s.variant_text, HILLS_TEXT);
  assert.equal(s.variant_name, 'hills');  // no English name in the text: its id
  assert.equal(s.board.files, 11);
  assert.equal(s.board.ranks, 10);
  // The whole game, shown at ply 4: the 5th move (the red elephant's free step a2 -> z2
  // onto the mountain point) is in the list, and a click on the board goes to the end.
  assert.deepEqual(s.history, ['c0a2', 'h9g7', 'z2z1', 'i9h9', 'a2z2']);
  assert.equal(s.view_ply, 4);
  assert.equal(s.fen, HILLS_FEN4);
  assert.ok(s.widgets.variant_title, 'the custom variant is named in the panel');
  await clickAt(page, pointOf(s, 'e4'));
  s = await appState(page);
  assert.equal(s.view_ply, -1);
  assert.ok(s.fen.includes('/B9C/'), s.fen);  // rank 2: the elephant on z2, the cannon on j2
  await screenshot(page, 'share-custom-hills.png');
  // Copy link carries the text and the moves; a new page opens the same game.
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.ok(s.link.startsWith(srv.url + '#v2.vt=%5Bhills:xiangqi%5D~'), s.link);
  const b = await openApp(browser, s.link);
  const t = await appState(b.page);
  assert.equal(t.variant, 'hills');
  assert.equal(t.fen, s.fen);
  assert.deepEqual(t.history, s.history);
  assert.deepEqual(errors, []);
  assert.deepEqual(b.errors, []);
  await b.context.close();
  await context.close();
});

test('a vt= link with a broken text names the line and leaves a playable standard board', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.vt=%5Bmine:xiangqi%5D~board=banana&m=AB&o=b&l=en');
  let s = await appState(page);
  assert.equal(s.message_error, true);
  assert.match(s.message, /^Bad link: inline variant text, line 2: /);
  assert.equal(s.variant, 'xiangqi');
  assert.equal(s.variant_text, '');
  assert.equal(s.ply, 0);
  assert.equal(s.flipped, true, 'the rest of the link still applies');
  await screenshot(page, 'share-custom-broken.png');
  s = await clickSquares(page, 'h2', 'e2');
  assert.deepEqual(s.history, ['h2e2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('New Game → Custom variant…: live errors, Start, link and embed carry vt=, reload keeps it', async () => {
  const { page, errors, context } = await openApp(browser, srv.url + '#v2.l=en');
  let s = await appState(page);
  await clickWidget(page, s, 'new');
  await clickWidget(page, null, 'ng_custom');
  await page.waitForSelector('#xq-custom-text', { timeout: 5000 });
  // A broken text: the parser's line-numbered message, Start disabled.
  await page.fill('#xq-custom-text', '[fast:xiangqi]\nname = Fast cannons\nsetup = rnbakabnr/9/9/x8/9/9/9/9/9/RNBAKABNR w - - 0 1\n');
  assert.match(await page.textContent('#xq-custom-msg'), /^Cannot start: line 3: .*'x'/);
  assert.equal(await page.isDisabled('#xq-custom-start'), true);
  await screenshot(page, 'custom-dialog-error.png');
  // Fixed: ready, Start enabled.
  await page.fill('#xq-custom-text', '[fast:xiangqi]\nname = Fast cannons\n' +
                  'setup = rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1\n');
  assert.equal(await page.textContent('#xq-custom-msg'), 'Ready: Fast cannons [fast]');
  assert.equal(await page.isDisabled('#xq-custom-start'), false);
  await screenshot(page, 'custom-dialog-ok.png');
  await page.click('#xq-custom-start');
  await ticks(page);
  assert.equal(await page.$('#xq-io'), null, 'the dialog closed');
  s = await appState(page);
  assert.equal(s.variant, 'fast');
  assert.equal(s.variant_name, 'Fast cannons');
  assert.equal(s.fen, 'rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1');
  await clickMoves(page, ['a3a5', 'i6i4']);
  s = await appState(page);
  assert.deepEqual(s.history, ['a3a5', 'i6i4']);
  await screenshot(page, 'custom-game.png');
  await clickWidget(page, s, 'copy_link');
  s = await appState(page);
  assert.ok(s.link.includes('#v2.vt=%5Bfast:xiangqi%5D~name=Fast+cannons~setup=rnbakabnr/9/9/c1p1p1p1c/'), s.link);
  const code = await page.evaluate(() => Module.ccall('xq_embed_code', 'string', [], []));
  assert.match(code, /embed\.html#v2\.vt=%5Bfast:xiangqi%5D~/);
  // The embed page plays it too.
  const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  const e = await openApp(browser, src);
  const es = await appState(e.page);
  assert.equal(es.embed, true);
  assert.equal(es.variant, 'fast');
  assert.equal(es.game_fen, s.fen);
  await screenshot(e.page, 'custom-embed.png');
  await e.context.close();
  // A reload continues the custom game (saved with its text).
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  const r = await appState(page);
  assert.equal(r.variant, 'fast');
  assert.deepEqual(r.history, ['a3a5', 'i6i4']);
  assert.equal(r.fen, s.fen);
  // The PGN export carries the rules (one VariantText tag per line of the text), so the
  // record opens on its own board from a standard game too.
  const pgn = await page.evaluate(() => Module.ccall('xq_export', 'string', ['string', 'string'], ['pgn', 'iccs']));
  assert.match(pgn, /\[Variant "fast"\]\n\[VariantText "\[fast:xiangqi\]"\]\n\[VariantText "name=Fast cannons"\]\n/);
  await startNewGame(page, 'xiangqi');
  assert.equal((await appState(page)).variant, 'xiangqi');
  assert.equal(await page.evaluate((t) => Module.ccall('xq_import', 'number', ['string'], [t]), pgn), 1);
  const back = await waitState(page, (x) => x.variant === 'fast' && x.history.length === 2);
  assert.deepEqual(back.history, ['a3a5', 'i6i4']);
  assert.equal(back.fen, s.fen);
  assert.equal(back.variant_name, 'Fast cannons');
  assert.deepEqual(errors, []);
  await context.close();
});
