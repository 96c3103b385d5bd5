// The promotion picker: when the move being picked goes on with the kind the piece becomes
// (core/gesture.h PlaceKind::Promotion: 歐亞象棋's chess pawn on the last rank, a shogi piece
// in its zone), a small modal asks which, one button per kind (its glyph and name in the
// UI language; the piece's own kind reads "stay as is"). Keys 1-9 choose by position,
// Escape (or Cancel) takes the destination back. Buttons are promote_<letter> (the FEN
// letter, lower case) and promote_cancel; the state dump names the dialog "promotion".
// When the picks may also go on to a further board point (a jump path that lands again),
// it is a plain window at the top instead and the board stays live (no dialog: the state
// dump's `promotion` array still lists the kinds).
#pragma once

namespace xqweb {

class App;

// Draws the picker while the gesture waits for a promotion pick; true while it is open as
// a modal dialog.
bool promotion_picker(App& app);

}  // namespace xqweb
