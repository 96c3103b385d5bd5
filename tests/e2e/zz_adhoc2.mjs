import { startServer, launch, openApp, appState } from './lib.mjs';
const srv = await startServer(); const browser = await launch();
const { context, page } = await openApp(browser, srv.url);
await appState(page);
console.log(await page.evaluate(() => { const c = document.querySelector('canvas'); const g = c.getContext('webgl2'); return JSON.stringify({attrs: g && g.getContextAttributes(), w: c.width, h: c.height, tex: g && g.getParameter(g.MAX_TEXTURE_SIZE)}); }));
await browser.close(); await srv.close();
