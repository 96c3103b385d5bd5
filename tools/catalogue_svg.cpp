// xq-catalogue: the board diagrams of the catalogue page (catalogue.html), drawn from the
// core's own board description and start position, so a diagram never disagrees with the
// board the game plays on.
//
// Prints one JSON object on stdout:
//   {"presets":[{"id","addons","name_hant","name_hans","name_en","seed","files","ranks","svg"}…],
//    "addons":[{"id","name_hant","needs":[…],"seed","available","svg"}…],
//    "seeds":[{"id","name_hant","name_hans","name_en"}…]}
// `svg` is a small standalone SVG of the start position: every point, line, palace
// diagonal, river, 山界 strip, cloud arc and flag track of BoardDescription, the pieces as
// discs with their glyphs. An add-on's diagram is the standard board with the add-on (and
// what it needs) switched on, so 解將旗 shows its ring. scripts/catalogue.py turns it and
// docs/catalogue.json into the page. Standard library and the core facade only, so it
// builds natively and with emcc (the site build runs it under node).
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "core/board_description.h"
#include "core/game.h"

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

std::string xml_text(const std::string& s) {
  std::string out;
  for (const char ch : s) {
    if (ch == '&') out += "&amp;";
    else if (ch == '<') out += "&lt;";
    else if (ch == '>') out += "&gt;";
    else out += ch;
  }
  return out;
}

