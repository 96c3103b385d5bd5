#!/usr/bin/env python3
"""Layer check (docs/architecture.md, "The public surface"): run from the repository root,
or pass --root DIR. Fails (exit 1) when

  - a file in web/ or tools/ includes a core header outside the public surface below, or
  - a file of core/ outside core/rules/ includes a rule module's header (one that declares
    a `const RuleModule`; docs/architecture.md, "Rule modules": the code above the modules
    calls their hooks and names none of them), except the variant builder that resolves
    `addons = …`, or
  - core/ has an include cycle between its modules (x.h + x.cpp = one module), or
  - a file in web/ other than web/bridge.cpp talks to the page itself: EM_JS, EM_ASM*,
    EMSCRIPTEN_KEEPALIVE, an emscripten_*() call or an <emscripten...> include (the JS
    bridge is one file; the rest of web/ calls its plain C++ functions, browser.h).

Every finding is one line naming the file and the header (or the modules of the cycle).
scripts/test runs it as its own step; tests/layers/test_check_layers.py makes it fail on
small fake trees so the check itself cannot pass silently."""
import argparse
import os
import re
import sys

# The core headers web/ and tools/ may include: the facade, the vocabulary it hands out,
# and the entry points the architecture names (search, notation, share links; variant
# files for the tools). Everything else in core/ is internal.
PUBLIC = {
    "core/game.h": "the facade",
    "core/types.h": "vocabulary: squares, colours, pieces, moves",
    "core/board_description.h": "vocabulary: what Game::board() returns",
    "core/hidden_rules.h": "vocabulary: face-down pieces, Viewer",
    "core/hidden_view.h": "vocabulary: per-viewer views (PieceView, view_position)",
    "core/fen.h": "notation entry point: FEN",
    "core/position_setup.h": "the position editor's draft (擺棋), built from and started as a Game",
    "core/notation/iccs.h": "notation entry point: ICCS",
    "core/notation/pgn.h": "notation entry point: PGN",
    "core/notation/movetext.h": "notation entry point: move text in any notation",
    "core/notation/import.h": "notation entry point: import of PGN / DhtmlXQ / FEN",
    "core/notation/xqf.h": "notation entry point: XQF (象棋演播室) records",
    "core/record/game_tree.h": "vocabulary: a game record's tree of moves (what read_xqf returns)",
    "core/notation/record_file.h": "notation entry point: a record file of any format as a tree",
    "core/notation/pgn_tree.h": "notation entry point: PGN with variations and comments",
    "core/notation/dhtmlxq_tree.h": "notation entry point: DhtmlXQ with its variation routes",
    "core/notation/xqf_write.h": "notation entry point: writing XQF",
    "core/notation/cbf.h": "notation entry point: 象棋橋 CBF records, read and written",
    "core/notation/record_library.h": "notation entry point: a file of several games as a list",
    "core/notation/cbr.h": "notation entry point: 象棋橋 CBR records and CBL libraries (binary)",
    "core/notation/text_encoding.h": "notation entry point: a record's text encoding (UTF-8, GBK, Big5) detected or chosen",
    "core/share/link.h": "share links",
    "core/share/record_round_trip.h": "a record through import, PGN, DhtmlXQ and a link",
    "core/search/search.h": "search entry point",
    "core/search/level.h": "search entry point: playing levels",
    "core/search/opening_book.h": "search entry point: the opening book",
    "core/search/draw_offer.h": "search entry point: answering a draw offer",
    "core/search/move_quality.h": "search entry point: the analysis board's move marks (win chance, ?!/?/??)",
}
# Public to the command-line tools only: the page plays pasted variant texts through
# Game::create_from_text and never reads files.
TOOLS_ONLY = {
    "core/variant_library.h": "variant files (VariantPath, xq perft --variant-file)",
    "core/search/eval_features.h": "the evaluation as a linear model of its weights (ccpd-tune fits them)",
}

# Rule modules (core/rules/rule_module.h): a header under core/rules/ that declares a
# `const RuleModule` object is a module's own header. Outside core/rules/ only the files
# below may include one; the shared vocabularies of core/rules/ (rule_module.h,
# move_verdict.h, outcome.h, repetition.h, off_board.h, …) declare no module and are free.
MODULE_RULES = "core/rules/"
MODULE_DECL = re.compile(r"\bconst\s+RuleModule\s+\w+\s*[;{]")
MODULE_USERS = {
    "core/variant/board_builder.cpp": "the variant builder: resolves `addons = …` into Geometry::modules",
}
# Headers that declare a RuleModule but are no add-on: shared machinery core/ may use.
SHARED_MODULE_HEADERS = {
    "core/rules/addon_attacks.h": "the power attack test every power add-on shares (kPowerAttacks, "
                                  "no addon id); fen.cpp's check test calls it",
}

