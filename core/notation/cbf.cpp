// 象棋橋 CBF records (see cbf.h). Points are written "xy": x the file from Red's left
// (0..8 = ICCS a..i), y the row from Black's back rank (0..9 = ICCS rank 9..0), so
// "77-47" is h2e2 (炮二平五).
#include "core/notation/cbf.h"

#include <array>

#include "core/fen.h"
#include "core/notation/iccs.h"
#include "core/notation/text_encoding.h"
#include "core/notation/xml_tokens.h"
#include "core/position.h"
#include "core/rules/illegal_reason.h"

namespace xq::notation {
namespace {

using record::GameTree;

constexpr const char* kStandardFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The Head fields in the order 象棋橋 writes them, with the PGN tag each one reads into
// (nullptr: kept under its CBF name). FEN and RecordResult are the start and the result.
struct Field {
  const char* cbf;
  const char* tag;
};
constexpr std::array<Field, 34> kFields{{
    {"Name", "Title"},
    {"URL", nullptr},
    {"From", nullptr},
    {"ContestType", nullptr},
    {"Contest", "Event"},
    {"Round", "Round"},
    {"Group", nullptr},
    {"Table", nullptr},
    {"Date", "Date"},
    {"Site", "Site"},
    {"TimeRule", "TimeControl"},
    {"Red", "Red"},
    {"RedTeam", "RedTeam"},
    {"RedTime", nullptr},
    {"RedRating", nullptr},
    {"Black", "Black"},
    {"BlackTeam", "BlackTeam"},
    {"BlackTime", nullptr},
    {"BlackRating", nullptr},
    {"Referee", nullptr},
    {"Recorder", nullptr},
    {"Commentator", "Annotator"},
    {"CommentatorURL", nullptr},
    {"Creator", "Author"},
    {"CreatorURL", nullptr},
    {"DateCreated", nullptr},
    {"DateModified", nullptr},
    {"ECCO", "ECCO"},
    {"RecordType", nullptr},
    {"RecordKind", nullptr},
    {"RecordResult", nullptr},
    {"ResultType", nullptr},
    {"FEN", nullptr},
    {"Opening", "Opening"},
}};
// RecordResult: 0 unknown, 1 Red wins, 2 Black wins, 3 draw (the samples: a draw is 3).
constexpr const char* kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};

const char* tag_of(std::string_view cbf) {
  for (const Field& f : kFields)
    if (cbf == f.cbf) return f.tag ? f.tag : f.cbf;
  return nullptr;
}

std::string trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\r' || t.front() == '\n'))
    t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r' || t.back() == '\n'))
    t.remove_suffix(1);
  return std::string(t);
}

// "xy-xy" → a move on the standard board; false when it is no such text.
bool parse_points(std::string_view v, Move& m) {
  if (v.size() != 5 || v[2] != '-') return false;
  const auto digit = [&](std::size_t i) { return v[i] >= '0' && v[i] <= '9' ? v[i] - '0' : -1; };
  const int fx = digit(0), fy = digit(1), tx = digit(3), ty = digit(4);
  if (fx < 0 || fy < 0 || tx < 0 || ty < 0 || fx > 8 || tx > 8) return false;
  m = Move(static_cast<Square>((9 - fy) * 9 + fx), static_cast<Square>((9 - ty) * 9 + tx));
  return true;
}

std::string point_text(Square s) {
  return std::string(1, static_cast<char>('0' + s % 9)) + static_cast<char>('0' + (9 - s / 9));
}

// Comment text as CDATA; "]]>" inside is split across two sections.
std::string cdata(const std::string& text) {
  std::string out = "<![CDATA[";
  std::size_t from = 0;
  for (std::size_t at; (at = text.find("]]>", from)) != std::string::npos; from = at + 2)
    out += text.substr(from, at + 2 - from) + "]]><![CDATA[";
  out += text.substr(from) + "]]>";
  return out;
}

}  // namespace

std::string CbfGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

bool looks_like_cbf(std::string_view bytes) {
  const std::string_view head = bytes.substr(0, 4096);
  const std::size_t at = head.find("<ChineseChessRecord");
  if (at == std::string_view::npos) return false;
  // Only a BOM, white space, declarations and comments before it.
  std::size_t i = head.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  while (i < at) {
    const char c = head[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      ++i;
    } else if (head.compare(i, 2, "<?") == 0 || head.compare(i, 4, "<!--") == 0) {
      const std::size_t e = head.find('>', i);
      if (e == std::string_view::npos || e > at) return false;
      i = e + 1;
    } else {
      return false;
    }
  }
  return true;
}

