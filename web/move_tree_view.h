// The game tree in the move list (issue #17, 打譜): variations inline in parentheses
// under the row of the move they replace (nested ones inside), each move a click target
// that jumps there; the shown move's comment box and its marks / promote / delete row;
// the "new variation / replace the rest" question.
#pragma once

namespace xqweb {
class App;
// The variations to the moves of the current line's plies [first_ply, last_ply] (1 = the
// first move), and those moves' comments, drawn wrapped under their row.
void draw_row_variations(App& app, int first_ply, int last_ply);
// The mark of a node as the list writes it after the move ("!?"), "" for none.
const char* node_mark_text(const App& app, int node);
// The comment box and the row of marks, promote and delete for the shown move.
void draw_node_editor(App& app);
// The question asked when a move leaves the line while looking back; true while open.
bool branch_dialog(App& app);
}  // namespace xqweb
