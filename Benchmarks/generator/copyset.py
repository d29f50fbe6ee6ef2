#!/usr/bin/env python3
"""Writes a tokenc project of copy tokens at scale, deterministically, for the `xcstrings` output.

    copyset.py N [--out DIR]

writes DIR/copy-N/ with

    tokenc.yaml                  tokens: [tokens], one output: { format: xcstrings, path: xcstrings }
    tokens/copy.tokens.yaml      N copy tokens (`dev.tokenc.copy`)

Tokens sit in leaf groups of 10, `copy.s<k>.<area>.<element>` (`copy.s12.checkout.button`), so
keys sort by number (`s2` before `s10`) and share long prefixes, as an app's copy does. Every
branch of the String Catalog and its Swift accessors is exercised:

    1 in 4    placeholders: `{name}` (string), `{count}` (int), `{amount}` (double), some used twice;
              declared with their formats in the object form, or left to default to string
    1 in 20   a literal `%` (doubled in a text with placeholders, kept in one without)
    1 in 5    a `$description` (1 in 10 of those over two lines)
    1 in 8    a `comment` for translators (the object form)
    1 in 10   a `key:` of its own (`checkout.s12.emptyState`), so not every key starts with `copy.`
              and the accessors keep the `Copy` namespace; 1 in 20 of those is not ASCII
    1 in 10   alternates (`short`, and 1 in 3 also `long`), keys of their own (`<key>.short`)
    1 in 25   deprecated (with a reason or without)
    1 in 40   a text that is not ASCII, or has quotes and a backslash to escape

Element names include Swift keywords (`default`, `continue`), a name starting with a digit
(`2fa-code`) and hyphenated ones (`empty-state`); one area is `type` (a forbidden type name,
`Type_`). Every key is distinct and every accessor name too, so the output succeeds.

The same N always gives the same bytes (the splitmix64 generator of tokenset.py).
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tokenset  # noqa: E402

AREAS = ["auth", "onboarding", "settings", "profile", "checkout", "search", "feed", "inbox", "errors", "type"]
ELEMENTS = ["title", "subtitle", "body", "button", "default", "continue", "hint", "empty-state", "2fa-code", "a11y-label"]
NOUNS = ["account", "order", "message", "photo", "payment", "profile", "device", "library", "draft", "reminder",
         "playlist", "invoice", "review", "ticket", "folder", "contact"]
VERBS = ["Save", "Delete", "Share", "Open", "Update", "Download", "Send", "Archive", "Restore", "Confirm"]
ADJECTIVES = ["new", "recent", "shared", "pending", "saved", "unread", "archived", "favorite"]
UNICODE = ["Café crème — prêt", "Ünïcödé “quotes” …", "日本語のテキスト", "Emoji 🎉 done", "Straße · Größe"]
LEAF = 10  # tokens per leaf group


def camel(name):
    """`empty-state` → `emptyState`: a key part whose accessor is not the part itself."""
    head, *rest = name.split("-")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def sentence(rng):
    return f"{rng.pick(VERBS)} {rng.pick(ADJECTIVES)} {rng.pick(NOUNS)}"


def text_and_placeholders(rng):
    """A text, and the placeholders to declare (None: none declared; they default to string)."""
    if rng.below(40) == 0:
        if rng.below(2) == 0:
            return rng.pick(UNICODE), None
        return f"Say \"{rng.pick(NOUNS)}\" then press \\ to {rng.pick(VERBS).lower()}", None
    text = sentence(rng)
    placeholders = None
    if rng.below(4) == 0:
        form = rng.below(4)
        if form == 0:
            text = f"Hello {{name}}, {text.lower()}"
        elif form == 1:
            text = f"{{count}} {rng.pick(NOUNS)}s: {text.lower()} ({{count}} in all)"
            placeholders = [{"name": "count", "format": "int"}]
        elif form == 2:
            text = f"{{name}} paid {{amount}} for {{count}} {rng.pick(NOUNS)}s"
            placeholders = [{"name": "count", "format": "int"}, {"name": "amount", "format": "double"}]
        else:
            text = f"{text} for {{name}}"
            placeholders = [{"name": "name", "format": "string"}]
        if rng.below(5) == 0:
            text += f" ({rng.below(90) + 10}% off)"
    elif rng.below(20) == 0:
        text += f" at {rng.below(90) + 10}%"
    return text, placeholders


def build(n):
    rng = tokenset.Random(n * 2654435761 + 29)
    group = {"$type": "dev.tokenc.copy"}
    for i in range(n):
        k, j = divmod(i, LEAF)
        a, r = divmod(k, len(AREAS))
        element = ELEMENTS[j]
        path = [f"s{a}", AREAS[r], element]
        text, placeholders = text_and_placeholders(rng)
        value = {"text": text}
        if placeholders is not None:
            value["placeholders"] = placeholders
        if rng.below(8) == 0:
            value["comment"] = f"Shown on the {AREAS[r]} screen, {rng.pick(ADJECTIVES)} state."
        if rng.below(10) == 0:
            part = camel(element) if rng.below(20) else f"crème{j}"
            value["key"] = f"{AREAS[r]}.s{a}.{part}"
        if rng.below(10) == 0:
            alternates = {"short": text.split(",")[0][:24]}
            if rng.below(3) == 0:
                alternates["long"] = text + " — " + sentence(rng).lower()
            value["alternates"] = alternates
        token = {"$value": value if len(value) > 1 else text}
        if rng.below(5) == 0:
            description = f"{element} of the {AREAS[r]} screen, section {a}."
            if rng.below(10) == 0:
                description += "\nSecond line: " + sentence(rng).lower() + "."
            token["$description"] = description
        if rng.below(25) == 0:
            token["$deprecated"] = True if rng.below(2) else f"Use copy.s{a}.{AREAS[r]}.title"
        tokenset.insert(group, path, token)
    return {"copy": group}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=lambda s: int(float(s.replace("k", "e3").replace("M", "e6"))),
                        help="number of copy tokens (1000, 10k, 100k)")
    parser.add_argument("--out", default=".", help="output directory (the project goes to OUT/copy-N/)")
    args = parser.parse_args()

    root = os.path.join(args.out, f"copy-{args.n}")
    os.makedirs(os.path.join(root, "tokens"), exist_ok=True)
    with open(os.path.join(root, "tokenc.yaml"), "w") as f:
        f.write("# The copy benchmark project, generated by Benchmarks/generator/copyset.py\n"
                "tokens: [tokens]\nspecs: []\noutput: generated\noutputs:\n"
                "  - { format: xcstrings, path: xcstrings }\n")
    lines = [f"# {args.n} synthetic copy tokens, generated by Benchmarks/generator/copyset.py; do not edit\n"]
    tokenset.write_yaml(build(args.n), lines)
    path = os.path.join(root, "tokens", "copy.tokens.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(lines))
    print(f"{path}\t{os.path.getsize(path)} bytes")


if __name__ == "__main__":
    sys.exit(main())
