// The string table of i18n_share.h. Each row: 繁體, 简体, English.
#include "i18n_share.h"

#include <array>

namespace xqweb {
namespace {

constexpr std::array<Words, static_cast<int>(SStr::Count)> kStrings = {{
    {{"匯入…", "导入…", "Import…"}},
    {{"匯出…", "导出…", "Export…"}},
    {{"棋局記錄", "棋局记录", "Games"}},
    {{"開局", "开局", "Start"}},
    {{"完整頁面", "完整页面", "Full page"}},
    {{"無法開新視窗；已請宿主頁面開啟", "无法开新窗口；已请宿主页面打开", "Cannot open a window here; asked the host page"}},
    {{"已匯入", "已导入", "Imported"}},
    {{"匯入失敗", "导入失败", "Import failed"}},
    {{"匯入棋譜", "导入棋谱", "Import a game"}},
    {{"貼上 PGN（中文、WXF 或 ICCS）、DhtmlXQ 或 FEN，或開啟檔案。",
      "粘贴 PGN（中文、WXF 或 ICCS）、DhtmlXQ 或 FEN，或打开文件。",
      "Paste PGN (Chinese, WXF or ICCS moves), a DhtmlXQ block or a FEN, or open a file."}},
    {{"開啟檔案…", "打开文件…", "Open file…"}},
    {{"匯出棋譜", "导出棋谱", "Export the game"}},
    {{"PGN", "PGN", "PGN"}},
    {{"DhtmlXQ", "DhtmlXQ", "DhtmlXQ"}},
    {{"FEN", "FEN", "FEN"}},
    {{"PNG 圖片", "PNG 图片", "PNG image"}},
    {{"XQF", "XQF", "XQF"}},
    {{"XQF 檔（象棋演播室）：%d 位元組，按「下載」存檔。", "XQF 文件（象棋演播室）：%d 字节，按“下载”保存。",
      "XQF file (XQStudio): %d bytes; press Download to save it."}},
    {{"無法寫成 XQF：", "无法写成 XQF：", "Cannot write XQF: "}},
    {{"棋譜庫：%d 局", "棋谱库：%d 局", "Library: %d games"}},
    {{"搜尋棋手、賽事、日期、開局…", "搜索棋手、赛事、日期、开局…", "Search players, event, date, opening…"}},
    {{"另有 %d 局符合：請縮小搜尋", "另有 %d 局符合：请缩小搜索", "%d more match: narrow the search"}},
    {{"棋譜庫…", "棋谱库…", "Library…"}},
    {{"編碼", "编码", "Encoding"}},
    {{"讀成 %1 是猜測（也可讀成 %2）：請看文字，選對編碼後按「匯入」。", "读成 %1 是猜测（也可读成 %2）：请看文字，选对编码后按“导入”。",
      "Read as %1, a guess (it also reads as %2): check the text, pick the right encoding, then Import."}},
    {{"複製", "复制", "Copy"}},
    {{"下載", "下载", "Download"}},
    {{"已複製", "已复制", "Copied"}},
    {{"嵌入碼", "嵌入码", "Embed code"}},
    {{"已複製嵌入碼", "已复制嵌入码", "Embed code copied"}},
    {{"對局記錄", "对局记录", "Saved games"}},
    {{"尚無已存的對局", "尚无已存的对局", "No saved games yet"}},
    {{"重播", "重播", "Replay"}},
    {{"分享", "分享", "Share"}},
    {{"刪除", "删除", "Delete"}},
    {{"未完", "未完", "unfinished"}},
    {{"%d 步", "%d 步", "%d moves"}},
    {{"存入棋局記錄", "存入棋局记录", "Keep with saved games"}},
    {{"棋譜庫已存入棋局記錄", "棋谱库已存入棋局记录", "Library kept with the saved games"}},
    {{"棋譜庫太大，無法存入瀏覽器（%s，上限 %s）", "棋谱库太大，无法存入浏览器（%s，上限 %s）",
      "The library is too large to keep in this browser (%s; the limit is %s)"}},
    {{"瀏覽器儲存空間已滿：請先刪除一些已存的棋譜庫或棋局", "浏览器存储空间已满：请先删除一些已存的棋谱库或棋局",
      "This browser's storage is full: delete some saved libraries or games first"}},
    {{"棋譜庫", "棋谱库", "Libraries"}},
    {{"開啟", "打开", "Open"}},
    {{"這個棋譜庫的資料已不在瀏覽器中", "这个棋谱库的数据已不在浏览器中", "This library's data is no longer in the browser"}},
    {{"進行中的對局已存入棋局記錄", "进行中的对局已存入棋局记录", "The game in progress was kept in Saved games"}},
}};

}  // namespace

const char* tr(SStr s) {
  return tr(kStrings[static_cast<int>(s)]);
}

}  // namespace xqweb
