// The browser app's entry point: SDL2 window + WebGL2 context, Dear ImGui, and the
// Emscripten main loop. Reads straight through, as the Dear ImGui Emscripten example does:
// init, then per tick: events -> (maybe) one ImGui frame -> draw. Everything game-related
// lives in App (app.h); everything JS-facing (exports, glue, the main loop) is in
// bridge.cpp.
#include <SDL.h>
#include <SDL_opengles2.h>

#include <cstdio>

#include "app.h"
#include "browser.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // the fade ratios (redraw policy)
#include "layout_signature.h"
#include "panel_keys.h"
#include "redraw.h"
#include "style.h"

namespace {

SDL_Window* g_window = nullptr;
bool g_ready_sent = false;

void frame() {
  // The canvas always fills the browser window (CSS px).
  bool input = false;
  const int w = xqweb::browser::window_width(), h = xqweb::browser::window_height();
  int cw = 0, ch = 0;
  SDL_GetWindowSize(g_window, &cw, &ch);
  if (w != cw || h != ch) {
    SDL_SetWindowSize(g_window, w, h);
    input = true;
  }
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    input = true;
    // Tab and Enter mean other things while the keyboard is in the panel (panel_keys.h).
    if (xqweb::panel_key_filter(xqweb::app(), event)) continue;
    ImGui_ImplSDL2_ProcessEvent(&event);
    xqweb::app().handle_event(event);
  }
  const bool typing = ImGui::GetIO().WantTextInput;
  if (!xqweb::redraw_policy().tick(input, xqweb::app().animating(), typing))
    return;

  xqweb::app().layout(ImVec2(static_cast<float>(w), static_cast<float>(h)));  // may re-bake fonts
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  xqweb::app().draw();
  ImGui::Render();
  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  const ImVec4 page = xqweb::page_colour();  // dark with the dark board theme
  glClearColor(page.x, page.y, page.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  xqweb::app().after_render();  // the frame is in the drawing buffer now (PNG export)
  // ImGui's only timed visuals in 1.86: the dimming behind a modal (or the Ctrl+Tab window
  // list) fading in or out, and that list's highlight.
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const bool fading = (g.DimBgRatio > 0.0f && g.DimBgRatio < 1.0f) ||
                      (g.NavWindowingHighlightAlpha > 0.0f && g.NavWindowingHighlightAlpha < 1.0f);
  xqweb::redraw_policy().frame_drawn(xqweb::layout_signature(xqweb::app().widgets()), fading,
                                     ImGui::GetDrawData()->TotalIdxCount);
  if (!g_ready_sent) {
    g_ready_sent = true;
    xqweb::browser::signal_ready();
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
                              xqweb::browser::window_width(), xqweb::browser::window_height(),
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_GLContext gl = SDL_GL_CreateContext(g_window);
  if (!gl) {
    std::printf("WebGL2 context failed: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // persistence is ours (localStorage), not a file
  xqweb::apply_style(false, 17.0f);  // App::layout switches to touch sizes on a phone
  ImGui_ImplSDL2_InitForOpenGL(g_window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  xqweb::init_app();  // restores the saved game and settings

  xqweb::browser::run_main_loop(frame);
  return 0;
}
