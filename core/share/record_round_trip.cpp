// Record round trip (see record_round_trip.h).
#include "core/share/record_round_trip.h"

#include "core/share/link.h"

namespace xq::share {
namespace {

bool same_notes(const std::vector<ArbiterNote>& a, const std::vector<ArbiterNote>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].ply != b[i].ply || a[i].reason != b[i].reason || a[i].outcome != b[i].outcome) return false;
  return true;
}

// "" when `g` holds exactly `want`'s moves, recorded result and notes; else what differs.
std::string compare(const char* form, const Game& g, const Game& want) {
  const std::string in = std::string(form) + ": ";
  if (g.history() != want.history())
    return in + std::to_string(g.ply()) + " of the record's " + std::to_string(want.ply()) + " plies";
  if (!g.is_record()) return in + "not read as a record";
  if (g.recorded_outcome() != want.recorded_outcome()) return in + "the recorded result changed";
  if (!same_notes(g.arbiter_notes(), want.arbiter_notes())) return in + "the arbiter notes changed";
  return {};
}

}  // namespace

RecordRoundTrip check_record_round_trip(const notation::ImportedGame& record) {
  RecordRoundTrip out;
  const Game g = record.to_game();
  out.plies = g.ply();
  out.notes = g.arbiter_notes();
  if (g.ply() != static_cast<int>(record.moves.size())) {
    out.error = "import: " + std::to_string(g.ply()) + " of the record's " + std::to_string(record.moves.size()) +
                " plies";
    return out;
  }
  const std::vector<notation::PgnTag> tags{{"Result", record.result.empty() ? "*" : record.result}};

  const notation::ImportedGame pgn = notation::import_game(notation::export_pgn(g, notation::Notation::Chinese, tags));
  out.error = pgn.ok() ? compare("PGN", pgn.to_game(), g) : "PGN: " + pgn.error;
  if (!out.ok()) return out;

  const notation::ImportedGame dhtml = notation::import_game(notation::export_dhtmlxq(g, tags));
  out.error = dhtml.ok() ? compare("DhtmlXQ", dhtml.to_game(), g) : "DhtmlXQ: " + dhtml.error;
  if (!out.ok()) return out;

  const LinkDecode link = decode_link(encode_link(link_state_from_game(g)));
  if (!link.ok() || !link.game) {
    out.error = "link: " + (link.ok() ? std::string("no game") : link.error);
    return out;
  }
  out.error = compare("link", *link.game, g);
  return out;
}

}  // namespace xq::share
