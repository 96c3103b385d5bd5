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
