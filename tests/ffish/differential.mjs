// Differential perft against Fairy-Stockfish (issue #12, docs/variants.md §1): every
// variant of tests/ffish/fsf.ini is loaded into ffish (npm, Fairy-Stockfish compiled to
// wasm) with loadVariantConfig; its twin of the same id in tests/ffish/ours.ini (same
// Betza strings, same start position) is counted by our `xq perft --variant-file`.
// Both must give the same perft(DEPTH) (ffish prints 1..DEPTH; ours all depths when they
// differ) from the start and from positions reached by a seeded random walk (so
// captures, checks and screens occur).
//
// usage: node --no-experimental-fetch tests/ffish/differential.mjs [path/to/xq] [depth]
// Exit 0 = all equal, 1 = a difference (printed with the FEN), 2 = ffish unavailable.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const xq = process.argv[2] || join(root, 'build/native/bin/xq');
const depth = Number(process.argv[3] || 3);
const fsfIni = join(here, 'fsf.ini');
const oursIni = join(here, 'ours.ini');
const walks = [6, 14, 24];  // plies of the random walks from the start

let ffish;
try {
  ffish = createRequire(join(root, 'package.json'))('ffish');
} catch (e) {
  console.log(`ffish is not installed (npm ci): ${e.message.split('\n')[0]}`);
  process.exit(2);
}
await new Promise((ok) => {
  if (ffish.Board) ok();
  else ffish.onRuntimeInitialized = ok;
});

const fsfText = readFileSync(fsfIni, 'utf8');
ffish.loadVariantConfig(fsfText);
const ids = [...fsfText.matchAll(/^\[([\w-]+):/gm)].map((m) => m[1]);

function ffishPerft(board, d) {
  if (d === 1) return board.numberLegalMoves();
  let n = 0;
  for (const m of board.legalMoves().split(' ').filter(Boolean)) {
    board.push(m);
    n += ffishPerft(board, d - 1);
    board.pop();
  }
  return n;
}

function oursPerft(id, fen, d) {
  const r = spawnSync(xq, ['perft', '--variant-file', oursIni, '--variant', id, fen, String(d)], { encoding: 'utf8' });
  if (r.status !== 0) return `error: ${(r.stderr || r.error || '').toString().trim()}`;
  return Number(r.stdout.trim());
}

// A small deterministic generator (mulberry32), so a failure can be replayed.
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const started = Date.now();
let compared = 0;
let failed = 0;
for (const [vi, id] of ids.entries()) {
  const start = new ffish.Board(id);
  const fens = [start.fen()];
  const random = rng(1000 + vi);
  for (const plies of walks) {
    const b = new ffish.Board(id);
    for (let i = 0; i < plies; ++i) {
      const moves = b.legalMoves().split(' ').filter(Boolean);
      if (moves.length === 0) break;
      b.push(moves[Math.floor(random() * moves.length)]);
    }
    if (b.numberLegalMoves() > 0) fens.push(b.fen());
    b.delete();
  }
  start.delete();
  for (const fen of fens) {
    const board = new ffish.Board(id, fen);
    const theirs = [];
    for (let d = 1; d <= depth; ++d) theirs.push(ffishPerft(board, d));
    board.delete();
    // One run of ours at the full depth (a process per run); all depths only to show a difference.
    let ours = [oursPerft(id, fen, depth)];
    let same = ours[0] === theirs[depth - 1];
    if (!same) ours = theirs.map((_, i) => oursPerft(id, fen, i + 1));
    ++compared;
    if (!same) ++failed;
    console.log(`${same ? 'ok  ' : 'DIFF'} ${id.padEnd(12)} ${fen}  ffish ${theirs.join('/')}  ours ${ours.join('/')}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${compared - failed} of ${compared} positions agree to depth ${depth} (${ids.length} variants, ${seconds} s)`);
process.exit(failed ? 1 : 0);
