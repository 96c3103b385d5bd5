// Shared helpers for the browser tests: a tiny static file server over build/site (the
// same plain folder a user would copy to any host) and a headless Debian Chromium driven by
// playwright-core. Screenshots go to test-artifacts/ for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const siteDir = process.env.XQ_SITE_DIR || path.join(root, 'build/site');
export const artifactsDir = process.env.XQ_ARTIFACTS || path.join(root, 'test-artifacts');

export function startServer(dir = siteDir) {
  const server = createStaticServer(dir);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) });
  }));
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.XQ_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist'],
  });
}

// Opens the page, collects console errors, waits for the app's ready signal.
export async function openApp(browser, url, { viewport = { width: 1200, height: 800 }, deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
  return { context, page, errors, readyMs: Date.now() - t0 };
}

export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, name);
  await page.screenshot({ path: file });
  return file;
}
