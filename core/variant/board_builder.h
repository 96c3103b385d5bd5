// Builds a Geometry (the per-point tables move generation walks) from a VariantDef:
// points and holes, zones per side, lame-leaper steps from the pieces' Betza terms,
// free links, orthogonal rays, reverse attack tables, and the "can ever stand here"
// point sets the FEN validator uses. Runs once per variant when it is loaded.
#pragma once

#include <memory>
#include <string>

#include "core/geometry.h"
#include "core/piece_faces.h"
#include "core/piece_tables.h"
#include "core/variant/variant_def.h"

namespace xq {

// nullptr with `error` set if the tables cannot hold the variant (too many steps
// from one point, board too large). If the variant has power add-ons (任務兵 …),
// their tables go to *powers, which must outlive the geometry (it points to them);
// without `powers` such a variant is an error.
// A variant with data-defined piece types gets its generic tables in *types (same
// ownership rule; without `types` it is an error).
// The pieces' glyphs, names and notation symbols (core/piece_faces.h) go to *faces, which
// the geometry points to (same ownership rule); without `faces` the geometry has none
// and everything reads the standard faces.
std::unique_ptr<Geometry> build_variant_geometry(const VariantDef& def, std::string& error,
                                                 std::unique_ptr<PowerTables>* powers = nullptr,
                                                 std::unique_ptr<PieceTypeTables>* types = nullptr,
                                                 std::unique_ptr<PieceFaces>* faces = nullptr);

// Does the role walk read this role's movement as Fairy-Stockfish's reading
// (pd.program) does? The role tables turn Black's steps by a rank mirror and read
// f/b/s/v their own way; when the two readings could differ (a left/right-asymmetric
// program, sF, a lame leap with two blocking points, hops or ranges) the variant takes
// the generic tables instead.
bool role_fast_path_agrees(const PieceDef& pd);

}  // namespace xq
