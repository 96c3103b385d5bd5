// The move sounds, made with WebAudio at the moment they play: no audio files, so nothing to
// download and no licence to carry. The app (web/sound.cpp through web/bridge.cpp) calls
// xqPlaySound(kind) after a move: 0 move, 1 capture, 2 check, 3 game end. Each is a short
// envelope over an oscillator or a noise burst, quiet (peak gain 0.25) and under 0.5 s.
// window.xqSoundLog keeps the kinds asked for, for the browser tests (tests/e2e/sound.test.mjs).
(function () {
  'use strict';
  var ctx = null;
  var NAMES = ['move', 'capture', 'check', 'end'];
  window.xqSoundLog = [];

  function audio() {
    if (ctx) return ctx;
    var AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return null;
    try { ctx = new AC(); } catch (e) { ctx = null; }
    return ctx;
  }

  // A wooden click: a filtered noise burst decaying in `len` seconds.
  function knock(c, t, freq, len, gain) {
    var n = Math.ceil(c.sampleRate * len);
    var buf = c.createBuffer(1, n, c.sampleRate);
    var d = buf.getChannelData(0);
    for (var i = 0; i < n; ++i) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / n, 3);
    var src = c.createBufferSource();
    src.buffer = buf;
    var f = c.createBiquadFilter();
    f.type = 'bandpass';
    f.frequency.value = freq;
    f.Q.value = 2;
    var g = c.createGain();
    g.gain.value = gain;
    src.connect(f).connect(g).connect(c.destination);
    src.start(t);
  }

  // A tone: attack 5 ms, exponential decay to silence over `len` seconds.
  function tone(c, t, freq, len, gain, type) {
    var o = c.createOscillator();
    o.type = type || 'sine';
    o.frequency.value = freq;
    var g = c.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(gain, t + 0.005);
    g.gain.exponentialRampToValueAtTime(0.0001, t + len);
    o.connect(g).connect(c.destination);
    o.start(t);
    o.stop(t + len + 0.02);
  }

  window.xqPlaySound = function (kind) {
    window.xqSoundLog.push(NAMES[kind] || String(kind));
    var c = audio();
    if (!c) return;
    try {
      if (c.state === 'suspended') c.resume();  // browsers start audio only after a gesture
      var t = c.currentTime + 0.01;
      if (kind === 0) {
        knock(c, t, 1800, 0.06, 0.25);
      } else if (kind === 1) {
        knock(c, t, 900, 0.09, 0.25);
        knock(c, t + 0.05, 1400, 0.07, 0.2);
      } else if (kind === 2) {
        knock(c, t, 1800, 0.05, 0.2);
        tone(c, t + 0.03, 880, 0.18, 0.12, 'triangle');
        tone(c, t + 0.12, 1175, 0.22, 0.12, 'triangle');
      } else {
        tone(c, t, 523, 0.4, 0.12, 'triangle');
        tone(c, t + 0.12, 659, 0.4, 0.1, 'triangle');
        tone(c, t + 0.24, 784, 0.45, 0.1, 'triangle');
      }
    } catch (e) {}  // no sound is never an error
  };
})();
