// Board drawing and hit testing; see board_view.h.
//
// Proportions follow printed boards: the frame leaves room for a piece's overhang plus a
// row of file numbers above and below; the river is one cell high like every other rank.
#include "board_view.h"

#include <cmath>

#include "fonts.h"

namespace xqweb {
namespace {

// Frame margins in cells, outside the outermost points.
constexpr float kSideMargin = 0.62f;
constexpr float kEndMargin = 1.08f;  // above/below: the piece overhang + the file numbers

constexpr ImU32 kWood = IM_COL32(233, 196, 128, 255);
constexpr ImU32 kWoodEdge = IM_COL32(160, 110, 50, 255);
constexpr ImU32 kLine = IM_COL32(92, 52, 20, 255);
constexpr ImU32 kFace = IM_COL32(250, 236, 200, 255);
constexpr ImU32 kRed = IM_COL32(190, 20, 20, 255);
constexpr ImU32 kBlack = IM_COL32(30, 30, 30, 255);
constexpr ImU32 kShadow = IM_COL32(60, 30, 0, 90);
constexpr ImU32 kSelect = IM_COL32(20, 120, 220, 255);
constexpr ImU32 kTarget = IM_COL32(20, 140, 60, 200);
constexpr ImU32 kLast = IM_COL32(30, 90, 200, 230);
constexpr ImU32 kCheck = IM_COL32(230, 30, 30, 150);

// Indexed by PieceKind: General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier.
const char* const kRedGlyphs[] = {"帥", "仕", "相", "傌", "俥", "炮", "兵"};
const char* const kBlackGlyphs[] = {"將", "士", "象", "馬", "車", "砲", "卒"};
// File numbers: each side counts from its own right. Red writes Chinese numerals, Black
// full-width digits.
const char* const kRedNumbers[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
const char* const kBlackNumbers[] = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};

void centred_text(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text) {
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(std::round(c.x - sz.x * 0.5f), std::round(c.y - sz.y * 0.5f)), col, text);
}

// The small L-shaped marks around a cannon or soldier point; `left`/`right` say whether
// that side is on the board (edge files get marks on the inner side only).
void position_mark(ImDrawList* dl, ImVec2 c, float cell, bool left, bool right, float thick) {
  const float gap = cell * 0.08f, len = cell * 0.18f;
  for (int sx = -1; sx <= 1; sx += 2) {
    if ((sx < 0 && !left) || (sx > 0 && !right)) continue;
    for (int sy = -1; sy <= 1; sy += 2) {
      const ImVec2 corner(c.x + sx * gap, c.y + sy * gap);
      dl->AddLine(corner, ImVec2(corner.x + sx * len, corner.y), kLine, thick);
      dl->AddLine(corner, ImVec2(corner.x, corner.y + sy * len), kLine, thick);
    }
  }
}

// Corner brackets around a point (selection, last move).
void corner_brackets(ImDrawList* dl, ImVec2 c, float r, ImU32 col, float thick) {
  const float len = r * 0.4f;
  for (int sx = -1; sx <= 1; sx += 2)
    for (int sy = -1; sy <= 1; sy += 2) {
      const ImVec2 k(c.x + sx * r, c.y + sy * r);
      dl->AddLine(k, ImVec2(k.x - sx * len, k.y), col, thick);
      dl->AddLine(k, ImVec2(k.x, k.y - sy * len), col, thick);
    }
}

void draw_piece(ImDrawList* dl, ImVec2 c, float r, xq::Piece p, bool lifted) {
  const Fonts& f = fonts();
  const ImU32 ink = p.color() == xq::Color::Red ? kRed : kBlack;
  const float lift = lifted ? r * 0.12f : 0.0f;
  dl->AddCircleFilled(ImVec2(c.x + r * 0.06f + lift, c.y + r * 0.10f + lift), r * (lifted ? 1.04f : 1.0f),
                      kShadow, 48);
  dl->AddCircleFilled(c, r, kFace, 48);
  dl->AddCircle(c, r - r * 0.05f, ink, 48, r * 0.10f);
  dl->AddCircle(c, r * 0.80f, ink, 48, std::fmax(1.0f, r * 0.04f));
  centred_text(dl, f.piece, r / 0.45f * 0.66f, ImVec2(c.x, c.y + r * 0.02f), ink, piece_glyph(p));
}

}  // namespace

