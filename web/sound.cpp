// Move sounds; see sound.h. The classification is here, the noise is in shell/sound.js.
#include "sound.h"

#include "browser.h"

namespace xqweb {
namespace {

bool g_muted = false;
int g_played = 0;
const char* g_last = "";
const char* g_last_played = "";

}  // namespace

const char* sound_kind_name(SoundKind k) {
  switch (k) {
    case SoundKind::Move: return "move";
    case SoundKind::Capture: return "capture";
    case SoundKind::Check: return "check";
    case SoundKind::End: return "end";
  }
  return "move";
}

int pieces_on_board(const xq::Game& game) {
  const xq::BoardDescription& bd = game.board();
  int n = 0;
  for (int r = 0; r < bd.ranks; ++r)
    for (int f = 0; f < bd.files; ++f)
      if (!game.piece_at(f, r).empty()) ++n;
  return n;
}

SoundKind move_sound(int pieces_before, const xq::Game& after) {
  if (after.result().over()) return SoundKind::End;
  if (after.in_check()) return SoundKind::Check;
  if (pieces_on_board(after) < pieces_before) return SoundKind::Capture;
  return SoundKind::Move;
}

void play_sound(SoundKind k) {
  g_last = sound_kind_name(k);
  if (g_muted) return;
  ++g_played;
  g_last_played = g_last;
  browser::play_sound(static_cast<int>(k));
}

bool sound_muted() { return g_muted; }
void set_sound_muted(bool muted) { g_muted = muted; }
int sounds_played() { return g_played; }
const char* sound_last() { return g_last; }
const char* sound_last_played() { return g_last_played; }

}  // namespace xqweb
