#!/usr/bin/env python3
# An independent perft counter for 山水象棋 (preset shanshui), written from docs/variants.md §3 and
# §27 with board coordinates, not from the engine's tables: every piece face, the flip on a
# capture or in check, the 丞's jumps (大田), the flying general, the general's 君 face (it
# flies at the enemy royal of either face; a 將 does not fly at a 君). Usage:
#   python3 tests/reference/shanshui_perft.py FEN DEPTH [divide]
# It found the vertical leap of the first H@elback (z0-z3), which the preset now writes sH.
import sys
W, H = 11, 10
HOLES = {(0, 4), (0, 5), (10, 4), (10, 5)}
FILES = "zabcdefghij"
def on(f, r): return 0 <= f < W and 0 <= r < H and (f, r) not in HOLES
def sq(name): return (FILES.index(name[0]), int(name[1:]))
def mirror(pts): return {(f, H - 1 - r) for f, r in pts}
EL_RED = {sq(s) for s in "a2 c0 c4 e2 g0 g4 i2 z0 z1 z3 j0 j1 j3".split()}
ELZONE = {'w': EL_RED, 'b': mirror(EL_RED)}
ELBACK = {'w': {sq(s) for s in "c0 g0 z0 j0".split()}}; ELBACK['b'] = mirror(ELBACK['w'])
ELEDGE = {'w': {sq(s) for s in "a2 i2 z1 z3 j1 j3".split()}}; ELEDGE['b'] = mirror(ELEDGE['w'])
PAL = {'w': {(f, r) for f in range(4, 7) for r in range(0, 3)}}; PAL['b'] = mirror(PAL['w'])
def plain(c, f, r): return 1 <= f <= 9 and (r <= 4 if c == 'w' else r >= 5)
def home(c, r): return r <= 4 if c == 'w' else r >= 5
FLIP = {'k': 'j', 'j': 'k', 'r': 'u', 'u': 'r', 'n': 't', 't': 'n', 'c': 'q', 'q': 'c', 'b': 'm', 'm': 'b', 'a': 'w', 'w': 'a', 'p': 'h', 'h': 'p'}

def parse(fen):
    rows, side = fen.split()[0].split('/'), fen.split()[1]
    board = {}
    for i, row in enumerate(rows):
        r, f, j = H - 1 - i, 0, 0
        while j < len(row):
            if row[j].isdigit():
                k = j
                while k < len(row) and row[k].isdigit(): k += 1
                f += int(row[j:k]); j = k
            else:
                board[(f, r)] = row[j]; f += 1; j += 1
    return board, side

def color(p): return 'w' if p.isupper() else 'b'
def fwd(c): return 1 if c == 'w' else -1

