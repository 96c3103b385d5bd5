// BoardDescription: what a board looks like, as data the core derives once per variant
// from its geometry and setup, so a view draws any board (another width, holes, 山界
// side files, a flag ring) with no per-variant code and never reads the move tables.
//
// Coordinates as everywhere in the core: file 0 = Red's left (ICCS a), rank 0 = Red's
// back rank. A view decides orientation (flipped or not), sizes and colours; the core
// decides which points, lines, marks, texts and labels there are.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/ring.h"  // Track: the flag ring's cells in their drawing frame
#include "core/types.h"

namespace xq {

struct BoardPoint {
  int file = 0, rank = 0;
};

// A straight line between two points (a grid segment or a palace diagonal).
struct BoardSegment {
  BoardPoint a, b;
};

// A run of points on a side file (the 山界 mountain files of 河山界): drawn as a tinted strip.
struct BoardStrip {
  int file = 0, rank0 = 0, rank1 = 0;  // inclusive, rank0 <= rank1
};

struct BoardDescription {
  int files = 9, ranks = 10;

  // Which points exist (holes do not), and the Square index of each.
  bool exists(int file, int rank) const;
  // kNoSquare for a hole or off the board.
  Square square(int file, int rank) const;
  // The point of square s; {-1, -1} for a hole or a square not on this board (kNoSquare).
  BoardPoint point(Square s) const { return s < points_by_square.size() ? points_by_square[s] : BoardPoint{-1, -1}; }
  std::vector<BoardPoint> points_by_square;  // indexed by Square; holes are {-1, -1}

  // The thin lines, in drawing order: between neighbouring points that both exist
  // (across the river only on the main board's two edge files), then palace diagonals
  // where a side's palace points form a 3x3 square.
  std::vector<BoardSegment> lines;
  // Curved lines between two points of one rank (雲端's cloud arcs, from the rule modules'
  // board_arcs): a view draws each as an arc bulging away from the board's middle, so it
  // does not cover the straight rank line between the same points.
  std::vector<BoardSegment> arcs;
  // Arrows from a to b (堅守's re-entry arrows, from the rule modules' board_arrows): a
  // view draws a straight line with its head at b, clear of the discs at both ends.
  std::vector<BoardSegment> arrows;
  // Names drawn at grid points, holes included (堅守's zone names, from the rule modules'
  // board_texts), in the label font.
  struct Text {
    BoardPoint at;
    std::string text;
  };
  std::vector<Text> texts;
  // The files [main_first, main_last] that cross the river: the main board, framed by a
  // thick border over all ranks. The other files are side files.
  int main_first = 0, main_last = 8;
  // The thick border goes around these points (inclusive): the main files over all ranks,
  // or the variant's `frame` (龜鱷鬥獸棋's box, its corner points outside).
  BoardPoint frame_lo{0, 0}, frame_hi{8, 9};
  // The river runs between ranks river - 1 and river (0 = no river), and its two texts,
  // left and right as the viewer sees them (a printed board reads the same either way up).
  int river = 5;
  std::array<std::string, 2> river_text = {"楚 河", "漢 界"};
  // A second river (0 = none) runs between ranks river2 - 1 and river2, with the same
  // texts: on a board where each side's home is its own ranks and a middle field lies
  // between them (江河象棋 9x14, `river = 5`: rivers after ranks 4 and 8).
  int river2 = 0;
  // A vertical river (0 = none) between files inner_river - 1 and inner_river, drawn over
  // all ranks with its text inner_river_text in the (horizontal) river gap; the lines and
  // the points on both sides are the ordinary ones (長河象棋's 內河: lines cross it).
  int inner_river = 0;
  std::string inner_river_text;
  // A board of squares (`board.style = squares`, 歐亞象棋): each point is drawn as a square
  // cell with its piece inside, no lines, palace or river; cell_side[rank * files + file]
  // is the side whose colour the cell takes (0 Red's, 1 Black's; a chequer when the
  // variant names no split).
  bool squares = false;
  std::vector<std::uint8_t> cell_side;  // 內河 (set in board_description.cpp, where the font subset reads it)
  // Side files: their runs of points, and the files whose river gap carries side_text.
  std::vector<BoardStrip> side_strips;
  std::vector<int> side_text_files;
  std::array<std::string, 2> side_text = {"山", "界"};  // drawn one above the other
  // Position marks: the points where the variant's own setup puts the kinds it marks
  // (`marks`: cannons and soldiers by default; every start point in 起始象棋).
  std::vector<BoardPoint> marks;

  // Coordinates per file (index = file) and rank: the file numbers each side counts from
  // its own right in the Chinese notations (Red 一…十八 as Chinese numerals, Black １…９ as
  // full-width digits, 10 and up in plain digits), the ICCS file letters and rank numbers.
  std::array<std::vector<std::string>, 2> file_numbers;  // [Red, Black]
  std::vector<std::string> file_letters;
  std::vector<std::string> rank_numbers;

  // The 解將旗 flag track (size 0 = none): cells, their frame, the two start cells.
  Track track;

  // The character on a piece's disc, per piece kind and colour: the variant's piece
  // faces (core/piece_faces.h, what Game::piece_glyph answers: `X.glyph`, else a role's
  // standard 帥仕相傌俥炮兵 / 將士象馬車砲卒, 旗 for the flag, else a custom type's first
  // 繁 name character, else its FEN letter).
  std::vector<std::array<std::string, 2>> glyphs;  // indexed by index_of(PieceKind)
  const std::string& glyph(Piece p) const;
  // Kinds whose glyph is drawn in red ink for both colours (`X.ink = red`: 歐亞象棋's
  // promoted shogi pieces, as shogi writes 成駒), indexed by index_of(PieceKind).
  std::vector<std::uint8_t> red_ink;
  bool red_glyph(Piece p) const {
    const std::size_t k = index_of(p.kind());
    return !p.empty() && k < red_ink.size() && red_ink[k];
  }

  // How many points a side a piece covers, per piece kind (a rule module's piece_span): 1
  // for every ordinary piece; 2 for the anchor of a 2×2 piece (巨將), drawn as one disc over
  // the block that runs one file right and one rank up from its point; 0 for the block's
  // other points, which the anchor's disc covers (draw nothing there).
  std::vector<std::uint8_t> spans;  // indexed by index_of(PieceKind)
  int span(Piece p) const;
};

struct Geometry;  // core/geometry.h

// The description of the board `geo` (Game::board builds it once per game). `setup` is
// the variant's start position, the piece on each Square (its cannons and soldiers get
// position marks; empty = no marks). The glyphs are the geometry's piece faces.
BoardDescription describe_board(const Geometry& geo, const std::vector<Piece>& setup);

}  // namespace xq
