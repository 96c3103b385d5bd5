// Import / export dialogs of the full page (HTML over the canvas). They are HTML because
// a real <textarea> pastes from the system clipboard and takes any script or IME, which a
// text box drawn in the WebGL canvas cannot. All game logic stays in the wasm app: these
// dialogs only call its exports (web/import_export.cpp):
//   xq_import(text) -> 1 | 0 (+ state.message), xq_export(format, notation) -> text,
//   xq_export_xqf() -> {ok, text, base64}, xq_export_png(), xq_io_strings() -> labels in the app's language; the custom-variant
//   dialog (New Game → "Custom variant…"): xq_custom_strings(), xq_check_variant_text(text)
//   -> {error, id, name} on every edit, xq_start_custom(text) -> 1 | 0.
// Downloads use a Blob link; every browser call is guarded (sandboxed frames refuse them).
(function () {
  'use strict';
  var css = [
    '#xq-io{position:fixed;inset:0;background:rgba(40,25,10,.45);display:flex;align-items:center;',
    'justify-content:center;z-index:10;font:15px system-ui,sans-serif;color:#2a1a08}',
    '#xq-io .box{background:#fbf3e2;border-radius:8px;padding:14px;width:min(92vw,640px);',
    'max-height:92vh;display:flex;flex-direction:column;gap:8px;box-shadow:0 6px 30px rgba(0,0,0,.35)}',
    '#xq-io h2{margin:0;font-size:17px}#xq-io textarea{width:100%;box-sizing:border-box;height:40vh;',
    'font:13px ui-monospace,monospace;resize:vertical}#xq-io .row{display:flex;flex-wrap:wrap;gap:6px;align-items:center}',
    '#xq-io button{font:inherit;padding:5px 12px;border:1px solid #a07040;border-radius:5px;background:#f0dcb4;cursor:pointer}',
    '#xq-io button.on{background:#c8904a;color:#fff}#xq-io .msg{min-height:1.2em;white-space:pre-wrap}',
    '#xq-io .err{color:#b01e00}#xq-io .ok{color:#1a5a1a}',
    '#xq-io input[type=search]{font:inherit;padding:5px;border:1px solid #a07040;border-radius:5px}',
    '#xq-io .lib{overflow:auto;max-height:55vh;display:flex;flex-direction:column;gap:3px}',
    '#xq-io .lib button{text-align:left;padding:4px 8px;background:#fbf3e2}#xq-io .lib button.on{background:#c8904a}',
    '#xq-io .lib small{color:#6a5030}#xq-io .lib .err{font-size:12px}',
  ].join('');

  function call(name, ret, types, args) { return Module.ccall(name, ret, types || [], args || []); }
  function state() { return JSON.parse(call('xq_state_json', 'string')); }
  function labels() { return JSON.parse(call('xq_io_strings', 'string')); }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // A Blob (or data: URL) download; false when the browser refuses (sandboxed frame).
  function downloadUrl(name, url) {
    try {
      var a = el('a', { href: url, download: name });
      a.style.display = 'none';
      document.body.appendChild(a);
      a.click();
      a.remove();
      return true;
    } catch (e) { console.warn('download: ' + e); return false; }
  }
  function downloadText(name, type, text) {
    window.xqLastDownload = { name: name, type: type, text: text };
    try {
      var url = URL.createObjectURL(new Blob([text], { type: type }));
      var ok = downloadUrl(name, url);
      setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
      return ok;
    } catch (e) { console.warn('download: ' + e); return false; }
  }
  function copyText(text) {
    window.xqLastCopied = text;
    try { if (navigator.clipboard) navigator.clipboard.writeText(text).catch(function () {}); } catch (e) {}
  }

  // A text file's bytes in UTF-8, GBK/GB18030 or Big5 as the core reads them
  // (core/notation/text_encoding.h: detected, or `encoding` when the player chose one).
  // Big inputs (a pasted collection, a record file) reach the app through the heap:
  // ccall copies 'string' and 'array' arguments onto the wasm stack (5 MB), and a 1.6 MB
  // paste overflowed it. `fn(pointer, length)` runs with the bytes NUL-terminated.
  function withHeapBytes(bytes, fn) {
    var p = Module._malloc(bytes.length + 1);
    if (!p) throw new Error('out of memory for ' + bytes.length + ' bytes');
    try {
      Module.HEAPU8.set(bytes, p);  // the view after malloc: memory may have grown
      Module.HEAPU8[p + bytes.length] = 0;
      return fn(p, bytes.length);
    } finally {
      Module._free(p);
    }
  }
  function importText(text) {
    return withHeapBytes(new TextEncoder().encode(text), function (p) {
      return call('xq_import', 'number', ['number'], [p]);
    });
  }
  function importBytes(b) {
    return withHeapBytes(b, function (p, n) { return call('xq_import_bytes', 'number', ['number', 'number'], [p, n]); });
  }
  function decodeFile(bytes, encoding) {
    return JSON.parse(withHeapBytes(bytes, function (p, n) {
      return call('xq_decode_text', 'string', ['number', 'number', 'string'], [p, n, encoding || '']);
    }));
  }

  var root = null;
  function close() {
    if (root) root.remove();
    root = null;
    document.removeEventListener('keydown', escape, true);
    try { Module.canvas.focus(); } catch (e) {}
  }
  // Esc closes the open dialog wherever the focus is (the canvas keeps it after a click on
  // the panel's Export button).
  function escape(e) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  }

  function shell(title) {
    close();
    if (!document.getElementById('xq-io-css')) {
      var st = el('style', { id: 'xq-io-css' });
      st.textContent = css;
      document.head.appendChild(st);
    }
    root = el('div', { id: 'xq-io', role: 'dialog', 'aria-modal': 'true' });
    // Keys typed here are the dialog's, not the board's (SDL listens on window).
    ['keydown', 'keyup', 'keypress'].forEach(function (t) {
      root.addEventListener(t, function (e) { e.stopPropagation(); if (e.key === 'Escape') close(); });
    });
    var box = el('div', { class: 'box' });
    box.appendChild(el('h2', {}, title));
    root.appendChild(box);
    document.body.appendChild(root);
    document.addEventListener('keydown', escape, true);
    return box;
  }

  function button(parent, id, text, fn) {
    var b = el('button', { id: id, type: 'button' }, text);
    b.addEventListener('click', fn);
    parent.appendChild(b);
    return b;
  }

  function openImport() {
    var L = labels();
    var box = shell(L.importTitle);
    box.appendChild(el('div', {}, L.importHint));
    var ta = el('textarea', { id: 'xq-import-text', spellcheck: 'false', lang: L.lang });
    box.appendChild(ta);
    var msg = el('div', { class: 'msg', id: 'xq-import-msg', role: 'status' });
    var file = el('input', { type: 'file', id: 'xq-import-file', accept: '.pgn,.txt,.xqf,.cbr,.cbl,.cbf,.fen,.htm,.html,text/*' });
    file.style.display = 'none';
    var row = el('div', { class: 'row' });
    // After an import: a file of several games opens its list, one game closes the dialog.
    var imported = function (ok) {
      if (!ok) { msg.className = 'msg err'; msg.textContent = state().message; return; }
      if (libraryCount() > 1) openLibrary(); else close();
    };
    var doImport = function () { imported(importText(ta.value)); };
    button(row, 'xq-import-go', L.import.replace('…', ''), doImport);
    button(row, 'xq-import-file-btn', L.openFile, function () { file.click(); });
    if (libraryCount() > 1) button(row, 'xq-import-library', L.libraryOpen, openLibrary);
    button(row, 'xq-import-cancel', L.cancel, close);
    file.addEventListener('change', function () {
      var f = file.files && file.files[0];
      if (!f) return;
      f.arrayBuffer().then(function (buf) {
        // A binary record (XQF "XQ" + version, 象棋橋 CBR/CBL: a NUL among the first bytes)
        // goes to the app as it is; text is decoded first.
        var b = new Uint8Array(buf);
        var binary = b.length >= 2 && b[0] === 0x58 && b[1] === 0x51;
        for (var i = 0; i < Math.min(b.length, 1024) && !binary; ++i) binary = b[i] === 0;
        if (binary) {
          imported(importBytes(b));
          return;
        }
        // Text: decoded by the core. A sure guess imports at once; an unsure one (GBK and
        // Big5 read close) shows the text with the encodings to choose from, and waits.
        var d = decodeFile(b);
        ta.value = d.text;
        showEncodings(b, d);
        if (!d.unsure) { doImport(); return; }
        msg.className = 'msg err';
        msg.textContent = L.encodingUnsure.replace('%1', d.encoding).replace('%2', d.alternative);
      });
    });
    // The encoding row of a text file: the reading shown is marked; a click reads the
    // bytes again as that encoding (Import then takes the text as it stands).
    var encodings = el('div', { class: 'row', id: 'xq-enc' });
    encodings.style.display = 'none';
    function showEncodings(bytes, d) {
      encodings.textContent = '';
      encodings.appendChild(el('span', {}, L.encoding + ':'));
      [['utf-8', 'UTF-8'], ['gbk', 'GBK'], ['big5', 'Big5']].forEach(function (e) {
        var b = button(encodings, 'xq-enc-' + e[0], e[1], function () {
          var again = decodeFile(bytes, e[0]);
          ta.value = again.text;
          showEncodings(bytes, again);
          msg.className = 'msg'; msg.textContent = '';
        });
        if (e[1] === d.encoding) b.className = 'on';
      });
      encodings.style.display = '';
    }
    box.appendChild(encodings);
    box.appendChild(row);
    box.appendChild(file);
    box.appendChild(msg);
    ta.focus();
  }

  function openExport() {
    var L = labels();
    var box = shell(L.exportTitle);
    var s = state();
    var fmt = 'pgn', notation = s.notation;
    var ta = el('textarea', { id: 'xq-export-text', readonly: 'readonly', spellcheck: 'false' });
    var msg = el('div', { class: 'msg ok', id: 'xq-export-msg', role: 'status' });
    var formats = el('div', { class: 'row' });
    var notations = el('div', { class: 'row' });
    var fbtn = {}, nbtn = {};
    var xqf = null;  // the XQF export's {ok, text, base64}
    function refresh() {
      xqf = fmt === 'xqf' ? JSON.parse(call('xq_export_xqf', 'string')) : null;
      ta.value = xqf ? xqf.text : call('xq_export', 'string', ['string', 'string'], [fmt, notation]);
      for (var k in fbtn) fbtn[k].className = k === fmt ? 'on' : '';
      for (var n in nbtn) nbtn[n].className = n === notation ? 'on' : '';
      notations.style.display = fmt === 'pgn' ? '' : 'none';
      copyBtn.style.display = xqf ? 'none' : '';  // a binary file: nothing to copy
      msg.textContent = '';
    }
    [['pgn', L.pgn], ['dhtmlxq', L.dhtmlxq], ['xqf', L.xqf], ['fen', L.fen]].forEach(function (f) {
      fbtn[f[0]] = button(formats, 'xq-export-' + f[0], f[1], function () { fmt = f[0]; refresh(); });
    });
    [['chinese', '中文'], ['wxf', 'WXF'], ['iccs', 'ICCS']].forEach(function (n) {
      nbtn[n[0]] = button(notations, 'xq-export-n-' + n[0], n[1], function () { notation = n[0]; refresh(); });
    });
    if (notation === 'chinese-simplified') notation = 'chinese';
    box.appendChild(formats);
    box.appendChild(notations);
    box.appendChild(ta);
    var row = el('div', { class: 'row' });
    var copyBtn = button(row, 'xq-export-copy', L.copy, function () { copyText(ta.value); msg.textContent = L.copied; });
    button(row, 'xq-export-download', L.download, function () {
      if (xqf) {
        if (!xqf.ok) { msg.textContent = xqf.text; return; }
        window.xqLastDownload = { name: 'xiangqi.xqf', type: 'application/octet-stream', base64: xqf.base64 };
        var raw = atob(xqf.base64), bytes = new Uint8Array(raw.length);
        for (var i = 0; i < raw.length; ++i) bytes[i] = raw.charCodeAt(i);
        try {
          var url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
          downloadUrl('xiangqi.xqf', url);
          setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
        } catch (e) { console.warn('download: ' + e); }
        return;
      }
      var ext = fmt === 'fen' ? 'fen' : fmt === 'dhtmlxq' ? 'txt' : 'pgn';
      downloadText('xiangqi.' + ext, fmt === 'pgn' ? 'application/x-chess-pgn' : 'text/plain', ta.value);
    });
    button(row, 'xq-export-png', L.png, function () { close(); call('xq_export_png', 'number'); });
    button(row, 'xq-export-close', L.close, close);
    box.appendChild(row);
    box.appendChild(msg);
    refresh();
  }

  function libraryCount() {
    try { return JSON.parse(call('xq_library_json', 'string', ['string'], ['\u0001'])).count; } catch (e) { return 0; }
  }

  // The open library (a multi-game PGN or a CBL): a search box over players, event, date,
  // result and opening, and one button a game (the first 200 matches); a click opens it.
  function openLibrary() {
    var L = labels();
    var lib = JSON.parse(call('xq_library_json', 'string', ['string'], ['']));
    var box = shell(L.library.replace('%d', lib.count));
    var search = el('input', { type: 'search', id: 'xq-lib-search', placeholder: L.librarySearch, 'aria-label': L.librarySearch });
    box.appendChild(search);
    var list = el('div', { class: 'lib', id: 'xq-lib-list', role: 'list' });
    box.appendChild(list);
    var more = el('div', { class: 'msg', id: 'xq-lib-more', role: 'status' });
    box.appendChild(more);
    var row = el('div', { class: 'row' });
    // Keep: the file goes into the saved games (web/saved_libraries.h); the answer (kept,
    // too large, storage full) shows in the status line.
    button(row, 'xq-lib-keep', L.libraryKeep, function () {
      var ok = call('xq_keep_library', 'number');
      more.className = ok ? 'msg ok' : 'msg err';
      more.textContent = state().message;
    });
    button(row, 'xq-lib-close', L.close, close);
    box.appendChild(row);
    function fill() {
      var r = JSON.parse(call('xq_library_json', 'string', ['string'], [search.value]));
      list.textContent = '';
      r.games.forEach(function (g) {
        var who = (g.red || '?') + ' – ' + (g.black || '?');
        var b = button(list, 'xq-lib-game-' + g.i, '', function () {
          if (call('xq_open_library_game', 'number', ['number'], [g.i])) close();
          else { more.className = 'msg err'; more.textContent = state().message; }
        });
        b.setAttribute('role', 'listitem');
        if (g.i === r.current) b.className = 'on';
        b.appendChild(el('span', {}, (g.i + 1) + '. ' + who + '  ' + (g.result || '')));
        b.appendChild(el('br'));
        b.appendChild(el('small', {}, [g.event, g.date, g.opening, L.movesCount.replace('%d', g.moves)]
          .filter(function (x) { return x; }).join(' · ')));
        if (g.problem) { b.appendChild(el('br')); b.appendChild(el('span', { class: 'err' }, g.problem)); }
      });
      more.className = 'msg';
      more.textContent = r.matches > r.shown ? L.libraryMore.replace('%d', r.matches - r.shown) : '';
    }
    search.addEventListener('input', fill);
    fill();
    search.focus();
  }

  // A variant text, checked as it is typed: the parser's line-numbered errors under the
  // box, Start disabled until the text builds.
  function openCustom() {
    var L = JSON.parse(call('xq_custom_strings', 'string'));
    var box = shell(L.title);
    box.appendChild(el('div', {}, L.hint));
    var ta = el('textarea', { id: 'xq-custom-text', spellcheck: 'false', maxlength: String(L.max) });
    ta.value = L.text;
    box.appendChild(ta);
    var msg = el('div', { class: 'msg', id: 'xq-custom-msg', role: 'status' });
    var row = el('div', { class: 'row' });
    var start;
    var check = function () {
      var r = JSON.parse(call('xq_check_variant_text', 'string', ['string'], [ta.value]));
      msg.className = r.error ? 'msg err' : 'msg ok';
      msg.textContent = r.error ? L.error + ' ' + r.error : L.ok + r.name + ' [' + r.id + ']';
      start.disabled = !!r.error;
      return !r.error;
    };
    start = button(row, 'xq-custom-start', L.start, function () {
      if (!check()) return;
      if (call('xq_start_custom', 'number', ['string'], [ta.value])) close();
      else { msg.className = 'msg err'; msg.textContent = state().message; }
    });
    button(row, 'xq-custom-cancel', L.cancel, close);
    ta.addEventListener('input', check);
    box.appendChild(row);
    box.appendChild(msg);
    check();
    ta.focus();
  }

  window.XQIO = {
    open: function (which) {
      if (which === 'import') openImport();
      else if (which === 'export') openExport();
      else if (which === 'custom') openCustom();
      else if (which === 'library') openLibrary();
    },
    close: close,
    downloadUrl: downloadUrl,
    downloadText: downloadText,
  };
})();
