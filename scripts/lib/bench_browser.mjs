// The perft benchmark in headless Chromium: what a visitor's browser makes of the wasm
// (scripts/bench prints it beside native and node). Chromium's V8 is years newer than
// node 20's, and the page is where the game runs.
//
// usage: node scripts/lib/bench_browser.mjs DIR [depth] [loads]
//   DIR: build/wasm/bin (bench_wasm.js + .wasm, built for node and the web alike; bench.html
//   is written there).
// Each load is a fresh page in one browser: xq_bench_perft(depth) once untimed (V8 starts
// in Liftoff and tiers hot functions up to TurboFan, as in tools/bench.cpp), then once
// timed. The wall time comes from the page's clock; the CPU time is read from /proc for
// the browser's renderer processes around the timed run (user + system, all threads, as
// process.cpuUsage under node and std::clock natively), so on a loaded machine the
// CPU-time figure compares like with like. Prints the lines tools/bench.cpp prints.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../serve.mjs';

const [dir, depthArg = '5', loadsArg = '1'] = process.argv.slice(2);
const depth = Number(depthArg), loads = Number(loadsArg);
if (!dir || !fs.existsSync(path.join(dir, 'bench_wasm.js')) || !(depth >= 1 && depth <= 5) || !(loads >= 1)) {
  console.error('usage: bench_browser.mjs DIR(with bench_wasm.js) [depth 1..5] [loads]');
  process.exit(2);
}
fs.writeFileSync(path.join(dir, 'bench.html'), '<!doctype html><meta charset="utf-8"><script>' +
  'var Module = { onRuntimeInitialized() { window.benchReady = true; } };</script><script src="bench_wasm.js"></script>\n');

const clockTicks = 100;  // USER_HZ: /proc/PID/stat counts CPU time in 1/100 s on Linux
function descendants(root) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch { /* the process ended meanwhile */ }
  }
  const out = [], todo = [root];
  while (todo.length) for (const c of children.get(todo.pop()) || []) { out.push(c); todo.push(c); }
  return out;
}
function rendererCpuSeconds(browserPid) {
  let ticks = 0;
  for (const pid of descendants(browserPid)) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);  // utime, stime (fields 14 and 15)
    } catch { /* gone */ }
  }
  return ticks / clockTicks;
}

const server = createStaticServer(dir);
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/bench.html`;
// A browser server, not launch(): only the server tells the browser's process id.
const browserServer = await chromium.launchServer({
  executablePath: process.env.XQ_CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update',
    ...(process.env.XQ_CHROMIUM_ARGS ? process.env.XQ_CHROMIUM_ARGS.split(' ') : [])],
});
const browser = await chromium.connect(browserServer.wsEndpoint());
let status = 0;
try {
  const browserPid = browserServer.process().pid;
  for (let i = 0; i < loads; ++i) {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60000 });
    const warm = await page.evaluate((d) => Module._xq_bench_perft(d), depth);
    if (warm < 0) {  // xq_bench_perft compares with the recorded count (tools/bench.cpp)
      console.log(`WRONG: warm-up perft ${depth} differs from the recorded count`);
      status = 1;
      break;
    }
    const cpu0 = rendererCpuSeconds(browserPid);
    const run = await page.evaluate((d) => {
      const t0 = performance.now();
      const nodes = Module._xq_bench_perft(d);
      return { nodes, seconds: (performance.now() - t0) / 1000 };
    }, depth);
    const cpu = rendererCpuSeconds(browserPid) - cpu0;
    if (run.nodes < 0) {
      console.log(`WRONG: perft ${depth} differs from the recorded count`);
      status = 1;
      break;
    }
    console.log(`perft ${depth}: ${run.nodes} nodes in ${run.seconds.toFixed(3)} s, ` +
      `${(run.nodes / run.seconds / 1e6).toFixed(1)} Mnps (bulk-counted leaves)`);
    console.log(`cpu time: ${cpu.toFixed(3)} s, ${cpu > 0 ? (run.nodes / cpu / 1e6).toFixed(1) : '0.0'} M nodes per cpu second`);
    await page.close();
  }
} finally {
  await browser.close();
  await browserServer.close();
  server.close();
}
process.exit(status);
