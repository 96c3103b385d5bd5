// UI language: every string the app shows, in 繁體中文, 简体中文 and English.
//
// A string is named by an enum value (Str) and looked up with tr(). The core answers in
// English with the Chinese term in brackets; the UI shows its own words for the core's
// reasons (illegal moves, results) by their enum, so every language gets a full sentence.
#pragma once

#include <string>
#include <string_view>

#include "core/game.h"  // IllegalReason, ResultReason

namespace xqweb {

enum class Lang { Hant, Hans, En };
constexpr int kLangCount = 3;

const char* lang_code(Lang l);                          // "zh-Hant", "zh-Hans", "en"
bool lang_from_code(std::string_view code, Lang& out);  // also reads navigator.language values
const char* lang_name(Lang l);                          // in its own script

enum class Str {
  Title,
  RedToMove,
  BlackToMove,
  Check,
  NewGame,
  Undo,
  Redo,
  Flip,
  Resign,
  OfferDraw,
  AcceptDraw,
  DrawOffered,
  CopyFen,
  LoadFen,
  Load,
  Cancel,
  Close,
  PasteFen,
  FenCopied,
  Moves,
  Notation,
  NotationChinese,
  Language,
  Viewing,
  BackToLive,
  GameOver,
  Red,
  Black,
  RedWins,
  BlackWins,
  Draw,
  Clock,
  ClockNone,
  ClockTotal,
  ClockPerMove,
  ClockApply,
  MovesIn,
  MinutesThen,
  PerMoveSeconds,
  ReserveMinutes,
  TimeForfeit,
  NotYourTurn,
  Settings,
  Opponent,
  OpponentHuman,
  ComputerBlack,
  ComputerRed,
  ComputerBoth,
  Level,
  Thinking,
  EngineError,
  CopyLink,
  LinkCopied,
  LinkError,
  FlagArmedHint,
  DropHint,
  DoubleHint,
  Revive,
  DoubleDone,
  Reveal,
  Change,
  PutBack,
  PutBackHint,
  FlagCaptured,
  ActivePowers,
  FlagEnterHint,
  FlagReturnHint,
  LinkCopiedView,
  FenCopiedView,
  ArrangeShuffled,
  ArrangeFirst,
  ArrangeOnlyOwn,
  ArrangeSwapped,
  ArrangeSameFace,
  Count
};

// One text in the three languages (繁體, 简体, English): a row of every string table of
// the app (this file's, i18n_share.h's, the dialogs' and panels' own words).
struct Words {
  const char* text[kLangCount];
};

void set_lang(Lang l);
Lang lang();
// The one lookup: the text of `w` in the current language.
inline const char* tr(const Words& w) {
  return w.text[static_cast<int>(lang())];
}
const char* tr(Str s);

// A full sentence for an illegal move / a result reason in the current language.
const char* tr_illegal(xq::IllegalReason r);
const char* tr_reason(xq::ResultReason r);
// "紅方勝 — 將死" / "Red wins — checkmate".
std::string tr_result(xq::Outcome o, xq::ResultReason r);

}  // namespace xqweb
