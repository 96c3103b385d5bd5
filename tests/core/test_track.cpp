// Tracks as variant data (docs/variants.md §1 `track.flag`, §5): the 解將旗 ring is the
// variant's declared flag track, or the seed's 42-cell frame when the variant declares
// none (「象棋盤周圍增加了一環方格，共 42 格」). A custom track changes where the flags
// start, how they wrap and what a flag FEN may say; bad track text names its line.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "core/fen.h"
#include "core/rules/flag_ring.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/variant/board_builder.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"

using namespace xq;

namespace {

std::vector<VariantDef> presets() {
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  return known;
}

// A variant parsed from text (children of the presets allowed) with its tables.
struct Built {
  VariantDef def;
  std::unique_ptr<PowerTables> powers;
  std::unique_ptr<Geometry> geo;
};
Built build(const std::string& text) {
  const VariantParseResult r = parse_variants(text, presets());
  INFO(text);
  INFO((r.errors.empty() ? "" : r.errors.front().text()));
  REQUIRE(r.ok());
  Built b;
  b.def = r.variants.back();
  std::string why;
  b.geo = build_variant_geometry(b.def, why, &b.powers);
  INFO(why);
  REQUIRE(b.geo);
  return b;
}

Position position(const Geometry& g, const std::string& fen) {
  FenResult r = parse_fen(fen, g);
  INFO(fen);
  INFO(r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

bool legal(const Position& pos, Move m) {
  MoveList list;
  generate_legal(pos, list);
  for (Move x : list)
    if (x == m) return true;
  return false;
}

// Red's general d0 is checked along rank 0 by the black chariot i0; its one answer is d0d1.
const std::string kChecked = "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1";

}  // namespace

TEST_CASE("track: a 10-cell frame track moves and wraps the flags", "[track][flag]") {
  // A 3x4 frame: 2*3 + 2*2 = 10 cells, index 0 bottom-centre (col 1), Black on 5 (top-centre).
  const Built b = build("[tiny:xiangqi]\naddons = flag_ring\ntrack.flag = frame 3x4\n");
  const Geometry& g = *b.geo;
  REQUIRE(ring_size(g) == 10);
  CHECK(g.flag_track.cols == 3);
  CHECK(g.flag_track.rows == 4);
  CHECK(g.flag_track.start[0] == 0);
  CHECK(g.flag_track.start[1] == 5);
  const int cells[10][2] = {{1, 0}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {1, 3}, {0, 3}, {0, 2}, {0, 1}, {0, 0}};
  for (int i = 0; i < 10; ++i) {
    INFO(i);
    CHECK(g.flag_track.cell[i].col == cells[i][0]);
    CHECK(g.flag_track.cell[i].row == cells[i][1]);
  }
  // The start position has the flags on 0 and 5; FEN writes no flag item for them.
  Position start = position(g, b.def.setup);
  CHECK(flag_cell(start, Color::Red) == 0);
  CHECK(flag_cell(start, Color::Black) == 5);
  CHECK(to_fen(start).find('{') == std::string::npos);

  // In check on the last cell (9), the flag step wraps to 0.
  Position last = position(g, kChecked + " {flag=9.5}");
  const Move step = *parse_iccs("@d0d1", g);
  REQUIRE(legal(last, step));
  UndoInfo undo;
  last.do_move(step, undo);
  CHECK(flag_cell(last, Color::Red) == 0);
  CHECK(to_fen(last) == "4k4/9/9/9/9/9/9/9/3K5/8r b - - 1 1");  // 0 and 5: this track's start
  last.do_move(*parse_iccs("e9f9", g), undo);
  CHECK(to_fen(last) == "5k3/9/9/9/9/9/9/9/3K5/8r w - - 2 2");
  Position again = position(g, kChecked + " {flag=9.5}");
  again.do_move(step, undo);
  again.undo_move(step, undo);
  CHECK(flag_cell(again, Color::Red) == 9);
  CHECK(to_fen(again) == kChecked + " {flag=9.5}");

  // Stepping onto the enemy flag captures it: Red 4 -> 5.
  Position strike = position(g, kChecked + " {flag=4.5}");
  strike.do_move(step, undo);
  CHECK(flag_cell(strike, Color::Red) == 5);
  CHECK(flag_captured(strike, Color::Black));

  // The two-cell escape (the enemy flag right behind ours) wraps too: Red on 9 with Black
  // on 8 lands on 1; Black on 9 is right behind Red on 0, Black on 8 is not.
  const std::string quiet = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
  Position escape = position(g, quiet + " {flag=9.8}");
  REQUIRE(legal(escape, Move::flag_only()));
  escape.do_move(Move::flag_only(), undo);
  CHECK(flag_cell(escape, Color::Red) == 1);
  CHECK_FALSE(legal(position(g, quiet + " {flag=0.8}"), Move::flag_only()));
  CHECK(legal(position(g, quiet + " {flag=0.9}"), Move::flag_only()));

  // A flag FEN names cells of this track only.
  const FenResult bad = parse_fen(kChecked + " {flag=10.5}", g);
  CHECK_FALSE(bad.ok());
  CHECK(bad.error.message.find("red flag cell must be 0..9 or x (captured), found '10'") != std::string::npos);
}

TEST_CASE("track: the explicit cell list and its start cells", "[track][flag]") {
  // The same 3x4 border listed clockwise from the bottom-left corner, flags on 2 and 7.
  const Built b = build(
      "[loop:xiangqi]\naddons = flag_ring\n"
      "track.flag = cells c0r0 c0r1 c0r2 c0r3 c1r3 c2r3 c2r2 c2r1 c2r0 c1r0 start 2 7\n");
  const Track& t = b.geo->flag_track;
  REQUIRE(t.size == 10);
  CHECK(t.cols == 3);
  CHECK(t.rows == 4);
  CHECK(t.cell[4].col == 1);
  CHECK(t.cell[4].row == 3);
  const Position start = position(*b.geo, b.def.setup);
  CHECK(flag_cell(start, Color::Red) == 2);
  CHECK(flag_cell(start, Color::Black) == 7);
  // Without `start` the flags start on 0 and size / 2.
  const Built d = build("[loop:xiangqi]\naddons = flag_ring\ntrack.flag = frame 5x3\n");
  CHECK(ring_size(*d.geo) == 12);
  CHECK(d.geo->flag_track.start[1] == 6);
  // A declared track without the add-on is board data only: no ring, no flags.
  const Built off = build("[loop:xiangqi]\ntrack.flag = frame 5x3\n");
  CHECK(ring_size(*off.geo) == 0);
  CHECK(flag_cell(position(*off.geo, off.def.setup), Color::Red) == -1);
}

TEST_CASE("track: the presets declare the seed's ring; flag_ring alone brings it", "[track][flag]") {
  // 「象棋盤周圍增加了一環方格，共 42 格」: heshan8 and heshan say so in their text
  // (core/variants/heshan.ini), and standard xiangqi with 解將旗 toggled on gets the same.
  std::string error;
  const Variant* xiangqi_ring = variant_with_addons(*find_variant("xiangqi"), {"flag_ring"}, error);
  REQUIRE(xiangqi_ring);
  CHECK(xiangqi_ring->def.flag_track.size == 0);  // declared nowhere
  for (const Geometry* g :
       {find_variant("heshan8")->geometry.get(), find_variant("heshan")->geometry.get(), xiangqi_ring->geometry.get()}) {
    REQUIRE(ring_size(*g) == 42);
    CHECK(g->flag_track.cols == 11);
    CHECK(g->flag_track.rows == 12);
    CHECK(g->flag_track.start[0] == 0);
    CHECK(g->flag_track.start[1] == 21);
    for (int i = 0; i < 42; ++i) {
      CHECK(g->flag_track.cell[i].col == kDefaultFlagTrack.cell[i].col);
      CHECK(g->flag_track.cell[i].row == kDefaultFlagTrack.cell[i].row);
    }
  }
  CHECK(find_variant("heshan")->def.flag_track.size == 42);
  CHECK(find_variant("heshan8")->def.flag_track.size == 42);
  CHECK(ring_size(*find_variant("shanjie")->geometry) == 0);
  CHECK(ring_size(*find_variant("xiangqi")->geometry) == 0);
}

TEST_CASE("track: bad track text gives the line and the reason", "[track][variant]") {
  struct Case {
    std::string key;  // the value of line 3
    std::string error;
  };
  const Case cases[] = {
      {"track.flag = ring 11x12",
       "line 3: a track is 'frame COLSxROWS [start RED BLACK]' or 'cells c5r0 c6r0 … [start RED BLACK]' (found "
       "'ring 11x12')"},
      {"track.flag = frame eleven", "line 3: frame needs its size as COLSxROWS, e.g. frame 11x12 (found 'frame eleven')"},
      {"track.flag = frame 10x12",
       "line 3: frame 10x12: the width must be odd (index 0 is the bottom-centre cell, behind Red's general)"},
      {"track.flag = frame 1x12", "line 3: frame 1x12: both sides must be 3..33 cells (the board is drawn inside the frame)"},
      {"track.flag = frame 31x31", "line 3: frame 31x31 has 120 cells; a track has at most 64"},
      {"track.flag = frame 11x12 start 0 42",
       "line 3: Black's start cell 42 is out of range: the track has 42 cells (0..41)"},
      {"track.flag = frame 11x12 start 0", "line 3: start needs two cell indices, Red's flag then Black's, e.g. start 0 21"},
      {"track.flag = frame 11x12 start 3 3", "line 3: the two flags cannot start on the same cell (3)"},
      {"track.flag = cells c0r0 c1r0 c2r0 c2r1 c2r2 c1r2 c0r2 c1r0",
       "line 3: cell c1r0 is listed twice (positions 1 and 7, counted from 0)"},
      {"track.flag = cells c0r0 c1r0 c2r0 c2r2 c1r2 c0r2 c0r1",
       "line 3: cells c2r0 and c2r2 (positions 2 and 3) are not neighbours (each cell touches the next by a side)"},
      {"track.flag = cells c0r0 c1r0 c2r0 c2r1 c2r2 c1r2 c0r2",
       "line 3: the last cell c0r2 and the first c0r0 are not neighbours (a track is a cycle: each cell touches the "
       "next by a side)"},
      {"track.flag = cells c0r0 c1r0 c2r0 c2r1 c1r1 c0r1",
       "line 3: the cells span 3x2; a track's frame must be at least 3x3 (the board is drawn inside it)"},
      {"track.flag = cells c1r1 c2r1 c3r1 c3r2 c3r3 c2r3 c1r3 c1r2",
       "line 3: the frame of a cell list starts at c0r0: some cell must be in col 0 and some in row 0"},
      {"track.flag = cells c0r0 c1r0 c2r0 c3r0 c3r1 c3r2 c3r3 c2r3 c2r2 c1r2 c1r3 c0r3 c0r2 c0r1",
       "line 3: cell c2r2 lies inside the 4x4 frame, where the board is drawn"},
      {"track.flag = cells c0r0 c1r0 c0r1", "line 3: a track lists 4..64 cells (found 3)"},
      {"track.flag = cells c0r0 c1x0 c1r1 c0r1",
       "line 3: 'c1x0' is not a track cell: write cCOLrROW, col and row 0..32 from the bottom left, e.g. c5r0"},
      {"track.goal = frame 3x3", "line 3: unknown track 'goal' (known: flag, the 解將旗 ring)"},
  };
  for (const Case& c : cases) {
    const std::string text = "# a track on the standard board\n[t:xiangqi]\n" + c.key + "\naddons = flag_ring\n";
    INFO(text);
    const VariantParseResult r = parse_variants(text, presets());
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.front().text() == c.error);
  }
}