CbfGame read_cbf(std::string_view bytes) {
  CbfGame out;
  const DecodedText text = decode_text(bytes);
  const XmlTokens xml = scan_xml(text.text);
  if (!xml.error.empty()) out.warnings.push_back("XML: " + xml.error + " (read up to there)");

  // ---- Head ----
  std::string fen;
  int result = 0;
  bool in_head = false, in_list = false, seen_list = false;
  std::string field;  // the Head field whose text is being read
  std::string field_value;
  std::size_t list_from = xml.tokens.size();
  for (std::size_t k = 0; k < xml.tokens.size(); ++k) {
    const XmlToken& t = xml.tokens[k];
    if (t.kind == XmlToken::Kind::Start && t.name == "Head" && !t.self_closing && !seen_list) {
      in_head = true;
    } else if (t.kind == XmlToken::Kind::End && t.name == "Head") {
      in_head = false;
    } else if (t.kind == XmlToken::Kind::Start && t.name == "MoveList" && !seen_list) {
      seen_list = true;
      in_list = !t.self_closing;
      list_from = k + 1;
      if (in_list) break;
    } else if (in_head && t.kind == XmlToken::Kind::Start) {
      field = t.self_closing ? std::string() : t.name;
      field_value.clear();
    } else if (in_head && t.kind == XmlToken::Kind::Text && !field.empty()) {
      field_value += t.text;
    } else if (in_head && t.kind == XmlToken::Kind::End && t.name == field) {
      const std::string v = trim(field_value);
      if (field == "FEN") {
        fen = v;
      } else if (field == "RecordResult") {
        if (v.size() == 1 && v[0] >= '0' && v[0] <= '3')
          result = v[0] - '0';
        else if (!v.empty())
          out.warnings.push_back("Head: RecordResult '" + v + "' is not 0..3 (read as unknown)");
      } else if (!v.empty()) {
        const char* name = tag_of(field);
        out.tags.push_back({name ? name : field, v});
      }
      field.clear();
    }
  }
  out.result = kResults[result];
  out.tags.push_back({"Result", out.result});
  out.tags.push_back({"Encoding", text.encoding});

  FenResult start = parse_fen(fen.empty() ? std::string_view(kStandardFen) : std::string_view(fen));
  if (!start.ok()) {
    out.warnings.push_back("Head: the FEN '" + fen + "' is not a legal start: " + start.error.message);
    return out;
  }
  out.tree.set_start_fen(to_fen(start.position));
  out.loaded = true;
  if (!seen_list) return out;

  // ---- MoveList ----
  // One frame per open line (the main line, then each open <Variation>): `cur` is the
  // line's last node (the next move's parent), `prev` its parent; `pos` and `prev_pos`
  // the positions there. A dead line (an illegal move, or a variation of nothing) skips
  // its moves.
  struct Frame {
    int cur, prev;
    Position pos, prev_pos;
    bool dead;
    int line;  // 0 = main line, else the variation's number in file order
  };
  std::vector<Frame> lines;
  lines.push_back({GameTree::kRoot, -1, start.position, start.position, false, 0});
  int variations = 0;
  int comment_node = -1;  // the node whose <Move> element is open (its text is the comment)
  bool root_seen = false, any_move = false;
  std::string comment;
  std::vector<std::string> skipped;  // element names skipped, each reported once
  std::size_t dropped = 0;
  const auto where = [&](const Frame& f) {
    const Position& p = f.pos;
    return (f.line == 0 ? std::string("main line") : "variation " + std::to_string(f.line)) + " at move " +
           std::to_string(p.fullmove_number()) + (p.side_to_move() == Color::Red ? " (Red)" : " (Black)");
  };
  for (std::size_t k = list_from; k < xml.tokens.size() && in_list; ++k) {
    const XmlToken& t = xml.tokens[k];
    if (t.kind == XmlToken::Kind::Text) {
      if (comment_node >= 0) comment += t.text;
      continue;
    }
    if (t.kind == XmlToken::Kind::End) {
      if (t.name == "Move") {
        if (comment_node >= 0) out.tree.set_comment(comment_node, trim(comment));
        comment_node = -1;
        comment.clear();
      } else if (t.name == "Variation") {
        if (lines.size() > 1) lines.pop_back();
      } else if (t.name == "MoveList") {
        in_list = false;
      }
      continue;
    }
    // A start tag.
    if (comment_node >= 0) {  // a <Move> left open: its comment ends here
      out.tree.set_comment(comment_node, trim(comment));
      comment_node = -1;
      comment.clear();
    }
    if (t.name == "Variation") {
      if (t.self_closing) continue;
      const Frame& top = lines.back();
      Frame v{top.prev, -1, top.prev_pos, top.prev_pos, top.dead || top.prev < 0, ++variations};
      if (top.prev < 0 && !top.dead)
        out.warnings.push_back("variation " + std::to_string(v.line) + ": comes before any move (skipped)");
      lines.push_back(std::move(v));
      continue;
    }
    if (t.name != "Move") {
      bool known = false;
      for (const std::string& s : skipped) known = known || s == t.name;
      if (!known) {
        skipped.push_back(t.name);
        out.warnings.push_back("MoveList: element <" + t.name +
                               "> is not part of CBF as read here (skipped)");
      }
      continue;
    }
    const std::string value = t.attr("value");
    Frame& f = lines.back();
    if (value == "00-00") {
      // The start: carries the comment before the first move.
      if (!root_seen && !any_move && lines.size() == 1) {
        root_seen = true;
        if (!t.self_closing) comment_node = GameTree::kRoot;
      } else {
        out.warnings.push_back(where(f) + ": a second start marker '00-00' (skipped)");
      }
      continue;
    }
    any_move = true;
    if (f.dead) {
      ++dropped;
      continue;
    }
    Move m;
    std::string problem;
    if (!parse_points(value, m)) {
      problem = "move '" + value + "' is not two points xy-xy on the board";
    } else if (m.from() == m.to()) {
      problem = "move " + format_iccs(m) + " does not move";
    } else if (const MoveVerdict v = explain_move(f.pos, m); !v.ok()) {
      problem = "illegal move " + format_iccs(m) + ": " + v.text;
    }
    if (!problem.empty()) {
      out.warnings.push_back(where(f) + ": " + problem + " (this move and the rest of its line dropped)");
      f.dead = true;
      ++dropped;
      continue;
    }
    const int id = out.tree.add_move(f.cur, m);
    f.prev = f.cur;
    f.cur = id;
    f.prev_pos = f.pos;
    UndoInfo undo;
    f.pos.do_move(m, undo);
    out.tree.set_mark(id, record::parse_mark(t.attr("mark")));
    if (!t.self_closing) comment_node = id;
  }
  if (comment_node >= 0) out.tree.set_comment(comment_node, trim(comment));
  if (lines.size() > 1) out.warnings.push_back("a <Variation> is not closed at the end of the file");
  if (dropped > 0)
    out.warnings.push_back(std::to_string(dropped) +
                           " move(s) dropped in all (illegal moves and what follows them)");
  return out;
}

