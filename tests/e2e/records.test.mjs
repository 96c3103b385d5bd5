// Imported records (issue #13 item 1, #11 item 4): a record with a threefold repetition in
// the middle and a Result tag, pasted in the Import dialog as a person would (desktop
// mouse, phone touch), opens with ALL its moves, the arbiter's note at the repetition ply
// (the game goes on), its header (players, event, date, recorded result) above the move
// list, the status "Red won (recorded result)" as a finished game; the embed caption names
// the players and the result; the share link reopens the whole game; picking a piece on the
// finished record asks before playing on as a new game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot, appState, bridge, clickWidget, waitState, tapWidget, swipe, pointOf, clickAt, ticks } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

// Both horses out and back twice: the start position stands a third time after ply 8
// (不變作和), then the game goes on to ply 12; the record says Red won.
const RECORD = `[Event "Club night"]
[Date "2024.05.01"]
[Red "Xu Yinchuan"]
[Black "Lu Qin"]
[Result "1-0"]

1. 馬二進三 馬８進７ 2. 馬三退二 馬７退８ 3. 馬二進三 馬８進７ 4. 馬三退二 馬７退８
5. 炮二平五 馬８進７ 6. 馬二進三 車９平８ 1-0
`;
const HISTORY = ['h0g2', 'h9g7', 'g2h0', 'g7h9', 'h0g2', 'h9g7', 'g2h0', 'g7h9', 'h2e2', 'h9g7', 'h0g2', 'i9h9'];

// The panel's Import button: a mouse click, or on a phone a finger tap after swiping the
// panel until the button is on screen.
async function openImport(page, touch) {
  if (!touch) return clickWidget(page, null, 'import');
  await tapWidget(page, 'import');  // in More, which tapWidget taps open first
}

async function importRecord(page, touch) {
  await openImport(page, touch);
  await page.waitForSelector('#xq-import-text', { state: 'visible', timeout: 10000 });
  if (touch) await page.tap('#xq-import-text'); else await page.click('#xq-import-text');
  await page.keyboard.insertText(RECORD);  // like a paste
  if (touch) await page.tap('#xq-import-go'); else await page.click('#xq-import-go');
  return waitState(page, (s) => s.ply === 12 && s.dialog === '' && s.widgets.move_12 !== undefined);
}

function checkRecord(s, lang = 'en') {
  assert.deepEqual(s.history, HISTORY, 'every recorded move, past the repetition');
  assert.equal(s.moves.length, 12);
  assert.equal(s.record, true);
  assert.equal(s.record_finished, true);
  assert.equal(s.over, true);
  assert.equal(s.outcome, 'red');
  const text = lang === 'en' ? 'threefold repetition here: draw if neither side deviates' : '此處三次重複：不變作和';
  assert.deepEqual(s.notes, [{ ply: 8, text }]);
  assert.equal(s.status, lang === 'en' ? 'Red won (recorded result)' : '紅勝（記錄）');
}