def targets(board, f, r):
    """(to, capture_allowed, quiet_allowed, jumped) for the piece on (f, r); jumps have jumped squares."""
    p = board[(f, r)]; c = color(p); t = p.lower(); out = []
    def emp(x, y): return on(x, y) and (x, y) not in board
    def leap(x, y, q=True, cap=True):
        if on(x, y): out.append(((x, y), cap, q, ()))
    if t in 'kj':  # 將 and its 君 face step alike
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if (f + dx, r + dy) in PAL[c]: leap(f + dx, r + dy)
    elif t == 'a':
        for dx in (1, -1):
            for dy in (1, -1):
                if (f + dx, r + dy) in PAL[c]: leap(f + dx, r + dy)
    elif t == 'w':  # 衛 B2 in the palace
        for dx in (1, -1):
            for dy in (1, -1):
                for k in (1, 2):
                    x, y = f + dx * k, r + dy * k
                    if (x, y) not in PAL[c]: break
                    leap(x, y)
                    if (x, y) in board: break
    elif t in 'bm':
        zone = ELZONE[c]
        if plain(c, f, r):
            for dx in (2, -2):
                for dy in (2, -2):
                    if (f + dx, r + dy) in zone and emp(f + dx // 2, r + dy // 2):
                        leap(f + dx, r + dy, True, t == 'b')
        if (f, r) in ELBACK[c]:
            for dx in (3, -3):
                if (f + dx, r) in zone: leap(f + dx, r, True, t == 'b')
        if (f, r) in ELEDGE[c]:
            for dx in (1, -1):
                for dy in (1, -1):
                    if (f + dx, r + dy) in zone: leap(f + dx, r + dy, True, t == 'b')
        if t == 'm':  # jumps over enemies, up to 2 along one diagonal
            for dx in (1, -1):
                for dy in (1, -1):
                    x, y, jumped = f, r, []
                    for _ in range(2):
                        mx, my, lx, ly = x + dx, y + dy, x + 2 * dx, y + 2 * dy
                        if (lx, ly) not in zone or not (emp(lx, ly) or (lx, ly) == (f, r)): break
                        q = board.get((mx, my))
                        if q is None or color(q) == c: break
                        jumped.append((mx, my)); x, y = lx, ly
                        out.append(((x, y), False, True, tuple(jumped)))
    elif t == 'n':
        for dx, dy in ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
            leg = (f, r + dy // 2) if abs(dy) == 2 else (f + dx // 2, r)
            if on(*leg) and leg not in board: leap(f + dx, r + dy)
    elif t == 't':  # 駝 Z[F]
        for dx, dy in ((2, 3), (3, 2)):
            for sx in (1, -1):
                for sy in (1, -1):
                    leg = (f + sx, r + sy)
                    if on(*leg) and leg not in board: leap(f + dx * sx, r + dy * sy)
    elif t == 'r':
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + dx, r + dy
            while on(x, y):
                leap(x, y)
                if (x, y) in board: break
                x, y = x + dx, y + dy
    elif t == 'u':  # 輿 R2 mF B{2,2}
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            for k in (1, 2):
                x, y = f + dx * k, r + dy * k
                if not on(x, y): break
                leap(x, y)
                if (x, y) in board: break
        for dx in (1, -1):
            for dy in (1, -1):
                leap(f + dx, r + dy, True, False)
                if emp(f + dx, r + dy): leap(f + 2 * dx, r + 2 * dy)
    elif t in 'cq':
        dirs = ((1, 0), (-1, 0), (0, 1), (0, -1)) + (((1, 1), (1, -1), (-1, 1), (-1, -1)) if t == 'q' else ())
        rng = 3 if t == 'q' else 99
        for dx, dy in dirs:
            x, y, k, screen = f + dx, r + dy, 1, False
            while on(x, y) and k <= rng:
                if not screen:
                    if (x, y) in board: screen = True
                    else: leap(x, y, True, False)
                else:
                    if (x, y) in board:
                        leap(x, y, False, True); break
                x, y, k = x + dx, y + dy, k + 1
    elif t == 'p':
        leap(f, r + fwd(c))
        if not home(c, r):
            leap(f + 1, r); leap(f - 1, r)
    elif t == 'h':  # 雄 mfF cfW csW
        for dx in (1, -1): leap(f + dx, r + fwd(c), True, False)
        leap(f, r + fwd(c), False, True); leap(f + 1, r, False, True); leap(f - 1, r, False, True)
    res = []
    for to, cap, q, jumped in out:
        tp = board.get(to)
        if jumped: res.append((to, jumped)); continue
        if tp is None:
            if q: res.append((to, ()))
        elif color(tp) != c and cap: res.append((to, ()))
    return res

def king(board, c):
    for s, p in board.items():
        if s != '_n' and p in (('K', 'J') if c == 'w' else ('k', 'j')): return s

def attacked(board, s, by):
    for fr, p in list(board.items()):
        if fr == '_n' or color(p) != by: continue
        for to, jumped in targets(board, *fr):
            if to == s or s in jumped: return True
    # flying general
    k = king(board, by)
    target = board.get(s)
    one_sided = board[k].lower() == 'k' and target is not None and target.lower() == 'j' and color(target) != by if k else False
    if k and k[0] == s[0] and k != s and not one_sided:
        step = 1 if s[1] > k[1] else -1
        y = k[1] + step
        while y != s[1] and (s[0], y) not in board: y += step
        if y == s[1]: return True
    return False

def in_check(board, c):
    return attacked(board, king(board, c), 'b' if c == 'w' else 'w')

def moves(board, c):
    out = []
    chk = in_check(board, c)
    for fr, p in list(board.items()):
        if fr == '_n' or color(p) != c: continue
        for to, jumped in targets(board, *fr):
            nb = dict(board); nb.pop('_n', None); cap = to in nb or bool(jumped)
            del nb[fr]; nb[to] = p
            for j in jumped: del nb[j]
            nb['_n'] = FILES[fr[0]]+str(fr[1])+FILES[to[0]]+str(to[1])
            if not in_check(nb, c): out.append(nb)
            if p.lower() in FLIP and (cap or chk):  # a jump captures too (丞: at most 2 jumps)
                fb = dict(nb); q = FLIP[p.lower()]; fb[to] = q.upper() if c == 'w' else q; fb['_n'] += '=' + q
                if not in_check(fb, c): out.append(fb)  # judged as turned: a 君 may face a 將
    return out

def perft(board, c, d):
    ms = moves(board, c)
    if d == 1: return len(ms)
    o = 'b' if c == 'w' else 'w'
    return sum(perft(b, o, d - 1) for b in ms)

fen, depth = sys.argv[1], int(sys.argv[2])
b, s = parse(fen)
if len(sys.argv) > 3:
    o = 'b' if s == 'w' else 'w'
    for nb in moves(b, s): print(nb['_n'] + ':', perft(nb, o, depth - 1), flush=True)
else:
    for d in range(1, depth + 1): print(d, perft(b, s, d), flush=True)
