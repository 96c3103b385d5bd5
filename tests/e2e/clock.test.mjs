// Clocks (seed 002 計時): a loss on time is a result with its own reason — in the status,
// the move list, the PGN export and a share link — the Asian control is one click, and
// the clocks are large enough to read on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, waitState } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const setClock = (page, args) => bridge(page, 'xq_set_clock', ['number', 'number', 'number', 'number', 'number'], args);
const call = (page, name, types = [], args = []) =>
  page.evaluate(([n, t, a]) => Module.ccall(n, 'string', t, a), [name, types, args]);

test('a short clock runs out: loss on time in the status, move list, PGN and link', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  // 時間分計制 with 1 s a move and no reserve: Black's flag falls a second after Red moves.
  await setClock(page, [2, 1, 0, 0, 0]);
  await clickMoves(page, ['h2e2']);
  let s = await waitState(page, (st) => st.over, 30000);
  assert.equal(s.outcome, 'red');
  assert.equal(s.reason, 'time');
  assert.equal(s.result_text, 'Red wins — time forfeit');
  assert.equal(s.clock.running, false);
  assert.ok(s.widgets.move_list_result, 'the move list ends with the result');
  await screenshot(page, 'clock-time-forfeit.png');
  // The game is over: no more moves.
  await clickMoves(page, ['h9g7']);
  s = await appState(page);
  assert.deepEqual(s.history, ['h2e2']);

  const pgn = await call(page, 'xq_export', ['string', 'string'], ['pgn', 'iccs']);
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[Termination "time forfeit"\]/);
  const frag = await call(page, 'xq_link_fragment');
  assert.match(frag, /&tf=b(&|$)/);

  // Whoever opens the link sees the same finished game.
  const other = await openApp(browser, `${srv.url}#${frag}`);
  const o = await waitState(other.page, (st) => st.ply === 1, 20000);
  assert.equal(o.over, true);
  assert.equal(o.reason, 'time');
  assert.equal(o.result_text, 'Red wins — time forfeit');
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Asian control is a preset: 60 minutes without a quota, then 10 moves per 10 minutes', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickWidget(page, s, 'clock_header');
  await clickWidget(page, s, 'clock_preset_asian');
  await clickWidget(page, s, 'clock_apply');
  s = await appState(page);
  assert.equal(s.clock.mode, 1);
  assert.equal(s.clock.red_ms, 60 * 60000);
  assert.equal(s.clock.red_to_go, 0, 'no quota in the first hour');
  await clickMoves(page, ['h2e2']);
  s = await waitState(page, (st) => st.clock.running && st.clock.black_ms < 60 * 60000, 20000);
  assert.ok(s.clock.red_ms <= 60 * 60000 && s.clock.red_ms > 59 * 60000, `red keeps its hour: ${s.clock.red_ms}`);
  // The seed's per-move default: 2 minutes a move, a 30-minute reserve.
  await clickWidget(page, s, 'clock_preset_per_move');
  await clickWidget(page, s, 'clock_apply');
  s = await appState(page);
  assert.equal(s.clock.mode, 2);
  assert.equal(s.clock.red_ms, 30 * 60000);
  await screenshot(page, 'clock-presets.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone 390x844: the clocks are large and side by side', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(srv.url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  await setClock(page, [1, 40, 90, 20, 30]);
  const s = await waitState(page, (st) => st.widgets.clock_red && st.widgets.clock_black, 20000);
  const [rx0, ry0, rx1, ry1] = s.widgets.clock_red;
  const [bx0, by0, bx1] = s.widgets.clock_black;
  assert.ok(ry1 - ry0 >= 44, `clock box is ${ry1 - ry0} px high`);
  assert.ok(rx1 <= bx0 && Math.abs(ry0 - by0) < 1, 'side by side');
  assert.ok(rx0 >= 0 && bx1 <= 390, 'inside the screen');
  assert.equal(s.clock.red_to_go, 40);
  await screenshot(page, 'clock-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});