# No include cycle is allowed in core/ (the last one, position <-> movegen <-> the add-on
# files, went with the rule modules of issue #12 item 3).

# The one file of web/ that may talk to JavaScript (docs/architecture.md, "web/").
BRIDGE = "web/bridge.cpp"
JS_FACING = re.compile(r"\b(EM_JS|EM_ASM\w*|EMSCRIPTEN_KEEPALIVE)\b|\b(emscripten_\w+)\s*\(|"
                       r"^[ \t]*#[ \t]*include[ \t]*<(emscripten[^>]*)>", re.M)

SOURCE_EXT = (".h", ".hpp", ".cpp", ".cc")
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]([^">]+)[">]', re.M)


def sources(root, top):
    for d, dirs, files in os.walk(os.path.join(root, top)):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(SOURCE_EXT):
                yield os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/")


def code(root, path):
    """The text of `path` without its comments (they may quote an #include or EM_JS)."""
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as fh:
        text = fh.read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def js_facing(root, path):
    """The JS-facing constructs in `path` (EM_JS, EMSCRIPTEN_KEEPALIVE, emscripten_x, ...)."""
    found = []
    for m in JS_FACING.finditer(code(root, path)):
        name = m.group(1) or m.group(2) or ("#include <" + m.group(3) + ">")
        if name not in found:
            found.append(name)
    return found


def includes(root, path):
    """The headers `path` includes, as repository paths where they resolve (relative
    to the root first, as the build's include path does, then to the file's folder)."""
    text = code(root, path)
    out = []
    for target in INCLUDE.findall(text):
        for cand in (target, os.path.join(os.path.dirname(path), target)):
            norm = os.path.normpath(cand).replace(os.sep, "/")
            if not norm.startswith("..") and os.path.isfile(os.path.join(root, norm)):
                out.append(norm)
                break
    return out


def module_headers(root):
    """The rule modules' own headers: under core/rules/, declaring a `const RuleModule`."""
    return {path for path in sources(root, MODULE_RULES.rstrip("/"))
            if path.endswith((".h", ".hpp")) and path not in SHARED_MODULE_HEADERS
            and MODULE_DECL.search(code(root, path))}


def module(path):
    return os.path.splitext(path)[0]


def cycles(graph):
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def check(root):
    """(problems, notes): each a list of lines."""
    problems, notes = [], []
    if not os.path.isdir(os.path.join(root, "core")):
        return [f"{root}: no core/ folder (run from the repository root or pass --root)"], notes

    for top in ("web", "tools"):
        for path in sources(root, top):
            for header in includes(root, path):
                if not header.startswith("core/"):
                    continue
                if header in PUBLIC or (top == "tools" and header in TOOLS_ONLY):
                    continue
                why = "public to tools/ only" if header in TOOLS_ONLY else "a core internal"
                problems.append(f"{path} includes {header} ({why}; use core/game.h or a public "
                                "entry point, docs/architecture.md)")

    for path in sources(root, "web"):
        if path == BRIDGE:
            continue
        for name in js_facing(root, path):
            problems.append(f"{path} uses {name} (JS-facing code belongs in {BRIDGE}; call a "
                            "plain function of web/browser.h or web/browser_io.h)")

    modules = module_headers(root)
    for path in sources(root, "core"):
        if path.startswith(MODULE_RULES) or path in MODULE_USERS:
            continue
        for header in includes(root, path):
            if header in modules:
                problems.append(f"{path} includes {header} (a rule module: outside core/rules/ ask "
                                "through its RuleModule hooks, e.g. core/rules/off_board.h; "
                                "docs/architecture.md, Rule modules)")

    graph = {}
    for path in sources(root, "core"):
        m = module(path)
        graph.setdefault(m, set())
        for header in includes(root, path):
            if header.startswith("core/") and module(header) != m:
                graph[m].add(module(header))
    for comp in cycles(graph):
        problems.append("include cycle in core/: " + " <-> ".join(comp))
    return problems, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=".", help="repository root (default: the current folder)")
    args = ap.parse_args()
    problems, notes = check(args.root)
    for line in notes:
        print("note:", line)
    for line in problems:
        print("error:", line)
    print(f"layers: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
