// The embed page's postMessage API (docs/sharing.md). The host page talks to the frame:
//   host -> frame  {type: 'xiangqi:get'}                      answer: a state message
//                  {type: 'xiangqi:set', link: 'v2.…'}         open a share link
//                  {type: 'xiangqi:set', fen: '…', moves: ['h2e2', …]}  set a game
//                  {type: 'xiangqi:set', ply: 12}              show the position after ply 12
//                  {type: 'xiangqi:set', autoplay: 800}        step every 800 ms (0 stops)
//   frame -> host  {type: 'xiangqi:ready'} once, then {type: 'xiangqi:state', …} after
//                  every answer and whenever the shown position changes:
//                  {fen, ply, plies, moves: [ICCS…], texts: [move words…], move_text,
//                   side, over, result, error, id}
//                  {type: 'xiangqi:open', url} when the frame may not open the full page.
// A request's `id` is echoed in its answer. Messages are accepted from any origin: they
// only read or set the shown game, and the frame holds nothing private.
(function () {
  'use strict';
  if (window.parent === window) return;  // not framed: nothing to talk to
  var last = '';
  var ready = false;

  function call(name, ret, types, args) { return Module.ccall(name, ret, types || [], args || []); }

  function snapshot(id) {
    var s = JSON.parse(call('xq_state_json', 'string'));
    var shownPly = s.view_ply >= 0 ? s.view_ply : s.ply;
    return {
      type: 'xiangqi:state', id: id, fen: s.fen, ply: shownPly, plies: s.ply,
      moves: s.history, texts: s.moves, move_text: s.move_text, side: s.side, over: s.over,
      result: s.result_text, error: s.message_error ? s.message : '',
      link: call('xq_link_fragment', 'string'), widgets: s.widgets, board: s.board,
    };
  }

  function post(msg) {
    try { window.parent.postMessage(msg, '*'); } catch (e) {}
  }

  function handle(data) {
    if (data.type === 'xiangqi:set') {
      if (typeof data.link === 'string') call('xq_open_link', 'number', ['string'], [data.link]);
      if (typeof data.fen === 'string' || Array.isArray(data.moves)) {
        if (typeof data.fen === 'string') call('xq_load_fen', 'number', ['string'], [data.fen]);
        else call('xq_new_game', 'number');
        (data.moves || []).forEach(function (m) { call('xq_play', 'number', ['string'], [String(m)]); });
      }
      if (typeof data.ply === 'number') call('xq_view', 'number', ['number'], [data.ply | 0]);
      if (typeof data.autoplay === 'number') call('xq_set_autoplay', 'number', ['number'], [data.autoplay | 0]);
    }
    post(snapshot(data.id));  // the change itself is still pushed by watch(), without id
  }

  window.addEventListener('message', function (e) {
    var data = e.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.type !== 'xiangqi:get' && data.type !== 'xiangqi:set') return;
    if (!ready) { setTimeout(function () { window.postMessage(data, '*'); }, 50); return; }
    try { handle(data); } catch (err) { post({ type: 'xiangqi:state', id: data.id, error: String(err) }); }
  });

  // Tell the host about changes made inside the frame (buttons, autoplay, moves).
  function watch() {
    if (!ready && document.body.getAttribute('data-ready') === '1') {
      ready = true;
      post({ type: 'xiangqi:ready' });
    }
    if (ready) {
      try {
        var s = JSON.parse(call('xq_state_json', 'string'));
        var key = s.fen + '|' + (s.view_ply >= 0 ? s.view_ply : s.ply) + '|' + s.ply;
        if (key !== last) { last = key; post(snapshot(undefined)); }
      } catch (e) {}
    }
    setTimeout(watch, 150);
  }
  watch();
})();
