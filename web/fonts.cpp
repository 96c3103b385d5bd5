// Font baking; see fonts.h.
#include "fonts.h"

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "imgui_impl_opengl3.h"

namespace xqweb {
namespace {

Fonts g_fonts;
ImVector<ImWchar> g_ui_ranges;  // must outlive the atlas
ImVector<ImWchar> g_board_ranges;

std::string read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every glyph the board itself draws: piece faces, both sides' file numbers (up to 十八),
// the river, 山界, the 解將旗 flags, ICCS file letters and the check banner (i18n
// Str::Check in each language); the clock view's large digits use it too (':').
constexpr const char* kBoardGlyphs =
    " 帥仕相俥傌炮兵將士象車馬砲卒一二三四五六七八九１２３４５６７８９楚河漢界"
    "將軍将军Check!0123456789:十山旗abcdefghijklmnopqrstuvwxyz";

bool close_enough(float have, float want) {
  return have > 0 && std::fabs(have - want) <= 0.08f * want;
}

}  // namespace

const Fonts& fonts() {
  return g_fonts;
}

bool ensure_fonts(float pixel_ratio, float ui_px, float piece_px, float label_px) {
  const bool same = g_fonts.ui && g_fonts.pixel_ratio == pixel_ratio && close_enough(g_fonts.ui_px, ui_px) &&
                    close_enough(g_fonts.piece_px, piece_px) && close_enough(g_fonts.label_px, label_px);
  if (same) return false;
  ImGuiIO& io = ImGui::GetIO();
  if (g_ui_ranges.empty()) {
    ImFontGlyphRangesBuilder ui;
    ui.AddText(read_file("/assets/glyphs.txt").c_str());
    ui.BuildRanges(&g_ui_ranges);
    ImFontGlyphRangesBuilder board;
    board.AddText(kBoardGlyphs);
    board.BuildRanges(&g_board_ranges);
  }
  const bool rebuild_texture = g_fonts.ui != nullptr;
  io.Fonts->Clear();
  ImFontConfig cfg;
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  // Fonts are baked at device pixels and drawn at CSS px: FontGlobalScale undoes the ratio.
  g_fonts.ui = io.Fonts->AddFontFromFileTTF("/assets/font.ttf", std::round(ui_px * pixel_ratio), &cfg,
                                            g_ui_ranges.Data);
  g_fonts.piece = io.Fonts->AddFontFromFileTTF("/assets/font.ttf", std::round(piece_px * pixel_ratio), &cfg,
                                               g_board_ranges.Data);
  g_fonts.label = io.Fonts->AddFontFromFileTTF("/assets/font.ttf", std::round(label_px * pixel_ratio), &cfg,
                                               g_board_ranges.Data);
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
