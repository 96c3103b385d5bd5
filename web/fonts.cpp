// Font baking; see fonts.h.
#include "fonts.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "browser.h"
#include "imgui_impl_opengl3.h"
#include "ring_sprites.h"

namespace xqweb {
namespace {

Fonts g_fonts;
ImVector<ImWchar> g_ui_ranges;  // must outlive the atlas
ImVector<ImWchar> g_board_ranges;
std::set<unsigned> g_subset;   // what the subset font holds (glyphs.txt + the board's)
std::set<unsigned> g_extra;    // asked-for characters the system's fonts draw
std::set<unsigned> g_absent;   // asked-for characters no installed font has
std::vector<unsigned> g_asked; // asked for since the last bake, not yet tried
std::set<unsigned> g_board_more;   // subset characters the board fonts hold beyond kBoardGlyphs
bool g_board_grown = false;        // g_board_more grew since the last bake

// The digits come from their own font (/assets/digits.ttf, DejaVu Sans scaled to the Kai
// font's metrics by scripts/font_subset.py), merged into each baked font: the Kai "9" reads
// as the ICCS file letter "q" at label sizes. The Kai ranges leave them out, because the
// first font to hold a character wins in an ImGui merge.
constexpr ImWchar kDigitRange[] = {'0', '9', 0};

void drop_digits(ImFontGlyphRangesBuilder& b) {
  for (unsigned c = '0'; c <= '9'; ++c) b.UsedChars[static_cast<int>(c >> 5)] &= ~(1u << (c & 31));
}

ImFont* add_font(ImFontAtlas* atlas, float px, const ImFontConfig& cfg, const ImWchar* kai_ranges) {
  ImFont* font = atlas->AddFontFromFileTTF("/assets/font.ttf", px, &cfg, kai_ranges);
  ImFontConfig digits = cfg;
  digits.MergeMode = true;
  atlas->AddFontFromFileTTF("/assets/digits.ttf", px, &digits, kDigitRange);
  return font;
}

std::string read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every glyph the board itself draws: piece faces, both sides' file numbers (up to 十八),
// the river (and the 內河), 山界, the 解將旗 flags, ICCS file letters and the check banner (i18n
// Str::Check in each language); the clock view's large digits use it too (':'); the FEN
// letters a piece shows when no font has its variant's character.
constexpr const char* kBoardGlyphs =
    " 帥仕相俥傌炮兵將士象車馬砲卒帅将车马一二三四五六七八九１２３４５６７８９楚河漢界內"
    "將軍将军Check!0123456789:十山旗abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

bool close_enough(float have, float want) {
  return have > 0 && std::fabs(have - want) <= 0.08f * want;
}

// Decodes UTF-8, calling f(code point) for each well-formed character.
template <class F>
void for_each_code_point(std::string_view s, F f) {
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    const int n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) {
      ++i;
      continue;
    }
    unsigned cp = n == 1 ? b : b & (0x7F >> n);
    for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    f(cp);
    i += n;
  }
}

// The subset font's vertical metrics (hhea ascent/descent, head unitsPerEm), which decide
// where ImGui puts a line's baseline and how large the em square is at a baked size: a
// glyph drawn by the browser is placed the same way, so it sits on the line like the rest.
struct FontMetrics {
  float ascent = 0.88f, descent = -0.12f, units_per_em = 1.0f;  // used if the tables are unreadable
};
FontMetrics read_metrics(const std::string& ttf) {
  FontMetrics m;
  auto u16 = [&](std::size_t at) { return at + 2 <= ttf.size() ? (static_cast<unsigned char>(ttf[at]) << 8) | static_cast<unsigned char>(ttf[at + 1]) : 0; };
  auto s16 = [&](std::size_t at) { return static_cast<float>(static_cast<std::int16_t>(u16(at))); };
  auto u32 = [&](std::size_t at) { return (static_cast<std::size_t>(u16(at)) << 16) | u16(at + 2); };
  const int tables = u16(4);
  std::size_t hhea = 0, head = 0;
  for (int t = 0; t < tables; ++t) {
    const std::size_t rec = 12 + 16 * static_cast<std::size_t>(t);
    const std::string tag = rec + 4 <= ttf.size() ? ttf.substr(rec, 4) : "";
    if (tag == "hhea") hhea = u32(rec + 8);
    if (tag == "head") head = u32(rec + 8);
  }
  if (hhea && head && u16(head + 18) > 0) {
    m.ascent = s16(hhea + 4);
    m.descent = s16(hhea + 6);
    m.units_per_em = static_cast<float>(u16(head + 18));
  }
  return m;
}
FontMetrics g_metrics;

