// Catch2's main() lives in its own translation unit so test files recompile quickly.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
