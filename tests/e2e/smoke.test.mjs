// Smoke test for the walking skeleton: the page loads from the static folder, reports
// ready, draws a non-blank canvas without console errors, and a screenshot is kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, screenshot } from './lib.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('page loads, signals ready and draws a non-blank canvas', async () => {
  const { page, errors, readyMs, context } = await openApp(browser, srv.url);
  console.log(`# ready after ${readyMs} ms`);
  await page.waitForTimeout(300);
  const png = await screenshot(page, 'smoke-desktop.png');
  const distinct = await page.evaluate(async (b64) => {
    // WebGL's drawing buffer is not preserved, so read the screenshot instead of the canvas.
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const g = document.createElement('canvas');
    g.width = 64; g.height = 64;
    const x = g.getContext('2d');
    x.drawImage(img, 0, 0, 64, 64);
    const d = x.getImageData(0, 0, 64, 64).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4) seen.add((d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | (d[i + 2] >> 4));
    return seen.size;
  }, (await page.screenshot()).toString('base64'));
  assert.ok(distinct > 8, `canvas looks blank (${distinct} distinct colours), see ${png}`);
  assert.deepEqual(errors, []);
  await context.close();
});