// One browser-drawn glyph waiting for the atlas: its custom rectangle and alpha bitmap.
struct PendingGlyph {
  int rect = -1;
  int w = 0, h = 0;
  std::vector<unsigned char> alpha;
};

// Adds every extra character to `font` (baked at size_px device pixels) as a custom
// glyph drawn by the browser; characters the browser cannot draw move to g_absent.
void add_extra_glyphs(ImFontAtlas* atlas, ImFont* font, float size_px, std::vector<PendingGlyph>& out) {
  // stb_truetype (ImGui) scales so that ascent - descent spans size_px.
  const float scale = size_px / (g_metrics.ascent - g_metrics.descent);
  const float em = g_metrics.units_per_em * scale;
  // ImGui puts the baseline at floor(ascent * scale + 1) below the line's top.
  const float baseline = std::floor(g_metrics.ascent * scale + 1);
  const int w = static_cast<int>(std::ceil(em)) + 2, h = static_cast<int>(std::ceil(size_px)) + 2;
  for (auto it = g_extra.begin(); it != g_extra.end();) {
    PendingGlyph g;
    g.w = w;
    g.h = h;
    g.alpha.assign(static_cast<std::size_t>(w) * h, 0);
    if (!browser::rasterize_glyph(*it, em, baseline + 1, w, h, g.alpha.data())) {
      g_absent.insert(*it);
      it = g_extra.erase(it);
      continue;
    }
    g.rect = atlas->AddCustomRectFontGlyph(font, static_cast<ImWchar>(*it), w, h, em, ImVec2(-1, -1));
    out.push_back(std::move(g));
    ++it;
  }
}

}  // namespace

const Fonts& fonts() {
  return g_fonts;
}

void request_glyphs(std::string_view utf8) {
  for_each_code_point(utf8, [](unsigned cp) {
    // ImGui here keeps 16-bit characters: beyond the BMP ImGui shows its '?'.
    if (cp < 0x80 || cp > 0xFFFF || g_subset.count(cp) || g_extra.count(cp) || g_absent.count(cp)) return;
    if (std::find(g_asked.begin(), g_asked.end(), cp) == g_asked.end()) g_asked.push_back(cp);
  });
}

void request_board_glyphs(std::string_view utf8) {
  request_glyphs(utf8);  // characters outside the subset: drawn by the browser for every font
  static std::set<unsigned> base;
  if (base.empty()) for_each_code_point(kBoardGlyphs, [](unsigned cp) { base.insert(cp); });
  for_each_code_point(utf8, [](unsigned cp) {
    if (cp < 0x80 || cp > 0xFFFF || !g_subset.count(cp) || base.count(cp) || g_board_more.count(cp)) return;
    g_board_more.insert(cp);
    g_board_grown = true;
  });
}

bool has_glyph(unsigned cp) {
  return cp < 0x80 || g_subset.count(cp) > 0 || g_extra.count(cp) > 0;
}

bool has_glyphs(std::string_view utf8) {
  bool all = true;
  for_each_code_point(utf8, [&](unsigned cp) { all = all && has_glyph(cp); });
  return all;
}

