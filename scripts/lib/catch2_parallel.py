#!/usr/bin/env python3
"""Runs a Catch2 (v2) test binary as several processes at once, one test file per job.

usage: catch2_parallel.py [--jobs N] [--shards N] [--spec SPEC] [--times FILE] -- COMMAND...

The unit suites are single-threaded; on CI's two cores they take a core each way to run
them (the ASan run alone is about five minutes). Each test file is its own tag with
Catch2's --filenames-as-tags (-#), so a job is `COMMAND -# "[#file]SPEC"`. Jobs go to N
workers from one queue, the slowest first: the seconds each file took are kept in FILE
for the next run (without it, bigger source files go first). With --shards N the files are
dealt into N jobs instead (one Catch2 spec of their tags joined by commas), balanced by
the seconds in FILE, which is then only read: that is the mode for the wasm suite, where
each node process compiles the whole test module again (~0.6 s and background compiler
threads), so one process per file would eat what the second core gains. Prints each failing job's
whole output, then one summary line in Catch2's own words, so scripts/test counts it as
before. Exits non-zero when a job fails or when the jobs ran a different number of test
cases than the listing promised (a test lost between the shards is a failure too).
"""
import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors='replace')
    return p.returncode, p.stdout


def file_tags(cmd, spec):
    """[#file] tags of the tests that match SPEC, with how many tests each has."""
    rc, out = run(cmd + ['-#', '--list-tags'] + ([spec] if spec else []))
    if rc < 0:
        sys.exit(f'catch2_parallel: listing the tests crashed:\n{out}')
    tags = {m.group(2): int(m.group(1)) for m in re.finditer(r'^\s*(\d+)\s+(\[#[^\]]+\])', out, re.M)}
    if not tags:
        sys.exit(f'catch2_parallel: no test file matches {spec!r}:\n{out}')
    return tags


def expected_cost(tag, times, spec):
    """Seconds the file took last time; else its size, and first of all the files with an
    [exhaustive] case (tens of seconds each) when SPEC runs them."""
    if tag in times:
        return times[tag]
    src = os.path.join(ROOT, 'tests', 'core', tag[2:-1] + '.cpp')
    if not os.path.exists(src):
        return 0.0
    text = open(src, encoding='utf-8', errors='replace').read()
    heavy = '[exhaustive]' in text and '~[exhaustive]' not in spec
    return len(text) / 1e5 + (100.0 if heavy else 0.0)


def summary(out):
    """(test cases, passed, failed, assertions) from one Catch2 run's last lines."""
    m = re.search(r'^All tests passed \((\d+) assertions? in (\d+) test cases?\)', out, re.M)
    if m:
        return int(m.group(2)), int(m.group(2)), 0, int(m.group(1))
    m = re.search(r'^test cases: *(\d+) \| *(\d+) passed \| *(\d+) failed', out, re.M)
    a = re.search(r'^assertions: *(\d+)', out, re.M)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3)), int(a.group(1)) if a else 0
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--spec', default='')
    ap.add_argument('--times', default='')
    ap.add_argument('--shards', type=int, default=0)
    ap.add_argument('command', nargs='+')
    a = ap.parse_args()
    cmd = a.command

    times = {}
    if a.times and os.path.exists(a.times):
        for line in open(a.times, encoding='utf-8'):
            parts = line.split()
            if len(parts) == 2:
                times[parts[1]] = float(parts[0])
    tags = file_tags(cmd, a.spec)
    order = sorted(tags, key=lambda t: -expected_cost(t, times, a.spec))
    # A job is a name, its Catch2 spec and the test cases it promises: one file each, or
    # with --shards the files dealt greedily (the slowest first, to the lightest shard).
    if a.shards > 0:
        bins = [[0.0, []] for _ in range(a.shards)]
        for tag in order:
            b = min(bins, key=lambda b: b[0])
            b[0] += expected_cost(tag, times, a.spec)
            b[1].append(tag)
        jobs = [(f'shard {i + 1} of {a.shards} ({len(b[1])} files)', ','.join(t + a.spec for t in b[1]),
                 sum(tags[t] for t in b[1])) for i, b in enumerate(bins) if b[1]]
    else:
        jobs = [(tag, tag + a.spec, tags[tag]) for tag in order]
    promised = {name: n for name, _, n in jobs}

    def job(j):
        name, spec, _ = j
        t0 = time.monotonic()
        rc, out = run(cmd + ['-#', spec])
        return name, rc, out, time.monotonic() - t0

    t0 = time.monotonic()
    results = []
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        for r in pool.map(job, jobs):
            results.append(r)

    cases = passed = failed = asserts = 0
    broken = []
    for name, rc, out, secs in results:
        s = summary(out)
        if s is None or rc != 0 or s[0] != promised[name]:
            broken.append(name)
            print(f'---- {name}: exit {rc}, {s[0] if s else "no"} of {promised[name]} test cases reported')
            print(out)
        if s:
            cases += s[0]; passed += s[1]; failed += s[2]; asserts += s[3]
    want = sum(tags.values())
    if a.times and not a.shards:
        with open(a.times, 'w', encoding='utf-8') as f:
            for tag, _, _, secs in sorted(results, key=lambda r: -r[3]):
                f.write(f'{secs:.3f} {tag}\n')
    slowest = max(results, key=lambda r: r[3])
    what = f'{len(tags)} test files in {len(results)} shards' if a.shards else f'{len(results)} test files'
    print(f'{what} in {a.jobs} workers: {time.monotonic() - t0:.1f} s '
          f'(the slowest {"job" if a.shards else "file"} {slowest[0]} {slowest[3]:.1f} s)')
    if not broken and failed == 0 and cases == want:
        print(f'All tests passed ({asserts} assertions in {cases} test cases)')
        return 0
    failed = max(failed, len(broken), 1)
    print(f'test cases: {want} | {min(passed, want - failed)} passed | {failed} failed')
    print(f'assertions: {asserts}')
    return 1


if __name__ == '__main__':
    sys.exit(main())
