// Sound and motion: a move, a capture, a check and a mate each ask shell/sound.js for their
// own sound (the page's xqSoundLog and the state dump's `sound`); the mute switch in the
// settings silences them and survives a reload; a played move slides into place unless the
// system asks for reduced motion. Each move is also announced in the page's ARIA live region
// (role=status), in the move list's notation, with the check or the result.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, clickMoves, clickConfirmed, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

const soundLog = (page) => page.evaluate(() => window.xqSoundLog.slice());
// What the page's ARIA live region (role=status) says: screen readers read it out.
const spoken = (page) => page.evaluate(() => { const e = document.getElementById('xq-live'); return e ? e.textContent : null; });

// Plays an ICCS move through the bridge and returns the state dump read right after it
// (before the next frame: the slide has just started).
async function playNow(page, iccs) {
  return page.evaluate((m) => {
    const ok = Module.ccall('xq_play', 'number', ['string'], [m]);
    return Object.assign({ ok }, JSON.parse(Module.ccall('xq_state_json', 'string', [], [])));
  }, iccs);
}

test('move, capture, check and mate each sound their own kind', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  assert.equal(s.sound.on, true, 'sound is on by default');
  assert.equal(s.sound.played, 0, 'opening the page makes no sound');
  assert.equal(await spoken(page), null, 'nothing is announced before a move');
  await clickMoves(page, ['h2e2']);  // 炮二平五 by clicks
  await ticks(page);
  assert.deepEqual(await soundLog(page), ['move']);
  assert.equal(await spoken(page), '炮二平五', 'the move, in the move list\'s notation');
  assert.equal(await page.getAttribute('#xq-live', 'aria-live'), 'polite');
  await clickMoves(page, ['h9g7', 'e2e6']);  // 炮五進四 takes the pawn on e6 (no screen: no check)
  await ticks(page);
  assert.deepEqual(await soundLog(page), ['move', 'move', 'capture']);
  s = await appState(page);
  assert.equal(s.sound.last_played, 'capture');
  assert.equal(s.sound.played, 3);
  // A check: the chariot along Black's back rank.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1']), 1);
  assert.equal((await playNow(page, 'a0a9')).ok, 1);
  await ticks(page);
  s = await appState(page);
  assert.equal(s.in_check, true);
  assert.equal(s.sound.last_played, 'check');
  assert.match(await spoken(page), /^[車俥]九進九 (將軍|将军|Check)!$/);
  // Mate: the other chariot holds rank 8; the game-end sound, not the check's.
  assert.equal(await bridge(page, 'xq_load_fen', ['string'], ['3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1']), 1);
  await playNow(page, 'a0a9');
  await ticks(page);
  s = await appState(page);
  assert.equal(s.over, true);
  assert.deepEqual((await soundLog(page)).slice(3), ['check', 'end']);
  assert.match(await spoken(page), /^[車俥]九進九 \S.+/, 'the mate: the move, then the result');
  assert.doesNotMatch(await spoken(page), /將軍|Check/, 'a mate announces the result, not the check');
  await screenshot(page, 'sound-mate.png');
  // An end without a move: a resignation. Opening a finished game by link is silent.
  const r = await openApp(browser, srv.url);
  await clickMoves(r.page, ['h2e2']);
  s = await clickConfirmed(r.page, 'resign');
  await ticks(r.page);
  assert.equal(s.over, true);
  assert.deepEqual(await soundLog(r.page), ['move', 'end']);
  assert.doesNotMatch(await spoken(r.page), /炮二平五/, 'a resignation announces the result alone');
  assert.deepEqual(r.errors, []);
  await r.context.close();
  // A link to a game Black lost on time (an end without a move, like the resignation).
  const b = await openApp(browser, srv.url + '#v2.m=epJp&tf=b');
  await ticks(b.page);
  const bs = await appState(b.page);
  assert.equal(bs.over, true);
  assert.equal(bs.sound.played, 0, 'opening a finished game is not its end');
  await b.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the mute switch silences the moves and survives a reload', async () => {
  const { page, errors, context } = await openApp(browser, srv.url);
  let s = await appState(page);
  await clickWidget(page, s, 'sound_toggle');
  s = await appState(page);
  assert.equal(s.sound.on, false, 'muted by the switch');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  s = await appState(page);
  assert.equal(s.sound.on, false, 'still muted after the reload');
  await screenshot(page, 'sound-muted-settings.png');
  await clickMoves(page, ['h2e2']);
  await ticks(page);
  s = await appState(page);
  assert.equal(s.sound.last, 'move', 'the move was classified');
  assert.equal(s.sound.played, 0, 'but not played');
  assert.deepEqual(await soundLog(page), []);
  // On again, and that is remembered too.
  await clickWidget(page, s, 'sound_toggle');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  assert.equal((await appState(page)).sound.on, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move slides into place, but not when the system asks for reduced motion', async () => {
  const a = await openApp(browser, srv.url);
  let s = await playNow(a.page, 'h2e2');
  assert.equal(s.ok, 1);
  assert.equal(s.reduced_motion, false);
  assert.equal(s.sliding, true, 'the cannon is on its way');
  await a.page.waitForTimeout(400);
  await ticks(a.page);
  assert.equal((await appState(a.page)).sliding, false, 'and arrives within the slide time');
  const b = await openApp(browser, srv.url, { reducedMotion: 'reduce' });
  s = await playNow(b.page, 'h2e2');
  assert.equal(s.reduced_motion, true);
  assert.equal(s.sliding, false, 'reduced motion: the piece is simply there');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
});
