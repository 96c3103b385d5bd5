#!/usr/bin/python3
"""Write the catalogue page: SITE_DIR/catalogue.html and its board diagrams.

usage: catalogue.py CATALOGUE_JSON CORE_JSON SITE_DIR

CATALOGUE_JSON is docs/catalogue.json (every system the seed texts name, grouped by seed;
fields in docs/ui.md, "The catalogue page"). CORE_JSON is what tools/catalogue_svg.cpp (xq-catalogue)
prints: the core's presets, add-ons and seeds, each preset and add-on with an SVG of its
start position drawn from the core's board description. The page is static HTML in all
three languages (shell-side JS only switches which one shows), so it works offline from
the service worker's cache like every other file of the site.

Refuses (exit 1, with the reason) a Play link to a preset or add-on the core does not
offer, an add-on link without the add-ons it needs, and a preset or add-on of the core
that no Play link reaches: the page cannot silently fall behind the core.
"""
import html
import json
import sys
from pathlib import Path

LANGS = ("hant", "hans", "en")
HTML_LANG = {"hant": "zh-Hant", "hans": "zh-Hans", "en": "en"}

UI = {
    "title": ("象棋家族目錄", "象棋家族目录", "The Xiangqi family: a catalogue"),
    "intro": (
        "本目錄列出我們四份資料（000 象棋文化、001 河山象棋 2018、002 象棋歷史與規則、003 第兩百章）提到的每一種棋。"
        "可玩的棋有「下棋」連結；其他的只寫出資料原文。",
        "本目录列出我们四份资料（000 象棋文化、001 河山象棋 2018、002 象棋历史与规则、003 第两百章）提到的每一种棋。"
        "可玩的棋有「下棋」链接；其他的只写出资料原文。",
        "Every game our four source texts name (000 Xiangqi culture, 001 He Shan Xiangqi 2018, 002 the history and "
        "rules of Xiangqi, 003 Chapter 200). Playable ones have a Play link; for the others we show only what the "
        "sources say.",
    ),
    "back": ("← 回到棋盤", "← 回到棋盘", "← Back to the board"),
    "source": ("資料", "资料", "Source"),
    "play": ("下棋", "下棋", "Play"),
    "status.play": ("可玩", "可玩", "Playable"),
    "status.planned": ("尚未可玩", "尚未可玩", "Not playable yet"),
    "status.unpublished": ("規則未在我們的資料中發表", "规则未在我们的资料中发表", "Rules not published in our sources"),
    "status.history": ("史料提及；規則未在我們的資料中發表", "史料提及；规则未在我们的资料中发表",
                       "Named in the history; rules not published in our sources"),
    "reconstruction": ("重建", "重建", "Reconstruction"),
    "seed_says": ("資料原文", "资料原文", "What the source says"),
    "names_note": (
        "資料 000 在「其它象棋」下只列出這 60 個名稱，沒有其他說明：規則未在我們的資料中發表。",
        "资料 000 在「其它象棋」下只列出这 60 个名称，没有其他说明：规则未在我们的资料中发表。",
        "Seed 000 lists these 60 names under 「其它象棋」 and says nothing more about them: rules not published in our "
        "sources.",
    ),
    "no_diagram": ("沒有圖", "没有图", "no diagram"),
    "lang": ("語言", "语言", "Language"),
}


def fail(msg):
    sys.exit("catalogue.py: " + msg)


def esc(s):
    return html.escape(s, quote=True)


def tri(values, tag="span", cls=None):
    """The three language versions of a text; CSS shows the page language's one."""
    c = f' class="{cls}"' if cls else ""
    return "".join(f'<{tag}{c} data-l="{l}" lang="{HTML_LANG[l]}">{esc(v)}</{tag}>' for l, v in zip(LANGS, values))


def tri_d(d, tag="span", cls=None):
    return tri([d[l] for l in LANGS], tag, cls)


def ui(key, tag="span", cls=None):
    return tri(UI[key], tag, cls)


