// The engine and the page together: the board keeps drawing frames while a level-8
// search runs in the worker (and the answer comes within the level's budget); the hint
// button draws the engine's best move as an arrow; the evaluation display shows a score
// for the side to move, in the UI language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, pointOf, clickWidget, pixelsAt, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const START_MOVES = new Set(('a3a4 c3c4 e3e4 g3g4 i3i4 a0a1 a0a2 i0i1 i0i2 b0a2 b0c2 h0g2 h0i2 c0a2 c0e2 ' +
  'g0e2 g0i2 d0e1 f0e1 e0e1 b2b1 b2b3 b2b4 b2b5 b2b6 b2b9 b2a2 b2c2 b2d2 b2e2 b2f2 b2g2 ' +
  'h2h1 h2h3 h2h4 h2h5 h2h6 h2h9 h2i2 h2g2 h2f2 h2e2 h2d2 h2c2').split(' '));

// requestAnimationFrame callbacks during `ms` of page time: their count and the longest
// gap between two. A search on the main thread would stall them for its whole length
// (level 8 thinks 2.5-5 s); in a worker they keep coming, however slowly a loaded
// machine with software WebGL draws (2-10 frames/s seen on the 2-core build box).
function rafStats(page, ms) {
  return page.evaluate((dur) => new Promise((resolve) => {
    const times = [];
    const t0 = performance.now();
    const tick = (t) => {
      times.push(t);
      if (performance.now() - t0 < dur) requestAnimationFrame(tick);
      else resolve({ n: times.length, maxGap: Math.max(...times.slice(1).map((x, i) => x - times[i])) });
    };
    requestAnimationFrame(tick);
  }), ms);
}

const frameStats = async (page) => JSON.parse(await page.evaluate(() => Module.ccall('xq_frame_stats', 'string', [], [])));

test('the page keeps drawing frames while a level-8 search runs, and the answer comes in time', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 8]), 1);
  const asked = Date.now();
  // 車一進一: off the opening book, so level 8 searches (after 炮二平五 it would answer at
  // once from the book; that is the next test).
  assert.equal(await bridge(page, 'xq_play', ['string'], ['i0i1']), 1);
  await waitState(page, (s) => s.thinking, 5000);
  const loops0 = (await frameStats(page)).loops;
  const w0 = Date.now();
  const raf = await rafStats(page, 2000);
  const windowMs = Date.now() - w0;
  const loops1 = (await frameStats(page)).loops;
  let s = await appState(page);
  console.log(`# while thinking: ${raf.n} animation frames (longest gap ${Math.round(raf.maxGap)} ms) and ${loops1 - loops0} main-loop ticks in 2 s (${windowMs} ms wall); still thinking: ${s.thinking}`);
  // The frames must have been drawn during the search. A starved machine can stretch the
  // 2 s window past the whole search; then the window proves nothing about overlap.
  if (windowMs < 3500) assert.equal(s.thinking, true, 'a level-8 search (2.5-5 s) is still running after 2 s');
  else console.log('# machine too slow: the 2 s window took longer than the search');
  assert.ok(raf.n >= 3, `only ${raf.n} animation frames in 2 s while the engine thinks`);
  assert.ok(raf.maxGap < 2000, `the page stalled ${raf.maxGap} ms while the engine thinks`);
  assert.ok(loops1 - loops0 >= 2, `only ${loops1 - loops0} main-loop ticks in 2 s`);
  await screenshot(page, 'engine-thinking-frames.png');
  // Level 8 thinks for its default 5 s; the worker has to answer within it (+ slack for start-up).
  s = await waitState(page, (x) => x.ply === 2 && !x.thinking, 12000);
  const ms = Date.now() - asked;
  console.log(`# level-8 answer ${s.history[1]} after ${ms} ms`);
  assert.ok(ms < 5000 + 2500, `answer took ${ms} ms`);
  assert.match(s.history[1], /^[a-i][5-9][a-i][0-9]$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('level 8 opens from the book: 炮二平五 is answered at once with a master move', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  assert.equal(await bridge(page, 'xq_set_opponent', ['number', 'number'], [1, 8]), 1);
  const asked = Date.now();
  assert.equal(await bridge(page, 'xq_play', ['string'], ['h2e2']), 1);
  const s = await waitState(page, (x) => x.ply === 2 && !x.thinking, 8000);
  const ms = Date.now() - asked;
  console.log(`# book answer ${s.history[1]} after ${ms} ms`);
  // The collection's replies to 炮二平五 (core/search/opening_book_data.inc): 馬8進7, 馬2進3, 炮8平5.
  assert.ok(['h9g7', 'b9c7', 'h7e7'].includes(s.history[1]), s.history[1]);
  // Well under the 5 s a level-8 search takes: the worker's start alone took 2.6 s once on a
  // loaded 2-core machine (two browsers drawing with software WebGL), so the margin is wide.
  assert.ok(ms < 4500, `a book move took ${ms} ms (level 8 searches 5 s)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hint: an arrow for the best move, then the evaluation for the side to move', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  assert.equal(s.hint.hint_shown, false);
  assert.ok(s.widgets.hint, 'hint button on screen');
  assert.ok(s.widgets.eval_toggle, 'evaluation toggle on screen');
  const t0 = Date.now();
  await clickWidget(page, s, 'hint');
  s = await waitState(page, (x) => x.hint.hint_shown, 8000);
  const ms = Date.now() - t0;
  console.log(`# hint ${s.hint.move} (score ${s.hint.score}) after ${ms} ms, engine answer ${Math.round(s.hint.answer_ms)} ms`);
  assert.ok(START_MOVES.has(s.hint.move), `hint ${s.hint.move} is not a legal first move`);
  // Its own 1 s budget, not the level's 5 s (3.0 s seen on a loaded machine).
  assert.ok(s.hint.answer_ms < 1000 + 3500, `hint took ${s.hint.answer_ms} ms for a 1 s budget`);
  assert.equal(s.ply, 0, 'a hint does not play the move');
  await screenshot(page, 'hint-arrow.png');
  // The arrow is drawn: the point halfway along it is green, not board or piece colour.
  const a = pointOf(s, s.hint.move.slice(0, 2)), b = pointOf(s, s.hint.move.slice(2, 4));
  const [[r, g, bl]] = await pixelsAt(page, [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }]);
  assert.ok(g > r + 30 && g > bl + 20, `arrow colour at the midpoint: ${r},${g},${bl}`);

  // Evaluation display, in English: a score like "+0.3" for the side to move.
  assert.equal(await bridge(page, 'xq_set_language', ['string'], ['en']), 1);
  await clickWidget(page, s, 'eval_toggle');
  s = await waitState(page, (x) => x.hint.eval_shown && x.hint.known && x.widgets.eval_text);
  assert.ok(Math.abs(s.hint.score) < 150, `start position score ${s.hint.score}`);
  // Playing a move moves on: the arrow is gone (it was for the old position), a new score comes.
  assert.equal(await bridge(page, 'xq_play', ['string'], ['h2e2']), 1);
  s = await appState(page);
  assert.equal(s.hint.hint_shown, false);
  s = await waitState(page, (x) => x.hint.known && x.ply === 1 && x.widgets.eval_text);
  await screenshot(page, 'hint-evaluation.png');
  // Toggle off: the score disappears.
  await clickWidget(page, s, 'eval_toggle');
  s = await waitState(page, (x) => !x.hint.eval_shown && !x.widgets.eval_text, 5000);
  assert.deepEqual(errors, []);
  await context.close();
});
