// Web Worker hosting the wasm engine (xq-engine.js + xq-engine.wasm, built from
// tools/engine_worker.cpp). Driven by shell/engine.js; one search at a time.
//
// Messages in:  {type: 'search', id, variant, addons, fen, moves, level, movetime, book}
//               {type: 'analyse', id, variant, addons, fen, moves, movetime, depth, multipv}
//               {type: 'newgame'}
// Messages out: {type: 'ready'}                      once the wasm is instantiated
//               {type: 'info', id, info}             after each completed iteration
//               {type: 'result', id, result}         the answer (see engine.js)
//               {type: 'error', id, message}
// A running search cannot read messages (no threads); the page stops it by
// terminating this worker.
/* global importScripts, createXQEngineCore */
importScripts('xq-engine.js');

let currentId = null;
const ready = createXQEngineCore({
  onInfo(json) {
    if (currentId !== null) postMessage({ type: 'info', id: currentId, info: JSON.parse(json) });
  },
}).then((core) => {
  postMessage({ type: 'ready' });
  return {
    search: core.cwrap('xq_engine_search', 'string', ['string', 'string', 'string', 'string', 'number', 'number', 'number']),
    analyse: core.cwrap('xq_engine_analyse', 'string', ['string', 'string', 'string', 'string', 'number', 'number', 'number']),
    newGame: core.cwrap('xq_engine_new_game', null, []),
  };
});

onmessage = async (event) => {
  const msg = event.data || {};
  let api;
  try {
    api = await ready;
  } catch (e) {
    postMessage({ type: 'error', id: msg.id, message: 'engine failed to load: ' + e });
    return;
  }
  if (msg.type === 'newgame') {
    api.newGame();
    return;
  }
  if (msg.type !== 'search' && msg.type !== 'analyse') return;
  const moves = Array.isArray(msg.moves) ? msg.moves.join(' ') : String(msg.moves || '');
  const addons = Array.isArray(msg.addons) ? msg.addons.join(' ') : String(msg.addons || '');
  currentId = msg.id;
  try {
    const result = JSON.parse(msg.type === 'analyse'
      ? api.analyse(String(msg.variant || ''), addons, String(msg.fen || ''), moves,
                    msg.movetime | 0, msg.depth | 0, msg.multipv | 0)
      : api.search(String(msg.variant || ''), addons, String(msg.fen || ''), moves,
                   msg.level | 0, msg.movetime | 0, msg.book ? 1 : 0));
    if (result.error) postMessage({ type: 'error', id: msg.id, message: result.error });
    else postMessage({ type: 'result', id: msg.id, result });
  } catch (e) {
    postMessage({ type: 'error', id: msg.id, message: String(e) });
  } finally {
    currentId = null;
  }
};
