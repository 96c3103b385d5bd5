// Runs the headless Chromium the browser tests connect to (lib.mjs, launch(): XQ_BROWSER_WS)
// and prints its WebSocket endpoint on one line; it runs until this process gets SIGTERM
// or SIGINT, or its browser exits. usage: node browser_server.mjs
import { chromium } from 'playwright-core';
import { launchOptions } from './lib.mjs';

const server = await chromium.launchServer(launchOptions());
console.log(server.wsEndpoint());
const stop = async () => { await server.close(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.process().on('exit', () => process.exit(1));
