// The standard board's reference geometry, evaluated at compile time. The geometry in
// use (xiangqi_geometry()) is built from the variant preset in variant/registry.cpp.
#include "core/geometry.h"

namespace xq {

namespace {
constexpr BoardShape kXiangqiShape{};
constexpr Geometry kXiangqiGeometry = build_geometry(kXiangqiShape);

// A few compile-time spot checks: if these fail, the tables are wrong.
static_assert(kXiangqiGeometry.size == 90);
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::Horse)][0].count == 2);  // a0: b2, c1
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::General)][4].count == 3);  // e0
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::Advisor)][13].count == 4);  // e1
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::Elephant)][22].count == 4);  // e2
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::Soldier)][27].count == 1);  // a3
static_assert(kXiangqiGeometry.leaps[0][index_of(PieceKind::Soldier)][49].count == 3);  // e5
static_assert(kXiangqiGeometry.elephant_point[0][2] && !kXiangqiGeometry.elephant_point[0][4]);
static_assert(kXiangqiGeometry.defenders_confined);
}  // namespace

const Geometry& reference_xiangqi_geometry() { return kXiangqiGeometry; }

}  // namespace xq
