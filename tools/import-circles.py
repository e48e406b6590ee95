#!/usr/bin/env python3
"""Import circles between the library's files.

File A *uses* file B when a `use` declaration of A (`use crate::…`, `use super::…`,
`use self::…`, a child module's `use pipeline::…`; not a `pub use` re-export) names B's module
or an item in it: the path goes to the file of the longest module it names (`crate::game::Table`
→ src/game/mod.rs, `super::pipeline::Ctx` → src/game/pipeline.rs). A circle is a strongly
connected component of that graph with more than one file. This is the measure of issue 33.

With --deep, A uses B when A names an item that B *defines*, by any path: re-exports
(`pub use x::Item`, `pub use x::*`) are followed to the defining file, inline paths
(`super::effects::run_effects(…)`, `crate::rules::check(…)`, `pipeline::route`) count, and so
do the names a glob import (`use super::*`) brings in. It finds the circles the `use` lines
hide (a parent `mod.rs` whose items its children use while it calls theirs).

Run from the repository's root:

    python3 tools/import-circles.py            # the circles, one a line, and their count
    python3 tools/import-circles.py --why      # also each edge inside a circle and its names
    python3 tools/import-circles.py --edges src/sim.rs   # what one file uses
    python3 tools/import-circles.py --deep     # every path, re-exports followed (stricter)

Exits 0; the last line is `circles: N`.
"""

import os
import re
import sys
from collections import defaultdict

SRC = "src"
ROOT = os.path.join(SRC, "lib.rs")