std::string write_cbf(const std::vector<PgnTag>& tags, const GameTree& tree, const std::string& result) {
  const auto tag = [&](std::string_view name) {
    for (const PgnTag& t : tags)
      if (t.name == name) return t.value;
    return std::string();
  };
  std::string out =
      "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ChineseChessRecord Version=\"1.0\">\n "
      "<Head>\n";
  for (const Field& f : kFields) {
    std::string v;
    if (std::string_view(f.cbf) == "FEN") {
      v = tree.start_fen().empty() ? kStandardFen : tree.start_fen();
    } else if (std::string_view(f.cbf) == "RecordResult") {
      v = "0";
      for (int r = 1; r < 4; ++r)
        if (result == kResults[r]) v = std::to_string(r);
    } else {
      v = tag(f.tag ? f.tag : f.cbf);
    }
    if (v.empty() && std::string_view(f.cbf) == "Opening") continue;  // our own field: only when set
    out += std::string("  <") + f.cbf + (v.empty() ? " />\n" : ">" + xml_escape(v) + "</" + f.cbf + ">\n");
  }
  out += " </Head>\n <MoveList>\n";
  const std::string& root_comment = tree.node(GameTree::kRoot).comment;
  out += root_comment.empty() ? "  <Move value=\"00-00\" />\n"
                              : "  <Move value=\"00-00\">" + cdata(root_comment) + "</Move>\n";
  // Pre-order with an explicit stack (no recursion, however deep the tree): after a move
  // that is its parent's first child come the parent's other children, each a <Variation>
  // holding its line, then the first child's own continuation.
  struct Task {
    enum Kind { Line, Open, Close } kind;
    int node;
  };
  std::vector<Task> tasks;
  if (const std::vector<int>& top = tree.node(GameTree::kRoot).children; !top.empty())
    tasks.push_back({Task::Line, top[0]});
  int depth = 0;
  while (!tasks.empty()) {
    const Task task = tasks.back();
    tasks.pop_back();
    const std::string indent(static_cast<std::size_t>(2 + depth), ' ');
    if (task.kind == Task::Open) {
      out += indent + "<Variation>\n";
      ++depth;
      continue;
    }
    if (task.kind == Task::Close) {
      --depth;
      out += std::string(static_cast<std::size_t>(2 + depth), ' ') + "</Variation>\n";
      continue;
    }
    const record::Node& n = tree.node(task.node);
    out += indent + "<Move value=\"" + point_text(n.move.from()) + "-" + point_text(n.move.to()) + "\"";
    if (n.mark != record::Mark::None)
      out += std::string(" mark=\"") + xml_escape(record::mark_text(n.mark)) + "\"";
    if (n.children.empty()) out += " end=\"1\"";
    out += n.comment.empty() ? " />\n" : ">" + cdata(n.comment) + "</Move>\n";
    // Executed in this order: the alternatives to this move (when it is its parent's
    // first child), each as a <Variation>, then the line's continuation.
    if (!n.children.empty()) tasks.push_back({Task::Line, n.children[0]});
    const std::vector<int>& siblings = tree.node(n.parent).children;
    if (siblings.front() == task.node)
      for (std::size_t i = siblings.size(); i-- > 1;) {
        tasks.push_back({Task::Close, 0});
        tasks.push_back({Task::Line, siblings[i]});
        tasks.push_back({Task::Open, 0});
      }
  }
  out += " </MoveList>\n</ChineseChessRecord>\n";
  return out;
}

}  // namespace xq::notation
