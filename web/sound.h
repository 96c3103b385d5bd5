// Move sounds: which of four sounds a move makes (a plain move, a capture, a check, the
// end of the game), the mute switch (remembered with the other settings, web/app_io.cpp)
// and a record of what was played for the state dump (the browser tests read it). The
// sounds themselves are generated in the page (shell/sound.js, WebAudio): no audio files.
#pragma once

#include "core/game.h"

namespace xqweb {

enum class SoundKind { Move, Capture, Check, End };

const char* sound_kind_name(SoundKind k);  // "move", "capture", "check", "end"

// Pieces on the board of `game` (a capture leaves one fewer; a drop adds one).
int pieces_on_board(const xq::Game& game);
// The sound of the move that just made `after` from a position with `pieces_before` pieces:
// the end of the game outranks a check, a check outranks a capture.
SoundKind move_sound(int pieces_before, const xq::Game& after);

// Plays `k` unless muted; either way the last kind asked for is kept (sound_last).
void play_sound(SoundKind k);
bool sound_muted();
void set_sound_muted(bool muted);
int sounds_played();              // played (not muted) since the page loaded
const char* sound_last();         // the last kind asked for, "" before the first
const char* sound_last_played();  // the last kind played, "" before the first

}  // namespace xqweb