// The start position of `g` as an SVG: Red at the bottom, one cell = kCell px.
std::string board_svg(const xq::Game& g) {
  constexpr double kCell = 20, kPad = 3, kDisc = 8.6;
  const xq::BoardDescription& b = g.board();
  const xq::Track& t = b.track;
  // The board's frame is files x ranks cells (half a cell round the outer points); a flag
  // track is a frame of cols x rows cells whose inner (cols-2) x (rows-2) cells stretch
  // over it, as the page draws it (web/board_view.cpp fit_board).
  const double w0 = b.files * kCell, h0 = b.ranks * kCell;
  const double rw = t.size > 0 ? w0 / (t.cols - 2) : 0, rh = t.size > 0 ? h0 / (t.rows - 2) : 0;
  const double w = w0 + 2 * rw + 2 * kPad, h = h0 + 2 * rh + 2 * kPad;
  auto x = [&](double file) { return kPad + rw + kCell / 2 + file * kCell; };
  auto y = [&](double rank) { return kPad + rh + kCell / 2 + (b.ranks - 1 - rank) * kCell; };
  auto cell_x = [&](int col) { return kPad + (col + 0.5) * rw; };
  auto cell_y = [&](int row) { return kPad + (t.rows - row - 0.5) * rh; };
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(1);
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << w << ' ' << h << "\" width=\"" << w
    << "\" height=\"" << h << "\" role=\"img\">";
  s << "<rect width=\"100%\" height=\"100%\" rx=\"4\" fill=\"#e8c88f\"/>";
  // The flag track's cells, the two start cells darker.
  for (int i = 0; i < t.size; ++i) {
    const bool start = i == t.start[0] || i == t.start[1];
    s << "<rect x=\"" << cell_x(t.cell[i].col) - rw / 2 + 1 << "\" y=\"" << cell_y(t.cell[i].row) - rh / 2 + 1
      << "\" width=\"" << rw - 2 << "\" height=\"" << rh - 2 << "\" fill=\"" << (start ? "#c9a56a" : "#dcb97e")
      << "\" stroke=\"#8a6a3a\" stroke-width=\"0.6\"/>";
  }
  // 山界 side strips and a vertical river: tints under the lines.
  for (const xq::BoardStrip& st : b.side_strips)
    s << "<rect x=\"" << x(st.file) - 5 << "\" y=\"" << y(st.rank1) - 5 << "\" width=\"10\" height=\""
      << (st.rank1 - st.rank0) * kCell + 10 << "\" fill=\"#7fa05a\" fill-opacity=\"0.35\"/>";
  if (b.inner_river > 0)
    s << "<rect x=\"" << x(b.inner_river - 1) << "\" y=\"" << y(b.ranks - 1) << "\" width=\"" << kCell
      << "\" height=\"" << (b.ranks - 1) * kCell << "\" fill=\"#3c78d2\" fill-opacity=\"0.3\"/>";
  // The rivers: a tinted band over the main files, with the river's two texts.
  for (const int at : {b.river, b.river2}) {
    if (at <= 0) continue;
    const double x0 = x(b.main_first), x1 = x(b.main_last), yy = y(at - 0.5);
    s << "<rect x=\"" << x0 << "\" y=\"" << y(at) << "\" width=\"" << x1 - x0 << "\" height=\"" << kCell
      << "\" fill=\"#6a9ad0\" fill-opacity=\"0.25\"/>";
    const double q = (x1 - x0) / 4;
    for (int side = 0; side < 2; ++side)
      s << "<text x=\"" << (side ? x1 - q : x0 + q) << "\" y=\"" << yy + 3.5
        << "\" font-size=\"10\" text-anchor=\"middle\" fill=\"#5a3a1a\">" << xml_text(b.river_text[side]) << "</text>";
  }
  // A board of squares (歐亞象棋), as the page draws it (web/board_grid.cpp draw_squares):
  // Red's cells a chess chequer, Black's plain wood with thin lines, a thick border round
  // the whole, no lines, river or frame of points.
  if (b.squares) {
    for (int r = 0; r < b.ranks; ++r)
      for (int f = 0; f < b.files; ++f) {
        if (!b.exists(f, r)) continue;
        const bool red = b.cell_side[static_cast<std::size_t>(r) * b.files + f] == 0;
        const char* fill = red ? ((f + r) % 2 == 0 ? "#b58863" : "#f0d9b5") : "#e2ba6e";
        s << "<rect class=\"cell\" x=\"" << x(f) - kCell / 2 << "\" y=\"" << y(r) - kCell / 2 << "\" width=\"" << kCell
          << "\" height=\"" << kCell << "\" fill=\"" << fill << "\"" << (red ? "" : " stroke=\"#5a3a1a\" stroke-width=\"0.5\"")
          << "/>";
      }
    s << "<rect class=\"frame\" x=\"" << x(0) - kCell / 2 << "\" y=\"" << y(b.ranks - 1) - kCell / 2 << "\" width=\""
      << b.files * kCell << "\" height=\"" << b.ranks * kCell << "\" fill=\"none\" stroke=\"#5a3a1a\" stroke-width=\"1.8\"/>";
  }
  // The thick border, as the page draws it (web/board_grid.cpp): round the main files, or
  // round the variant's `frame` (龜鱷鬥獸棋's box, whose corner points stand outside it).
  if (!b.squares) {
    const double pad = kCell * 0.14;
    const double x0 = std::fmin(x(b.frame_lo.file), x(b.frame_hi.file)) - pad;
    const double x1 = std::fmax(x(b.frame_lo.file), x(b.frame_hi.file)) + pad;
    const double y0 = std::fmin(y(b.frame_lo.rank), y(b.frame_hi.rank)) - pad;
    const double y1 = std::fmax(y(b.frame_lo.rank), y(b.frame_hi.rank)) + pad;
    s << "<rect class=\"frame\" x=\"" << x0 << "\" y=\"" << y0 << "\" width=\"" << x1 - x0 << "\" height=\"" << y1 - y0
      << "\" fill=\"none\" stroke=\"#5a3a1a\" stroke-width=\"1.8\"/>";
  }
  s << "<g stroke=\"#5a3a1a\" stroke-width=\"0.9\" stroke-linecap=\"round\">";
  for (const xq::BoardSegment& l : b.lines) {
    if (b.squares) break;  // a board of squares draws no lines
    s << "<line x1=\"" << x(l.a.file) << "\" y1=\"" << y(l.a.rank) << "\" x2=\"" << x(l.b.file) << "\" y2=\""
      << y(l.b.rank) << "\"/>";
  }
  s << "</g>";
  // Cloud arcs: bulging away from the board's middle rank.
  for (const xq::BoardSegment& a : b.arcs) {
    const double bulge = a.a.rank * 2 < b.ranks - 1 ? kCell * 0.6 : -kCell * 0.6;
    s << "<path d=\"M" << x(a.a.file) << ' ' << y(a.a.rank) << " Q" << (x(a.a.file) + x(a.b.file)) / 2 << ' '
      << y(a.a.rank) + bulge << ' ' << x(a.b.file) << ' ' << y(a.b.rank)
      << "\" fill=\"none\" stroke=\"#5a3a1a\" stroke-width=\"0.9\"/>";
  }
  // The pieces of the start position.
  for (int r = 0; r < b.ranks; ++r)
    for (int f = 0; f < b.files; ++f) {
      const xq::Piece p = b.exists(f, r) ? g.piece_at(f, r) : xq::Piece{};
      // A 2×2 piece (span 2, 巨將) is one disc over its block; its other points draw nothing.
      if (p.empty() || b.span(p) == 0) continue;
      const bool red = p.color() == xq::Color::Red;
      const char* ink = red ? "#b22222" : "#1a1a1a";
      const bool block = b.span(p) == 2;
      const double cx = block ? (x(f) + x(f + 1)) / 2 : x(f), cy = block ? (y(r) + y(r + 1)) / 2 : y(r);
      const double disc = block ? kCell * 0.92 : kDisc, font = block ? 22 : 11;
      s << "<circle cx=\"" << cx << "\" cy=\"" << cy << "\" r=\"" << disc << "\" fill=\"#fbeed2\" stroke=\"" << ink
        << "\" stroke-width=\"1\"/><text x=\"" << cx << "\" y=\"" << cy + font * 0.345
        << "\" font-size=\"" << font << "\" text-anchor=\"middle\" fill=\"" << ink << "\">" << xml_text(g.piece_glyph(p))
        << "</text>";
    }
  // The flags on their start cells (the track's only pieces).
  for (int side = 0; side < 2 && t.size > 0; ++side) {
    const xq::RingCell c = t.cell[t.start[side]];
    const char* ink = side == 0 ? "#b22222" : "#1a1a1a";
    const double cx = cell_x(c.col), cy = cell_y(c.row);
    s << "<circle cx=\"" << cx << "\" cy=\"" << cy << "\" r=\"" << kDisc << "\" fill=\"#fbeed2\" stroke=\"" << ink
      << "\" stroke-width=\"1\"/><text x=\"" << cx << "\" y=\"" << cy + 3.8
      << "\" font-size=\"11\" text-anchor=\"middle\" fill=\"" << ink << "\">旗</text>";
  }
  s << "</svg>";
  return s.str();
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