const char* piece_glyph(xq::Piece p) {
  if (p.empty()) return "";
  const int k = xq::index_of(p.kind());
  return p.color() == xq::Color::Red ? kRedGlyphs[k] : kBlackGlyphs[k];
}

float board_aspect(int files, int ranks) {
  return (files - 1 + 2 * kSideMargin) / (ranks - 1 + 2 * kEndMargin);
}

BoardLayout fit_board(ImVec2 min, ImVec2 max, bool flipped, int files, int ranks) {
  BoardLayout b;
  b.files = files;
  b.ranks = ranks;
  b.flipped = flipped;
  const float w_cells = files - 1 + 2 * kSideMargin, h_cells = ranks - 1 + 2 * kEndMargin;
  b.cell = std::floor(std::fmin((max.x - min.x) / w_cells, (max.y - min.y) / h_cells));
  if (b.cell < 4) b.cell = 4;
  const float w = w_cells * b.cell, h = h_cells * b.cell;
  b.frame_min = ImVec2(std::round((min.x + max.x - w) * 0.5f), std::round((min.y + max.y - h) * 0.5f));
  b.frame_max = ImVec2(b.frame_min.x + w, b.frame_min.y + h);
  b.origin = ImVec2(b.frame_min.x + kSideMargin * b.cell, b.frame_min.y + kEndMargin * b.cell);
  return b;
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

void draw_board(ImDrawList* dl, const BoardLayout& b, const xq::Game& game, const BoardMarks& marks) {
  const Fonts& f = fonts();
  const float cell = b.cell;
  const float thin = std::fmax(1.0f, cell * 0.025f), thick = std::fmax(2.0f, cell * 0.06f);
  const xq::Geometry& geo = game.position().geometry();
  const int files = b.files, ranks = b.ranks, river = ranks / 2;  // river between river-1 and river

  // Wood and frame.
  dl->AddRectFilled(b.frame_min, b.frame_max, kWood, cell * 0.12f);
  dl->AddRect(b.frame_min, b.frame_max, kWoodEdge, cell * 0.12f, 0, thin * 1.5f);
  const ImVec2 tl = b.origin, br(b.origin.x + (files - 1) * cell, b.origin.y + (ranks - 1) * cell);
  const float pad = cell * 0.14f;
  dl->AddRect(ImVec2(tl.x - pad, tl.y - pad), ImVec2(br.x + pad, br.y + pad), kLine, 0, 0, thick);

  // Ranks, then files (the inner files stop at the river).
  for (int r = 0; r < ranks; ++r) dl->AddLine(b.point(0, r), b.point(files - 1, r), kLine, thin);
  for (int fl = 0; fl < files; ++fl) {
    if (fl == 0 || fl == files - 1) {
      dl->AddLine(b.point(fl, 0), b.point(fl, ranks - 1), kLine, thin);
    } else {
      dl->AddLine(b.point(fl, 0), b.point(fl, river - 1), kLine, thin);
      dl->AddLine(b.point(fl, river), b.point(fl, ranks - 1), kLine, thin);
    }
  }
  // Palace diagonals (九宮): the 3x3 palaces at the middle files of both ends.
  const int p0 = (files - 3) / 2, p1 = p0 + 2;
  dl->AddLine(b.point(p0, 0), b.point(p1, 2), kLine, thin);
  dl->AddLine(b.point(p1, 0), b.point(p0, 2), kLine, thin);
  dl->AddLine(b.point(p0, ranks - 1), b.point(p1, ranks - 3), kLine, thin);
  dl->AddLine(b.point(p1, ranks - 1), b.point(p0, ranks - 3), kLine, thin);

  // Position marks on the cannon and soldier start points.
  for (int side = 0; side < 2; ++side) {
    const auto rank_for = [&](int rel) { return side == 0 ? rel : ranks - 1 - rel; };
    for (int fl : {1, files - 2}) position_mark(dl, b.point(fl, rank_for(2)), cell, true, true, thin);
    for (int fl = 0; fl < files; fl += 2) {
      const bool left_on = b.flipped ? fl != files - 1 : fl != 0;
      const bool right_on = b.flipped ? fl != 0 : fl != files - 1;
      position_mark(dl, b.point(fl, rank_for(3)), cell, left_on, right_on, thin);
    }
  }

  // River text: 楚河 on the left half, 漢界 on the right, as seen by the viewer.
  const float river_y = (b.point(0, river - 1).y + b.point(0, river).y) * 0.5f;
  const float river_px = f.label_px * 1.55f;
  centred_text(dl, f.piece, river_px, ImVec2(tl.x + cell * 2.0f, river_y), kLine, "楚 河");
  centred_text(dl, f.piece, river_px, ImVec2(br.x - cell * 2.0f, river_y), kLine, "漢 界");

  // File numbers: the bottom side's numbers along the bottom, the top side's along the top.
  const float label_px = f.label_px;
  const float top_y = tl.y - cell * 0.78f, bottom_y = br.y + cell * 0.78f;
  for (int fl = 0; fl < files && fl < 9; ++fl) {
    const float x = b.point(fl, 0).x;
    const char* red = kRedNumbers[files - 1 - fl];  // Red counts from its right (file i = 一)
    const char* black = kBlackNumbers[fl];          // Black's right is Red's left
    centred_text(dl, f.label, label_px, ImVec2(x, b.flipped ? top_y : bottom_y), kLine, red);
    centred_text(dl, f.label, label_px, ImVec2(x, b.flipped ? bottom_y : top_y), kLine, black);
  }

  const float r = b.piece_radius();
  // Last move: brackets on both points.
  if (marks.last_move) {
    for (xq::Square s : {marks.last_move.from(), marks.last_move.to()})
      corner_brackets(dl, b.point(geo.file_of[s], geo.rank_of[s]), r * 1.08f, kLast, thick * 0.8f);
  }
  if (marks.check_square != xq::kNoSquare) {
    const ImVec2 c = b.point(geo.file_of[marks.check_square], geo.rank_of[marks.check_square]);
    dl->AddCircleFilled(c, r * 1.25f, kCheck, 48);
  }

  // Pieces.
  for (int rk = 0; rk < ranks; ++rk)
    for (int fl = 0; fl < files; ++fl) {
      const xq::Piece p = game.piece_at(fl, rk);
      if (p.empty() || geo.square(fl, rk) == marks.dragged) continue;
      draw_piece(dl, b.point(fl, rk), r, p, false);
    }

  // Selection and legal targets on top of the pieces.
  if (marks.selected != xq::kNoSquare) {
    const ImVec2 c = b.point(geo.file_of[marks.selected], geo.rank_of[marks.selected]);
    dl->AddCircle(c, r * 1.06f, kSelect, 48, thick);
  }
  for (xq::Square t : marks.targets) {
    const ImVec2 c = b.point(geo.file_of[t], geo.rank_of[t]);
    if (game.piece_at(geo.file_of[t], geo.rank_of[t]).empty())
      dl->AddCircleFilled(c, cell * 0.13f, kTarget, 24);
    else
      dl->AddCircle(c, r * 1.02f, kTarget, 48, thick);
  }
  if (marks.dragged != xq::kNoSquare) {
    const xq::Piece p = game.piece_at(geo.file_of[marks.dragged], geo.rank_of[marks.dragged]);
    if (!p.empty()) draw_piece(dl, marks.drag_pos, r * 1.08f, p, true);
  }
}

}  // namespace xqweb
