// XQEngine: a small promise-based API over the engine Web Worker (engine-worker.js).
// Load as a classic script (<script src="engine.js"></script>); it defines
// globalThis.XQEngine. The worker and xq-engine.{js,wasm} sit next to this file.
//
//   const engine = new XQEngine();
//   const r = await engine.search({ variant: 'xiangqi', fen: 'startpos', moves: ['h2e2'], level: 5, movetime: 1000,
//                                   onInfo: (info) => console.log(info.depth, info.pv) });
//   // r = { bestmove: 'h9g7', score: -12, mate: null, depth: 7, seldepth: 15, nodes: 123456,
//   //       time: 812, nps: 152000, pv: ['h9g7', ...], stopped: false }
//   engine.stop();        // answers the pending search at once with the best line so far
//   engine.newGame();     // forget the transposition table (optional)
//   engine.terminate();   // free the worker
//
// score is in centipawns for the side to move; mate is the number of full moves to mate
// (negative = the side to move gets mated) or null. bestmove is null when the side to
// move has no legal move or the game is already over (result says why).
// A search rejects with an Error for a bad FEN or move list.
// stop() terminates the worker (a wasm search cannot be interrupted by a message) and
// starts a fresh one; the pending promise resolves with the last completed iteration
// (stopped: true), or bestmove null if not even depth 1 finished.
// A watchdog (movetime + 3 s, counted from the moment the worker is ready, so a phone's
// first search may take its time to compile the wasm) stops a search that overruns; its
// answer also carries timedOut: true, so a caller that ignores the answers of its own
// stop() calls still hears about it.
(function (global) {
  'use strict';
  const here = (typeof document !== 'undefined' && document.currentScript && document.currentScript.src) ||
    (global.location && global.location.href) || '';

  class XQEngine {
    constructor({ workerUrl } = {}) {
      this.workerUrl = workerUrl || new URL('engine-worker.js', here).href;
      this.nextId = 1;
      this.pending = null;  // { id, resolve, reject, last, onInfo, timer }
      this.spawn();
    }

    // A worker stopped mid-load may still fire an error event after its successor took
    // over: each handler speaks only for its own worker, or a late error of the old one
    // would fail the new one's search (it did: an analysis restarted after Stop lost ply 0).
    spawn() {
      const worker = new Worker(this.workerUrl);
      this.worker = worker;
      this.ready = new Promise((resolve) => { this.markReady = resolve; });
      worker.onmessage = (event) => { if (this.worker === worker) this.receive(event.data); };
      worker.onerror = (event) => {
        const p = this.pending;
        if (this.worker === worker && p) this.settle(p, null, new Error('engine worker error: ' + (event.message || 'unknown')));
      };
    }

    receive(msg) {
      if (msg.type === 'ready') { this.markReady(); return; }
      const p = this.pending;
      if (!p || msg.id !== p.id) return;
      if (msg.type === 'info') {
        p.last = msg.info;
        if (p.onInfo) { try { p.onInfo(msg.info); } catch (e) { /* the UI's problem */ } }
      } else if (msg.type === 'result') {
        this.settle(p, Object.assign({ stopped: false }, msg.result));
      } else if (msg.type === 'error') {
        this.settle(p, null, new Error(msg.message));
      }
    }

    // The watchdog of a search or analysis (see the header).
    watch(p, movetime) {
      if (movetime <= 0) return;
      this.ready.then(() => {
        if (this.pending !== p) return;
        p.timer = setTimeout(() => { if (this.pending === p) this.stop({ timedOut: true }); }, movetime + 3000);
      });
    }

    settle(p, value, error) {
      if (this.pending !== p) return;
      this.pending = null;
      clearTimeout(p.timer);
      if (error) p.reject(error); else p.resolve(value);
    }

    // { variant = 'xiangqi' (a preset id), addons = [] (add-on ids), fen = 'startpos',
    //   moves = [] (array or space-separated ICCS), level = 8 (1..8),
    //   movetime = 0 (ms; 0 = the level's default), book = false (levels 6-8 may answer
    //   from the opening book: result.book true, depth 0), onInfo }
    search({ variant = 'xiangqi', addons = [], fen = 'startpos', moves = [], level = 8, movetime = 0,
             book = false, onInfo = null } = {}) {
      if (this.pending) this.stop();
      return new Promise((resolve, reject) => {
        const id = this.nextId++;
        const p = { id, resolve, reject, last: null, onInfo };
        this.pending = p;
        // Safety net: the engine keeps its own time limit; if it ever overruns, stop it.
        this.watch(p, movetime);
        this.worker.postMessage({ type: 'search', id, variant, addons, fen, moves, level, movetime, book });
      });
    }

    // The analysis board's search (multi-PV, full strength): { variant, addons, fen, moves,
    //   movetime = 300 (ms), depth = 0 (0 = none), multipv = 1 } resolves with
    //   { depth, nodes, time, lines: [{ score, mate, pv: [...] }, ...] } best first
    //   (lines [] and result when the game is over). stop() resolves it with lines [].
    analyse({ variant = 'xiangqi', addons = [], fen = 'startpos', moves = [], movetime = 300, depth = 0,
              multipv = 1 } = {}) {
      if (this.pending) this.stop();
      return new Promise((resolve, reject) => {
        const id = this.nextId++;
        const p = { id, resolve, reject, last: null, onInfo: null, analyse: true };
        this.pending = p;
        this.watch(p, movetime);
        this.worker.postMessage({ type: 'analyse', id, variant, addons, fen, moves, movetime, depth, multipv });
      });
    }

    stop({ timedOut = false } = {}) {
      const p = this.pending;
      if (!p) return;
      this.worker.terminate();
      this.spawn();  // from here the old worker's handlers stay silent (spawn)
      const last = p.last;
      const how = timedOut ? { stopped: true, timedOut: true } : { stopped: true };
      if (p.analyse) { this.settle(p, Object.assign({ depth: 0, nodes: 0, time: 0, lines: [] }, how)); return; }
      this.settle(p, last
        ? Object.assign({ bestmove: last.pv && last.pv.length ? last.pv[0] : null }, last, how)
        : Object.assign({ bestmove: null, score: 0, mate: null, depth: 0, nodes: 0, pv: [] }, how));
    }

    newGame() { this.worker.postMessage({ type: 'newgame' }); }

    terminate() {
      const p = this.pending;
      if (p) this.settle(p, null, new Error('engine terminated'));
      this.worker.terminate();
    }
  }

  global.XQEngine = XQEngine;
})(typeof self !== 'undefined' ? self : globalThis);
