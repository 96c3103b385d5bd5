// The look and sound settings in the panel (under notation and language): the sound
// switch, the board theme (wood, paper, dark) and the piece faces (traditional or
// simplified characters). Each choice is remembered (web/app_io.cpp) and the look travels
// in links and embeds as t= and pc= (docs/sharing.md).
#pragma once

namespace xqweb {

class App;

void look_settings(App& app);

}  // namespace xqweb
