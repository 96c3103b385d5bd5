// The position editor's draft (position_setup.h): plain points, judged by the FEN parser.
#include "core/position_setup.h"

#include "core/fen.h"
#include "core/game.h"
#include "core/piece_faces.h"

namespace xq {

PositionSetup::PositionSetup(const Game& like) {
  // A fresh game of the same variant and options (not a copy of `like`: its history and
  // tree are not the draft's business); the variant built once is shared, so this is cheap.
  GameOrError fresh = Game::create_like(like, {}, like.options());
  like_ = std::make_shared<const Game>(fresh.game ? std::move(*fresh.game) : like);
}

const Geometry& PositionSetup::geometry() const {
  return like_->position().geometry();
}

void PositionSetup::load(const Game& game, bool face_up_only) {
  const Position& pos = game.position();
  const Geometry& g = geometry();
  for (int r = 0; r < g.height; ++r)
    for (int f = 0; f < g.width; ++f) {
      if (!g.on_board(f, r)) continue;
      const Square s = g.square(f, r);
      const Piece p = pos.piece_on(s);
      if (p.empty() || (face_up_only && pos.face_down(s)) || !declared(p)) continue;
      board_[s] = p;
    }
  side_ = pos.side_to_move();
}

PositionSetup PositionSetup::empty(const Game& like) {
  return PositionSetup(like);
}

PositionSetup PositionSetup::start(const Game& like) {
  PositionSetup s(like);
  s.load(*s.like_, true);
  return s;
}

PositionSetup PositionSetup::current(const Game& like) {
  PositionSetup s(like);
  s.load(like, true);
  return s;
}

int PositionSetup::width() const {
  return geometry().width;
}
int PositionSetup::height() const {
  return geometry().height;
}
bool PositionSetup::exists(int file, int rank) const {
  return geometry().on_board(file, rank);
}

Square PositionSetup::square(int file, int rank) const {
  const Geometry& g = geometry();
  if (file < 0 || file >= g.width || rank < 0 || rank >= g.height) return kNoSquare;
  return g.square(file, rank);
}

bool PositionSetup::declared(Piece p) const {
  if (p.empty() || p.kind() == PieceKind::Flag) return false;
  return faces_or_standard(geometry().faces).declared[index_of(p.kind())];
}

bool PositionSetup::put(Square s, Piece p) {
  if (s >= kMaxSquares || !geometry().exists[s] || !declared(p)) return false;
  board_[s] = p;
  return true;
}

bool PositionSetup::remove(Square s) {
  if (s >= kMaxSquares || board_[s].empty()) return false;
  board_[s] = Piece();
  return true;
}

bool PositionSetup::move(Square from, Square to) {
  if (from >= kMaxSquares || to >= kMaxSquares || from == to || board_[from].empty() ||
      !geometry().exists[to])
    return false;
  board_[to] = board_[from];
  board_[from] = Piece();
  return true;
}

void PositionSetup::clear() {
  board_.fill(Piece());
}

std::vector<Piece> PositionSetup::palette() const {
  std::vector<Piece> out;
  for (Color c : {Color::Red, Color::Black})
    for (int k = 0; k < kMaxPieceKinds; ++k)
      if (const Piece p(c, static_cast<PieceKind>(k)); declared(p)) out.push_back(p);
  return out;
}

std::string PositionSetup::fen() const {
  const Geometry& g = geometry();
  std::string out;
  for (int r = g.height - 1; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < g.width; ++f) {
      const Piece p = board_[g.square(f, r)];
      if (p.empty()) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += piece_to_char(p, g);
    }
    if (run) out += std::to_string(run);
    if (r > 0) out += '/';
  }
  out += side_ == Color::Red ? " w - - 0 1" : " b - - 0 1";
  return out;
}

FenError PositionSetup::check() const {
  return parse_fen(fen(), geometry()).error;
}

GameOrError PositionSetup::start_game() const {
  const FenError e = check();
  if (e.kind != FenErrorKind::None) return GameOrError{std::nullopt, e.message};
  return Game::create_like(*like_, fen(), like_->options());
}

}  // namespace xq
