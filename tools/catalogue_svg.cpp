// xq-catalogue: the board diagrams of the catalogue page (catalogue.html), drawn from the
// core's own board description and start position, so a diagram never disagrees with the
// board the game plays on.
//
// Prints one JSON object on stdout:
//   {"presets":[{"id","addons","name_hant","name_hans","name_en","seed","files","ranks","svg"}…],
//    "addons":[{"id","name_hant","needs":[…],"seed","available","svg"}…],
//    "seeds":[{"id","name_hant","name_hans","name_en"}…]}
// `svg` is a standalone SVG of the start position drawn by the page's own board renderer
// (web/board_view.h and board_grid.h on the SVG canvas of web/canvas_svg.h): wood, lines,
// palace diagonals, rivers, 山界 strips, cloud arcs, coordinates, the discs with their
// glyphs (backs for face-down pieces) and the 解將旗 ring. An add-on's diagram is the
// standard board with the add-on (and what it needs) switched on. scripts/catalogue.py
// turns it and docs/catalogue.json into the page. It links those web/ drawing files and
// imgui.h's value types (no ImGui code); the site build runs it under node (web/CMakeLists.txt).
#include <cstdio>
#include <string>
#include <vector>

#include "core/board_description.h"
#include "core/game.h"
#include "web/board_view.h"
#include "web/canvas_svg.h"
#include "web/ring_view.h"

namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

// The start position of `g` as the page draws it, Red at the bottom: the page's own board
// renderer (web/board_view.h draw_board, web/ring_view.h draw_ring) on an SVG canvas, so
// the diagram has the page's wood, lines, river, 山界 strips, clouds, coordinates, discs
// and flag ring. Face-down pieces are drawn as a spectator sees them (their backs).
std::string board_svg(const xq::Game& g) {
  const xq::BoardDescription& bd = g.board();
  const xq::Track* ring = xqweb::ring_track(bd);
  // One cell = 20 SVG units (the page scales the image).
  const xqweb::BoardLayout layout = xqweb::board_at_cell(20, bd.files, bd.ranks, ring);
  xqweb::SvgCanvas cv(layout.piece_font_px(), layout.label_font_px());
  xqweb::BoardMarks marks;
  if (g.has_hidden_pieces())
    for (const xq::PieceView& v : xq::view_pieces(g.view_position(xq::Viewer::Spectator)))
      if (v.face_down) marks.face_down.push_back(v);
  xqweb::draw_board(cv, layout, g, marks);
  xqweb::RingMarks ring_marks;
  if (ring) {
    ring_marks.flag[0] = g.track_cell(xq::Color::Red);
    ring_marks.flag[1] = g.track_cell(xq::Color::Black);
  }
  xqweb::draw_ring(cv, layout, ring_marks);
  return ring ? cv.document(layout.ring_min, layout.ring_max) : cv.document(layout.frame_min, layout.frame_max);
}

}  // namespace

int main() {
  std::string out = "{\"presets\":[";
  bool first = true;
  for (const xq::VariantInfo& v : xq::list_variants()) {
    xq::GameOrError made = xq::Game::create(v.id);
    if (!made.game) {
      std::fprintf(stderr, "xq-catalogue: preset %s: %s\n", v.id.c_str(), made.error.c_str());
      return 1;
    }
    out += first ? "" : ",";
    first = false;
    std::string own;  // the preset's own add-ons (heshan8: flag_ring)
    for (const std::string& a : v.addons) {
      if (!own.empty()) own += ',';
      own += json_string(a);
    }
    out += "{\"id\":" + json_string(v.id) + ",\"addons\":[" + own + "],\"name_hant\":" + json_string(v.name_hant) +
           ",\"name_hans\":" + json_string(v.name_hans) + ",\"name_en\":" + json_string(v.name_en) +
           ",\"seed\":" + json_string(v.seed) + ",\"files\":" + std::to_string(v.width) +
           ",\"ranks\":" + std::to_string(v.height) + ",\"svg\":" + json_string(board_svg(*made.game)) + "}";
  }
  out += "],\"addons\":[";
  first = true;
  for (const xq::AddonChoice& a : xq::list_addons()) {
    out += first ? "" : ",";
    first = false;
    std::string needs;
    xq::RuleOptions o;
    for (const std::string& n : a.needs) {
      if (!needs.empty()) needs += ',';
      needs += json_string(n);
      o.addons.push_back(n);
    }
    o.addons.push_back(a.id);
    // An add-on the standard board refuses (or one not implemented) gets no diagram and
    // its reason; scripts/catalogue.py fails when the page links to such a combination.
    std::string svg, error;
    if (a.available) {
      xq::GameOrError made = xq::Game::create(xq::Game::kStandardVariant, {}, o);
      if (made.game) svg = board_svg(*made.game);
      else error = made.error;
    } else {
      error = "not implemented";
    }
    out += "{\"id\":" + json_string(a.id) + ",\"name_hant\":" + json_string(a.name_hant) + ",\"needs\":[" + needs +
           "],\"seed\":" + json_string(a.seed) + ",\"available\":" + (a.available ? "true" : "false") +
           ",\"svg\":" + json_string(svg) + ",\"error\":" + json_string(error) + "}";
  }
  out += "],\"seeds\":[";
  first = true;
  for (const xq::SeedChoice& s : xq::list_seeds()) {
    out += first ? "" : ",";
    first = false;
    out += "{\"id\":" + json_string(s.id) + ",\"name_hant\":" + json_string(s.name_hant) +
           ",\"name_hans\":" + json_string(s.name_hans) + ",\"name_en\":" + json_string(s.name_en) + "}";
  }
  out += "]}\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
