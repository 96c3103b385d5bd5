// The embed page in a sandboxed cross-origin frame: a host page on 127.0.0.1:A embeds
// embed-single.html (the inlined page) from localhost:B in <iframe sandbox="allow-scripts">
// (opaque origin: no storage, no clipboard, no popups), clicks ▶ and ⏭ inside the frame and
// reads the shown move and FEN through the postMessage API; then sets a game and a ply by
// message; the board fills the frame at phone size too. Last, the light embed.html as the
// Embed dialog writes it: two on one page, the second transfers under 50 KB.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startServer, launch, screenshot, waitState } from './lib.mjs';

let site, host, browser;
let hostHtml = '';
before(async () => {
  site = await startServer();
  host = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }); res.end(hostHtml); });
  await new Promise((r) => host.listen(0, '127.0.0.1', r));
  browser = await launch();
});
after(async () => { await browser?.close(); await site?.close(); await new Promise((r) => host?.close(r)); });

// The frame's origin differs from the host's (other host name and port).
const frameUrl = (fragment, file = 'embed-single.html') => `http://localhost:${site.server.address().port}/${file}#${fragment}`;

function page(fragment, w, h) {
  return `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff">
<iframe id="f" sandbox="allow-scripts" src="${frameUrl(fragment)}" width="${w}" height="${h}"
        style="border:0;position:absolute;left:20px;top:30px"></iframe>
<script>
  window.msgs = [];
  addEventListener('message', (e) => { if (e.data && e.data.type) msgs.push(e.data); });
  window.ask = (msg) => new Promise((resolve) => {
    const id = 'q' + Math.random();
    const h = (e) => { if (e.data && e.data.id === id) { removeEventListener('message', h); resolve(e.data); } };
    addEventListener('message', h);
    document.getElementById('f').contentWindow.postMessage(Object.assign({ id }, msg), '*');
  });
</script>`;
}

async function open(fragment, w = 360, h = 460) {
  hostHtml = page(fragment, w, h);
  const context = await browser.newContext({ viewport: { width: w + 60, height: h + 80 } });
  const p = await context.newPage();
  const errors = [];
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(`http://127.0.0.1:${host.address().port}/`);
  await p.waitForFunction(() => msgs.some((m) => m.type === 'xiangqi:ready'), null, { timeout: 60000 });
  return { context, page: p, errors };
}

const ask = (p, msg) => p.evaluate((m) => ask(m), msg);

// Clicks a widget of the framed app at its centre (frame offset 20, 30).
async function clickFrame(p, state, id) {
  const r = state.widgets[id];
  assert.ok(r, `widget ${id} (have ${Object.keys(state.widgets).join(' ')})`);
  await p.mouse.click(20 + (r[0] + r[2]) / 2, 30 + (r[1] + r[3]) / 2);
}

const embedState = (p) => ask(p, { type: 'xiangqi:get' });

const FEN4 = 'rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3';

