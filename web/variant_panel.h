// The panel's variant lines: which variant and add-ons this game plays, and the
// controls of the add-on moves that are not board clicks (還魂 revive, 遁馬 done).
#pragma once

namespace xqweb {

class App;
void variant_panel(App& app);

}  // namespace xqweb
