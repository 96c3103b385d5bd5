// Draw offers in the panel: the status line of a standing offer and the one button that
// offers, accepts or withdraws (App's draw actions live in draw_offer.cpp too).
#pragma once

namespace xqweb {

class App;

// "Red offers a draw; Black may accept" / "The computer is considering…" (nothing when
// no offer stands).
void draw_offer_status(const App& app);
// Offer draw, Accept draw (only for the side that did not offer) or Withdraw offer
// (the offerer); ids offer_draw, accept_draw, withdraw_draw.
void draw_offer_button(App& app, float width);

}  // namespace xqweb
