#!/usr/bin/env python3
"""The tokenc benchmark runner (what `scripts/bench` runs).

For each size N it generates the synthetic token set (Benchmarks/generator/tokenset.py) and a
tokenc project around it, then times, as whole processes of a release build, with hyperfine
(median of several runs) and /usr/bin/time (peak RSS):

    floor            Benchmarks/floor/yaml_floor: libyaml's event parser alone over the YAML file
    check            tokenc check FILE               (load + resolve + diagnostics)
    resolve          tokenc resolve FILE > /dev/null (load + resolve + DTCG JSON output)
    resolve, JSON    tokenc resolve on the same tokens written as JSON
    build            tokenc build: Swift + CSS + flat JSON in one run (the Style Dictionary
                     comparison of the performance issue), output folder removed before each run
    build: FORMAT    tokenc build with that one built-in format (each emitter, plus load+resolve)
    lint (tokens)    tokenc lint of the token set (token rules: naming, duplicates, unused…)

and once, `tokenc lint` of a project of 1,000 screens × 50 elements in two modes
(Benchmarks/generator/screenset.py). It prints one Markdown table: median wall time, peak RSS,
tokens/s, input MB/s and the ratio to the floor measured in the same run. With --stages it adds
the in-process breakdown of `resolve` (parse, load, resolve, document, serialize, teardown) from
Benchmarks/Stages.

Usage: scripts/bench [--sizes 1k,10k,100k,1M] [--runs N] [--tokenc PATH] [--baseline NAME=PATH]
                     [--only STEP,…] [--screens 1000] [--stages] [--no-build]
                     [--markdown FILE] [--json FILE]
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "Benchmarks")
SCRATCH = os.environ.get("BENCH_SCRATCH", os.path.join(ROOT, ".build-bench-release"))
DATA = os.path.join(SCRATCH, "bench-data")
GENERATOR = os.path.join(BENCH, "generator", "tokenset.py")
SCREENS = os.path.join(BENCH, "generator", "screenset.py")
FLOOR_SOURCE = os.path.join(BENCH, "floor", "yaml_floor.c")


def log(message):
    print(message, file=sys.stderr, flush=True)


def parse_size(text):
    text = text.strip().lower()
    factor = 1
    if text.endswith("k"):
        factor, text = 1000, text[:-1]
    elif text.endswith("m"):
        factor, text = 1_000_000, text[:-1]
    return int(float(text) * factor)


def label(n):
    if n >= 1_000_000 and n % 1_000_000 == 0:
        return f"{n // 1_000_000}M"
    if n >= 1000 and n % 1000 == 0:
        return f"{n // 1000}k"
    return str(n)


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, **kwargs)


# --- building ----------------------------------------------------------------------------------

# The binary measured is built as README.md says to install it: the Swift runtime linked in
# statically, so that a run does not relocate the shared runtime first (a 1,000-token check:
# 16 -> 11 ms).
RELEASE = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", SCRATCH]


def build_tokenc():
    log("building tokenc (release, static Swift runtime)…")
    run(RELEASE + ["--product", "tokenc"], cwd=ROOT, stdout=subprocess.DEVNULL)
    out = subprocess.run(RELEASE + ["--show-bin-path"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "tokenc")


def build_stages():
    log("building Benchmarks/Stages (release)…")
    scratch = os.path.join(SCRATCH, "stages")
    run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "tokenc-stages"], cwd=BENCH,
        stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--show-bin-path"],
                         cwd=BENCH, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "tokenc-stages")


def build_floor():
    os.makedirs(SCRATCH, exist_ok=True)
    binary = os.path.join(SCRATCH, "yaml_floor")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(FLOOR_SOURCE):
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True).stdout.split()
        run(["cc", "-O2", "-o", binary, FLOOR_SOURCE] + (flags or ["-lyaml"]))
    return binary


# --- data --------------------------------------------------------------------------------------

def generator_stamp(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:12]


def token_set(n):
    """The YAML and JSON files for n tokens, generated once per generator version."""
    directory = os.path.join(DATA, generator_stamp(GENERATOR))
    target = os.path.join(directory, str(n))
    yaml_file = os.path.join(target, "bench.tokens.yaml")
    json_file = os.path.join(target, "bench.tokens.json")
    if not (os.path.exists(yaml_file) and os.path.exists(json_file)):
        log(f"generating {label(n)} tokens…")
        run([sys.executable, GENERATOR, str(n), "--out", directory], stdout=subprocess.DEVNULL)
    return yaml_file, json_file


# --- measuring ---------------------------------------------------------------------------------

def runs_for(n, requested):
    if requested:
        return requested
    if n >= 1_000_000:
        return 3
    if n >= 100_000:
        return 5
    return 10


def hyperfine(cmd, runs, prepare=None, cwd=None, statuses=(0,)):
    """Median wall seconds of a command over `runs` runs (one warm-up), and all the times."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tmp:
        export = tmp.name
    try:
        args = ["hyperfine", "-N", "--warmup", "1", "--runs", str(runs), "--export-json", export,
                "--style", "none", "--output", "null"]
        if prepare:
            args += ["--prepare", prepare]
        if statuses != (0,):
            args += ["--ignore-failure"]
        run(args + [" ".join(quote(c) for c in cmd)], stdout=subprocess.DEVNULL, cwd=cwd)
        with open(export) as f:
            result = json.load(f)["results"][0]
        codes = set(result.get("exit_codes", []) or [0])
        if not codes <= set(statuses):
            raise RuntimeError(f"{' '.join(cmd)} exited with {sorted(codes)}")
        return result["median"], result["times"]
    finally:
        os.unlink(export)


