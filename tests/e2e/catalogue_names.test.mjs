// The catalogue's data (docs/catalogue.json, the source of catalogue.html) against the seed
// texts themselves: every variant the digest gives a section, every add-on of 十大偏方, every
// historical name, and the 60 names of seed 000's 「其它象棋」 list must have an entry; and
// every entry must be named by a seed, every quote must be the seed's own words. No browser
// and no build: it reads ../shared (or $XQ_SHARED) and skips with a message without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const shared = process.env.XQ_SHARED || path.resolve(root, '..', 'shared');
const seedDir = path.join(shared, 'seeds');
const digestFile = path.join(shared, 'docs', 'variants-digest.md');
const haveShared = fs.existsSync(seedDir) && fs.existsSync(digestFile);
const why = `no seed texts at ${seedDir} (set XQ_SHARED to the shared folder): skipped`;

const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'docs', 'catalogue.json'), 'utf8'));
const entries = catalogue.seeds.flatMap((g) => g.entries.map((e) => ({ ...e, seed: g.seed })));
const names = entries.flatMap((e) => [e.hant, e.hans]);

function seeds() {
  const out = {};
  for (const f of fs.readdirSync(seedDir)) if (/^\d{3}_.*\.txt$/.test(f)) out[f.slice(0, 3)] = fs.readFileSync(path.join(seedDir, f), 'utf8');
  return out;
}

// An extracted name is catalogued when an entry is called exactly that, or that with its
// other name in brackets (遁驚馬 → 遁驚馬（殺驚與遁馬）, 第两百章 → 第两百章（只剩将帅）).
const catalogued = (n) => names.some((m) => m === n || m.startsWith(n + '（'));

