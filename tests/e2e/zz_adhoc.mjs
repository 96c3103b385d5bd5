import { startServer, openApp, appState } from './lib.mjs';
import { chromium } from 'playwright-core';
const base = ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];
const srv = await startServer();
for (const extra of [[], ['--disable-gpu-compositing'], ['--in-process-gpu'], ['--disable-gpu-compositing', '--in-process-gpu']]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
  const out = [];
  for (const [vp, dpr, touch] of [[{width:1200,height:800},1,false],[{width:390,height:844},3,true]]) {
    const t0 = Date.now();
    const { context, page } = await openApp(browser, srv.url, { viewport: vp, deviceScaleFactor: dpr, touch });
    await appState(page); const open = Date.now() - t0;
    const r = await page.evaluate(async () => {
      const st = () => JSON.parse(Module.ccall('xq_frame_stats', 'string', [], []));
      const a = st(); const t0 = performance.now();
      const c = document.querySelector('canvas');
      await new Promise((done) => { let n = 0; const f = () => { c.dispatchEvent(new MouseEvent('mousemove', { clientX: 100 + (n % 50), clientY: 100, bubbles: true })); if (++n < 60) requestAnimationFrame(f); else done(); }; requestAnimationFrame(f); });
      const b = st(); return { ms: performance.now() - t0, rendered: b.rendered - a.rendered };
    });
    out.push(`open ${open} ms/frame ${(r.ms / r.rendered).toFixed(1)}`);
    await context.close();
  }
  console.log(extra.join(' ') || 'base', '|', out.join(' | '));
  await browser.close();
}
await srv.close();
