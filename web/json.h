// Json: a tiny streaming JSON writer for the bridge's state dumps (no parsing needed).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

namespace xqweb {

class Json {
 public:
  Json& begin_object() {
    sep();
    out_ += '{';
    first_ = true;
    return *this;
  }
  Json& end_object() {
    out_ += '}';
    first_ = false;
    return *this;
  }
  Json& begin_array() {
    sep();
    out_ += '[';
    first_ = true;
    return *this;
  }
  Json& end_array() {
    out_ += ']';
    first_ = false;
    return *this;
  }
  Json& key(const char* k) {
    sep();
    quote(k);
    out_ += ':';
    first_ = true;  // the value follows without a comma
    return *this;
  }
  Json& str(const std::string& s) {
    sep();
    quote(s.c_str());
    return *this;
  }
  Json& num(double v) {
    sep();
    if (!std::isfinite(v)) {  // JSON has no inf/nan (a layout not made yet): null, never invalid text
      out_ += "null";
      return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    out_ += buf;
    return *this;
  }
  Json& boolean(bool b) {
    sep();
    out_ += b ? "true" : "false";
    return *this;
  }
  Json& null() {
    sep();
    out_ += "null";
    return *this;
  }
  std::string take() { return std::move(out_); }

 private:
  void sep() {
    if (!first_) out_ += ',';
    first_ = false;
  }
  void quote(const char* s) {
    out_ += '"';
    for (; *s; ++s) {
      const unsigned char c = static_cast<unsigned char>(*s);
      if (c == '"' || c == '\\') {
        out_ += '\\';
        out_ += static_cast<char>(c);
      } else if (c == '\n')
        out_ += "\\n";
      else if (c < 0x20) {
        char b[8];
        std::snprintf(b, sizeof b, "\\u%04x", c);
        out_ += b;
      } else
        out_ += static_cast<char>(c);
    }
    out_ += '"';
  }
  std::string out_;
  bool first_ = true;
};

}  // namespace xqweb
