// The About dialog (HTML over the canvas, like shell/io.js): the version, our licence, the
// third-party parts the site ships with their licences, the data attribution, and the full
// texts. Everything comes from window.XQ_NOTICES (notices.js, written by scripts/notices.py
// from LICENSE and THIRD_PARTY_NOTICES.md), inlined so that the single-file build and the
// sandboxed embed page show it without fetching anything. The app opens it through
// XQAbout.open(languageCode) (web/browser_io.cpp); Esc, the Close button or a click
// outside the box closes it.
(function () {
  'use strict';
  var WORDS = {
    'zh-Hant': { title: '關於', version: '版本', license: '本程式以 MIT 授權釋出', parts: '所含第三方元件',
      data: '資料', texts: '授權全文', close: '關閉' },
    'zh-Hans': { title: '关于', version: '版本', license: '本程序以 MIT 许可发布', parts: '所含第三方组件',
      data: '数据', texts: '许可全文', close: '关闭' },
    en: { title: 'About', version: 'Version', license: 'Released under the MIT licence', parts: 'Third-party parts shipped',
      data: 'Data', texts: 'Full licence texts', close: 'Close' },
  };
  var css = [
    '#xq-about{position:fixed;inset:0;background:rgba(40,25,10,.45);display:flex;align-items:center;',
    'justify-content:center;z-index:11;font:14px system-ui,sans-serif;color:#2a1a08}',
    '#xq-about .box{background:#fbf3e2;border-radius:8px;padding:14px;width:min(94vw,640px);max-height:90vh;',
    'overflow:auto;box-sizing:border-box;box-shadow:0 6px 30px rgba(0,0,0,.35)}',
    '#xq-about h2{margin:0 0 6px;font-size:17px}#xq-about h3{margin:10px 0 4px;font-size:15px}',
    '#xq-about table{border-collapse:collapse;width:100%;font-size:13px}',
    '#xq-about td{border-top:1px solid #dcc59c;padding:3px 4px;vertical-align:top}',
    '#xq-about pre{white-space:pre-wrap;font:12px ui-monospace,monospace;max-height:40vh;overflow:auto;',
    'background:#fff8ea;padding:6px}#xq-about button{font:inherit;min-height:44px;padding:5px 16px;',
    'border:1px solid #a07040;border-radius:5px;background:#f0dcb4;cursor:pointer;margin-top:10px}',
  ].join('');
  var root = null;

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function close() {
    if (root) root.remove();
    root = null;
    document.removeEventListener('keydown', onKey, true);
    try { Module.canvas.focus(); } catch (e) {}
  }
  // Captured on the document: the canvas (SDL listens on window) never sees keys meant here.
  function onKey(e) {
    e.stopPropagation();
    if (e.key === 'Escape') { e.preventDefault(); close(); }
  }

  function open(lang) {
    close();
    var N = window.XQ_NOTICES || { version: '?', parts: [], data: '', license: '', notices: '' };
    var W = WORDS[lang] || WORDS.en;
    if (!document.getElementById('xq-about-css')) {
      var st = el('style', { id: 'xq-about-css' });
      st.textContent = css;
      document.head.appendChild(st);
    }
    root = el('div', { id: 'xq-about', role: 'dialog', 'aria-modal': 'true', 'aria-label': W.title });
    var box = el('div', { class: 'box' });
    box.appendChild(el('h2', {}, '象棋 Xiangqi — ' + W.title));
    box.appendChild(el('div', { id: 'xq-about-version' }, W.version + ': ' + N.version));
    box.appendChild(el('div', { id: 'xq-about-license' }, W.license + ' (Copyright (c) 2026 the xiangqi contributors).'));
    box.appendChild(el('h3', {}, W.parts));
    var table = el('table', { id: 'xq-about-parts' });
    N.parts.forEach(function (p) {
      var tr = el('tr');
      tr.appendChild(el('td', {}, p.name + ' ' + p.version));
      tr.appendChild(el('td', {}, p.license));
      table.appendChild(tr);
    });
    box.appendChild(table);
    box.appendChild(el('h3', {}, W.data));
    box.appendChild(el('div', { id: 'xq-about-data' }, N.data));
    var details = el('details');
    details.appendChild(el('summary', {}, W.texts));
    details.appendChild(el('pre', { id: 'xq-about-texts' }, N.license + '\n\n' + N.notices));
    box.appendChild(details);
    var closeBtn = el('button', { id: 'xq-about-close', type: 'button' }, W.close);
    closeBtn.addEventListener('click', close);
    box.appendChild(closeBtn);
    root.appendChild(box);
    root.addEventListener('click', function (e) { if (e.target === root) close(); });
    document.body.appendChild(root);
    document.addEventListener('keydown', onKey, true);
    closeBtn.focus();
  }

  window.XQAbout = { open: open, close: close, isOpen: function () { return !!root; } };
})();
