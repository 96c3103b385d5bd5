// The string tables; see i18n.h. Each row: 繁體, 简体, English.
#include "i18n.h"

#include <array>

namespace xqweb {
namespace {

Lang g_lang = Lang::Hant;

// Characters the core writes itself (Chinese move notation in both scripts, the Chinese terms
// in its English reasons): listed here so that scripts/font_subset.py, which reads the string
// literals of web/, puts them into the font. Regenerate when the core gains new text.
[[maybe_unused]] constexpr const char* kCoreGlyphs =
    "—…、「」一七三下不中之九也了二五仕任住何作例俥傌允兩八六兵其出分前勝勢包卒反取可吃合后和單四回困图圖均塞"
    "士外如威子宮将將對就局已帅帥平後循情應打括捉接擊據救斃斜方日未果根棋次步死殺比河況法減炮為無然照犯現環田"
    "的直相眼知砲碼禁等算簡紅級線續红而胜能脅腿自著被要覆解許認議變象賽走蹩車軍輸车进退連進過達還酌長閒限除隔"
    "雙面馬马黑（），０１２３４５６７８９；｛";

constexpr std::array<Words, static_cast<int>(Str::Count)> kStrings = {{
    {{"象棋", "象棋", "Xiangqi"}},
    {{"紅方走棋", "红方走棋", "Red to move"}},
    {{"黑方走棋", "黑方走棋", "Black to move"}},
    {{"將軍!", "将军!", "Check!"}},
    {{"新局", "新局", "New game"}},
    {{"悔棋", "悔棋", "Undo"}},
    {{"還原", "还原", "Redo"}},
    {{"翻轉棋盤", "翻转棋盘", "Flip board"}},
    {{"認輸", "认输", "Resign"}},
    {{"提和", "提和", "Offer draw"}},
    {{"接受和棋", "接受和棋", "Accept draw"}},
    {{"對方提和", "对方提和", "A draw is offered"}},
    {{"複製 FEN", "复制 FEN", "Copy FEN"}},
    {{"載入 FEN", "载入 FEN", "Load FEN"}},
    {{"載入", "载入", "Load"}},
    {{"取消", "取消", "Cancel"}},
    {{"關閉", "关闭", "Close"}},
    {{"貼上 FEN:", "粘贴 FEN:", "Paste a FEN:"}},
    {{"已複製 FEN", "已复制 FEN", "FEN copied"}},
    {{"棋譜", "棋谱", "Moves"}},
    {{"記譜法", "记谱法", "Notation"}},
    {{"中文", "中文", "Chinese"}},
    {{"語言", "语言", "Language"}},
    {{"第 %d 步，共 %d 步", "第 %d 步，共 %d 步", "move %d of %d"}},
    {{"回到目前局面", "回到当前局面", "Back to the game"}},
    {{"對局結束", "对局结束", "Game over"}},
    {{"紅方", "红方", "Red"}},
    {{"黑方", "黑方", "Black"}},
    {{"紅方勝", "红方胜", "Red wins"}},
    {{"黑方勝", "黑方胜", "Black wins"}},
    {{"和棋", "和棋", "Draw"}},
    {{"棋鐘", "棋钟", "Clock"}},
    {{"不計時", "不计时", "No clock"}},
    {{"時間總計制", "时间总计制", "Total time"}},
    {{"時間分計制", "时间分计制", "Per move + reserve"}},
    {{"套用並重新開局", "应用并重新开局", "Apply (new game)"}},
    {{"步數", "步数", "moves in"}},
    {{"分鐘,之後", "分钟,之后", "min, then"}},
    {{"每步秒數", "每步秒数", "seconds per move"}},
    {{"保留時間(分)", "保留时间(分)", "reserve (min)"}},
    {{"超時", "超时", "time forfeit"}},
    {{"現在不是這一方走棋", "现在不是这一方走棋", "it is not that side's turn"}},
    {{"設定", "设置", "Settings"}},
    {{"對手", "对手", "Opponent"}},
    {{"雙人", "双人", "Human"}},
    {{"電腦執黑", "电脑执黑", "Computer plays Black"}},
    {{"電腦執紅", "电脑执红", "Computer plays Red"}},
    {{"觀戰：電腦對電腦", "观战：电脑对电脑", "Watch: computer vs computer"}},
    {{"等級", "等级", "Level"}},
    {{"電腦思考中…", "电脑思考中…", "Computer is thinking…"}},
    {{"引擎錯誤", "引擎错误", "Engine error"}},
    {{"複製連結", "复制链接", "Copy link"}},
    {{"已複製連結", "已复制链接", "Link copied"}},
    {{"連結有誤", "链接有误", "Bad link"}},
    {{"解將旗: 下一步應將，旗同時前進一格", "解将旗: 下一步应将，旗同时前进一格",
      "Flag armed: your next move answers the check and the flag steps one cell"}},
    {{"還魂卒: 點一個空的兵位", "还魂卒: 点一个空的兵位", "Revive: click an empty soldier point"}},
    // The first half of a double move (殺驚與遁馬's horse, 江河象棋's 中部 double): said of
    // any double, since the page does not know which rule granted it.
    {{"兩步: 再走另一子，或按「完成」", "两步: 再走另一子，或按「完成」",
      "Double move: move another piece, or press Done"}},
    {{"還魂", "还魂", "Revive"}},
    {{"完成", "完成", "Done"}},
    {{"翻棋", "翻棋", "Turn over"}},
    {{"變化", "变化", "Change"}},  // 山水's 雄 「變化」: it becomes a captured own piece
    {{"拿回", "拿回", "Put back"}},
    {{"拿回：點一個空的初始位，被吃的棋子背面朝上扣放在那裡", "拿回：点一个空的初始位，被吃的棋子背面朝上扣放在那里",
      "Put back: click an empty start point; the captured piece goes there face-down"}},
    {{"奪旗", "夺旗", "flag captured"}},
    {{"生效中", "生效中", "Active"}},
    {{"宮旗: 點帥/將的初始位，旗入九宮", "宫旗: 点帅/将的初始位，旗入九宫",
      "Palace flag: click the general's start point to enter the palace"}},
    {{"宮旗: 點旗的初始格，旗回旗路", "宫旗: 点旗的初始格，旗回旗路", "Palace flag: click its ring start cell to return"}},
    // A link or FEN of an unfinished game with secrets (暗戰's face-down pieces): it holds
    // only the sharer's view (docs/sharing.md "Hidden pieces").
    {{"已複製連結：只有你現在看到的局面，暗子仍是暗子，開啟它不會洩露任何暗棋",
      "已复制链接：只有你现在看到的局面，暗子仍是暗子，打开它不会泄露任何暗棋",
      "Link copied: it holds only what you see now; face-down pieces stay face-down, and opening it reveals nothing"}},
    {{"已複製 FEN：只有你看到的局面，不含任何暗棋", "已复制 FEN：只有你看到的局面，不含任何暗棋",
      "FEN copied: only what you see, no face-down identity"}},
    // The set-up step of face-down starts (web/session_arrange.cpp, arrange_view.cpp).
    {{"已隨機重排你的暗子", "已随机重排你的暗子", "Your face-down pieces are in a new random order"}},
    {{"請先完成暗布（按「完成」）", "请先完成暗布（按“完成”）", "Finish laying out your pieces first (tap Done)"}},
    {{"暗布：只能互換自己的暗子", "暗布：只能互换自己的暗子", "Only your own face-down pieces can swap places"}},
    {{"已互換", "已互换", "Swapped"}},
    {{"暗布：只和同一種棋互換（兵和兵、士和士、車和車…）", "暗布：只和同一种棋互换（兵和兵、士和士、车和车…）",
      "A back trades only within its kind of piece: soldier with soldier, advisor with advisor, chariot with chariot…"}},
}};

}  // namespace

const char* lang_code(Lang l) {
  switch (l) {
    case Lang::Hant:
      return "zh-Hant";
    case Lang::Hans:
      return "zh-Hans";
    case Lang::En:
      return "en";
  }
  return "en";
}

bool lang_from_code(std::string_view c, Lang& out) {
  auto starts = [&](std::string_view p) {
    if (c.size() < p.size()) return false;
    for (size_t i = 0; i < p.size(); ++i)
      if ((c[i] | 0x20) != (p[i] | 0x20)) return false;
    return true;
  };
  if (starts("zh-hant") || starts("zh-tw") || starts("zh-hk") || starts("zh-mo")) {
    out = Lang::Hant;
    return true;
  }
  if (starts("zh")) {
    out = Lang::Hans;
    return true;
  }  // zh, zh-CN, zh-SG, zh-Hans
  if (starts("en") || c.size() >= 2) {
    out = Lang::En;
    return !c.empty();
  }
  return false;
}

const char* lang_name(Lang l) {
  switch (l) {
    case Lang::Hant:
      return "繁體中文";
    case Lang::Hans:
      return "简体中文";
    case Lang::En:
      return "English";
  }
  return "";
}

const char* tr(Str s) {
  return tr(kStrings[static_cast<int>(s)]);
}
void set_lang(Lang l) {
  g_lang = l;
}
Lang lang() {
  return g_lang;
}

const char* tr_illegal(xq::IllegalReason r) {
  using R = xq::IllegalReason;
  auto pick = [](const char* a, const char* b, const char* c) { return tr(Words{{a, b, c}}); };
  switch (r) {
    case R::None:
      return "";
    case R::NoMove:
      return pick("這不是一步棋", "这不是一步棋", "that is not a move");
    case R::OffBoard:
      return pick("該點不在棋盤上", "该点不在棋盘上", "that point is not on the board");
    case R::EmptySquare:
      return pick("該處沒有棋子", "该处没有棋子", "there is no piece there");
    case R::NotYourPiece:
      return pick("不是你的棋子 — 輪到對方", "不是你的棋子 — 轮到对方",
                  "not your piece — it is the other side's turn");
    case R::OwnPieceOnTarget:
      return pick("不能吃自己的棋子", "不能吃自己的棋子", "you cannot capture your own piece");
    case R::GeneralStep:
      return pick("帥/將每次只走一步直線", "帅/将每次只走一步直线",
                  "the general moves one point along a line");
    case R::GeneralLeavesPalace:
      return pick("帥/將不能離開九宮", "帅/将不能离开九宫", "the general cannot leave the palace");
    case R::AdvisorStep:
      return pick("仕/士斜走一步", "仕/士斜走一步", "an advisor moves one point diagonally");
    case R::AdvisorLeavesPalace:
      return pick("仕/士不能離開九宮", "仕/士不能离开九宫", "an advisor cannot leave the palace");
    case R::ElephantStep:
      return pick("相/象走田字", "相/象走田字", "an elephant moves two points diagonally");
    case R::ElephantEyeBlocked:
      return pick("塞象眼 — 象眼被堵", "塞象眼 — 象眼被堵", "the elephant's eye is blocked");
    case R::ElephantCrossesRiver:
      return pick("相/象不能過河", "相/象不能过河", "an elephant cannot cross the river");
    case R::HorseStep:
      return pick("馬走日字", "马走日字", "a horse moves one point straight then one diagonally");
    case R::HorseLegBlocked:
      return pick("蹩馬腿 — 馬腿被絆", "蹩马腿 — 马腿被绊", "the horse's leg is blocked");
    case R::ChariotLine:
      return pick("車走直線", "车走直线", "a chariot moves along a file or rank");
    case R::PathBlocked:
      return pick("路線上有棋子阻擋", "路线上有棋子阻挡", "a piece is in the way");
    case R::CannonLine:
      return pick("炮走直線", "炮走直线", "a cannon moves along a file or rank");
    case R::CannonScreen:
      return pick("炮打隔子 — 吃子須隔一子", "炮打隔子 — 吃子须隔一子",
                  "a cannon captures by jumping exactly one piece");
    case R::SoldierStep:
      return pick("兵/卒一次走一步", "兵/卒一次走一步", "a soldier moves one point");
    case R::SoldierBackward:
      return pick("兵/卒不能後退", "兵/卒不能后退", "a soldier never moves backward");
    case R::SoldierSidewaysBeforeRiver:
      return pick("兵/卒過河後才能橫走", "兵/卒过河后才能横走",
                  "a soldier moves sideways only after crossing the river");
    case R::GeneralsFace:
      return pick("將帥不能照面", "将帅不能照面", "generals would face each other");
    case R::LeavesGeneralInCheck:
      return pick("這步棋會讓己方帥/將被將軍", "这步棋会让己方帅/将被将军",
                  "that move leaves your general in check");
    case R::GameOver:
      return pick("對局已結束", "对局已结束", "the game is over");
    case R::PalaceFlagEnterInCheck:
      return pick("被將軍時旗不能入宮 — 先應將", "被将军时旗不能入宫 — 先应将",
                  "the flag may not enter the palace while your general is in check");
    // The English texts are the core's (illegal_reason.cpp); these are the words the
    // Chinese panels show for the add-ons' and variants' own refusals.
    case R::FlagStepNotInCheck:
      return pick("解將旗：旗只能隨應將的一步同走", "解将旗：旗只能随应将的一步同走",
                  "the flag steps only together with a move that answers a check");
    case R::FlagEscapeNotAllowed:
      return pick("解將旗：旗單走兩格須敵旗緊跟在後且己方未被將軍", "解将旗：旗单走两格须敌旗紧跟在后且己方未被将军",
                  "the flag steps two cells alone only with the enemy flag right behind and no check");
    case R::FlagMissing:
      return pick("本局沒有解將旗", "本局没有解将旗", "this game has no flag ring");
    case R::PalaceFlagEnter:
      return pick("宮旗：旗須從起始格走入己方空的帥/將初始位", "宫旗：旗须从起始格走入己方空的帅/将初始位",
                  "the flag enters only from its start cell onto the general's empty start point");
    case R::PalaceFlagReturn:
      return pick("宮旗：旗只能從帥/將初始位回到起始格", "宫旗：旗只能从帅/将初始位回到起始格",
                  "the flag returns to its start cell only from the general's start point");
    case R::ReviveNotAllowed:
      return pick("還魂卒：只能在吃子後、己方失兵時，放回空的兵/卒初始位", "还魂卒：只能在吃子后、己方失兵时，放回空的兵/卒初始位",
                  "a soldier is revived only right after a capture, onto an empty soldier start point");
    case R::DoubleMoveNotAllowed:
      return pick("不能走兩步：殺驚與遁馬只在開局炮打馬後（先走馬）；江河象棋只在己方車馬炮兵全在中場時（兩枚不同的棋）",
                  "不能走两步：杀惊与遁马只在开局炮打马后（先走马）；江河象棋只在己方车马炮兵全在中场时（两枚不同的棋）",
                  "no double move here: 殺驚與遁馬 only after the opening cannon-takes-horse (horse first); "
                  "江河象棋 only while all your chariots, horses, cannons and soldiers stand in the middle field");
    case R::RevealNotAllowed:
      return pick("只有棋子的主人能翻開自己的暗子", "只有棋子的主人能翻开自己的暗子",
                  "only the owner turns its own face-down piece face-up");
    case R::FaceDownNotCapturable:
      return pick("暗子不能被吃", "暗子不能被吃", "a face-down piece cannot be captured");
    case R::PutBackNotAllowed:
      return pick("拿回：只在敵子剛以不吃子的一步走到己方初始位後的下一步，把被吃的同種棋扣放在它空的初始位",
                  "拿回：只在敌子刚以不吃子的一步走到己方初始位后的下一步，把被吃的同种棋扣放在它空的初始位",
                  "a captured piece goes back face-down only right after an enemy piece stepped onto one of your "
                  "start points without capturing, onto an empty start point of that kind");
    case R::JustRevealedWaits:
      return pick("剛翻明的棋要停一著才能走", "刚翻明的棋要停一着才能走",
                  "this piece was just turned face-up: it must wait one move before it moves");
    case R::MustTurnBack:
      return pick("上一著翻錯了：這一著必須把它翻回兵面", "上一着翻错了：这一着必须把它翻回兵面",
                  "the back you turned over was the wrong one: this move must turn it back");
    case R::PieceProgram:
      return pick("這個棋子不能這樣走", "这个棋子不能这样走", "this piece does not move that way");
    case R::PromotionRequired:
      return pick("這一步必須升變：選擇要變成的棋子", "这一步必须升变：选择要变成的棋子",
                  "this move must promote: choose the piece it becomes");
    case R::PromotionNotAllowed:
      return pick("這個棋子這一步不能變成那個棋子", "这个棋子这一步不能变成那个棋子",
                  "this piece cannot become that piece on that move");
    case R::FlipNotAllowed:
      return pick("只有吃子或解將的一步才能翻面", "只有吃子或解将的一步才能翻面",
                  "a piece turns over only when it captures or when it answers a check");
    case R::PieceStranded:
      return pick("這個棋子被鷹叼到非法位置，暫時不能移動，要再被叼回合法位置",
                  "这个棋子被鹰叼到非法位置，暂时不能移动，要再被叼回合法位置",
                  "this piece was carried off its points: it cannot move until an eagle carries it back");
  }
  return pick("不合規則的走法", "不合规则的走法", "illegal move");
}

const char* tr_reason(xq::ResultReason r) {
  using R = xq::ResultReason;
  auto pick = [](const char* a, const char* b, const char* c) { return tr(Words{{a, b, c}}); };
  switch (r) {
    case R::None:
      return "";
    case R::Checkmate:
      return pick("將死", "将死", "checkmate");
    case R::Stalemate:
      return pick("困斃(無子可動)", "困毙(无子可动)", "stalemate (no legal move)");
    case R::Resignation:
      return pick("認輸", "认输", "resignation");
    case R::DrawAgreed:
      return pick("雙方議和", "双方议和", "draw by agreement");
    case R::NaturalLimit:
      return pick("自然限著", "自然限着", "the move limit without captures");
    case R::Repetition:
      return pick("重複局面,不變作和", "重复局面,不变作和", "repetition of the position");
    case R::ForbiddenRepetition:
      return pick("違反禁例(長將/長捉)", "违反禁例(长将/长捉)",
                  "a forbidden repetition (perpetual check/chase)");
    case R::InsufficientMaterial:
      return pick("雙方均無取勝可能", "双方均无取胜可能", "neither side can win");
    case R::FlagCaptured:
      return pick("奪旗", "夺旗", "flag captured");
    case R::FlagStartReached:
      return pick("宮旗被吃，旗到其初始位", "宫旗被吃，旗到其初始位",
                  "palace flag lost, its start cell reached by the enemy flag");
    case R::TimeForfeit:
      return tr(Str::TimeForfeit);
    case R::Recorded:
      return pick("記錄的結果", "记录的结果", "the recorded result");
    case R::MoveLimit:
      return pick("限着已滿", "限着已满", "the called move limit (限着) ran out");
    case R::RoyalCaptured:
      return pick("吃掉對方將帥", "吃掉对方将帅", "the enemy general captured");
    case R::BareRoyal:
      return pick("吃到對方只剩將帥", "吃到对方只剩将帅", "the enemy left with only its general");
    case R::ZoneReached:
      return pick("棋子到達目標區", "棋子到达目标区", "a piece reached the goal zone");
    case R::ZoneOccupied:
      return pick("佔據目標區", "占据目标区", "the goal zone occupied");
    case R::TypeExtinct:
      return pick("吃盡對方一兵種", "吃尽对方一兵种", "every enemy piece of a type captured");
  }
  return "";
}

std::string tr_result(xq::Outcome o, xq::ResultReason r) {
  if (r == xq::ResultReason::Recorded) {
    // A record's own Result tag: said as the record says it, not as our ruling.
    static constexpr Words kRed{{"紅勝（記錄）", "红胜（记录）", "Red won (recorded result)"}},
        kBlack{{"黑勝（記錄）", "黑胜（记录）", "Black won (recorded result)"}},
        kDraw{{"和棋（記錄）", "和棋（记录）", "Drawn (recorded result)"}};
    return tr(o == xq::Outcome::RedWins ? kRed : o == xq::Outcome::BlackWins ? kBlack : kDraw);
  }
  const char* head = o == xq::Outcome::RedWins     ? tr(Str::RedWins)
                     : o == xq::Outcome::BlackWins ? tr(Str::BlackWins)
                                                   : tr(Str::Draw);
  return std::string(head) + " — " + tr_reason(r);
}

}  // namespace xqweb
