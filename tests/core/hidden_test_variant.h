// The face-down test variant shared by test_hidden.cpp and test_gesture.cpp: standard
// xiangqi with both horses of each side face-down as 暗戰's 暗棋 (seed 003 §4.4):
// 「只能横或竖每次一格，暗棋即不能吃子，也不被吃」 — a one-step orthogonal stand-in `w` (Betza
// mW: moves, never captures) that nobody may capture; the owner knows its identity and
// flips it face-up as a whole move.
#pragma once

namespace xq::testing {

inline constexpr const char* kHiddenTestVariant =
    "[anqi_test:xiangqi]\n"
    "piece.w = custom\n"
    "w.name = 暗 暗 | 暗 暗 | Hidden\n"
    "w.move = mW\n"
    "hidden.moves = standin\n"
    "hidden.standin = w\n"
    "hidden.known = owner\n"
    "hidden.capturable = no\n"
    "setup = r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*NR w - - 0 1\n";

}  // namespace xq::testing
