// SVG output for the board views; see canvas_svg.h.
#include "canvas_svg.h"

#include <cmath>
#include <cstdio>

#include "escape.h"

namespace xqweb {
namespace {

// IM_COL32 packs R in the low byte (ImGui's default IM_COL32_R_SHIFT 0).
std::string colour(ImU32 c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", static_cast<unsigned>(c & 0xFF), static_cast<unsigned>((c >> 8) & 0xFF),
                static_cast<unsigned>((c >> 16) & 0xFF));
  return buf;
}

// fill="…" or stroke="…", with its opacity when the colour is translucent.
std::string paint(const char* what, ImU32 c) {
  std::string s = std::string(what) + "=\"" + colour(c) + "\"";
  const unsigned alpha = (c >> 24) & 0xFF;
  if (alpha < 255) {
    char buf[40];
    std::snprintf(buf, sizeof buf, " %s-opacity=\"%.2f\"", what, alpha / 255.0);
    s += buf;
  }
  return s;
}

// Numbers to 0.1 px: enough for a diagram, and the files stay small.
std::string num(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", std::round(v * 10.0f) / 10.0f);
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  if (s == "-0") s = "0";
  return s;
}

// Text is centred on its point. The page's faces are a Kai (楷) subset; a diagram asks for
// the reader's Kai fonts for the pieces (class p), serif for the labels.
constexpr const char* kStyle =
    "<style>text{text-anchor:middle;dominant-baseline:central;font-family:serif}"
    "text.p{font-family:KaiTi,STKaiti,'AR PL UKai TW','AR PL UKai CN',serif}</style>";

}  // namespace

SvgCanvas::SvgCanvas(float piece_px, float label_px) : piece_px_(piece_px), label_px_(label_px) {}

void SvgCanvas::line(ImVec2 a, ImVec2 b, ImU32 col, float width) {
  // Runs of lines of one colour and width (a board's grid: about a hundred) share one
  // <path>: a diagram stays a few kilobytes for the offline cache.
  const std::string style = paint("stroke", col) + " stroke-width=\"" + num(width) + "\"";
  if (style != line_style_) {
    flush_lines();
    line_style_ = style;
  }
  line_path_ += "M" + num(a.x) + ' ' + num(a.y) + 'L' + num(b.x) + ' ' + num(b.y);
}

void SvgCanvas::flush_lines() {
  if (!line_path_.empty())
    out_ << "<path d=\"" << line_path_ << "\" fill=\"none\" " << line_style_ << "/>";
  line_path_.clear();
  line_style_.clear();
}

void SvgCanvas::rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding, float width) {
  flush_lines();
  out_ << "<rect x=\"" << num(min.x) << "\" y=\"" << num(min.y) << "\" width=\"" << num(max.x - min.x)
       << "\" height=\"" << num(max.y - min.y) << "\"" << (rounding > 0 ? " rx=\"" + num(rounding) + "\"" : "")
       << " fill=\"none\" " << paint("stroke", col) << " stroke-width=\"" << num(width) << "\"/>";
}

void SvgCanvas::fill_rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding) {
  flush_lines();
  out_ << "<rect x=\"" << num(min.x) << "\" y=\"" << num(min.y) << "\" width=\"" << num(max.x - min.x)
       << "\" height=\"" << num(max.y - min.y) << "\"" << (rounding > 0 ? " rx=\"" + num(rounding) + "\"" : "") << ' '
       << paint("fill", col) << "/>";
}

void SvgCanvas::circle(ImVec2 c, float r, ImU32 col, float width, int) {
  flush_lines();
  out_ << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(r) << "\" fill=\"none\" "
       << paint("stroke", col) << " stroke-width=\"" << num(width) << "\"/>";
}

void SvgCanvas::fill_circle(ImVec2 c, float r, ImU32 col, int) {
  flush_lines();
  out_ << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(r) << "\" " << paint("fill", col)
       << "/>";
}

void SvgCanvas::bezier(ImVec2 p0, ImVec2 c0, ImVec2 c1, ImVec2 p1, ImU32 col, float width) {
  flush_lines();
  out_ << "<path d=\"M" << num(p0.x) << ' ' << num(p0.y) << " C" << num(c0.x) << ' ' << num(c0.y) << ' ' << num(c1.x)
       << ' ' << num(c1.y) << ' ' << num(p1.x) << ' ' << num(p1.y) << "\" fill=\"none\" " << paint("stroke", col)
       << " stroke-width=\"" << num(width) << "\"/>";
}

void SvgCanvas::arc(ImVec2 c, float r, float a0, float a1, ImU32 col, float width) {
  flush_lines();
  const ImVec2 p0(c.x + r * std::cos(a0), c.y + r * std::sin(a0)), p1(c.x + r * std::cos(a1), c.y + r * std::sin(a1));
  const bool large = std::fabs(a1 - a0) > 3.14159265f;
  out_ << "<path d=\"M" << num(p0.x) << ' ' << num(p0.y) << " A" << num(r) << ' ' << num(r) << " 0 " << (large ? 1 : 0)
       << ' ' << (a1 > a0 ? 1 : 0) << ' ' << num(p1.x) << ' ' << num(p1.y) << "\" fill=\"none\" " << paint("stroke", col)
       << " stroke-width=\"" << num(width) << "\"/>";
}

void SvgCanvas::text(Face face, float px, ImVec2 centre, ImU32 col, const std::string& utf8) {
  flush_lines();
  out_ << "<text x=\"" << num(centre.x) << "\" y=\"" << num(centre.y) << "\" font-size=\"" << num(px) << '"'
       << (face == Face::Piece ? " class=\"p\" " : " ") << paint("fill", col) << '>' << html_escape(utf8) << "</text>";
}

void SvgCanvas::begin_group(const char* name) {
  flush_lines();
  out_ << "<g class=\"" << name << "\">";
}

void SvgCanvas::end_group() {
  flush_lines();
  out_ << "</g>";
}

std::string SvgCanvas::document(ImVec2 min, ImVec2 max) {
  flush_lines();
  const std::string w = num(max.x - min.x), h = num(max.y - min.y);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + num(min.x) + ' ' + num(min.y) + ' ' + w + ' ' + h +
         "\" width=\"" + w + "\" height=\"" + h + "\" role=\"img\">" + kStyle + out_.str() + "</svg>";
}

}  // namespace xqweb