TRASH = os.path.join(SCRATCH, "trash")


def trash_slot():
    """A new path under the trash folder (moved-aside outputs), for a shell: double-quoted, with
    the shell's process id and the time making it unique per run."""
    os.makedirs(TRASH, exist_ok=True)
    return '"' + os.path.join(TRASH, "out") + '-$$-$(date +%s%N)"'


def empty_trash():
    shutil.rmtree(TRASH, ignore_errors=True)


def quote(arg):
    return arg if re.match(r"^[A-Za-z0-9_./=:,+-]+$", arg) else "'" + arg.replace("'", "'\\''") + "'"


def peak_rss_mb(cmd, cwd=None, statuses=(0,)):
    """Peak resident set size of one run, in MB (10^6 bytes), from /usr/bin/time."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    if result.returncode not in statuses:
        raise RuntimeError(f"{' '.join(cmd)} exited with {result.returncode}: {result.stderr[-2000:]}")
    kb = int(result.stderr.strip().splitlines()[-1])
    return kb * 1024 / 1e6


def commands_of(tokenc):
    """The subcommands the binary has (build and lint appear as other engineers add them)."""
    out = subprocess.run([tokenc, "--help"], capture_output=True, text=True).stdout
    names = set()
    in_commands = False
    for line in out.splitlines():
        if line.strip().upper().startswith("SUBCOMMANDS"):
            in_commands = True
            continue
        if in_commands:
            m = re.match(r"^\s+([a-z][a-z-]*)\b", line)
            if m:
                names.add(m.group(1))
            elif line.strip() == "":
                continue
            elif not line.startswith(" "):
                in_commands = False
    return names


class Row:
    def __init__(self, n, step, binary, median, rss, file_bytes, floor=None, runs=0, unit="tokens"):
        self.n, self.step, self.binary, self.median, self.rss = n, step, binary, median, rss
        self.file_bytes, self.floor, self.runs, self.unit = file_bytes, floor, runs, unit

    def cells(self):
        tokens_per_s = self.n / self.median if self.median > 0 else 0
        mb_per_s = self.file_bytes / 1e6 / self.median if self.median > 0 else 0
        ratio = f"{self.median / self.floor:.1f}×" if self.floor else "—"
        count = label(self.n) + ("" if self.unit == "tokens" else f" {self.unit}")
        return [count, f"{self.file_bytes / 1e6:.1f}", self.step, self.binary, seconds(self.median),
                f"{self.rss:.0f}" if self.rss is not None else "—", human(tokens_per_s), (f"{mb_per_s:.1f}" if mb_per_s < 10 else f"{mb_per_s:.0f}"), ratio]

    def as_json(self):
        return {self.unit: self.n, "step": self.step, "binary": self.binary, "median_s": self.median,
                "peak_rss_mb": self.rss, "input_bytes": self.file_bytes, "floor_s": self.floor,
                "runs": self.runs}


def seconds(s):
    if s < 0.1:
        return f"{s * 1000:.1f} ms"
    return f"{s:.3f} s"


def human(x):
    if x >= 1e6:
        return f"{x / 1e6:.2f}M"
    if x >= 1e3:
        return f"{x / 1e3:.0f}k"
    return f"{x:.0f}"


HEADER = ["tokens", "input MB", "step", "binary", "median", "peak RSS (MB)", "tokens/s", "MB/s", "× floor"]


def table(rows):
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    for row in rows:
        lines.append("| " + " | ".join(row.cells()) + " |")
    return "\n".join(lines)


EMITTERS = ["swift", "css", "flat-json", "dtcg-json", "android", "xcassets"]
WHOLE_BUILD = ["swift", "css", "flat-json"]


def project(n, yaml_file):
    """A tokenc project around the token set: one tokenc.yaml per build measured."""
    directory = os.path.join(os.path.dirname(yaml_file), "project")
    os.makedirs(os.path.join(directory, "tokens"), exist_ok=True)
    link = os.path.join(directory, "tokens", "bench.tokens.yaml")
    if not os.path.exists(link):
        os.symlink(os.path.abspath(yaml_file), link)
    def output(fmt):
        params = {"swift": "{ prefix: Bench }", "android": "{ prefix: Bench, package: dev.tokenc.bench }",
                  "xcassets": "{ prefix: Bench }"}.get(fmt)
        path = {"xcassets": "Bench.xcassets"}.get(fmt, fmt)
        return f"  - {{ format: {fmt}, path: {path}" + (f", params: {params}" if params else "") + " }\n"
    configs = {"build": WHOLE_BUILD}
    configs.update({f"build: {fmt}": [fmt] for fmt in EMITTERS})
    paths = {}
    for step, formats in configs.items():
        name = "tokenc.yaml" if step == "build" else f"tokenc-{formats[0]}.yaml"
        out = "generated" if step == "build" else f"generated-{formats[0]}"
        with open(os.path.join(directory, name), "w") as f:
            f.write(f"tokens: [tokens]\nspecs: []\noutput: {out}\noutputs:\n" + "".join(output(x) for x in formats))
        paths[step] = (os.path.join(directory, name), os.path.join(directory, out))
    return directory, paths


def screens_project(count):
    directory = os.path.join(DATA, generator_stamp(SCREENS) + generator_stamp(GENERATOR))
    root = os.path.join(directory, f"screens-{count}x50")
    if not os.path.exists(os.path.join(root, "tokenc.yaml")):
        log(f"generating {count} screens…")
        run([sys.executable, SCREENS, str(count), "--out", directory], stdout=subprocess.DEVNULL)
    return root


def wanted(step, only):
    """Whether `--only` asks for this step: a prefix (`resolve` takes both resolves, `build`
    every build), or an exact step name after `=` (`=build` is the whole build alone)."""
    return not only or any(step == o[1:] if o.startswith("=") else step.startswith(o) for o in only)


def comparison(rows, before, after):
    """A side-by-side table of two binaries: median, ratio to the floor and peak RSS, before →
    after, with the speed-up."""
    lines = [f"| tokens | step | {before} | {after} | speed-up | × floor | peak RSS (MB) |", "|---|---|---|---|---|---|---|"]
    index = {(r.n, r.unit, r.step, r.binary): r for r in rows}
    seen = set()
    for r in rows:
        key = (r.n, r.unit, r.step)
        if r.binary not in (before, after) or key in seen:
            continue
        seen.add(key)
        a, b = index.get(key + (before,)), index.get(key + (after,))
        if not a or not b:
            continue
        count = label(r.n) + ("" if r.unit == "tokens" else f" {r.unit}")
        floor = f"{a.median / a.floor:.1f}× → {b.median / b.floor:.1f}×" if a.floor else "—"
        rss = f"{a.rss:.0f} → {b.rss:.0f}" if a.rss is not None and b.rss is not None else "—"
        lines.append(f"| {count} | {r.step} | {seconds(a.median)} | {seconds(b.median)} | {a.median / b.median:.2f}× | {floor} | {rss} |")
    return "\n".join(lines)


def measure(binaries, n, runs, floor_binary, stages_binary, rows, only):
    yaml_file, json_file = token_set(n)
    yaml_bytes, json_bytes = os.path.getsize(yaml_file), os.path.getsize(json_file)
    k = runs_for(n, runs)
    log(f"{label(n)} tokens: floor…")
    floor, _ = hyperfine([floor_binary, yaml_file], k)
    rows.append(Row(n, "floor: libyaml events (C)", "yaml_floor", floor, peak_rss_mb([floor_binary, yaml_file]),
                    yaml_bytes, floor, k))
    json_floor = None
    if wanted("resolve, JSON", only):
        json_floor, _ = hyperfine([floor_binary, json_file], k)
        rows.append(Row(n, "floor, JSON input", "yaml_floor", json_floor, peak_rss_mb([floor_binary, json_file]),
                        json_bytes, json_floor, k))
    directory, configs = project(n, yaml_file)
    # Steps outermost and binaries inside, so that the binaries compared in a row ran minutes
    # apart under the same conditions (not one binary's whole pass, then the other's, while the
    # first pass's outputs are still being written back to disk).
    steps = [("check", lambda t: [t, "check", yaml_file], yaml_bytes, floor, None, (0,), None),
             ("resolve", lambda t: [t, "resolve", yaml_file], yaml_bytes, floor, None, (0,), None),
             ("resolve, JSON", lambda t: [t, "resolve", json_file], json_bytes, json_floor, None, (0,), None)]
    for step, (config, out) in configs.items():
        if step.endswith("xcassets") and n > 100_000:
            continue  # half a million colorset folders: a file-system benchmark
        steps.append((step, lambda t, c=config: [t, "build", "--config", c], yaml_bytes, floor, out, (0,), "build"))
    steps.append(("lint (tokens)", lambda t: [t, "lint", "--config", configs["build"][0], yaml_file],
                  yaml_bytes, floor, None, (0, 1), "lint"))
    for step, make, size, base, clean, statuses, needs in steps:
        if not wanted(step, only):
            continue
        for name, tokenc in binaries:
            if needs and needs not in commands_of(tokenc):
                continue
            cmd = make(tokenc)
            log(f"{label(n)} tokens: {name} {step}…")
            # A fresh build starts from no output folder. The old one is moved aside, not deleted:
            # deleting ~100,000 files makes the next run's file creations slow on this VM's ext4
            # (inodes freed in the last minutes are skipped when allocating), which would time
            # the file system instead of tokenc. The moved folders are deleted when the run ends.
            # Then `sync`, untimed, so that no run starts while the last one's output (380 MB at
            # 1M) is still being written back. (The 1M build's write phase stays ~0.9 s even so:
            # page-cache pages this VM has not touched lately cost ~10 µs each to fill the first
            # time — a 220 MB write() 0.5 s, the same write again into the pages just freed 0.04 s.)
            script = f"[ ! -e {quote(clean)} ] || mv {quote(clean)} {trash_slot()}; sync" if clean else None
            prepare = f"sh -c {quote(script)}" if clean else None
            median, _ = hyperfine(cmd, k, prepare=prepare, statuses=statuses)
            if clean:
                subprocess.run(["sh", "-c", script])
            rows.append(Row(n, step, name, median, peak_rss_mb(cmd, statuses=statuses), size, base, k))
            if clean and step in ("build", "build: xcassets"):
                # The everyday case in Xcode: building again over the outputs of the last build.
                again = step + " (again, outputs unchanged)"
                if wanted(again, only):
                    log(f"{label(n)} tokens: {name} {again}…")
                    median, _ = hyperfine(cmd, k, statuses=statuses)
                    rows.append(Row(n, again, name, median, peak_rss_mb(cmd, statuses=statuses), size, base, k))
            if clean:
                subprocess.run(["sh", "-c", script])
                # Write the files out now, not during the next measurement.
                subprocess.run(["sync"])
    if stages_binary and wanted("stage", only):
        log(f"{label(n)} tokens: in-process stages…")
        out = subprocess.run([stages_binary, yaml_file, "--runs", str(k)], check=True, capture_output=True, text=True).stdout
        values = dict(line.split("\t", 1) for line in out.strip().splitlines())
        for stage in ["parse", "load", "resolve", "document", "serialize", "teardown"]:
            median = float(values[stage].split("\t")[0])
            rows.append(Row(n, f"stage: {stage}", "in-process", median, None, yaml_bytes, floor, k))


def measure_screens(binaries, count, runs, rows):
    root = screens_project(count)
    specs = os.path.join(root, "specs")
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(specs) for f in files)
    for name, tokenc in binaries:
        if "lint" not in commands_of(tokenc):
            continue
        log(f"{count} screens: {name} lint…")
        median, _ = hyperfine([tokenc, "lint"], runs or 5, cwd=root, statuses=(0, 1))
        rows.append(Row(count * 50, f"lint: {count} screens × 50 elements, 2 modes", name, median,
                        peak_rss_mb([tokenc, "lint"], cwd=root, statuses=(0, 1)), size, None, runs or 5,
                        unit="elements"))


def main():
    parser = argparse.ArgumentParser(description="tokenc benchmarks: medians, peak RSS, throughput, ratio to libyaml.")
    parser.add_argument("--sizes", default="1k,10k,100k,1M", help="token counts (default 1k,10k,100k,1M)")
    parser.add_argument("--runs", type=int, default=0, help="runs per measurement (default 10, 5 from 100k, 3 from 1M)")
    parser.add_argument("--tokenc", help="benchmark this tokenc binary instead of building one")
    parser.add_argument("--baseline", action="append", default=[], metavar="NAME=PATH",
                        help="also benchmark another tokenc binary (e.g. before=/tmp/tokenc-old)")
    parser.add_argument("--stages", action="store_true", help="add the in-process stage breakdown (builds Benchmarks/)")
    parser.add_argument("--only", default="", help="only these steps: comma-separated prefixes (resolve,build,lint,…) "
                                                   "or exact names after = (=build)")
    parser.add_argument("--screens", type=int, default=1000, help="screens in the lint benchmark (0: skip it)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    parser.add_argument("--markdown", help="also write the table to this file")
    parser.add_argument("--json", help="also write the raw numbers to this file")
    parser.add_argument("--from-json", nargs="+", metavar="FILE",
                        help="print the tables of earlier runs (their --json files) instead of measuring")
    args = parser.parse_args()
    if args.from_json:
        rows = []
        for path in args.from_json:
            with open(path) as f:
                for item in json.load(f):
                    unit = "tokens" if "tokens" in item else "elements"
                    rows.append(Row(item[unit], item["step"], item["binary"], item["median_s"], item["peak_rss_mb"],
                                    item["input_bytes"], item["floor_s"], item["runs"], unit=unit))
        names = list(dict.fromkeys(r.binary for r in rows if r.binary not in ("yaml_floor", "in-process")))
        if len(names) > 1:
            print(comparison(rows, names[0], names[-1]) + "\n")
        print(table(rows))
        return

    for tool in ["hyperfine", "/usr/bin/time", "cc"]:
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (apt-get install -y hyperfine time gcc)")
    floor_binary = build_floor()
    if args.tokenc:
        tokenc = os.path.abspath(args.tokenc)
    elif args.no_build:
        tokenc = os.path.join(SCRATCH, "release", "tokenc")
    else:
        tokenc = build_tokenc()
    binaries = [(name, os.path.abspath(path)) for name, path in (b.split("=", 1) for b in args.baseline)]
    binaries.append(("tokenc", tokenc))
    stages_binary = None
    if args.stages:
        stages_binary = os.path.join(SCRATCH, "stages", "release", "tokenc-stages") if args.no_build else build_stages()

    sizes = [parse_size(s) for s in args.sizes.split(",") if s.strip()]
    rows = []
    started = time.time()
    only = [o.strip() for o in args.only.split(",") if o.strip()]
    for n in sizes:
        measure(binaries, n, args.runs, floor_binary, stages_binary, rows, only)
    if args.screens and wanted("lint", only):
        measure_screens(binaries, args.screens, args.runs, rows)
    command = "scripts/bench " + " ".join(quote(a) for a in sys.argv[1:])
    compared = ""
    if len(binaries) > 1:
        compared = comparison(rows, binaries[0][0], binaries[-1][0]) + "\n\n"
    text = (f"{compared}{table(rows)}\n\nMachine: {os.cpu_count()} cores; medians of whole-process runs (hyperfine), "
            f"peak RSS from /usr/bin/time. Command: `{command.strip()}` ({time.time() - started:.0f} s).\n")
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump([row.as_json() for row in rows], f, indent=2)
    log("deleting the output folders moved aside…")
    empty_trash()


if __name__ == "__main__":
    main()
