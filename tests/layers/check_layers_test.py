#!/usr/bin/env python3
"""Self-test of scripts/check_layers.py: small fake trees in a temporary folder where the
check must fail (an internal header from web/ or tools/, a rule module's header from core/
outside core/rules/, any core cycle, JS glue in web/ outside web/bridge.cpp) or pass
(public headers only, shared rule vocabulary), so the check cannot pass silently. Run by scripts/test; exit 0 = every case behaved."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, "..", "..", "scripts", "check_layers.py")


def write(root, files):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)


def inc(*headers):
    return "".join(f'#include "{h}"\n' for h in headers)


# A core with no cycle: a facade over an internal header, both present as files so
# includes resolve.
CLEAN_CORE = {
    "core/types.h": "#pragma once\n",
    "core/movegen.h": "#pragma once\n" + inc("core/types.h"),
    "core/movegen.cpp": inc("core/movegen.h"),
    "core/game.h": "#pragma once\n" + inc("core/types.h"),
    "core/game.cpp": inc("core/game.h", "core/movegen.h"),
    "core/variant_library.h": "#pragma once\n" + inc("core/game.h"),
    "core/rules/time_control.h": "#pragma once\n",
}

# The cycle core/ had before the rule modules: position <-> movegen <-> the add-on files.
OLD_CYCLE = {
    "core/position.h": "#pragma once\n" + inc("core/ring.h"),
    "core/position.cpp": inc("core/position.h", "core/rules/flag_ring.h"),
    "core/ring.h": "#pragma once\n",
    "core/rules/flag_ring.h": "#pragma once\n" + inc("core/position.h"),
    "core/rules/flag_ring.cpp": inc("core/rules/flag_ring.h", "core/movegen.h"),
    "core/movegen.h": "#pragma once\n" + inc("core/position.h"),
    "core/movegen.cpp": inc("core/movegen.h", "core/rules/flag_ring.h"),
}


# A rule module's header (it declares a RuleModule), a shared vocabulary header of
# core/rules/ (none), and the shared power attack test (a RuleModule, but no add-on).
RULES = {
    "core/rules/rule_module.h": "#pragma once\nstruct RuleModule { const char* id; };\n",
    "core/rules/flag_ring.h": "#pragma once\n" + inc("core/rules/rule_module.h") +
                              "// the module: extern const RuleModule kFlagRing;\nextern const RuleModule kFlagRing;\n",
    "core/rules/off_board.h": "#pragma once\n// asks the modules, e.g. kFlagRing (a const RuleModule kFlagRing;)\n",
    "core/rules/addon_attacks.h": "#pragma once\n" + inc("core/rules/rule_module.h") +
                                  "extern const RuleModule kPowerAttacks;\n",
    "core/rules/repetition.cpp": inc("core/rules/flag_ring.h"),
}


def run(root):
    p = subprocess.run([sys.executable, CHECK, "--root", root], capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


class CheckLayers(unittest.TestCase):
    def tree(self, *parts):
        d = tempfile.TemporaryDirectory()
        self.addCleanup(d.cleanup)
        files = {}
        for part in parts:
            files.update(part)
        write(d.name, files)
        return d.name

    def assertFails(self, root, *needles):
        rc, out = run(root)
        self.assertEqual(rc, 1, out)
        for n in needles:
            self.assertIn(n, out)

    def assertPasses(self, root):
        rc, out = run(root)
        self.assertEqual(rc, 0, out)
        self.assertIn("layers: 0 problem(s)", out)

    def test_public_headers_pass(self):
        self.assertPasses(self.tree(CLEAN_CORE, {
            "web/app.cpp": inc("core/game.h", "core/types.h", "app.h"),
            "web/app.h": "#pragma once\n",
            "tools/xq.cpp": inc("core/game.h", "core/variant_library.h"),
        }))

    def test_internal_header_from_web_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, {"web/app.h": inc("core/rules/time_control.h")}),
                         "web/app.h includes core/rules/time_control.h")

    def test_internal_header_from_tools_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, {"tools/xq.cpp": "#  include <core/movegen.h>\n"}),
                         "tools/xq.cpp includes core/movegen.h")

    def test_relative_path_into_core_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, {"web/view.cpp": inc("../core/movegen.h")}),
                         "web/view.cpp includes core/movegen.h")

    def test_tools_only_header_from_web_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, {"web/new_game.cpp": inc("core/variant_library.h")}),
                         "web/new_game.cpp includes core/variant_library.h", "tools/ only")

    def test_include_in_a_comment_is_ignored(self):
        self.assertPasses(self.tree(CLEAN_CORE, {"web/a.cpp": '// #include "core/movegen.h"\n/* #include "core/movegen.h" */\n'}))

    def test_module_header_outside_rules_fails(self):
        for path in ("core/game.h", "core/gesture.cpp", "core/board_description.cpp", "core/notation/pgn.cpp"):
            with self.subTest(path=path):
                self.assertFails(self.tree(CLEAN_CORE, RULES, {path: inc("core/rules/flag_ring.h")}),
                                 f"{path} includes core/rules/flag_ring.h (a rule module")

    def test_rule_vocabulary_and_module_users_pass(self):
        self.assertPasses(self.tree(CLEAN_CORE, RULES, {
            "core/gesture.cpp": inc("core/rules/off_board.h", "core/rules/rule_module.h"),
            "core/fen.cpp": inc("core/rules/addon_attacks.h"),
            "core/variant/board_builder.cpp": inc("core/rules/flag_ring.h"),
            "core/game.h": '#pragma once\n// #include "core/rules/flag_ring.h"\n',
        }))

    def test_new_cycle_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, {
            "core/variant/board_builder.h": "#pragma once\n",
            "core/variant/board_builder.cpp": inc("core/variant/board_builder.h", "core/variant/type_tables.h"),
            "core/variant/type_tables.h": "#pragma once\n",
            "core/variant/type_tables.cpp": inc("core/variant/type_tables.h", "core/variant/board_builder.h"),
        }), "include cycle in core/: core/variant/board_builder <-> core/variant/type_tables")

    def test_the_old_position_movegen_cycle_fails(self):
        self.assertFails(self.tree(CLEAN_CORE, OLD_CYCLE), "include cycle in core/", "core/position")

    def test_js_glue_outside_the_bridge_fails(self):
        for text, needle in (("EM_JS(int, f, (), { return 1; });\n", "web/hint.cpp uses EM_JS"),
                             ("EM_ASM({ console.log(1); });\n", "web/hint.cpp uses EM_ASM"),
                             ("extern \"C\" EMSCRIPTEN_KEEPALIVE int xq_f() { return 1; }\n",
                              "web/hint.cpp uses EMSCRIPTEN_KEEPALIVE"),
                             ("double t() { return emscripten_get_now(); }\n", "web/hint.cpp uses emscripten_get_now"),
                             ("#include <emscripten/html5.h>\n", "web/hint.cpp uses #include <emscripten/html5.h>")):
            with self.subTest(text=text):
                self.assertFails(self.tree(CLEAN_CORE, {"web/hint.cpp": text}), needle, "web/bridge.cpp")

    def test_js_glue_in_the_bridge_or_a_comment_passes(self):
        self.assertPasses(self.tree(CLEAN_CORE, {
            "web/bridge.cpp": "#include <emscripten.h>\nEM_JS(int, f, (), { return 1; });\n"
                              "extern \"C\" EMSCRIPTEN_KEEPALIVE int xq_f() { return emscripten_get_now(); }\n",
            "web/hint.cpp": "// the EM_JS glue and emscripten_get_now() are in bridge.cpp\n/* EMSCRIPTEN_KEEPALIVE */\n",
        }))

    def test_no_core_folder_fails(self):
        self.assertFails(self.tree({"web/a.cpp": "\n"}), "no core/ folder")

    def test_this_repository_passes(self):
        self.assertPasses(os.path.join(HERE, "..", ".."))


if __name__ == "__main__":
    unittest.main(verbosity=2)
