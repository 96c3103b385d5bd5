// The game tree on the page (issue #17, 打譜): an XQF record with a variation opens with
// its whole tree (the file's bytes, not text); ↓ then → walk into the variation, a click
// on a move in parentheses jumps there; a different move played while looking back asks
// "new variation / replace the rest"; a comment and a mark are set on the shown move; the
// PGN export carries all of it and imports back the same, and a reload keeps it; the
// XQF file the Export dialog downloads opens again with the same tree and comments. Screenshots on a desktop and a
// 390 px phone show a move list with a variation and a comment. In a variant (山界) and
// with an add-on the same: the variation survives a reload and the PGN export writes it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, launch, openApp, screenshot, appState, bridge, waitState, clickWidget, clickSquares, clickMoves, ticks, root, startNewGame } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// 1. h2e2 h9g7 (1... b9c7 {the other horse} 2. h0g2) 2. h0g2 i9h9 (tests/data/records,
// written by the core's write_xqf).
const XQF = path.join(root, 'tests/data/records/tree.xqf');

async function openXqf(page) {
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-file', { state: 'attached', timeout: 5000 });
  await page.setInputFiles('#xq-import-file', XQF);
  return waitState(page, (x) => x.dialog === '' && x.ply === 4 && x.tree.variations === 1);
}

const exportPgn = (page) => page.evaluate(() => Module.ccall('xq_export', 'string', ['string', 'string'], ['pgn', 'iccs']));

async function key(page, name) {
  await page.keyboard.press(name);
  await ticks(page, 3);
  return appState(page);
}

