// The engine worker in a real browser: the page loads shell/engine.js, which starts
// engine-worker.js and the wasm search (xq-engine.js/.wasm) from the site folder; a move
// from the start position must be legal ICCS and arrive within the time budget; stop()
// must answer at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch } from './lib.mjs';

let srv, browser, context, page;
before(async () => {
  srv = await startServer();
  browser = await launch();
  context = await browser.newContext();
  page = await context.newPage();
  // Any same-origin page will do; the app itself is not needed (and not waited for).
  await page.goto(srv.url);
  await page.evaluate(() => new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'engine.js';
    s.onload = resolve;
    s.onerror = () => reject(new Error('engine.js failed to load'));
    document.head.appendChild(s);
  }));
});
after(async () => { await context?.close(); await browser?.close(); await srv?.close(); });

// The 44 legal first moves of Red, as ICCS.
const START_MOVES = new Set(('a3a4 c3c4 e3e4 g3g4 i3i4 a0a1 a0a2 i0i1 i0i2 b0a2 b0c2 h0g2 h0i2 c0a2 c0e2 ' +
  'g0e2 g0i2 d0e1 f0e1 e0e1 b2b1 b2b3 b2b4 b2b5 b2b6 b2b9 b2a2 b2c2 b2d2 b2e2 b2f2 b2g2 ' +
  'h2h1 h2h3 h2h4 h2h5 h2h6 h2h9 h2i2 h2g2 h2f2 h2e2 h2d2 h2c2').split(' '));

test('worker answers a legal move from the start position within the budget', async () => {
  assert.equal(START_MOVES.size, 44);
  const budget = 1000;
  const r = await page.evaluate(async (movetime) => {
    const engine = new XQEngine();
    const infos = [];
    const s0 = performance.now();
    await engine.ready;  // worker started and wasm instantiated
    const startMs = performance.now() - s0;
    const t0 = performance.now();
    const result = await engine.search({ fen: 'startpos', moves: [], level: 8, movetime, onInfo: (i) => infos.push(i) });
    const ms = performance.now() - t0;
    engine.terminate();
    return { result, ms, startMs, infos: infos.length };
  }, budget);
  console.log(`# bestmove ${r.result.bestmove} depth ${r.result.depth} nodes ${r.result.nodes} nps ${r.result.nps} in ${Math.round(r.ms)} ms (engine time ${r.result.time} ms; worker + wasm start ${Math.round(r.startMs)} ms)`);
  assert.match(r.result.bestmove, /^[a-i][0-9][a-i][0-9]$/);
  assert.ok(START_MOVES.has(r.result.bestmove), `illegal first move ${r.result.bestmove}`);
  assert.equal(r.result.pv[0], r.result.bestmove);
  assert.ok(r.result.depth >= 3, `depth ${r.result.depth}`);
  assert.ok(r.infos >= 1);
  assert.ok(r.ms < budget + 500, `took ${r.ms} ms for a ${budget} ms budget`);
  assert.ok(r.startMs < 10000, `worker start took ${r.startMs} ms`);
});

test('moves, levels, errors and stop()', async () => {
  const r = await page.evaluate(async () => {
    const engine = new XQEngine();
    const reply = await engine.search({ moves: ['h2e2'], level: 1, movetime: 500 });
    const mate = await engine.search({ fen: '3ak4/4a4/9/9/9/9/9/9/9/4K1H1R w - - 0 1', level: 8, movetime: 500 });
    let error = null;
    try { await engine.search({ moves: 'h2h9x', level: 3 }); } catch (e) { error = e.message; }
    const t0 = performance.now();
    const long = engine.search({ level: 8, movetime: 20000 });
    await new Promise((res) => setTimeout(res, 700));
    engine.stop();
    const stopped = await long;
    const stopMs = performance.now() - t0;
    const after = await engine.search({ level: 2, movetime: 300 });  // the respawned worker works
    // The book: only when asked for, only at levels 6-8, only in book positions.
    const book = await engine.search({ moves: ['h2e2'], level: 8, movetime: 2000, book: true });
    const noBookLevel = await engine.search({ moves: ['h2e2'], level: 5, movetime: 300, book: true });
    const offBook = await engine.search({ moves: ['i0i1'], level: 6, movetime: 300, book: true });
    engine.terminate();
    return { reply, mate, error, stopped, stopMs, after, book, noBookLevel, offBook };
  });
  assert.match(r.reply.bestmove, /^[a-i][0-9][a-i][0-9]$/);
  assert.equal(r.mate.bestmove, 'i0i9');
  assert.equal(r.mate.mate, 1);
  assert.match(r.error, /bad move text|illegal move/);
  assert.equal(r.stopped.stopped, true);
  assert.ok(r.stopMs < 3000, `stop took ${r.stopMs} ms`);
  assert.ok(r.stopped.bestmove === null || START_MOVES.has(r.stopped.bestmove));
  assert.ok(START_MOVES.has(r.after.bestmove));
  assert.equal(r.book.book, true);
  assert.ok(['h9g7', 'b9c7', 'h7e7'].includes(r.book.bestmove), r.book.bestmove);
  assert.equal(r.book.depth, 0);
  assert.notEqual(r.noBookLevel.book, true);
  assert.ok(r.noBookLevel.depth >= 1);
  assert.notEqual(r.offBook.book, true);
  assert.ok(r.offBook.depth >= 1);
});