def link_fragment(play):
    fields = ["v=" + play.get("v", "xiangqi")]
    if play.get("a"):
        fields.append("a=" + ",".join(play["a"]))
    return "#v2." + "&".join(fields)


def main():
    if len(sys.argv) != 4:
        fail("usage: catalogue.py CATALOGUE_JSON CORE_JSON SITE_DIR")
    cat = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    core = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
    site = Path(sys.argv[3])
    presets = {p["id"]: p for p in core["presets"]}
    addons = {a["id"]: a for a in core["addons"]}
    seeds = {s["id"]: s for s in core["seeds"]}

    # Every Play link must open a game the core offers; every preset and offered add-on
    # must be reachable from the page.
    reached_presets, reached_addons = set(), set()
    for group in cat["seeds"]:
        if group["seed"] not in seeds:
            fail(f"unknown seed {group['seed']!r} (the core lists {sorted(seeds)})")
        for e in group["entries"]:
            for l in LANGS:
                if not e.get(l):
                    fail(f"{e.get('hant', '?')}: no {l} name")
            if e["status"] not in ("play", "planned", "unpublished", "history", "group"):
                fail(f"{e['hant']}: unknown status {e['status']!r}")
            if e["status"] == "play" and not e.get("play"):
                fail(f"{e['hant']}: playable but no play link")
            if e["status"] in ("planned", "play", "group") and not e.get("line"):
                fail(f"{e['hant']}: no one-line description")
            if e["status"] in ("unpublished", "history") and not e.get("quote"):
                fail(f"{e['hant']}: rules not published, so the seed's own words are needed (quote)")
            for p in e.get("play", []):
                v = p.get("v", "xiangqi")
                if v not in presets:
                    fail(f"{e['hant']}: Play link to unknown preset {v!r}")
                reached_presets.add(v)
                for a in p.get("a", []):
                    if a not in addons or not addons[a]["available"]:
                        fail(f"{e['hant']}: Play link to add-on {a!r}, which the core does not offer")
                    for n in addons[a]["needs"]:
                        if n not in p["a"] and n not in presets[v]["addons"]:
                            fail(f"{e['hant']}: add-on {a!r} needs {n!r} in the same link")
                    reached_addons.add(a)
                if p.get("a") and v == "xiangqi" and not addons[p["a"][-1]]["svg"]:
                    fail(f"{e['hant']}: the standard board refuses {p['a']}: {addons[p['a'][-1]]['error']}")
    missing = sorted(set(presets) - reached_presets)
    if missing:
        fail(f"no Play link reaches the preset(s) {missing}: add them to docs/catalogue.json")
    missing = sorted(a for a in addons if addons[a]["available"] and a not in reached_addons)
    if missing:
        fail(f"no Play link reaches the add-on(s) {missing}: add them to docs/catalogue.json")

    out_dir = site / "catalogue"
    out_dir.mkdir(parents=True, exist_ok=True)
    for p in presets.values():
        (out_dir / f"{p['id']}.svg").write_text(p["svg"], encoding="utf-8")
    for a in addons.values():
        if a["svg"]:
            (out_dir / f"addon-{a['id']}.svg").write_text(a["svg"], encoding="utf-8")

    def diagram(e):
        plays = e.get("play", [])
        if not plays:
            return f'<div class="nodiagram">{ui("no_diagram")}</div>'
        p = plays[0]
        if p.get("v", "xiangqi") == "xiangqi" and p.get("a"):
            src = f"catalogue/addon-{p['a'][-1]}.svg"
        else:
            src = f"catalogue/{p.get('v', 'xiangqi')}.svg"
        return f'<img class="diagram" src="{src}" alt="{esc(e["hant"])} {esc(e["en"])}" loading="lazy">'

    def card(e, seed):
        status = e["status"]
        ident = "-".join(p.get("v", "xiangqi") + ("+" + "+".join(p["a"]) if p.get("a") else "") for p in e.get("play", []))
        attrs = f'class="entry {status}" data-status="{status}" data-name="{esc(e["hant"])}"'
        if e.get("digest"):
            attrs += f' data-digest="{esc(e["digest"])}"'
        parts = [f"<article {attrs}>", diagram(e), '<div class="body">']
        parts.append(f'<h3><span class="zh" data-l="hant" lang="zh-Hant">{esc(e["hant"])}</span>'
                     f'<span class="zh" data-l="hans" lang="zh-Hans">{esc(e["hans"])}</span>'
                     f'<span class="zh" data-l="en" lang="zh-Hant">{esc(e["hant"])}</span>'
                     f' <span class="en-name" lang="en">{esc(e["en"])}</span></h3>')
        badges = [f'<span class="badge {status}">{ui("status." + status)}</span>']
        if e.get("note") == "reconstruction":
            badges.append(f'<span class="badge reconstruction">{ui("reconstruction")}</span>')
        parts.append('<p class="badges">' + " ".join(badges) + "</p>")
        if e.get("line"):
            parts.append(f'<p class="line">{tri_d(e["line"])}</p>')
        if e.get("quote"):
            q = esc(e["quote"]).replace("\n", "<br>")
            parts.append(f'<blockquote lang="zh"><span class="label">{ui("seed_says")} ({esc(seed)}):</span> {q}</blockquote>')
        if e.get("play"):
            links = []
            for p in e["play"]:
                label = ui("play") + (" · " + tri_d(p["label"]) if p.get("label") else "")
                pid = p.get("v", "xiangqi") + ("+" + "+".join(p["a"]) if p.get("a") else "")
                links.append(f'<a class="play" data-play="{esc(pid)}" data-v="{esc(p.get("v", "xiangqi"))}" '
                             f'data-a="{esc(",".join(p.get("a", [])))}" href="index.html{esc(link_fragment(p))}">'
                             f"▶ {label}</a>")
            parts.append('<p class="plays">' + " ".join(links) + "</p>")
        parts.append("</div></article>")
        return "".join(parts)

    body = []
    for group in cat["seeds"]:
        sid = group["seed"]
        s = seeds[sid]
        body.append(f'<section class="seed" id="seed-{sid}" data-seed="{sid}">')
        body.append(f'<h2><span class="sid">{ui("source")} {sid}</span> '
                    + tri([s["name_hant"], s["name_hans"], s["name_en"]]) + "</h2>")
        body.append('<div class="entries">')
        for e in group["entries"]:
            if e["status"] == "group":
                body.append('</div><h3 class="subgroup" data-name="' + esc(e["hant"]) + '">'
                            + f'<span class="zh" data-l="hant">{esc(e["hant"])}</span>'
                            + f'<span class="zh" data-l="hans">{esc(e["hans"])}</span>'
                            + f'<span class="zh" data-l="en">{esc(e["hant"])}</span> '
                            + f'<span class="en-name">{esc(e["en"])}</span></h3>'
                            + f'<p class="line">{tri_d(e["line"])}</p><div class="entries">')
            else:
                body.append(card(e, sid))
        body.append("</div>")
        if group.get("names"):
            body.append(f'<h3 class="subgroup">{tri_d(group["list_title"])}</h3>')
            body.append(f'<p class="badges"><span class="badge unpublished">{ui("status.unpublished")}</span></p>')
            body.append(f'<p class="line">{ui("names_note")}</p><ol class="names">')
            for n in group["names"]:
                body.append(f'<li class="named" data-name="{esc(n["hant"])}" value="{n["n"]}">'
                            f'<span class="zh" data-l="hant">{esc(n["hant"])}</span>'
                            f'<span class="zh" data-l="hans">{esc(n["hans"])}</span>'
                            f'<span class="zh" data-l="en">{esc(n["hant"])}</span> '
                            f'<span class="en-name">{esc(n["en"])}</span></li>')
            body.append("</ol>")
        body.append("</section>")

    lang_buttons = "".join(
        f'<button type="button" data-set-lang="{l}" id="lang-{l}">{t}</button>'
        for l, t in (("hant", "繁"), ("hans", "简"), ("en", "EN")))
    page = PAGE.replace("__TITLE__", ui("title")).replace("__PLAIN_TITLE__", esc(" · ".join(UI["title"][::2])))
    page = page.replace("__INTRO__", ui("intro")).replace("__BACK__", ui("back"))
    page = page.replace("__LANG_LABEL__", ui("lang")).replace("__LANG_BUTTONS__", lang_buttons)
    page = page.replace("__BODY__", "\n".join(body))
    (site / "catalogue.html").write_text(page, encoding="utf-8")
    n_entries = sum(len([e for e in g["entries"] if e["status"] != "group"]) + len(g.get("names", [])) for g in cat["seeds"])
    n_play = sum(len(e.get("play", [])) for g in cat["seeds"] for e in g["entries"])
    print(f"catalogue: {n_entries} names, {n_play} Play links, {len(presets) + len(addons)} diagrams")