test('an XQF tree: walk, jump, branch, comment, mark, export and import again', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await openXqf(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  assert.equal(s.message_error, false, s.message);
  assert.equal(s.tree.size, 7);

  // Keyboard: to the start, → to Black's first move, ↓ to its variation, → along it.
  await page.mouse.click(5, 5);  // the canvas has the keys
  s = await key(page, 'Home');
  s = await key(page, 'ArrowRight');
  s = await key(page, 'ArrowRight');
  assert.equal(s.view_ply, 2);
  assert.equal(s.tree.siblings, 2);
  const mainG7 = s.tree.path[1];
  s = await key(page, 'ArrowDown');
  assert.deepEqual(s.history, ['h2e2', 'b9c7', 'h0g2']);
  assert.equal(s.view_ply, 2);
  assert.equal(s.tree.comment, 'the other horse');
  s = await key(page, 'ArrowRight');
  assert.equal(s.view_ply, -1);
  assert.equal(s.tree.path.length, 3);

  // Click: the main line's 馬８進７, now listed in parentheses, takes the game back there.
  await clickWidget(page, s, `tree_move_${mainG7}`);
  s = await waitState(page, (x) => x.history.length === 4 && x.history[1] === 'h9g7');
  assert.equal(s.view_ply, 2);
  assert.equal(s.tree.node, mainG7);

  // Looking back at ply 3, Black plays 馬２進３ instead of 車９平８: asked, a new variation.
  s = await key(page, 'ArrowRight');
  assert.equal(s.view_ply, 3);
  s = await clickSquares(page, 'b9', 'c7');
  s = await waitState(page, (x) => x.dialog === 'branch');
  await screenshot(page, 'tree-branch-question.png');
  await clickWidget(page, s, 'branch_variation');
  s = await waitState(page, (x) => x.dialog === '' && x.ply === 4);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2', 'b9c7']);
  assert.equal(s.tree.variations, 2);
  assert.equal(s.tree.siblings, 2);

  // A comment and a mark on that move.
  await clickWidget(page, s, 'comment_box');
  await page.keyboard.type('my idea', { delay: 5 });
  s = await waitState(page, (x) => x.tree.comment === 'my idea');
  await clickWidget(page, s, 'mark_interesting');
  s = await waitState(page, (x) => x.tree.mark === '!?');
  await screenshot(page, 'tree-desktop.png');

  // PGN export has all of it; imported again, the same tree.
  const pgn = await exportPgn(page);
  assert.match(pgn, /\(1\.\.\. b9c7 \{the other horse\}/);
  assert.match(pgn, /b9c7 \$5\s+\{my idea\}/);
  assert.match(pgn, /\(2\.\.\. i9h9\)|\(2\.\.\. b9c7/);
  assert.equal(await bridge(page, 'xq_new_game'), 1);
  s = await waitState(page, (x) => x.ply === 0 && x.tree.size === 1);
  assert.equal(await bridge(page, 'xq_import', ['string'], [pgn]), 1);
  s = await waitState(page, (x) => x.tree.size === 8);
  assert.equal(s.tree.variations, 2);
  assert.equal(await exportPgn(page), pgn);

  // A reload restores the saved game with its tree (localStorage "tree=").
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await waitState(page, (x) => x.tree && x.tree.size === 8);
  assert.equal(s.tree.variations, 2);
  assert.equal(await exportPgn(page), pgn);

  // XQF export from the dialog: the file's bytes, downloaded and opened again, hold the
  // same tree and comments (XQF has no marks: the writer leaves the !? out).
  await clickWidget(page, null, 'export');
  await page.waitForSelector('#xq-export-xqf');
  await page.click('#xq-export-xqf');
  assert.match(await page.inputValue('#xq-export-text'), /XQF.*\d+/);
  assert.equal(await page.isVisible('#xq-export-copy'), false);
  await screenshot(page, 'tree-export-xqf.png');
  await page.click('#xq-export-download');
  const dl = await page.evaluate(() => window.xqLastDownload);
  assert.equal(dl.name, 'xiangqi.xqf');
  const bytes = Buffer.from(dl.base64, 'base64');
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'XQ');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xq-tree-')), 'exported.xqf');
  fs.writeFileSync(file, bytes);
  await page.click('#xq-export-close');
  assert.equal(await bridge(page, 'xq_new_game'), 1);
  s = await waitState(page, (x) => x.ply === 0 && x.tree.size === 1);
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-file', { state: 'attached', timeout: 5000 });
  await page.setInputFiles('#xq-import-file', file);
  s = await waitState(page, (x) => x.dialog === '' && x.tree.size === 8);
  assert.equal(s.tree.variations, 2);
  const again = await exportPgn(page);
  assert.match(again, /\(1\.\.\. b9c7 \{the other horse\}/);
  assert.match(again, /b9c7\s+\{my idea\}/);
  assert.equal(again, pgn.replace(' $5', ''));
  assert.deepEqual(errors, []);
  await context.close();
});

test('promote a variation to the main line, then delete it: the list, the line and the export follow', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await openXqf(page);
  await page.mouse.click(5, 5);
  s = await key(page, 'Home');
  s = await key(page, 'ArrowRight');
  s = await key(page, 'ArrowRight');
  s = await key(page, 'ArrowDown');  // 1... b9c7, the variation
  assert.deepEqual(s.history, ['h2e2', 'b9c7', 'h0g2']);
  const b9c7 = s.tree.node;

  // Promote: b9c7 becomes Black's main reply, h9g7 the variation; the export says so.
  await clickWidget(page, s, 'tree_promote');
  s = await waitState(page, (x) => x.tree.siblings === 2 && x.tree.path[1] === b9c7);
  let pgn = await exportPgn(page);
  assert.match(pgn, /^1\. h2e2 b9c7 \{the other horse\}/m);
  assert.match(pgn, /\(1\.\.\. h9g7 2\. h0g2 i9h9\)/);
  assert.equal(s.tree.size, 7);
  assert.equal(s.tree.variations, 1);

  // Delete from here: b9c7 and its line go; the view is at 1. h2e2, the old line is main again.
  await clickWidget(page, s, 'tree_delete');
  s = await waitState(page, (x) => x.tree.size === 5);
  assert.equal(s.tree.variations, 0);
  assert.deepEqual(s.history, ['h2e2'], JSON.stringify({ ply: s.ply, view: s.view_ply }));
  pgn = await exportPgn(page);
  assert.match(pgn, /1\. h2e2 h9g7 2\. h0g2 i9h9/);
  assert.doesNotMatch(pgn, /b9c7/);
  // Saved: a reload brings the trimmed tree back.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await waitState(page, (x) => x.tree && x.tree.size === 5);
  assert.doesNotMatch(await exportPgn(page), /b9c7/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone shows the tree usably', async () => {
  const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true };
  const { page, errors, context } = await openApp(browser, srv.url, PHONE);
  // The same bytes as the file input hands over (shell/io.js: xq_import_bytes).
  const bytes = [...fs.readFileSync(XQF)];
  assert.equal(await page.evaluate((b) => Module.ccall('xq_import_bytes', 'number', ['array', 'number'], [new Uint8Array(b), b.length]), bytes), 1);
  let s = await waitState(page, (x) => x.dialog === '' && x.ply === 4 && x.tree.variations === 1);
  assert.equal(await bridge(page, 'xq_view', ['number'], [2]), 1);
  await waitState(page, (x) => x.view_ply === 2);
  // The widget rectangles of a settled frame (waitState polls the dump as it is, whose
  // widgets may be those of the frame before the view changed).
  s = await appState(page);
  for (const id of ['comment_box', 'mark_good', 'tree_delete']) assert.ok(s.widgets[id], `${id} on the phone`);
  await screenshot(page, 'tree-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a comment before a move and the clock after it: imported, shown, edited, exported', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // PGN: the comment after "(" introduces the variation's move; a second comment between
  // two moves introduces the next one; [%clk] is the mover's clock after the move.
  const PGN = '[Event "before"]\n\n1. h2e2 {a} ({the quiet way} 1. c3c4) {Black answers} 1... h9g7 {[%clk 0:04:59] d} 2. h0g2 *';
  assert.equal(await bridge(page, 'xq_import', ['string'], [PGN]), 1);
  let s = await waitState(page, (x) => x.dialog === '' && x.tree.size === 5);
  assert.equal(await bridge(page, 'xq_view', ['number'], [2]), 1);
  s = await waitState(page, (x) => x.view_ply === 2);
  assert.equal(s.tree.comment_before, 'Black answers');
  assert.equal(s.tree.comment, 'd');
  assert.equal(s.tree.clock_ms, 299000);
  await screenshot(page, 'tree-comment-before.png');
  // The "before" side of the comment box edits the text before the move.
  await clickWidget(page, s, 'comment_before');
  s = await appState(page);
  await clickWidget(page, s, 'comment_box');
  await page.keyboard.press('End');
  await page.keyboard.type(' quickly', { delay: 5 });
  s = await waitState(page, (x) => x.tree.comment_before === 'Black answers quickly');
  assert.equal(s.tree.comment, 'd');
  const pgn = await exportPgn(page);
  assert.match(pgn, /\(\{the quiet way\} 1\. c3c4\)/);
  assert.match(pgn, /\{Black answers quickly\}\s+1\.\.\. h9g7\s+\{\[%clk 0:04:59\] d\}/);
  // A played game with a clock records each mover's time left.
  await bridge(page, 'xq_set_clock', ['number', 'number', 'number', 'number', 'number'], [1, 40, 90, 20, 30]);
  s = await waitState(page, (x) => x.ply === 0);
  await clickMoves(page, ['h2e2', 'h9g7']);
  s = await waitState(page, (x) => x.ply === 2);
  assert.ok(s.tree.clock_ms > 89 * 60000 && s.tree.clock_ms <= 90 * 60000, String(s.tree.clock_ms));
  assert.match(await exportPgn(page), /h9g7\s+\{\[%clk 1:(29:5\d|30:00)\]\}/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Plays `line` (three plies), goes back to Black's first move, plays `other` there as a
// new variation; then the export and a reload (the saved game's tree) keep it.
async function variationKept(variant, addons, line, other, tags) {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await startNewGame(page, variant, addons);
  await clickMoves(page, line);
  s = await waitState(page, (x) => x.ply === 3);
  await page.mouse.click(5, 5);  // the canvas has the keys
  s = await key(page, 'ArrowLeft');
  s = await key(page, 'ArrowLeft');
  assert.equal(s.view_ply, 1);
  s = await clickSquares(page, other.slice(0, 2), other.slice(2));
  s = await waitState(page, (x) => x.dialog === 'branch');
  await clickWidget(page, s, 'branch_variation');
  s = await waitState(page, (x) => x.dialog === '' && x.ply === 2);
  assert.deepEqual(s.history, [line[0], other]);
  assert.equal(s.tree.variations, 1);
  assert.equal(s.tree.size, 5);
  const pgn = await exportPgn(page);
  for (const t of tags) assert.match(pgn, t);
  assert.ok(pgn.includes(`1. ${line[0]} ${line[1]} (1... ${other}) 2. ${line[2]} *`), pgn);
  // A reload restores the same game: its board, the tree, the line looked at.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await waitState(page, (x) => x.tree && x.tree.size === 5);
  assert.equal(s.variant, variant);
  assert.deepEqual(s.addons, addons);
  assert.equal(s.tree.variations, 1);
  assert.deepEqual(s.history, [line[0], other]);
  assert.equal(await exportPgn(page), pgn);
  {
    // Imported again, the PGN opens on its Variant tag's board, with its Addons tag's
    // add-ons, and the whole tree.
    assert.equal(await bridge(page, 'xq_new_game'), 1);
    s = await waitState(page, (x) => x.ply === 0 && x.tree.size === 1);
    assert.equal(await bridge(page, 'xq_import', ['string'], [pgn]), 1);
    s = await waitState(page, (x) => x.dialog === '' && x.tree.size === 5);
    assert.equal(s.variant, variant);
    assert.deepEqual(s.addons, addons);
    assert.equal(s.tree.variations, 1);
    assert.equal(s.message_error, false, s.message);
  }
  assert.deepEqual(errors, []);
  await context.close();
}

test('a 山界 game: a variation played while looking back survives a reload and is exported', async () => {
  await variationKept('shanjie', [], ['z2e2', 'h9g7', 'h0g2'], 'b9c7',
    [/\[Variant "shanjie"\]/, /\[FEN "1rnbakabnr1\/11\/c9c\//]);
});

test('standard xiangqi with an add-on: the variation survives a reload and is exported', async () => {
  await variationKept('xiangqi', ['mission_soldier'], ['h2e2', 'h9g7', 'h0g2'], 'b9c7', [/\[Addons "mission_soldier"\]/]);
});