for (const device of [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } }, touch: false },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }, touch: true },
]) {
  test(`${device.name}: an imported record plays in full with its note, header and recorded result`, async () => {
    const { page, errors } = await openApp(browser, srv.url + '#v2.l=en', device.options);
    let s = await importRecord(page, device.touch);
    checkRecord(s);
    assert.match(s.record_header, /Red Xu Yinchuan vs Black Lu Qin/);
    assert.match(s.record_header, /Club night · 2024\.05\.01/);
    assert.match(s.record_header, /Recorded result: Red won/);
    // The header and the note are drawn in the move list, the note under move 8's row.
    for (const id of ['record_header', 'move_note_8', 'move_8', 'move_12']) assert.ok(s.widgets[id], `${id} drawn`);
    assert.ok(s.widgets.move_note_8[1] >= s.widgets.move_8[3] - 1, 'the note sits under the row of move 8');
    assert.ok(s.widgets.move_note_8[3] <= s.widgets.move_9[1] + 1, 'and above the next row');
    await screenshot(page, `records-${device.name}.png`);

    // The other languages say the same in their words.
    await bridge(page, 'xq_set_language', ['string'], ['zh-Hant']);
    s = await waitState(page, (x) => x.lang === 'zh-Hant');
    checkRecord(s, 'zh-Hant');
    assert.match(s.record_header, /紅方 Xu Yinchuan 對 黑方 Lu Qin/);
    assert.match(s.record_header, /記錄結果：紅勝/);
    await screenshot(page, `records-${device.name}-zh.png`);
    await bridge(page, 'xq_set_language', ['string'], ['en']);

    // Stepping back shows the position of that ply; the record itself is unchanged.
    await bridge(page, 'xq_view', ['number'], [8]);
    s = await waitState(page, (x) => x.view_ply === 8);
    assert.equal(s.fen.split(' ')[0], 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR');
    await bridge(page, 'xq_view', ['number'], [-1]);

    // Picking a Red piece at the end of the finished record asks before playing on.
    s = await appState(page);
    const p = pointOf(s, 'a0');
    if (device.touch) await page.touchscreen.tap(p.x, p.y); else await clickAt(page, p);
    s = await waitState(page, (x) => x.dialog === 'confirm_continue_record');
    await screenshot(page, `records-${device.name}-continue.png`);
    if (device.touch) await tapWidget(page, 'confirm_no'); else await clickWidget(page, s, 'confirm_no');
    s = await waitState(page, (x) => x.dialog === '');
    checkRecord(s);

    // The share link carries the record: it reopens with every move, the note and the result.
    const frag = await page.evaluate(() => Module.ccall('xq_link_fragment', 'string', [], []));
    assert.match(frag, /&rec=1-0/);
    assert.match(frag, /h=Event=Club\+night~Date=2024\.05\.01~Red=Xu\+Yinchuan~Black=Lu\+Qin/);
    const again = await openApp(browser, srv.url + '#' + frag, device.options);
    s = await waitState(again.page, (x) => x.ply === 12);
    checkRecord(s);
    assert.match(s.record_header, /Xu Yinchuan/);
    await again.context.close();

    // The embed page's caption names the move, the players and the recorded result.
    const embed = await openApp(browser, srv.url + 'embed.html#' + frag + '&p=8', { viewport: { width: 400, height: 500 } });
    s = await waitState(embed.page, (x) => x.view_ply === 8 || x.ply === 12);
    assert.equal(s.move_text, '4... 馬７退８ | Xu Yinchuan vs Lu Qin · Red won');
    await screenshot(embed.page, `records-embed-${device.name}.png`);
    await embed.context.close();

    // Playing on from move 8 (looking back there, then picking a piece): asked, then a new
    // live game from that position, judged from there on (the record's repetition is past).
    await bridge(page, 'xq_view', ['number'], [8]);
    s = await waitState(page, (x) => x.view_ply === 8);
    const q = pointOf(s, 'h2');
    if (device.touch) await page.touchscreen.tap(q.x, q.y); else await clickAt(page, q);
    s = await waitState(page, (x) => x.dialog === 'confirm_continue_record');
    if (device.touch) await tapWidget(page, 'confirm_yes'); else await clickWidget(page, s, 'confirm_yes');
    s = await waitState(page, (x) => x.dialog === '' && x.record === false);
    assert.equal(s.ply, 8);
    assert.equal(s.over, false);
    assert.equal(s.status, 'Red to move');
    assert.deepEqual(s.notes, [{ ply: 8, text: 'threefold repetition here: draw if neither side deviates' }]);
    assert.equal(s.record_header, '', 'the record\'s header is not the new game\'s');
    assert.equal(await bridge(page, 'xq_play', ['string'], ['h2e2']), 1);
    s = await waitState(page, (x) => x.ply === 9);
    assert.equal(s.over, false);
    assert.deepEqual(errors, []);
  });
}
