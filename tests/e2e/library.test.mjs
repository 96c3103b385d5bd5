// A file of several games opens as a library (issue #17 "Libraries"; web/record_library_view.h,
// shell/io.js openLibrary): a three-game PGN pasted into Import opens its first game and
// lists all three; a search narrows the list, a click opens that game with its moves; the
// Import dialog offers the list again with the open game marked; a broken game is listed
// with the reason it stopped and opens with its legal part. The same file opened as a
// file behaves the same.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, clickWidget, waitState, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const LIBRARY = [
  '[Event "Spring Cup"]\n[Date "2026.03.01"]\n[Red "Wang Tianyi"]\n[Black "Zheng Weitong"]\n[Result "1-0"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n',
  '[Event "Spring Cup"]\n[Date "2026.03.02"]\n[Red "Lu Qin"]\n[Black "Xu Yinchuan"]\n[Result "0-1"]\n\n1. b2e2 b9c7 0-1\n',
  // 2. a0a5: the red soldier on a3 stands in the chariot's way.
  '[Event "Autumn Open"]\n[Date "2026.10.05"]\n[Red "Zhao Xinxin"]\n[Black "Meng Chen"]\n[Result "*"]\n\n1. h2e2 h9g7 2. a0a5 *\n',
].join('\n');

const gameButtons = (page) => page.$$eval('#xq-lib-list button', (bs) => bs.map((b) => b.id));

test('a three-game PGN: listed, searched, each game opened, a broken one named', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-text', { timeout: 5000 });
  await page.click('#xq-import-text');
  await page.keyboard.insertText(LIBRARY);
  await page.click('#xq-import-go');
  await page.waitForSelector('#xq-lib-list', { timeout: 5000 });
  let s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2'], 'the first game is on the board');
  assert.match(await page.textContent('#xq-io h2'), /3/);
  assert.deepEqual(await gameButtons(page), ['xq-lib-game-0', 'xq-lib-game-1', 'xq-lib-game-2']);
  assert.match(await page.textContent('#xq-lib-game-0'), /Wang Tianyi – Zheng Weitong/);
  assert.match(await page.textContent('#xq-lib-game-0'), /Spring Cup · 2026\.03\.01/);
  assert.match(await page.textContent('#xq-lib-game-2'), /a0a5|move 2/, 'the broken game names its stop');
  await screenshot(page, 'library-list.png');

  // A search over players/event/date: "lu qin" leaves one game; a click opens it.
  await page.fill('#xq-lib-search', 'lu qin');
  assert.deepEqual(await gameButtons(page), ['xq-lib-game-1']);
  await page.fill('#xq-lib-search', 'spring');
  assert.deepEqual(await gameButtons(page), ['xq-lib-game-0', 'xq-lib-game-1']);
  await page.fill('#xq-lib-search', 'nobody');
  assert.deepEqual(await gameButtons(page), []);
  await page.fill('#xq-lib-search', 'lu qin');
  await page.click('#xq-lib-game-1');
  s = await waitState(page, (x) => x.history.length === 2);
  assert.deepEqual(s.history, ['b2e2', 'b9c7']);
  assert.equal(await page.$('#xq-io'), null, 'the dialog closed');

  // Import offers the list again, the open game marked; the broken game opens its legal part.
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-library', { timeout: 5000 });
  await page.click('#xq-import-library');
  await page.waitForSelector('#xq-lib-list');
  assert.equal(await page.getAttribute('#xq-lib-game-1', 'class'), 'on');
  await page.click('#xq-lib-game-2');
  s = await waitState(page, (x) => x.history.length === 2 && x.history[1] === 'h9g7');
  assert.equal(s.message_error, true);
  assert.match(s.message, /a0a5|move 2/);

  // The same bytes as a file.
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-file', { state: 'attached', timeout: 5000 });
  await page.setInputFiles('#xq-import-file', { name: 'cup.pgn', mimeType: 'text/plain', buffer: Buffer.from(LIBRARY) });
  await page.waitForSelector('#xq-lib-list', { timeout: 5000 });
  assert.equal((await gameButtons(page)).length, 3);
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2']);
  await page.click('#xq-lib-close');
  await ticks(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a library kept with the saved games: it survives a reload, reopens as a list, and is deleted', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-text', { timeout: 5000 });
  await page.click('#xq-import-text');
  await page.keyboard.insertText(LIBRARY);
  await page.click('#xq-import-go');
  await page.waitForSelector('#xq-lib-keep', { timeout: 5000 });
  await page.click('#xq-lib-keep');
  assert.match(await page.textContent('#xq-lib-more'), /kept/i);
  await page.click('#xq-lib-close');
  await ticks(page);

  // After a reload the Games dialog lists the library under the games; Open shows its list.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await clickWidget(page, null, 'games');
  let s = await waitState(page, (x) => x.dialog === 'games' && x.widgets.library_row_0);
  assert.equal(s.widgets.library_row_1, undefined, 'one library');
  await screenshot(page, 'library-kept.png');
  await clickWidget(page, s, 'library_open_0');
  await page.waitForSelector('#xq-lib-list', { timeout: 5000 });
  assert.deepEqual(await gameButtons(page), ['xq-lib-game-0', 'xq-lib-game-1', 'xq-lib-game-2']);
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2'], 'its first game is on the board');
  await page.click('#xq-lib-game-1');
  s = await waitState(page, (x) => x.history.length === 2 && x.history[0] === 'b2e2');
  // Keeping the same file again replaces the older copy (still one row).
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-library', { timeout: 5000 });
  await page.click('#xq-import-library');
  await page.click('#xq-lib-keep');
  await page.click('#xq-lib-close');
  await ticks(page);
  await clickWidget(page, null, 'games');
  s = await waitState(page, (x) => x.dialog === 'games' && x.widgets.library_row_0);
  assert.equal(s.widgets.library_row_1, undefined, 'kept again: still one library');
  await clickWidget(page, s, 'library_delete_0');
  s = await waitState(page, (x) => !x.widgets.library_row_0);
  await clickWidget(page, s, 'games_close');

  // A library over the limit (a 1.6 MB file: it used to overflow the wasm stack on its way
  // in) opens, and keeping it is refused with the sizes; nothing is listed.
  const big = LIBRARY + '\n[Event "Big"]\n\n{' + 'x'.repeat(1_600_000) + '} 1. h2e2 *\n';
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-file', { state: 'attached', timeout: 5000 });
  await page.setInputFiles('#xq-import-file', { name: 'big.pgn', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await page.waitForSelector('#xq-lib-keep', { timeout: 20000 });
  assert.equal((await gameButtons(page)).length, 4);
  await page.click('#xq-lib-keep');
  assert.match(await page.textContent('#xq-lib-more'), /too large.*1\.6 MB.*1\.5 MB/);
  await page.click('#xq-lib-close');
  await clickWidget(page, null, 'games');
  s = await waitState(page, (x) => x.dialog === 'games');
  assert.equal(s.widgets.library_row_0, undefined);
  assert.deepEqual(errors, []);
  await context.close();
});
