// The browser app's entry point: SDL2 window + WebGL2 context, Dear ImGui set-up with the
// embedded Kai font subset, and the Emscripten main loop. Reads straight through, as the
// Dear ImGui Emscripten example does; everything game-related lives in App (app.h).
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;

// CSS size of the browser window; the canvas always fills it.
EM_JS(int, js_window_width, (), { return window.innerWidth; });
EM_JS(int, js_window_height, (), { return window.innerHeight; });
EM_JS(void, js_signal_ready, (), {
  document.body.setAttribute('data-ready', '1');
  console.log('xiangqi: ready');
});

std::string read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The font subset holds exactly the glyphs listed in glyphs.txt (see scripts/font_subset.py):
// ImGui bakes just those into its atlas.
void load_fonts(float pixel_ratio) {
  ImGuiIO& io = ImGui::GetIO();
  static ImVector<ImWchar> ranges;  // must outlive the atlas build
  ImFontGlyphRangesBuilder builder;
  std::string glyphs = read_file("/assets/glyphs.txt");
  builder.AddText(glyphs.c_str());
  builder.BuildRanges(&ranges);
  ImFontConfig cfg;
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  io.Fonts->AddFontFromFileTTF("/assets/font.ttf", 18.0f * pixel_ratio, &cfg, ranges.Data);
  io.FontGlobalScale = 1.0f / pixel_ratio;
}

bool g_ready_sent = false;

void frame() {
  int w = js_window_width(), h = js_window_height();
  int cw = 0, ch = 0;
  SDL_GetWindowSize(g_window, &cw, &ch);
  if (w != cw || h != ch) SDL_SetWindowSize(g_window, w, h);

  SDL_Event event;
  while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  ImGui::Begin("象棋");
  ImGui::Text("楚河 漢界");
  ImGui::End();
  ImGui::Render();
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, (int)io.DisplaySize.x * io.DisplayFramebufferScale.x,
             (int)io.DisplaySize.y * io.DisplayFramebufferScale.y);
  glClearColor(0.93f, 0.85f, 0.68f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (!g_ready_sent) {
    g_ready_sent = true;
    js_signal_ready();
  }
}

}  // namespace

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::printf("SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  g_window = SDL_CreateWindow("象棋", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              js_window_width(), js_window_height(),
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_gl = SDL_GL_CreateContext(g_window);
  if (!g_gl) {
    std::printf("WebGL2 context failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // layout persistence is ours (localStorage), not a file
  ImGui::StyleColorsLight();
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  load_fonts((float)emscripten_get_device_pixel_ratio());

  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