PAGE = """<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>__PLAIN_TITLE__</title>
<link rel="icon" href="icon.svg" type="image/svg+xml">
<link rel="manifest" href="manifest.webmanifest">
<meta name="theme-color" content="#8b5a2b">
<style>
  * { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; background: #eed9ad; color: #3a2410; font: 15px/1.5 system-ui, "LXGW WenKai", "Noto Sans CJK TC", sans-serif;
         overflow-x: hidden; }
  body[data-lang="hant"] [data-l]:not([data-l="hant"]), body[data-lang="hans"] [data-l]:not([data-l="hans"]),
  body[data-lang="en"] [data-l]:not([data-l="en"]) { display: none; }
  header { position: sticky; top: 0; z-index: 1; background: #8b5a2b; color: #fff8e8; padding: 8px 12px;
           display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
  header h1 { font-size: 18px; margin: 0; flex: 1 1 auto; }
  header a { color: #fff8e8; }
  .langs { display: flex; gap: 4px; align-items: center; }
  .langs button { font: inherit; min-width: 40px; min-height: 34px; border: 1px solid #fff8e8; background: transparent;
                  color: #fff8e8; border-radius: 4px; cursor: pointer; }
  .langs button[aria-pressed="true"] { background: #fff8e8; color: #8b5a2b; }
  main { max-width: 1200px; margin: 0 auto; padding: 8px 12px 40px; }
  .intro { margin: 8px 0 4px; }
  h2 { font-size: 20px; margin: 24px 0 8px; border-bottom: 2px solid #8b5a2b; padding-bottom: 2px; }
  h2 .sid { font-size: 13px; color: #8b5a2b; margin-right: 6px; }
  h3.subgroup { font-size: 17px; margin: 18px 0 4px; }
  .entries { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 10px; }
  .entry { background: #fbf0d8; border: 1px solid #c9a56a; border-radius: 6px; padding: 8px; display: flex; gap: 10px;
           min-width: 0; }
  .entry .body { min-width: 0; flex: 1 1 auto; }
  .entry h3 { font-size: 17px; margin: 0 0 2px; overflow-wrap: anywhere; }
  .en-name { font-size: 13px; font-weight: normal; color: #6b4a25; }
  .diagram { width: 120px; height: auto; flex: 0 0 120px; align-self: flex-start; }
  .nodiagram { width: 120px; flex: 0 0 120px; min-height: 60px; border: 1px dashed #c9a56a; border-radius: 4px;
               display: flex; align-items: center; justify-content: center; font-size: 12px; color: #8b6a3a;
               align-self: flex-start; }
  .badges { margin: 2px 0; }
  .badge { display: inline-block; font-size: 12px; border-radius: 10px; padding: 0 8px; margin-right: 4px; }
  .badge.play { background: #2e7d32; color: #fff; }
  .badge.planned { background: #b58a2a; color: #fff; }
  .badge.unpublished, .badge.history { background: #7a6a5a; color: #fff; }
  .badge.reconstruction { background: #1f5fa8; color: #fff; }
  .line { margin: 4px 0; }
  blockquote { margin: 4px 0; padding: 4px 8px; border-left: 3px solid #c9a56a; background: #f4e4c0; font-size: 14px;
               overflow-wrap: anywhere; }
  blockquote .label { font-size: 12px; color: #6b4a25; }
  .plays { margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
  a.play { display: inline-block; background: #8b2222; color: #fff; text-decoration: none; border-radius: 4px;
           padding: 4px 12px; min-height: 32px; line-height: 24px; }
  a.play:hover, a.play:focus { background: #a83232; }
  ol.names { columns: 3 290px; padding-left: 2.5em; margin: 4px 0; }
  ol.names li { break-inside: avoid; }
  @media (max-width: 520px) {
    .entries { grid-template-columns: 1fr; }
    .diagram, .nodiagram { width: 96px; flex-basis: 96px; }
    ol.names { columns: 2 140px; }
  }
</style>
</head>
<body data-lang="hant">
<header>
  <h1>__TITLE__</h1>
  <a href="index.html" id="back">__BACK__</a>
  <div class="langs" role="group" aria-label="Language">__LANG_BUTTONS__</div>
</header>
<main>
<p class="intro">__INTRO__</p>
__BODY__
</main>
<script>
(function () {
  // The language: ?l= from the board's Catalogue button, else this page's last choice,
  // else the board's own setting (its localStorage lines), else the browser's.
  var KEY = 'xiangqi.catalogue.lang';
  var CODES = { 'zh-Hant': 'hant', 'zh-Hans': 'hans', 'en': 'en' };
  var LINK = { hant: 'zh-Hant', hans: 'zh-Hans', en: 'en' };
  function store(k, v) { try { if (v === undefined) return localStorage.getItem(k); localStorage.setItem(k, v); } catch (e) { return null; } }
  function initial() {
    var m = /[?&]l=([^&#]*)/.exec(location.search) || /[#&]l=([^&]*)/.exec(location.hash);
    if (m && CODES[decodeURIComponent(m[1])]) return CODES[decodeURIComponent(m[1])];
    var own = store(KEY);
    if (own && LINK[own]) return own;
    var board = /(?:^|\\n)lang=([^\\n]*)/.exec(store('xiangqi.v1') || '');
    if (board && CODES[board[1]]) return CODES[board[1]];
    var n = (navigator.language || '').toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(n)) return 'hant';
    if (/^zh/.test(n)) return 'hans';
    return 'en';
  }
  function set(l, remember) {
    document.body.setAttribute('data-lang', l);
    document.documentElement.lang = LINK[l];
    document.title = { hant: '象棋家族目錄', hans: '象棋家族目录', en: 'The Xiangqi family: a catalogue' }[l];
    var bs = document.querySelectorAll('[data-set-lang]');
    for (var i = 0; i < bs.length; ++i) bs[i].setAttribute('aria-pressed', bs[i].getAttribute('data-set-lang') === l ? 'true' : 'false');
    // Play links open the board in the same language.
    var as = document.querySelectorAll('a.play');
    for (var j = 0; j < as.length; ++j) as[j].href = as[j].getAttribute('href').replace(/&l=[^&]*$/, '') + '&l=' + LINK[l];
    if (remember) store(KEY, l);
  }
  document.querySelector('.langs').addEventListener('click', function (e) {
    var l = e.target.getAttribute && e.target.getAttribute('data-set-lang');
    if (l) set(l, true);
  });
  set(initial(), false);
  document.body.setAttribute('data-ready', '1');
  if ('serviceWorker' in navigator && location.protocol.indexOf('http') === 0) {
    navigator.serviceWorker.register('sw.js').catch(function (e) { console.warn('service worker: ' + e); });
  }
})();
</script>
</body>
</html>
"""

if __name__ == "__main__":
    main()
