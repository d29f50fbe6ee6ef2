#!/usr/bin/env python3
"""Writes a synthetic DTCG 2025.10 token set of any size, deterministically, as YAML and JSON.

The mix is the one of the performance issue (and of the Style Dictionary comparison):

    50% colors        (9 in 10 `#rrggbb` strings, 1 in 10 DTCG color objects)
    20% dimensions    (half `16px` / `1.5rem` strings, half `{value, unit}` objects)
    10% aliases       ("{color.…}" / "{dimension.…}"; one in four points at another alias,
                       so chains up to 4 hops long occur)
    10% motion        (half durations, half cubicBezier)
    10% typography    (composites whose fontFamily, fontSize and fontWeight are aliases; the
                       fontFamily and fontWeight primitives they point at count in this 10%)

Tokens sit in leaf groups of 10, three or four groups deep (`color.p12.teal.c500`,
`color.p12.alt.teal.c500`); `$type` is set once per category group and inherited. About one
token in five has a `$description`. The YAML and the JSON file hold the same tokens in the same
order; both load into the same resolved document.

Determinism: a private splitmix64 generator seeded with N drives every choice, so the same N
gives byte-identical files on every machine and Python version.

Usage:
    tokenset.py N [--out DIR] [--modes]     # writes DIR/N/bench.tokens.yaml and .json
    tokenset.py N --yaml-only / --json-only

With --modes the set declares two modes (dark, light) and one color in four carries a light
value under `$extensions.dev.tokenc.modes`.

With --faults K the set also carries K mistakes of the kinds users make, spread evenly through it,
so `tokenc check` exercises its slow paths at scale: misspelled references (each gets a "did you
mean"), references to groups, two-token reference cycles, names differing only by case, and
misspelled `$description` keys. Such a set has errors; `tokenc check` exits 1.
"""
import argparse
import json
import os
import re
import sys