test('sandboxed cross-origin frame: ▶ and ⏭ step, postMessage reports move and FEN', async () => {
  // The v1 example link (still read): 炮二平五 馬８進７ 馬二進三 車９平８, shown at ply 1.
  const { context, page: p, errors } = await open('v1.m=NvwfEPwy&p=1&mode=view&l=en');
  let s = await ask(p, { type: 'xiangqi:get' });
  assert.equal(s.ply, 1);
  assert.equal(s.plies, 4);
  assert.deepEqual(s.moves, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
  assert.equal(s.move_text, '1. 炮二平五');
  // The frame really is sandboxed: its origin is opaque, and it has no storage.
  assert.equal(await p.evaluate(() => document.getElementById('f').contentWindow === window), false);
  await screenshot(p, 'embed-ply1.png');
  await clickFrame(p, s, 'embed_forward');
  s = await waitState(p, (t) => t.ply === 2, 10000, embedState);
  assert.equal(s.move_text, '1... 馬８進７');
  await clickFrame(p, s, 'embed_last');
  s = await waitState(p, (t) => t.ply === 4, 10000, embedState);
  assert.equal(s.fen, FEN4);
  assert.equal(s.move_text, '2... 車９平８');
  // The frame pushed state messages by itself after each click (they cross the frame
  // boundary after the answers to our own asks, so wait for them rather than count once).
  await p.waitForFunction(() => msgs.filter((m) => m.type === 'xiangqi:state' && m.id === undefined).length >= 2,
                          null, { timeout: 10000 });
  // View mode: a click on the board does not move anything.
  const before = s.fen;
  await p.mouse.click(20 + 180, 30 + 200);
  await p.waitForTimeout(200);
  assert.equal((await ask(p, { type: 'xiangqi:get' })).fen, before);
  // ⏮ goes to the start.
  await clickFrame(p, s, 'embed_first');
  s = await waitState(p, (t) => t.ply === 0, 10000, embedState);
  assert.equal(s.move_text, 'Start');
  assert.ok(s.fen.startsWith('rnbakabnr/9/1c5c1/'), s.fen);
  await screenshot(p, 'embed-sandboxed.png');
  // The full-page button: no allow-popups here, so the frame asks the host to open it.
  await clickFrame(p, s, 'embed_open');
  const asked = await p.waitForFunction(() => msgs.find((m) => m.type === 'xiangqi:open'), null, { timeout: 10000 });
  const url = (await asked.jsonValue()).url;
  assert.ok(url.startsWith(`http://localhost:${site.server.address().port}/#v2.m=epJp&p=0`), url);
  // Chromium logs its own refusal of the popup; that one line is expected.
  assert.deepEqual(errors.filter((e) => !/^Blocked opening .*'allow-popups'/.test(e)), []);
  await context.close();
});

test('the host sets a game, a ply and a 山界 link by postMessage', async () => {
  const { context, page: p, errors } = await open('v2.l=en&t=dark');
  let s = await ask(p, { type: 'xiangqi:set', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', moves: ['h2e2', 'h9g7', 'h0g2', 'i9h9'] });
  assert.equal(s.fen, FEN4);
  assert.equal(s.plies, 4);
  s = await ask(p, { type: 'xiangqi:set', ply: 2 });
  assert.equal(s.ply, 2);
  assert.equal(s.move_text, '1... 馬８進７');
  // The 11x10 board (mountain files z and j): a v2 link made by the core's codec.
  s = await ask(p, { type: 'xiangqi:set', link: 'v2.v=shanjie&m=DHLCUF&t=dark&l=en' });
  assert.equal(s.error, '');
  assert.equal(s.fen, '1rnbakabnr1/11/10c/1p1p3p1p1/5p5/11/1P1P1P1P1P1/CN9/10C/1RcBAKABN1R w - - 6 4');
  assert.equal(s.link, 'v2.v=shanjie&m=DHLCUF&l=en&t=dark');  // the look travels on
  await screenshot(p, 'embed-shanjie-dark.png');
  // A bad link: the message names the problem; a board stays.
  s = await ask(p, { type: 'xiangqi:set', link: 'v2.m=A_' });
  assert.match(s.error, /ply 2: '_' is move 64 of only \d+ legal moves/);
  assert.equal(s.plies, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('size to fit: the board fills a phone-sized frame; autoplay steps by itself', async () => {
  const { context, page: p, errors } = await open('v1.m=NvwfEPwy&p=0&ap=300&l=zh-Hans', 220, 300);
  const s0 = await ask(p, { type: 'xiangqi:get' });
  const bar = s0.widgets.embed_move;  // the bar sits below the board, inside the frame
  assert.ok(bar[3] <= 300 && bar[2] <= 220, JSON.stringify(bar));
  const f = s0.board.frame;  // the board spans the frame's width (2 px padding)
  assert.ok(f[0] >= 0 && f[2] <= 220 && f[2] - f[0] >= 210 && f[3] <= bar[1], JSON.stringify(f));
  const s = await waitState(p, (t) => t.ply === 4, 10000, embedState);
  assert.equal(s.fen, FEN4);
  await screenshot(p, 'embed-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

// Bytes a frame's document and its resources came over the network with (Resource Timing:
// transferSize is the header and body size, 0 for a memory-cache hit, headers only for a 304).
async function frameTransfer(frame) {
  return frame.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return { total: entries.reduce((n, e) => n + e.transferSize, 0),
      files: entries.map((e) => [e.name.replace(/^.*\//, '').replace(/#.*/, ''), e.transferSize]) };
  });
}

test('light embeds: embed.html loads the shared xiangqi.wasm, a second embed on the page transfers under 50 KB', async () => {
  // The snippet the Embed dialog writes (web/import_export.cpp embed_code): allow-same-origin,
  // so the frame fetches xiangqi.js/xiangqi.wasm from its own origin and the HTTP cache.
  const attrs = 'sandbox="allow-scripts allow-same-origin allow-popups" width="360" height="460" style="border:0"';
  hostHtml = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff">
<iframe id="a" ${attrs} src="${frameUrl('v2.m=epJp&p=1&mode=view&l=en', 'embed.html')}"></iframe>
<script>
  window.msgs = [];
  addEventListener('message', (e) => { if (e.data && e.data.type) msgs.push(Object.assign({ from: e.source === document.getElementById('a').contentWindow ? 'a' : 'b' }, e.data)); });
  // A reader scrolls to the second embed after the first one is up.
  window.addSecond = () => document.body.insertAdjacentHTML('beforeend',
    '<iframe id="b" ${attrs} src="${frameUrl('v2.m=epJp&p=2&mode=view&l=zh-Hant&t=dark', 'embed.html')}"></iframe>');
</script>`;
  const context = await browser.newContext({ viewport: { width: 800, height: 540 } });
  const p = await context.newPage();
  const errors = [];
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(`http://127.0.0.1:${host.address().port}/`);
  await p.waitForFunction(() => msgs.some((m) => m.type === 'xiangqi:ready' && m.from === 'a'), null, { timeout: 60000 });
  await p.evaluate(() => addSecond());
  await p.waitForFunction(() => msgs.some((m) => m.type === 'xiangqi:ready' && m.from === 'b'), null, { timeout: 60000 });
  const frames = p.frames().filter((f) => f.url().includes('/embed.html'));
  assert.equal(frames.length, 2);
  const [first, second] = frames.sort((x, y) => (x.url().includes('p=1') ? -1 : 1));
  const a = await frameTransfer(first), b = await frameTransfer(second);
  console.log(`first embed: ${a.total} bytes ${JSON.stringify(a.files)}`);
  console.log(`second embed: ${b.total} bytes ${JSON.stringify(b.files)}`);
  // The first one fetched the wasm itself (so the measurement sees real bytes) …
  assert.ok(a.files.some(([n, t]) => n === 'xiangqi.wasm' && t > 500000), JSON.stringify(a.files));
  // … the second asked for the same files and got them from the cache.
  assert.ok(b.files.some(([n]) => n === 'xiangqi.wasm'), JSON.stringify(b.files));
  assert.ok(b.total < 50 * 1024, `the second embed transferred ${b.total} bytes`);
  // Both show their game (the second at ply 2 in Chinese, dark).
  const sb = await second.evaluate(() => JSON.parse(Module.ccall('xq_state_json', 'string', [], [])));
  assert.equal(sb.embed, true);
  assert.equal(sb.view_ply, 2);
  await screenshot(p, 'embed-two-light.png');
  assert.deepEqual(errors, []);
  await context.close();
});
