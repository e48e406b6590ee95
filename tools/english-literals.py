#!/usr/bin/env python3
"""Player-facing English left in the code (issue 34): string literals in src/rules, src/game
and src/ui that read like English words, where the words a player reads should come from
the Fluent bundles (`Msg` keys, `tr`).

Run from the repository's root:

    python3 tools/english-literals.py              # each literal, by file; the last line counts them
    python3 tools/english-literals.py --count      # only the counts, per folder
    python3 tools/english-literals.py --rev main   # the same for a commit (read through git)

What is not counted (the allow-list):
- message keys and ids: a literal without a space made of lower-case letters, digits, `-`,
  `_`, `.` or `/` (`refuse-no-time`, `caprice`, `ui.ftl`, `assets/...`);
- literals with no word of two letters or more (`"{}"`, `"+{n}"`, `" · "`);
- log and debug text: literals inside `warn!`, `info!`, `debug!`, `error!`, `trace!`,
  `panic!`, `unreachable!`, `assert…!`, `.expect(`, `#[doc`, and test modules
  (`#[cfg(test)]`, which run to the end of the file here);
- a line marked `// english: <why>` (on it or on the line before), for text that stays
  English by decision (the command line's summary, a rule ID list).
Comments and doc comments are not literals.
"""

import os
import re
import subprocess
import sys

FOLDERS = ["src/rules", "src/game", "src/ui"]
ALLOW_CALLS = re.compile(
    r"\b(warn|info|debug|error|trace|panic|unreachable|assert|assert_eq|assert_ne|"
    r"debug_assert|debug_assert_eq|todo|unimplemented)!\s*\(|\.expect\(|#\[doc"
)
KEYLIKE = re.compile(r"^[a-z0-9_./\-]*$")
WORD = re.compile(r"[A-Za-z]{2,}")


def files(rev):
    """(path, text) of every .rs file in the folders, at `rev` or in the working tree."""
    if rev:
        names = subprocess.run(
            ["git", "ls-tree", "-r", "--name-only", rev, "--"] + FOLDERS,
            capture_output=True, text=True, check=True,
        ).stdout.split()
        for n in sorted(n for n in names if n.endswith(".rs")):
            text = subprocess.run(
                ["git", "show", f"{rev}:{n}"], capture_output=True, text=True, check=True
            ).stdout
            yield n, text
        return
    for folder in FOLDERS:
        for root, _, fs in os.walk(folder):
            for f in sorted(fs):
                if f.endswith(".rs"):
                    p = os.path.join(root, f)
                    yield p, open(p, encoding="utf-8").read()


def literals(text):
    """(line, literal, code before it on the line, the statement so far) of each string
    literal outside comments; raw strings included."""
    i, n, line = 0, len(text), 1
    stmt_start = 0
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
        elif c in ";{}":
            stmt_start = i + 1
            i += 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]):
            i += len(re.match(r"'(\\.|[^\\'])'", text[i:i + 4]).group(0))
        elif c == '"' or (c == "r" and re.match(r'r#*"', text[i:i + 8]) and not text[i - 1:i].isalnum()):
            if c == "r":
                hashes = re.match(r'r(#*)"', text[i:]).group(1)
                start = i + 2 + len(hashes)
                end = text.find('"' + hashes, start)
                end = n if end < 0 else end
                body, stop = text[start:end], end + 1 + len(hashes)
            else:
                j = i + 1
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                body, stop = text[i + 1:j], j + 1
            start_line = line
            line += text.count("\n", i, stop)
            yield start_line, body, text[stmt_start:i]
            i = stop
        else:
            i += 1


def english(body):
    """Whether a literal reads like English a player would read."""
    plain = re.sub(r"\{[^{}]*\}", " ", body)
    if KEYLIKE.match(plain.strip()):
        return False
    words = WORD.findall(plain)
    if not words:
        return False
    if " " not in plain.strip() and not re.match(r"^[A-Z][a-z]", plain.strip()):
        return False
    return True


def scan(rev=None):
    """Every English literal: (path, line, literal)."""
    out = []
    for path, text in files(rev):
        cut = text.find("#[cfg(test)]")
        if cut >= 0:
            text = text[:cut]
        lines = text.split("\n")
        for line, body, before in literals(text):
            if ALLOW_CALLS.search(before):
                continue
            marks = lines[line - 1] + (lines[line - 2] if line >= 2 else "")
            if "// english:" in marks:
                continue
            if english(body):
                out.append((path, line, body))
    return out


def main():
    rev = None
    if "--rev" in sys.argv:
        rev = sys.argv[sys.argv.index("--rev") + 1]
    found = scan(rev)
    if "--count" not in sys.argv:
        for path, line, body in found:
            print(f"{path}:{line}: {body[:100]!r}")
    for folder in FOLDERS:
        k = sum(1 for p, _, _ in found if p.startswith(folder))
        print(f"{folder}: {k}")
    print(f"{len(found)} player-facing English literals in {', '.join(FOLDERS)}")


if __name__ == "__main__":
    main()
