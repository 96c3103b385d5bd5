// Import / export dialogs (HTML over the canvas, shell/io.js): a DhtmlXQ block and a
// Chinese-notation PGN typed into the import box replay to the expected final FEN; a bad
// import loads what is legal and names the line and move; export shows PGN / DhtmlXQ / FEN text
// and downloads a PNG of the board; a file whose encoding the core is unsure of waits for
// the player's choice of encoding.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, openApp, screenshot, appState, clickWidget, clickMoves, artifactsDir, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const DHTMLXQ = `[DhtmlXQ]
[DhtmlXQ_title]測試[/DhtmlXQ_title]
[DhtmlXQ_red]紅方棋手[/DhtmlXQ_red]
[DhtmlXQ_black]黑方棋手[/DhtmlXQ_black]
[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
[DhtmlXQ_movelist]7747706279678070[/DhtmlXQ_movelist]
[DhtmlXQ_comment1]中炮[/DhtmlXQ_comment1]
[/DhtmlXQ]`;
const FEN_DX = 'rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3';
const PGN_ZH = '[Event "Test"]\n[Red "甲"]\n[Black "乙"]\n\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n3. 車一平二 馬２進３\n*\n';
const FEN_ZH = 'r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4';
const PGN_BAD = '[Event "Test"]\n\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n3. 車一平二 馬２進２\n*\n';

async function openImport(page) {
  await clickWidget(page, null, 'import');
  await page.waitForSelector('#xq-import-text', { timeout: 5000 });
}

async function typeImport(page, text, { paste = false } = {}) {
  await openImport(page);
  await page.click('#xq-import-text');
  if (paste) await page.keyboard.insertText(text);  // like a paste
  else await page.keyboard.type(text);             // key by key
  await page.click('#xq-import-go');
  await ticks(page);
}

test('import a DhtmlXQ block and a Chinese PGN through the dialog', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await typeImport(page, DHTMLXQ, { paste: true });
  assert.equal(await page.$('#xq-io'), null, 'the dialog closed');
  let s = await appState(page);
  assert.equal(s.fen, FEN_DX);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  assert.equal(s.message_error, false);
  await typeImport(page, PGN_ZH);
  s = await appState(page);
  assert.equal(s.fen, FEN_ZH);
  assert.equal(s.ply, 6);
  await screenshot(page, 'import-pgn.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a broken record loads what is legal and names the line and move where it stopped', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['b0c2']);
  await typeImport(page, PGN_BAD, { paste: true });
  // (issue #17: a broken record keeps everything before the bad move; the status says why)
  assert.equal(await page.$('#xq-io'), null, 'the dialog closed');
  const s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0']);
  assert.equal(s.message_error, true);
  assert.match(s.message, /line 5, move 3 \(Black\) '馬２進２': horse on b9 cannot reach that file/);
  assert.match(s.tree.warnings[0], /move 3 \(Black\) '馬２進２'/, 'the move list says it too');
  await screenshot(page, 'import-bad.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('export: PGN in the chosen notation, DhtmlXQ, FEN, and a PNG of the board', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await clickMoves(page, ['h2e2', 'h9g7']);
  await clickWidget(page, null, 'export');
  await page.waitForSelector('#xq-export-text');
  let text = await page.inputValue('#xq-export-text');
  assert.match(text, /\[Result "\*"\]/);
  assert.match(text, /1\. 炮二平五 馬８進７/);
  await page.click('#xq-export-n-iccs');
  assert.match(await page.inputValue('#xq-export-text'), /1\. h2e2 h9g7/);
  await page.click('#xq-export-n-wxf');
  assert.match(await page.inputValue('#xq-export-text'), /1\. C2\.5 H8\+7/);
  await page.click('#xq-export-dhtmlxq');
  text = await page.inputValue('#xq-export-text');
  assert.match(text, /\[DhtmlXQ_movelist\]77477062\[\/DhtmlXQ_movelist\]/);
  await page.click('#xq-export-fen');
  const s = await appState(page);
  assert.equal(await page.inputValue('#xq-export-text'), s.game_fen);
  await page.click('#xq-export-download');
  const dl = await page.evaluate(() => window.xqLastDownload);
  assert.equal(dl.name, 'xiangqi.fen');
  assert.equal(dl.text, s.game_fen);
  await screenshot(page, 'export-dialog.png');
  await page.click('#xq-export-png');
  await page.waitForFunction(() => window.xqLastDownload && window.xqLastDownload.type === 'image/png', null, { timeout: 20000 });
  const png = await page.evaluate(() => window.xqLastDownload);
  assert.match(png.name, /^xiangqi-\d{4}-\d\d-\d\d-ply2\.png$/);
  const bytes = Buffer.from(png.dataUrl.split(',')[1], 'base64');
  fs.mkdirSync(artifactsDir, { recursive: true });
  fs.writeFileSync(path.join(artifactsDir, 'export-board.png'), bytes);
  // The PNG is the board: its size is the board frame's, and it is not blank (the wood
  // colour at the centre, dark lines somewhere).
  const w = bytes.readUInt32BE(16), h = bytes.readUInt32BE(20);
  const f = s.board.frame;
  assert.ok(Math.abs(w - (f[2] - f[0])) <= 2 && Math.abs(h - (f[3] - f[1])) <= 2, `${w}x${h} vs ${JSON.stringify(f)}`);
  const stats = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const x = c.getContext('2d');
    x.drawImage(img, 0, 0);
    const d = x.getImageData(0, 0, img.width, img.height).data;
    let dark = 0, wood = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i] < 120 && d[i + 1] < 90) dark++;
      if (Math.abs(d[i] - 233) < 12 && Math.abs(d[i + 1] - 196) < 14 && Math.abs(d[i + 2] - 128) < 16) wood++;
    }
    return { dark, wood, n: d.length / 4 };
  }, png.dataUrl);
  assert.ok(stats.wood > stats.n * 0.3, JSON.stringify(stats));
  assert.ok(stats.dark > stats.n * 0.01, JSON.stringify(stats));
  assert.deepEqual(errors, []);
  await context.close();
});

test('export keeps an imported game\'s players, event, date and site (PGN and DhtmlXQ)', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  const pgn = '[Event "全國賽"]\n[Site "北京"]\n[Date "2020.05.01"]\n[Red "甲"]\n[Black "乙"]\n\n' +
              '1. 炮二平五 馬８進７\n*\n';
  await typeImport(page, pgn, { paste: true });
  let s = await appState(page);
  assert.deepEqual(s.tags, { Event: '全國賽', Site: '北京', Date: '2020.05.01', Red: '甲', Black: '乙' });
  const exportPgn = async () => {
    await clickWidget(page, null, 'export');
    await page.waitForSelector('#xq-export-text');
    const text = await page.inputValue('#xq-export-text');
    await page.click('#xq-export-close');
    return text;
  };
  let text = await exportPgn();
  for (const tag of ['[Event "全國賽"]', '[Site "北京"]', '[Date "2020.05.01"]', '[Red "甲"]', '[Black "乙"]'])
    assert.ok(text.includes(tag), `${tag} in\n${text}`);
  assert.match(text, /1\. 炮二平五 馬８進７/);
  // After a reload (the tags are saved with the game) and after a further move.
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await clickMoves(page, ['h0g2']);
  text = await exportPgn();
  assert.ok(text.includes('[Red "甲"]') && text.includes('[Site "北京"]'), text);
  // A DhtmlXQ record's names travel into a PGN export too.
  await typeImport(page, DHTMLXQ, { paste: true });
  text = await exportPgn();
  assert.ok(text.includes('[Red "紅方棋手"]') && text.includes('[Black "黑方棋手"]'), text);
  // A new game forgets them.
  await page.evaluate(() => Module.ccall('xq_new_game', 'number', [], []));
  s = await appState(page);
  assert.deepEqual(s.tags, {});
  assert.deepEqual(errors, []);
  await context.close();
});

// '[Event "測試"]\n\n1. h2e2 h9g7 *\n' in Big5: short, and its two characters read as GBK
// too (代刚), so the core's guess (GBK) is unsure and the dialog offers the encodings.
const BIG5_PGN = Buffer.from('5b4576656e742022b4fab8d5225d0a0a312e20683265322068396737202a0a', 'hex');

test('a text file whose encoding is unsure: the dialog shows the guess and the choice, Big5 then imports', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  await openImport(page);
  await page.setInputFiles('#xq-import-file', { name: 'big5.pgn', mimeType: 'text/plain', buffer: BIG5_PGN });
  await page.waitForSelector('#xq-enc-big5', { timeout: 5000 });
  assert.match(await page.textContent('#xq-import-msg'), /GBK.*Big5/);
  assert.equal(await page.getAttribute('#xq-enc-gbk', 'class'), 'on');
  assert.notEqual(await page.$('#xq-io'), null, 'the dialog waits for the choice');
  await page.click('#xq-enc-big5');
  assert.match(await page.inputValue('#xq-import-text'), /\[Event "測試"\]/);
  assert.equal(await page.getAttribute('#xq-enc-big5', 'class'), 'on');
  await screenshot(page, 'import-encoding.png');
  await page.click('#xq-import-go');
  await ticks(page);
  assert.equal(await page.$('#xq-io'), null, 'the dialog closed');
  const s = await appState(page);
  assert.deepEqual(s.history, ['h2e2', 'h9g7']);

  // A UTF-8 file is sure: it imports at once, as before.
  await openImport(page);
  await page.setInputFiles('#xq-import-file', { name: 'utf8.pgn', mimeType: 'text/plain', buffer: Buffer.from(PGN_ZH) });
  await page.waitForFunction(() => !document.getElementById('xq-io'), null, { timeout: 5000 });
  assert.equal((await appState(page)).ply, 6);
  assert.deepEqual(errors, []);
  await context.close();
});