HUES = ["red", "orange", "amber", "lime", "green", "teal", "cyan", "blue", "violet", "pink"]
SHADES = ["c50", "c100", "c200", "c300", "c400", "c500", "c600", "c700", "c800", "c900"]
SIZES = ["x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]
ROLES = ["fg", "bg", "border", "accent", "muted", "subtle", "strong", "hover", "pressed", "focus"]
AREAS = ["button", "card", "input", "list", "nav", "sheet", "tab", "toast", "badge", "chip"]
MOTION = ["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9"]
TEXT_STYLES = ["display", "title", "heading", "subhead", "body", "callout", "label", "caption", "footnote", "overline"]
TEXT_SIZES = ["xl", "l", "m", "s", "xs", "xxs", "l-strong", "m-strong", "s-strong", "xs-strong"]
FONT_FAMILIES = ["Inter", "SF Pro Text", "SF Pro Display", "Roboto", "Source Serif 4",
                 "JetBrains Mono", "Noto Sans", "IBM Plex Sans"]
FONT_WEIGHTS = [("thin", 100), ("extra-light", 200), ("light", 300), ("regular", 400), ("medium", 500),
                ("semi-bold", 600), ("bold", 700), ("extra-bold", 800), ("black", 900)]
WORDS = ["primary", "surface", "emphasis", "brand", "neutral", "critical", "success", "warning",
         "information", "decorative", "elevated", "inverse", "disabled", "selected", "quiet", "loud"]
LEAF = 10  # tokens per leaf group


class Random:
    """splitmix64: tiny, fast enough, and identical everywhere."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def pick(self, items):
        return items[self.below(len(items))]


def counts(n):
    """Tokens per category; they add up to n exactly."""
    colors = n * 50 // 100
    dims = n * 20 // 100
    aliases = n * 10 // 100
    motion = n * 10 // 100
    typography = n - colors - dims - aliases - motion
    return colors, dims, aliases, motion, typography


def leaf_path(k, letter):
    """The group path (below the category) of leaf group k: 3 or 4 groups deep with the category."""
    a, r = divmod(k, 20)
    if r < 10:
        return [f"{letter}{a}", HUES[r]]
    return [f"{letter}{a}", "alt", HUES[r - 10]]


def insert(root, path, value):
    node = root
    for part in path[:-1]:
        node = node.setdefault(part, {})
    node[path[-1]] = value


def description(rng, path):
    words = " ".join(rng.pick(WORDS) for _ in range(3))
    return f"{path[-1]} of {path[-2]}: {words}."


def misspell(rng, path):
    """The path with its last segment misspelled: two adjacent letters swapped, or one dropped."""
    head, _, last = path.rpartition(".")
    if len(last) > 2 and rng.below(2) == 0:
        i = rng.below(len(last) - 1)
        if last[i] != last[i + 1]:
            last = last[:i] + last[i + 1] + last[i] + last[i + 2:]
            return head + "." + last
    i = rng.below(len(last))
    return head + "." + (last[:i] + last[i + 1:] if len(last) > 1 else last + "x")


def inject_faults(root, rng, faults, alias_paths):
    """Adds `faults` mistakes (see the module docstring), deterministically."""
    if not faults or not alias_paths:
        return
    semantic = root["semantic"]
    step = max(1, len(alias_paths) // faults)
    for f in range(faults):
        path = alias_paths[(f * step) % len(alias_paths)].split(".")[1:]
        node = semantic
        for part in path[:-1]:
            node = node[part]
        token = node[path[-1]]
        kind = f % 5
        if kind == 0 or kind == 1:   # a misspelled reference
            token["$value"] = "{" + misspell(rng, token["$value"][1:-1]) + "}"
        elif kind == 2:               # a reference to a group, or a cycle with the next token
            if f % 10 == 2:
                token["$value"] = "{" + token["$value"][1:-1].rpartition(".")[0] + "}"
            else:
                other = alias_paths[((f * step) + 1) % len(alias_paths)]
                token["$value"] = "{" + other + "}"
                opath = other.split(".")[1:]
                onode = semantic
                for part in opath[:-1]:
                    onode = onode[part]
                onode[opath[-1]]["$value"] = "{semantic." + ".".join(path) + "}"
        elif kind == 3:               # a name that differs from a sibling's only by case
            node[path[-1].upper()] = {"$value": token["$value"]}
        else:                         # a misspelled property
            token["$descripton"] = "typo"


def build(n, modes, faults=0):
    rng = Random(n * 2654435761 + 17)
    colors, dims, aliases, motion, typography = counts(n)
    root = {}
    if modes:
        root["$extensions"] = {"dev.tokenc.system": {"modes": ["dark", "light"]}}
    color_paths, dim_paths, px_paths = [], [], []

    def hexcolor():
        return "#%06x" % (rng.next() & 0xFFFFFF)

    # Colors.
    if colors:
        group = root.setdefault("color", {"$type": "color"})
        for i in range(colors):
            k, j = divmod(i, LEAF)
            path = leaf_path(k, "p") + [SHADES[j]]
            if rng.below(10) == 0:
                comps = [round(rng.below(1001) / 1000, 3) for _ in range(3)]
                token = {"$value": {"colorSpace": "srgb", "components": comps, "alpha": 1}}
            else:
                token = {"$value": hexcolor()}
            if rng.below(5) == 0:
                token["$description"] = description(rng, ["color"] + path)
            if modes and rng.below(4) == 0:
                token["$extensions"] = {"dev.tokenc.modes": {"light": hexcolor()}}
            insert(group, path, token)
            color_paths.append("color." + ".".join(path))

    # Dimensions.
    if dims:
        group = root.setdefault("dimension", {"$type": "dimension"})
        for i in range(dims):
            k, j = divmod(i, LEAF)
            path = leaf_path(k, "d") + [SIZES[j]]
            amount = rng.below(128) + 1
            form = rng.below(4)
            if form == 0:
                value = f"{amount}px"
            elif form == 1:
                value = f"{amount / 16:g}rem"
            else:
                value = {"value": amount, "unit": "px"}
            token = {"$value": value}
            if rng.below(5) == 0:
                token["$description"] = description(rng, ["dimension"] + path)
            insert(group, path, token)
            full = "dimension." + ".".join(path)
            dim_paths.append(full)
            if form != 1:
                px_paths.append(full)

    # Aliases (no $type: the type is the target's). One in four points at an earlier alias.
    alias_paths = []
    if aliases:
        group = root.setdefault("semantic", {})
        for i in range(aliases):
            k, j = divmod(i, LEAF)
            a, r = divmod(k, 20)
            path = [f"s{a}", AREAS[r % 10]] + (["alt"] if r >= 10 else []) + [ROLES[j]]
            choice = rng.below(8)
            if alias_paths and choice < 2:
                target = rng.pick(alias_paths)
            elif choice < 6 and color_paths or not dim_paths:
                target = rng.pick(color_paths)
            else:
                target = rng.pick(dim_paths)
            token = {"$value": "{" + target + "}"}
            if rng.below(5) == 0:
                token["$description"] = description(rng, ["semantic"] + path)
            insert(group, path, token)
            alias_paths.append("semantic." + ".".join(path))

    # Motion: durations and cubic Béziers, alternating leaf groups.
    if motion:
        group = root.setdefault("motion", {})
        for i in range(motion):
            k, j = divmod(i, LEAF)
            if k % 2 == 0:
                kind = group.setdefault("duration", {"$type": "duration"})
                path = leaf_path(k // 2, "t") + [MOTION[j]]
                value = f"{(rng.below(40) + 1) * 25}ms"
            else:
                kind = group.setdefault("easing", {"$type": "cubicBezier"})
                path = leaf_path(k // 2, "e") + [MOTION[j]]
                value = [round(rng.below(101) / 100, 2), round(rng.below(201) / 100 - 0.5, 2),
                         round(rng.below(101) / 100, 2), round(rng.below(201) / 100 - 0.5, 2)]
            token = {"$value": value}
            if rng.below(5) == 0:
                token["$description"] = description(rng, ["motion"] + path)
            insert(kind, path, token)

    # Typography: primitives first, then composites with aliased fields.
    if typography:
        font = root.setdefault("font", {})
        primitives = 0
        families, weights = [], []
        for idx, name in enumerate(FONT_FAMILIES):
            if primitives >= typography // 4:
                break
            font.setdefault("family", {"$type": "fontFamily"})[f"f{idx}"] = {"$value": [name, "system-ui"] if idx % 2 else name}
            families.append(f"font.family.f{idx}")
            primitives += 1
        for name, weight in FONT_WEIGHTS:
            if primitives >= typography // 2:
                break
            font.setdefault("weight", {"$type": "fontWeight"})[name] = {"$value": weight}
            weights.append(f"font.weight.{name}")
            primitives += 1
        group = root.setdefault("typography", {"$type": "typography"})
        for i in range(typography - primitives):
            k, j = divmod(i, LEAF)
            a, r = divmod(k, 20)
            path = [f"y{a}", TEXT_STYLES[r % 10]] + (["alt"] if r >= 10 else []) + [TEXT_SIZES[j]]
            value = {
                "fontFamily": "{" + rng.pick(families) + "}" if families else "Inter",
                "fontSize": "{" + rng.pick(px_paths) + "}" if px_paths else f"{rng.below(40) + 10}px",
                "fontWeight": "{" + rng.pick(weights) + "}" if weights else 400,
                "letterSpacing": f"{rng.below(5) / 10:g}px",
                "lineHeight": round(1 + rng.below(8) / 10, 1),
            }
            token = {"$value": value}
            if rng.below(5) == 0:
                token["$description"] = description(rng, ["typography"] + path)
            insert(group, path, token)
    inject_faults(root, Random(faults * 7919 + n), faults, alias_paths)
    return root


# --- YAML writer: block mappings for groups and tokens, flow for small values ---------------

PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 ._-]*[A-Za-z0-9]$|^[0-9]+(\.[0-9]+)?(px|rem|ms|s)$")
RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "True", "False", "Null",
            "TRUE", "FALSE", "NULL"}


def scalar(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if PLAIN.match(value) and value not in RESERVED and ": " not in value and " #" not in value:
        return value
    return json.dumps(value, ensure_ascii=False)


def key(name):
    return name if re.match(r"^[$A-Za-z][A-Za-z0-9_.-]*$", name) else json.dumps(name)


def flow(value):
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{key(k)}: {flow(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return scalar(value)


def write_yaml(node, out, indent=0):
    """Groups, tokens and composite values with more than three fields as block mappings;
    everything else (scalars, lists, `{value, unit}`, color objects, `$extensions`) in flow style."""
    pad = "  " * indent
    for name, value in node.items():
        block = isinstance(value, dict) and (
            "$value" in value                                   # a token
            or (name == "$value" and len(value) > 3)            # a large composite value
            or not name.startswith("$"))                         # a group
        if block:
            out.append(f"{pad}{key(name)}:\n")
            write_yaml(value, out, indent + 1)
        else:
            out.append(f"{pad}{key(name)}: {flow(value)}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=lambda s: int(float(s.replace("k", "e3").replace("M", "e6"))), help="number of tokens (1000, 10k, 1M)")
    parser.add_argument("--out", default=".", help="output directory (files go to OUT/N/)")
    parser.add_argument("--modes", action="store_true", help="declare dark/light modes; 1 color in 4 has a light value")
    parser.add_argument("--faults", type=int, default=0, metavar="K", help="inject K user mistakes (see above)")
    parser.add_argument("--yaml-only", action="store_true")
    parser.add_argument("--json-only", action="store_true")
    args = parser.parse_args()
    root = build(args.n, args.modes, args.faults)
    suffix = ("-modes" if args.modes else "") + (f"-faults{args.faults}" if args.faults else "")
    directory = os.path.join(args.out, str(args.n) + suffix)
    os.makedirs(directory, exist_ok=True)
    written = []
    if not args.json_only:
        lines = [f"# {args.n} synthetic tokens, generated by Benchmarks/generator/tokenset.py; do not edit\n"]
        write_yaml(root, lines)
        path = os.path.join(directory, "bench.tokens.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(lines))
        written.append(path)
    if not args.yaml_only:
        path = os.path.join(directory, "bench.tokens.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(root, f, indent=2, ensure_ascii=False)
            f.write("\n")
        written.append(path)
    for path in written:
        print(f"{path}\t{os.path.getsize(path)} bytes")


if __name__ == "__main__":
    sys.exit(main())