test('every variant heading of the digest (seeds 000–003) has a catalogue entry', (t) => {
  if (!haveShared) return t.skip(why);
  const digest = fs.readFileSync(digestFile, 'utf8');
  const found = [];
  // "### 2.11 山水象棋（雄兵象棋） — …", "### 4.1 「第两百章」 fragment — …", "## 3. Seed 001 — 河山象棋 2018"
  for (const m of digest.matchAll(/^### \d+\.\d+ (.+?)(?: — | \()/gm)) found.push(m[1].replace(/[「」]/g, '').replace(/ fragment$/, '').trim());
  for (const m of digest.matchAll(/^## \d+\. Seed \d{3} — (.+)$/gm)) found.push(m[1].trim());
  // The ten add-ons: "**A1 遁驚馬 (殺驚 + 遁馬), …", "**A9 河山界.**"
  for (const m of digest.matchAll(/^\*\*A\d+ ([^\s(,.*]+)/gm)) found.push(m[1]);
  // §5: 廣象棋 and the historical names ("司馬光《七國象戲》/《七國象棋圖》, 「大象戲」, 北周《象經》, 六博/塞").
  const other = digest.slice(digest.indexOf('\n## 5. '), digest.indexOf('\n## 6. '));
  assert.ok(other.length > 0, 'the digest has its §5 "Other mentions"');
  for (const m of other.matchAll(/^- \*\*(\S+)\*\* \(/gm)) found.push(m[1]);
  const named = /\*\*Named only:\*\* (.+)$/m.exec(other);
  assert.ok(named, 'the digest has its "Named only" line');
  const historical = [...named[1].matchAll(/[《「]([^》」]+)[》」]|(\p{Script=Han}+)(?=\/|\.|$)/gu)].map((m) => m[1] || m[2]);
  assert.ok(found.length >= 40, `only ${found.length} names extracted from the digest: its format changed?`);
  assert.ok(historical.length >= 4, `only ${historical} extracted from the "Named only" line`);
  const missing = found.filter((n) => !catalogued(n));
  assert.deepEqual(missing, [], `digest names without a catalogue entry: ${missing.join(', ')}`);
  // A historical name may be part of an entry's name (塞 → 塞戲（格五）).
  const missingHistory = historical.filter((n) => !names.some((m) => m.includes(n)));
  assert.deepEqual(missingHistory, [], `historical names without an entry: ${missingHistory.join(', ')}`);
  t.diagnostic(`${found.length} digest names and ${historical.length} historical names, all catalogued`);
});

test('the 60 names of seed 000 「其它象棋」, in order, exactly as the seed writes them', (t) => {
  if (!haveShared) return t.skip(why);
  const text = seeds()['000'];
  const at = text.indexOf('\n其它象棋\n');
  assert.ok(at >= 0, 'seed 000 has its 「其它象棋」 heading');
  const list = [];
  for (const line of text.slice(at + 6).split('\n').slice(0, 14)) {
    const items = [...line.matchAll(/(\d+)、([^|]+?)\s*\|/g)];
    if (!items.length) break;
    for (const m of items) list.push({ n: Number(m[1]), hant: m[2].trim() });
  }
  assert.equal(list.length, 60);
  const group = catalogue.seeds.find((g) => g.seed === '000');
  assert.deepEqual(group.names.map((x) => ({ n: x.n, hant: x.hant })), list);
  for (const x of group.names) {
    assert.ok(x.hans && x.en, `${x.hant} has its 简 and English names`);
    assert.equal([...x.hans].length, [...x.hant].length, `${x.hant} / ${x.hans}: a 简 form has as many characters`);
  }
});

test('every catalogue entry is named by a seed, and every quote is the seed’s own words', (t) => {
  if (!haveShared) return t.skip(why);
  const texts = seeds();
  const all = Object.values(texts).join('\n');
  for (const e of entries) {
    const parts = [e.hant, e.hans, ...e.hant.split(/[（）／]| vs /), ...e.hans.split(/[（）／]| vs /)].filter((p) => [...p].length > 1);
    // 宮旗 is the page's short name for 實例8's option; its quote is the seed's sentence.
    const quoted = e.quote && e.quote.split(/\n…\n|\n/).every((q) => texts[e.seed].includes(q));
    assert.ok(parts.some((p) => all.includes(p)) || quoted, `${e.hant}: no seed names it`);
    if (e.quote)
      for (const q of e.quote.split(/\n…\n|\n/)) assert.ok(texts[e.seed].includes(q), `${e.hant}: not in seed ${e.seed}: ${q}`);
  }
  // Systems whose rules are only in the missing picture books carry no rules of ours.
  for (const n of ['八宫象棋', '复合象棋3', '聯軍象棋', '飛馬象棋 vs 解放象棋']) {
    const e = entries.find((x) => x.hant === n || x.hans === n);
    assert.ok(e, n);
    assert.equal(e.status, 'unpublished', n);
    assert.ok(!e.line && !e.play, `${n} must not get a description or Play link of ours`);
  }
  t.diagnostic(`${entries.length} entries checked against ${Object.keys(texts).length} seed texts`);
});

// Names the seeds mention in passing, outside the digest's headings: every “…象棋”, 「…象棋」,
// （…象棋, 《…象戲 and every line that is only a name. Each is catalogued or listed here
// with the reason it is not a system of its own; a new mention fails until it is one of the two.
const notSystems = {
  中國象棋: '象棋 itself (seed 002 entry 象棋)',
  監督象棋: '「監督象棋涉及將……」: a phrase about 解將旗, not a name',
  监督象棋: 'the same phrase in seed 001',
  直接解除了象棋: 'a phrase (「直接解除了象棋……」)',
  的專業者和專制象棋: 'a phrase',
  蓖蔽象棋: '《楚辭·招魂》 「蓖蔽象棋，有六簿些」: the ivory pieces of 六博 (entry 六博)',
  菎蔽象棋: 'the same line in seed 002 (entry 六博)',
  '足下……燕則斗象棋': '《說苑》: a pastime named beside music, no system',
  廣象戲: 'the book 《廣象戲圖》/《廣象戲序》 (entry 廣象棋)',
  樗薄象戲: 'the book 《樗薄象戲格》 (history of seed 000, no system)',
  白檀象戲: 'a poem line 「白檀象戲小盤枰」',
  竹香齋象戲: 'the book 《竹香齋象戲譜》',
  進象棋: 'the poem 《進象棋經賦》 (entry 象經)',
  象棋降和六大处方象棋: 'seed 001 prints its first lines doubled: 「象棋降和六大处方」 (entry 象棋降和六大處方)',
};

test('every name the seeds mention in quotes or brackets is catalogued or explained', (t) => {
  if (!haveShared) return t.skip(why);
  const mentions = new Map();
  for (const [seed, text] of Object.entries(seeds())) {
    const found = [
      ...[...text.matchAll(/[“「"（(《]([^“”「」"（）()《》\s，。、：]{1,12}?(?:象棋|象戲|象戏))/gu)].map((m) => m[1]),
      ...[...text.matchAll(/^([^\s，。、：“”]{2,12}(?:象棋|象戲|象戏))\s*$/gmu)].map((m) => m[1]),
    ];
    for (const raw of found) {
      const name = raw.replace(/^(詳見|详见)/, '').replace(/\(對\)|\(对\)/, ' vs ');
      if (!mentions.has(name)) mentions.set(name, seed);
    }
  }
  assert.ok(mentions.size >= 30, `only ${mentions.size} mentions found: did the seeds' format change?`);
  // An entry's name, a name of seed 000's list, or the list's own title (其它象棋).
  const listed = (n) => names.some((m) => m.includes(n)) ||
    catalogue.seeds.some((g) => (g.list_title && g.list_title.hant.startsWith(n)) || (g.names || []).some((x) => x.hant === n));
  const unexplained = [...mentions].filter(([n]) => !listed(n) && !notSystems[n]).map(([n, s]) => `${n} (seed ${s})`);
  assert.deepEqual(unexplained, [], `names in the seeds with no catalogue entry: ${unexplained.join(', ')}`);
  // The explanations stay true: each is still mentioned and still not catalogued.
  for (const n of Object.keys(notSystems)) {
    assert.ok(mentions.has(n), `${n} is no longer mentioned: drop it from notSystems`);
    assert.ok(!listed(n), `${n} is catalogued now: drop it from notSystems`);
  }
  t.diagnostic(`${mentions.size} mentions, ${Object.keys(notSystems).length} of them not systems`);
});