bool ensure_fonts(float pixel_ratio, float ui_px, float piece_px, float label_px) {
  if (g_ui_ranges.empty()) {
    const std::string ui_glyphs = read_file("/assets/glyphs.txt");
    ImFontGlyphRangesBuilder ui;
    ui.AddText(ui_glyphs.c_str());
    drop_digits(ui);
    ui.BuildRanges(&g_ui_ranges);
    ImFontGlyphRangesBuilder board;
    board.AddText(kBoardGlyphs);
    drop_digits(board);
    board.BuildRanges(&g_board_ranges);
    for_each_code_point(ui_glyphs, [](unsigned cp) { g_subset.insert(cp); });
    for_each_code_point(kBoardGlyphs, [](unsigned cp) { g_subset.insert(cp); });
    g_metrics = read_metrics(read_file("/assets/font.ttf"));
    // The ui ranges read from glyphs.txt, but request_glyphs may have run before: drop
    // what the subset turned out to hold.
    std::erase_if(g_asked, [](unsigned cp) { return g_subset.count(cp) > 0; });
  }
  const bool same = g_fonts.ui && g_fonts.pixel_ratio == pixel_ratio && close_enough(g_fonts.ui_px, ui_px) &&
                    close_enough(g_fonts.piece_px, piece_px) && close_enough(g_fonts.label_px, label_px);
  if (same && g_asked.empty() && !g_board_grown && !rings_asked()) return false;
  if (g_board_grown) {
    // The board fonts' ranges: kBoardGlyphs and the subset characters pieces asked for.
    ImFontGlyphRangesBuilder board;
    board.AddText(kBoardGlyphs);
    for (unsigned cp : g_board_more) board.AddChar(static_cast<ImWchar>(cp));
    drop_digits(board);
    g_board_ranges.clear();
    board.BuildRanges(&g_board_ranges);
    g_board_grown = false;
  }
  g_extra.insert(g_asked.begin(), g_asked.end());
  g_asked.clear();
  ImGuiIO& io = ImGui::GetIO();
  const bool rebuild_texture = g_fonts.ui != nullptr;
  io.Fonts->Clear();
  ImFontConfig cfg;
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  // Fonts are baked at device pixels and drawn at CSS px: FontGlobalScale undoes the ratio.
  const float ui_dev = std::round(ui_px * pixel_ratio), piece_dev = std::round(piece_px * pixel_ratio),
              label_dev = std::round(label_px * pixel_ratio);
  g_fonts.ui = add_font(io.Fonts, ui_dev, cfg, g_ui_ranges.Data);
  g_fonts.piece = add_font(io.Fonts, piece_dev, cfg, g_board_ranges.Data);
  g_fonts.label = add_font(io.Fonts, label_dev, cfg, g_board_ranges.Data);
  // Characters outside the subset (a variant's 騾 or 鷹, a player's name) come from the
  // system's fonts, drawn by the browser at each baked size (see fonts.h).
  std::vector<PendingGlyph> drawn;
  add_extra_glyphs(io.Fonts, g_fonts.ui, ui_dev, drawn);
  add_extra_glyphs(io.Fonts, g_fonts.piece, piece_dev, drawn);
  add_extra_glyphs(io.Fonts, g_fonts.label, label_dev, drawn);
  reserve_rings(io.Fonts);  // the board's circles as sprites (ring_sprites.h)
  unsigned char* pixels = nullptr;
  int tex_w = 0, tex_h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &tex_w, &tex_h);  // builds the atlas
  draw_rings(io.Fonts, pixels, tex_w);
  for (const PendingGlyph& g : drawn) {
    const ImFontAtlasCustomRect* r = io.Fonts->GetCustomRectByIndex(g.rect);
    if (!r || !r->IsPacked()) continue;
    for (int y = 0; y < g.h; ++y)
      for (int x = 0; x < g.w; ++x) {
        unsigned char* px = pixels + 4 * ((static_cast<std::size_t>(r->Y) + y) * tex_w + r->X + x);
        px[0] = px[1] = px[2] = 255;
        px[3] = g.alpha[static_cast<std::size_t>(y) * g.w + x];
      }
  }
  io.FontDefault = g_fonts.ui;
  io.FontGlobalScale = 1.0f / pixel_ratio;
  g_fonts.ui_px = ui_px;
  g_fonts.piece_px = piece_px;
  g_fonts.label_px = label_px;
  g_fonts.pixel_ratio = pixel_ratio;
  if (rebuild_texture) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  return true;
}

}  // namespace xqweb
