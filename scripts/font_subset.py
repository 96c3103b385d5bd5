#!/usr/bin/python3
"""Subset the Kai-style CJK font to exactly the glyphs the app can draw.

The app draws only text that is written in its sources (the UI strings of every language
in web/, and the board texts the core describes: river and file numbers in
core/board_description.cpp, the standard piece faces in core/piece_faces.cpp) and in the
variant data (names and rules cards in core/variants/*.ini and catalog.txt), so the
glyph set is read from those files: every character inside a string literal of a source
file, every character of a name, glyph or card value of a data file, plus printable ASCII. The build fails when the font lacks
any of them, so a new UI string can never render as a blank box.

usage: font_subset.py FONT.ttf DIGITS.ttf OUT_DIR SOURCE_FILE...
writes OUT_DIR/font.ttf (the subset), OUT_DIR/glyphs.txt (the characters, UTF-8) and
OUT_DIR/digits.ttf: the ten digits of DIGITS.ttf (DejaVu Sans), which the page draws in
place of the Kai font's. The Kai "9" has a straight tail and reads as a "q" at label sizes,
and ICCS coordinates put both on one board (files a-q on a 17-file board, ranks 0-9).
The digits font is scaled to the Kai font's units and line metrics, so the page bakes both
at one pixel size and they share a baseline (web/fonts.cpp merges them). It stays a
separate file under its own licence (Bitstream Vera; DejaVu's changes are public domain),
renamed as that licence asks of a modified version ("Xiangqi digits").

The subset is a modified font under the SIL OFL 1.1, which forbids a modified version to
carry the original's Reserved Font Names (LXGW WenKai: "霞鹜", "LXGW"): the family names are
replaced, and the copyright, licence and licence-URL records are kept in the file
(THIRD_PARTY_NOTICES.md).
"""
import re
import subprocess
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

STRING_LITERAL = re.compile(r'(?:u8)?"((?:[^"\\\n]|\\.)*)"')


# In the variant data (core/variants/*.ini and catalog.txt) the drawn texts are the values
# of these keys: names (of variants, seeds and pieces), glyphs and the rules cards.
DRAWN_KEY = re.compile(r'^\s*(name(\.\w+)?|card\.\w+|\w\.name|\w\.glyph)\s*=(.*)$')


def glyphs_in_sources(paths):
    chars = {chr(c) for c in range(0x20, 0x7F)}
    for p in paths:
        text = Path(p).read_text(encoding="utf-8")
        if p.endswith((".ini", ".txt")):
            for line in text.splitlines():
                m = DRAWN_KEY.match(line)
                if m:
                    value = m.group(3).split(" #")[0]
                    chars.update(ch for ch in value if ord(ch) >= 0x80)
            continue
        for m in STRING_LITERAL.finditer(text):
            chars.update(ch for ch in m.group(1) if ord(ch) >= 0x80)
    return chars


SUBSET_NAME = "Xiangqi Kai subset"
# name IDs that carry the family name: family, unique ID, full name, PostScript name,
# typographic family, WWS family; the others (copyright 0, licence 13/14, …) stay.
FAMILY_NAME_IDS = {1: SUBSET_NAME, 3: SUBSET_NAME + " Regular", 4: SUBSET_NAME,
                   6: "XiangqiKaiSubset-Regular", 16: SUBSET_NAME, 21: SUBSET_NAME}


def set_family_names(name, ids):
    """Replaces the family-name records `ids` (name ID -> text) of a font's name table."""
    for rec in list(name.names):
        if rec.nameID in ids:
            name.removeNames(nameID=rec.nameID, platformID=rec.platformID, platEncID=rec.platEncID,
                             langID=rec.langID)
    for nid, text in ids.items():
        name.setName(text, nid, 3, 1, 0x409)


def rename(path):
    f = TTFont(path)
    name = f["name"]
    set_family_names(name, FAMILY_NAME_IDS)
    if not name.getDebugName(13):
        sys.exit("font_subset: the font has no licence record (name ID 13) to keep")
    f.save(path)


DIGITS_NAME = "Xiangqi digits"
DIGITS_NAME_IDS = {1: DIGITS_NAME, 3: DIGITS_NAME + " Regular", 4: DIGITS_NAME,
                   6: "XiangqiDigits-Regular", 16: DIGITS_NAME, 21: DIGITS_NAME}


def digits_font(donor, kai, out):
    """The donor's 0-9 as their own font, in the Kai font's units and line metrics."""
    subprocess.run([sys.executable, "-m", "fontTools.subset", donor, "--text=0123456789",
                    "--output-file=%s" % out, "--layout-features=", "--no-hinting",
                    "--name-IDs=*", "--name-languages=*"], check=True)
    f, k = TTFont(out), TTFont(kai, lazy=True)
    scale_upem(f, k["head"].unitsPerEm)
    # stb_truetype sizes a font by hhea ascent - descent: equal metrics, equal digit sizes.
    f["hhea"].ascent, f["hhea"].descent, f["hhea"].lineGap = k["hhea"].ascent, k["hhea"].descent, k["hhea"].lineGap
    name = f["name"]
    set_family_names(name, DIGITS_NAME_IDS)
    if not name.getDebugName(0):
        sys.exit("font_subset: the digits font has no copyright record (name ID 0) to keep")
    missing = [d for d in "0123456789" if ord(d) not in f.getBestCmap()]
    if missing:
        sys.exit("font_subset: %s lacks the digits %s" % (donor, "".join(missing)))
    f.save(out)


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    font, digits, out_dir, sources = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4:]
    chars = glyphs_in_sources(sources)
    cmap = TTFont(font, lazy=True).getBestCmap()
    # Zero-width or formatting characters (e.g. U+FE0F) need no glyph.
    missing = sorted(c for c in chars if ord(c) not in cmap and ord(c) not in (0xFE0F, 0x200B))
    if missing:
        sys.exit("font_subset: the font %s lacks glyphs used by the app: %s (U+%s)" % (
            font, "".join(missing), " U+".join("%04X" % ord(c) for c in missing)))
    out_dir.mkdir(parents=True, exist_ok=True)
    text = "".join(sorted(chars))
    (out_dir / "glyphs.txt").write_text(text, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "fontTools.subset", font, "--text-file=%s" % (out_dir / "glyphs.txt"),
                    "--output-file=%s" % (out_dir / "font.ttf"), "--layout-features=",
                    "--no-hinting", "--desubroutinize", "--name-IDs=*", "--name-languages=*"], check=True)
    rename(out_dir / "font.ttf")
    digits_font(digits, font, out_dir / "digits.ttf")
    size = (out_dir / "font.ttf").stat().st_size
    print("font_subset: %d glyphs, %d bytes" % (len(chars), size))


if __name__ == "__main__":
    main()
