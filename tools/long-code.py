#!/usr/bin/env python3
"""Files over 800 lines and functions over 200 lines in src/ (issue 33's limits).

Run from the repository's root:

    python3 tools/long-code.py            # each one, longest first; the last line counts them

A function's lines run from its `fn` line to its closing brace (comments and strings are
blanked first, so braces in them do not count).
"""

import glob
import importlib.util
import os
import re

FILE_LIMIT = 800
FN_LIMIT = 200

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("circles", os.path.join(here, "import-circles.py"))
circles = importlib.util.module_from_spec(spec)
spec.loader.exec_module(circles)


def functions(path):
    """(lines, name) of every function in the file."""
    lines = circles.strip(open(path, encoding="utf-8").read()).split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?fn\s+(\w+)", line)
        if not m:
            continue
        depth, started = 0, False
        for j in range(i, len(lines)):
            for ch in lines[j]:
                if ch == "{":
                    depth, started = depth + 1, True
                elif ch == "}":
                    depth -= 1
            if started and depth == 0:
                break
            if not started and lines[j].rstrip().endswith(";"):
                break
        yield j - i + 1, m.group(5)


def main():
    over = []
    for path in sorted(glob.glob("src/**/*.rs", recursive=True)):
        n = sum(1 for _ in open(path, encoding="utf-8"))
        if n > FILE_LIMIT:
            over.append((n, f"file {path}: {n} lines"))
        for length, name in functions(path):
            if length > FN_LIMIT:
                over.append((length, f"fn {path} {name}: {length} lines"))
    for _, line in sorted(over, reverse=True):
        print(line)
    print(f"over the limits: {len(over)}")


if __name__ == "__main__":
    main()
