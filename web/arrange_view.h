// The panel's set-up step of a face-down start (session.h "Arranging secrets before
// play"): who is laying out its pieces, how (drag one onto another, or tap both), and the
// buttons Random (arrange_random) and Done (arrange_done). Nothing is drawn otherwise.
#pragma once

namespace xqweb {

class App;
void arrange_panel(App& app, float avail);
// The status line's first line during the step ("Red: lay out your face-down pieces"),
// instead of the side to move; nullptr when no side is laying out.
const char* arrange_status(const App& app);

}  // namespace xqweb
