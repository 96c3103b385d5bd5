// Board drawing and hit testing; see board_view.h.
//
// Proportions follow printed boards: the frame leaves room for a piece's overhang plus a
// row of file numbers above and below; the river is one cell high like every other rank.
#include "board_view.h"

#include <cmath>
#include <utility>

#include "board_grid.h"

namespace xqweb {
namespace {

// Frame margins in cells, outside the outermost points: a piece's overhang (0.45) plus
// a little wood, or (ICCS coordinates) room for a rank number beside it.
constexpr float kSideMargin = 0.62f;
constexpr float kLabelledSideMargin = 1.0f;
float side_margin(bool rank_labels) { return rank_labels ? kLabelledSideMargin : kSideMargin; }
constexpr float kEndMargin = 1.08f;  // above/below: the piece overhang + the file numbers

// Board colours; the theme (the settings, link field t=) swaps them, see set_board_theme.
ImU32 kWood = IM_COL32(233, 196, 128, 255);
ImU32 kWoodEdge = IM_COL32(160, 110, 50, 255);
constexpr ImU32 kFace = IM_COL32(250, 236, 200, 255);
constexpr ImU32 kRed = IM_COL32(190, 20, 20, 255);
constexpr ImU32 kBlack = IM_COL32(30, 30, 30, 255);
constexpr ImU32 kShadow = IM_COL32(60, 30, 0, 90);
constexpr ImU32 kSelect = IM_COL32(20, 120, 220, 255);
constexpr ImU32 kTarget = IM_COL32(20, 140, 60, 200);
constexpr ImU32 kLast = IM_COL32(30, 90, 200, 230);
constexpr ImU32 kCheck = IM_COL32(230, 30, 30, 150);

// Corner brackets around a point (selection, last move).
void corner_brackets(Canvas& cv, ImVec2 c, float r, ImU32 col, float thick) {
  const float len = r * 0.4f;
  for (int sx = -1; sx <= 1; sx += 2)
    for (int sy = -1; sy <= 1; sy += 2) {
      const ImVec2 k(c.x + sx * r, c.y + sy * r);
      cv.line(k, ImVec2(k.x - sx * len, k.y), col, thick);
      cv.line(k, ImVec2(k.x, k.y - sy * len), col, thick);
    }
}

// The face is the board description's glyph for the piece (core/board_description.h), or
// its FEN letter where the surface has no font for that glyph (face_glyph).
void draw_piece(Canvas& cv, ImVec2 c, float r, const xq::Game& game, xq::Piece p, bool lifted) {
  draw_disc(cv, c, r, p.color(), face_glyph(cv, game, p).c_str(), lifted, game.board().red_glyph(p));
}

// A disc's shadow, offset further when the piece is lifted (picked up).
void draw_shadow(Canvas& cv, ImVec2 c, float r, bool lifted) {
  const float lift = lifted ? r * 0.12f : 0.0f;
  cv.fill_circle(ImVec2(c.x + r * 0.06f + lift, c.y + r * 0.10f + lift), r * (lifted ? 1.04f : 1.0f), kShadow);
}

}  // namespace

void draw_disc(Canvas& cv, ImVec2 c, float r, xq::Color color, const char* glyph, bool lifted, bool red_glyph) {
  const ImU32 ink = color == xq::Color::Red ? kRed : kBlack;
  cv.begin_group("piece");
  draw_shadow(cv, c, r, lifted);
  cv.fill_circle(c, r, kFace);
  cv.circle(c, r - r * 0.05f, ink, r * 0.10f);
  cv.circle(c, r * 0.80f, ink, std::fmax(1.0f, r * 0.04f));
  // The rings keep the owner's colour, so a red-ink glyph (X.ink = red) never reads as Red's.
  cv.text(Face::Piece, r / 0.45f * 0.66f, ImVec2(c.x, c.y + r * 0.02f), red_glyph ? kRed : ink, glyph);
  cv.end_group();
}

void draw_back(Canvas& cv, ImVec2 c, float r, xq::Color owner, const char* known_glyph, bool lifted) {
  constexpr ImU32 kBack = IM_COL32(62, 92, 84, 255);       // a dark jade back, unlike any face
  constexpr ImU32 kPattern = IM_COL32(196, 214, 196, 255);  // its rings
  const ImU32 edge = owner == xq::Color::Red ? kRed : kBlack;
  cv.begin_group("back");
  draw_shadow(cv, c, r, lifted);
  cv.fill_circle(c, r, kBack);
  cv.circle(c, r - r * 0.06f, edge, r * 0.12f);
  cv.circle(c, r * 0.86f, kFace, std::fmax(1.0f, r * 0.04f));  // sets a black edge off the dark back
  for (float k : {0.74f, 0.56f, 0.38f}) cv.circle(c, r * k, kPattern, std::fmax(1.0f, r * 0.05f));
  cv.fill_circle(c, r * 0.12f, kPattern, 24);
  if (known_glyph && *known_glyph) {
    cv.fill_circle(c, r * 0.34f, kFace, 32);
    cv.text(Face::Piece, r / 0.45f * 0.66f * 0.5f, ImVec2(c.x, c.y + r * 0.01f), edge, known_glyph);
  }
  cv.end_group();
}

void draw_back_badge(Canvas& cv, ImVec2 c, float r, xq::Color owner, const char* glyph, bool lifted) {
  constexpr ImU32 kBack = IM_COL32(62, 92, 84, 255);  // the back's jade (draw_back)
  const ImU32 edge = owner == xq::Color::Red ? kRed : kBlack;
  (void)lifted;  // the disc itself does not move when lifted (only its shadow)
  const ImVec2 at(c.x + r * 0.64f, c.y + r * 0.64f);  // the lower right, over the rim
  const float br = r * 0.47f;
  cv.begin_group("badge");
  cv.fill_circle(at, br, kBack, 24);
  cv.circle(at, br, edge, std::fmax(1.0f, r * 0.06f));
  cv.fill_circle(at, br * 0.72f, kFace, 24);
  cv.text(Face::Piece, br * 1.15f, ImVec2(at.x, at.y + br * 0.03f), edge, glyph);
  cv.end_group();
}

void set_board_theme(int theme) {
  static const ImU32 kThemes[3][3] = {
      {IM_COL32(233, 196, 128, 255), IM_COL32(160, 110, 50, 255), IM_COL32(92, 52, 20, 255)},    // wood
      {IM_COL32(247, 242, 230, 255), IM_COL32(170, 160, 140, 255), IM_COL32(80, 80, 80, 255)},   // paper
      {IM_COL32(58, 62, 70, 255), IM_COL32(25, 27, 32, 255), IM_COL32(200, 200, 190, 255)},      // dark
  };
  const int t = theme >= 0 && theme < 3 ? theme : 0;
  kWood = kThemes[t][0];
  kWoodEdge = kThemes[t][1];
  g_grid_line = kThemes[t][2];
}

namespace {

bool g_simplified = false;

// The simplified-script face of a traditional piece character (帥→帅, 將→将, 俥車→车,
// 傌馬→马, 砲→炮); other characters (仕 士 相 象 兵 卒, a variant's own) are kept.
const std::string& simplified_face(const std::string& glyph) {
  static const std::pair<std::string, std::string> kMap[] = {
      {"帥", "帅"}, {"將", "将"}, {"俥", "车"}, {"車", "车"}, {"傌", "马"}, {"馬", "马"}, {"砲", "炮"}};
  for (const auto& [from, to] : kMap)
    if (glyph == from) return to;
  return glyph;
}

}  // namespace

void set_piece_style(bool simplified) {
  g_simplified = simplified;
}

std::string face_glyph(Canvas& cv, const xq::Game& game, xq::Piece p) {
  const std::string& glyph = g_simplified ? simplified_face(game.board().glyph(p)) : game.board().glyph(p);
  // A variant's own character that the surface cannot draw (the page's font subset,
  // fonts.h): the piece's FEN letter, never an empty box.
  if (!cv.can_draw(glyph)) return std::string(1, game.piece_letter(p));
  return glyph;
}

// The ring frame is cols x rows cells (11x12 by default) with the board's frame as its
// inner (cols-2) x (rows-2) cells: the cells stretch to the board.
float ring_scale_x(const xq::Track* ring) { return ring ? ring->cols / (ring->cols - 2.0f) : 1.0f; }
float ring_scale_y(const xq::Track* ring) { return ring ? ring->rows / (ring->rows - 2.0f) : 1.0f; }

float board_aspect(int files, int ranks, const xq::Track* ring, bool rank_labels) {
  return (files - 1 + 2 * side_margin(rank_labels)) / (ranks - 1 + 2 * kEndMargin) *
         (ring_scale_x(ring) / ring_scale_y(ring));
}

BoardLayout fit_board(ImVec2 min, ImVec2 max, bool flipped, int files, int ranks, const xq::Track* ring,
                      bool rank_labels) {
  if (ring && (ring->size <= 0 || ring->cols < 3 || ring->rows < 3)) ring = nullptr;
  BoardLayout b;
  b.files = files;
  b.ranks = ranks;
  b.flipped = flipped;
  b.rank_labels = rank_labels;
  b.ring = ring != nullptr;
  if (ring) b.track = *ring;
  const float w_cells = files - 1 + 2 * side_margin(rank_labels), h_cells = ranks - 1 + 2 * kEndMargin;
  const float sx = ring_scale_x(ring), sy = ring_scale_y(ring);
  b.cell = std::floor(std::fmin((max.x - min.x) / (w_cells * sx), (max.y - min.y) / (h_cells * sy)));
  if (b.cell < 4) b.cell = 4;
  const float w = w_cells * b.cell, h = h_cells * b.cell;
  b.frame_min = ImVec2(std::round((min.x + max.x - w) * 0.5f), std::round((min.y + max.y - h) * 0.5f));
  b.frame_max = ImVec2(b.frame_min.x + w, b.frame_min.y + h);
  const float rw = ring ? w / (ring->cols - 2.0f) : 0.0f, rh = ring ? h / (ring->rows - 2.0f) : 0.0f;
  b.ring_min = ImVec2(b.frame_min.x - rw, b.frame_min.y - rh);
  b.ring_max = ImVec2(b.frame_max.x + rw, b.frame_max.y + rh);
  b.origin = ImVec2(b.frame_min.x + side_margin(rank_labels) * b.cell, b.frame_min.y + kEndMargin * b.cell);
  return b;
}

BoardLayout board_at_cell(float cell, int files, int ranks, const xq::Track* ring) {
  if (ring && (ring->size <= 0 || ring->cols < 3 || ring->rows < 3)) ring = nullptr;
  const float w = (files - 1 + 2 * side_margin(false)) * ring_scale_x(ring) * cell;
  const float h = (ranks - 1 + 2 * kEndMargin) * ring_scale_y(ring) * cell;
  // Half a unit of slack: fit_board rounds the cell down to whole pixels.
  return fit_board(ImVec2(0, 0), ImVec2(w + 0.5f, h + 0.5f), false, files, ranks, ring, false);
}

ImVec2 BoardLayout::point(int file, int rank) const {
  const int col = flipped ? files - 1 - file : file;
  const int row = flipped ? rank : ranks - 1 - rank;
  return ImVec2(origin.x + col * cell, origin.y + row * cell);
}

bool BoardLayout::hit(ImVec2 p, int& file, int& rank) const {
  const int col = static_cast<int>(std::floor((p.x - origin.x) / cell + 0.5f));
  const int row = static_cast<int>(std::floor((p.y - origin.y) / cell + 0.5f));
  if (col < 0 || col >= files || row < 0 || row >= ranks) return false;
  const float dx = p.x - (origin.x + col * cell), dy = p.y - (origin.y + row * cell);
  if (dx * dx + dy * dy > cell * cell * 0.36f) return false;  // corners between points
  file = flipped ? files - 1 - col : col;
  rank = flipped ? row : ranks - 1 - row;
  return true;
}

void draw_board(Canvas& cv, const BoardLayout& b, const xq::Game& game, const BoardMarks& marks) {
  const float cell = b.cell;
  const float thin = std::fmax(1.0f, cell * 0.025f), thick = std::fmax(2.0f, cell * 0.06f);
  const xq::BoardDescription& bd = game.board();
  const auto at = [&](xq::Square s) { return b.point(bd.point(s).file, bd.point(s).rank); };
  const int files = b.files, ranks = b.ranks;

  // Wood, then the lines and labels of whatever board the geometry describes.
  cv.fill_rect(b.frame_min, b.frame_max, kWood, cell * 0.12f);
  cv.rect(b.frame_min, b.frame_max, kWoodEdge, cell * 0.12f, thin * 1.5f);
  draw_grid(cv, b, game, marks.file_letters);
  if (marks.covered) return;  // nothing that tells where a piece stands

  const float r = b.piece_radius();
  // Last move: brackets on both points, and on both of a double move's second step (遁馬,
  // 江河's two pieces, 神牛's ox pair move two pieces in one turn).
  if (marks.last_move) {
    for (xq::Square s : {marks.last_move.from(), marks.last_move.to()})
      corner_brackets(cv, at(s), r * 1.08f, kLast, thick * 0.8f);
    if (marks.last_move.is_double())
      for (xq::Square s : {marks.last_move.from2(), marks.last_move.to2()})
        if (s != xq::kNoSquare) corner_brackets(cv, at(s), r * 1.08f, kLast, thick * 0.8f);
  }
  if (marks.check_square != xq::kNoSquare) {
    const ImVec2 c = at(marks.check_square);
    cv.fill_circle(c, r * 1.25f, kCheck);
  }

  // Pieces (a face-down one as its back, as the viewer sees it).
  const auto face_down = [&](xq::Square s) -> const xq::PieceView* {
    for (const xq::PieceView& v : marks.face_down)
      if (v.square == s) return &v;
    return nullptr;
  };
  const auto draw_at = [&](xq::Square s, ImVec2 c, float radius, xq::Piece p, bool lifted) {
    if (const xq::PieceView* v = face_down(s)) {
      const std::string glyph = v->identity_known ? face_glyph(cv, game, v->piece) : std::string();
      if (game.position().geometry().hidden.face_shown) {  // 第三代: a soldier, its back on a badge
        draw_piece(cv, c, radius, game, p, lifted);
        if (v->identity_known) draw_back_badge(cv, c, radius, p.color(), glyph.c_str(), lifted);
      } else {
        draw_back(cv, c, radius, p.color(), v->identity_known ? glyph.c_str() : nullptr, lifted);
      }
    } else {
      draw_piece(cv, c, radius, game, p, lifted);
    }
  };
  // The pieces drawn: the game's, or the editor's draft.
  const auto piece_at = [&](int fl, int rk) {
    return marks.setup ? marks.setup->at(marks.setup->square(fl, rk)) : game.piece_at(fl, rk);
  };
  // A piece covering a 2×2 block (BoardDescription::span 2, 巨將) is one disc over the
  // block, centred between its four points; the block's other points (span 0) draw nothing.
  const ImVec2 half_block((b.point(1, 1).x - b.point(0, 0).x) * 0.5f, (b.point(1, 1).y - b.point(0, 0).y) * 0.5f);
  const float block_r = cell * 0.92f;  // over its four points, inside the frame beside an edge block
  const auto centre_of = [&](ImVec2 c, xq::Piece p) {
    return bd.span(p) == 2 ? ImVec2(c.x + half_block.x, c.y + half_block.y) : c;
  };
  const auto radius_of = [&](xq::Piece p) { return bd.span(p) == 2 ? block_r : r; };
  // A span-0 point is covered by the disc of a span-2 piece of its colour below-left of it;
  // one without (a broken block in the position editor) is drawn as an ordinary disc.
  const auto covered = [&](int fl, int rk, xq::Piece p) {
    for (int df = 0; df <= 1; ++df)
      for (int dr = 0; dr <= 1; ++dr) {
        if ((df == 0 && dr == 0) || fl - df < 0 || rk - dr < 0) continue;
        const xq::Piece a = piece_at(fl - df, rk - dr);
        if (!a.empty() && a.color() == p.color() && bd.span(a) == 2) return true;
      }
    return false;
  };
  for (int rk = 0; rk < ranks; ++rk)
    for (int fl = 0; fl < files; ++fl) {
      const xq::Piece p = piece_at(fl, rk);
      if (p.empty() || bd.square(fl, rk) == marks.dragged || bd.square(fl, rk) == marks.slid) continue;
      if (bd.span(p) == 0 && covered(fl, rk, p)) continue;
      draw_at(bd.square(fl, rk), centre_of(b.point(fl, rk), p), radius_of(p), p, false);
    }
  // The piece that just moved, on its way (over the others it passes).
  if (marks.slid != xq::kNoSquare) {
    const xq::Piece p = game.piece_at(bd.point(marks.slid).file, bd.point(marks.slid).rank);
    if (!p.empty() && bd.span(p) != 0) draw_at(marks.slid, centre_of(marks.slide_pos, p), radius_of(p), p, false);
  }

  // Selection and legal targets on top of the pieces.
  const xq::Piece selected =
      marks.selected != xq::kNoSquare ? piece_at(bd.point(marks.selected).file, bd.point(marks.selected).rank)
                                      : xq::Piece();
  if (marks.selected != xq::kNoSquare) {
    const ImVec2 c = centre_of(at(marks.selected), selected);
    cv.circle(c, radius_of(selected) * 1.06f, kSelect, thick);
  }
  for (xq::Square t : marks.targets) {
    const ImVec2 c = at(t);
    if (bd.span(selected) == 2) {
      // A block piece's target is the block it moves to: a dashed circle over it (the
      // seed's 「綠色虛圓圈」), drawn as arcs.
      const ImVec2 m = centre_of(c, selected);
      constexpr int kDashes = 16;
      for (int i = 0; i < kDashes; ++i) {
        const float a0 = 6.2832f * i / kDashes, a1 = a0 + 6.2832f / kDashes * 0.55f;
        cv.arc(m, block_r * 0.96f, a0, a1, kTarget, thick);
      }
      continue;
    }
    if (piece_at(bd.point(t).file, bd.point(t).rank).empty())
      cv.fill_circle(c, cell * 0.13f, kTarget, 24);
    else
      cv.circle(c, r * 1.02f, kTarget, thick);
  }
  // The keyboard's cursor: a square (not a circle, so it never reads as a selection or a
  // target), dark outside and light inside, visible on wood, paper and dark alike.
  if (marks.cursor != xq::kNoSquare && bd.point(marks.cursor).file >= 0) {
    const ImVec2 c = at(marks.cursor);
    const float h = cell * 0.5f;
    cv.rect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), IM_COL32(20, 60, 160, 255), cell * 0.08f, thick * 1.6f);
    const float i = h - thick * 1.4f;
    cv.rect(ImVec2(c.x - i, c.y - i), ImVec2(c.x + i, c.y + i), IM_COL32(255, 255, 255, 230), cell * 0.06f, thick * 0.8f);
  }
  if (marks.dragged != xq::kNoSquare) {
    const xq::Piece p = piece_at(bd.point(marks.dragged).file, bd.point(marks.dragged).rank);
    if (!p.empty() && bd.span(p) != 0) draw_at(marks.dragged, centre_of(marks.drag_pos, p), radius_of(p) * 1.08f, p, true);
  }
}

}  // namespace xqweb