ITEM_RE = re.compile(
    r"^(?:pub(?:\([^)]*\))?\s+)?(?:const\s+fn|async\s+fn|unsafe\s+fn|fn|struct|enum|trait|type|const|static|union)\s+([A-Za-z_]\w*)",
    re.M,
)
MACRO_RE = re.compile(r"^macro_rules!\s*([A-Za-z_]\w*)", re.M)
MOD_RE = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*;", re.M)
USE_RE = re.compile(r"^\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.M)
INLINE_RE = re.compile(r"(?<![\w:])([A-Za-z_]\w*)((?:::[A-Za-z_]\w*)+)")
IDENT_RE = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\b(?!\s*:[^:])")


def strip(text):
    """The text without comments, string and char literals (kept as empty quotes)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'|'\\x[0-9a-fA-F]{2}'", text[i:i + 12]):
            m = re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'|'\\x[0-9a-fA-F]{2}'", text[i:i + 12])
            out.append("' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def expand(tree):
    """`a::{b, c::{d, e as f}, *}` → [(["a","b"], "b"), (["a","c","d"], "d"), (["a","c","e"], "f"), (["a","*"], "*")]."""
    tree = re.sub(r"\s+", " ", tree).strip()

    def split_top(s):
        parts, depth, cur = [], 0, ""
        for ch in s:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        if cur.strip():
            parts.append(cur)
        return [p.strip() for p in parts if p.strip()]

    def go(prefix, s):
        s = s.strip()
        if s.startswith("{"):
            inner = s[1:s.rindex("}")]
            res = []
            for part in split_top(inner):
                res += go(prefix, part)
            return res
        i = s.find("::{")
        if i >= 0 and (s.find(" as ") < 0 or s.find(" as ") > i):
            head = [x for x in s[:i].split("::") if x]
            return go(prefix + head, s[i + 2:])
        alias = None
        if " as " in s:
            s, alias = [x.strip() for x in s.split(" as ", 1)]
        segs = prefix + [x for x in s.split("::") if x]
        if segs and segs[-1] == "self":
            segs = segs[:-1]
        name = alias or (segs[-1] if segs else "")
        return [(segs, name)]

    return go([], tree)


class Crate:
    def __init__(self):
        self.files = {}  # module path (tuple) -> file
        self.mods = {}  # file -> module path
        self.text = {}
        self.items = defaultdict(set)
        self.walk(ROOT, ())
        self.uses = {f: self.parse_uses(f) for f in self.mods}

    def walk(self, path, modpath):
        self.files[modpath] = path
        self.mods[path] = modpath
        text = strip(open(path, encoding="utf-8").read())
        self.text[path] = text
        self.items[path] = set(ITEM_RE.findall(text)) | set(MACRO_RE.findall(text))
        base = os.path.dirname(path)
        if not (path.endswith("mod.rs") or path == ROOT):
            base = path[:-3]
        for m in MOD_RE.findall(text):
            for cand in (os.path.join(base, m + ".rs"), os.path.join(base, m, "mod.rs")):
                if os.path.exists(cand):
                    self.walk(cand, modpath + (m,))
                    break

    def absolute(self, f, segs):
        """A path as written in file f, made absolute (a tuple of names), or None if external."""
        mp = self.mods[f]
        if not segs:
            return None
        head = segs[0]
        if head == "crate":
            return tuple(segs[1:])
        if head in ("super", "self"):
            cur = list(mp)
            while segs and segs[0] in ("super", "self"):
                if segs[0] == "super":
                    cur = cur[:-1]
                segs = segs[1:]
            return tuple(cur) + tuple(segs)
        if mp + (head,) in self.files:  # a child module's path
            return mp + tuple(segs)
        return None

    def parse_uses(self, f):
        """[(absolute path, local name, is_pub)] for every `use` of this crate's items in f."""
        res = []
        for pub, tree in USE_RE.findall(self.text[f]):
            for segs, name in expand(tree):
                a = self.absolute(f, segs)
                if a is not None:
                    res.append((a, name, bool(pub)))
        return res

    def resolve(self, path, seen=None):
        """The files defining the item an absolute path names (a module alone: none)."""
        seen = seen or set()
        if path in seen:
            return set()
        seen.add(path)
        i = 0
        while i < len(path) and path[: i + 1] in self.files:
            i += 1
        mod, rest = path[:i], path[i:]
        f = self.files[mod]
        if not rest or rest[0] == "*":
            return set()
        name = rest[0]
        if name in self.items[f]:
            return {f}
        out = set()
        for a, local, _ in self.uses[f]:
            if local == name and a and a[-1] != "*":
                out |= self.resolve(a, seen)
        if out:
            return out
        for a, local, _ in self.uses[f]:
            if a and a[-1] == "*":
                out |= self.resolve(a[:-1] + (name,), seen)
        return out

    def module_names(self, mod, seen=None):
        """Every name a glob import of module `mod` brings in: {name: set of defining files}."""
        seen = seen or set()
        if mod in seen or mod not in self.files:
            return {}
        seen.add(mod)
        f = self.files[mod]
        names = {n: {f} for n in self.items[f]}
        for a, local, _ in self.uses[f]:
            if a and a[-1] == "*":
                for n, fs in self.module_names(a[:-1], seen).items():
                    names.setdefault(n, set()).update(fs)
            elif local not in names:
                fs = self.resolve(a)
                if fs:
                    names[local] = fs
        return names

    def imports(self, f):
        """{file used: set of paths} for file f, from its `use` declarations alone (not its
        re-exports): each path goes to the file of the longest module it names."""
        out = defaultdict(set)
        for a, local, is_pub in self.uses[f]:
            if is_pub:
                continue
            i = 0
            while i < len(a) and a[: i + 1] in self.files:
                i += 1
            out[self.files[a[:i]]].add("::".join(a))
        for head, tail in INLINE_RE.findall(self.text[f]):
            if head not in ("crate", "super", "self"):
                continue
            a = self.absolute(f, [head] + [s for s in tail.split("::") if s])
            i = 0
            while i < len(a) and a[: i + 1] in self.files:
                i += 1
            out[self.files[a[:i]]].add("::".join(a))
        out.pop(f, None)
        return out

    def edges(self, f):
        """{file used: set of names} for file f, deep: re-exports followed to the defining
        file, inline paths and the names a glob import brings in counted too."""
        out = defaultdict(set)
        text = self.text[f]
        local_mods = {}
        for a, local, _ in self.uses[f]:
            if a and a[-1] == "*":
                continue
            fs = self.resolve(a)
            for g in fs:
                out[g].add(local)
            if not fs and a in self.files:
                local_mods[local] = a
        # inline paths: crate::x::y, super::x, child::x, alias_of_a_module::x
        for head, tail in INLINE_RE.findall(text):
            segs = [head] + [s for s in tail.split("::") if s]
            if head in local_mods:
                a = local_mods[head] + tuple(segs[1:])
            else:
                a = self.absolute(f, segs)
            if a is None:
                continue
            for g in self.resolve(a):
                out[g].add("::".join(segs))
        # glob imports: the names f uses that the glob brings in
        idents = set(IDENT_RE.findall(USE_RE.sub("", text))) - self.items[f]
        for a, _, _ in self.uses[f]:
            if a and a[-1] == "*":
                names = self.module_names(a[:-1])
                for n in idents:
                    for g in names.get(n, ()):
                        out[g].add(n)
        out.pop(f, None)
        return out


def sccs(graph):
    index, low, stack, on, res, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            res.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return res


def main():
    args = sys.argv[1:]
    crate = Crate()
    deep = "--deep" in args
    graph = {f: (crate.edges(f) if deep else crate.imports(f)) for f in crate.mods}
    if "--edges" in args:
        f = args[args.index("--edges") + 1]
        for g, names in sorted(graph[f].items()):
            print(f"{f} -> {g}: {', '.join(sorted(names))}")
        return
    circles = sorted((c for c in sccs(graph) if len(c) > 1), key=lambda c: (-len(c), c))
    for c in circles:
        print(f"circle of {len(c)}: {' '.join(c)}")
        if "--why" in args:
            for a in c:
                for b in c:
                    if b in graph[a]:
                        print(f"    {a} -> {b}: {', '.join(sorted(graph[a][b]))}")
    print(f"circles: {len(circles)}")


if __name__ == "__main__":
    main()
