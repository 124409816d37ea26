"""The corpus on disk: its fixture folders, where each came from, and the previews each declares.

A fixture is a folder `<NN-short-name>/` of `.swift` files (and optionally a `Resources/` folder)
that compile together as one target. Where it came from is read from the corpus's SOURCES.md table
(first column the fixture folder, second the repository or "seed"). Previews are found by scanning
the source text, since the point is to measure files that may not compile: `struct X:
PreviewProvider` (rendered as `X.previews`) and `#Preview { … }` blocks (found by file and line).
The renderer reaches both at run time through the module's type records, as Xcode does, so
`private` providers and previews of `private` types render too.
"""
import os
import re
from dataclasses import dataclass, field


@dataclass
class Preview:
    name: str           # the PNG's file name, without extension
    provider: str = ""  # a PreviewProvider type: rendered as `provider.previews`
    file: str = ""      # a #Preview's file and line: the renderer finds its expansion by them
    line: int = 0


@dataclass
class Fixture:
    name: str                 # the folder name, e.g. "05-arcs-indicator"
    folder: str
    swift_files: list
    has_resources: bool
    source: str = "?"         # repository (owner/name) or "seed"
    previews: list = field(default_factory=list)

    @property
    def module(self):
        """A Swift module name for the fixture: F05_arcs_indicator."""
        return "F" + re.sub(r"[^A-Za-z0-9]", "_", self.name)

    @property
    def renderer(self):
        return "R" + self.module[1:]


def discover(corpus):
    """Every fixture folder of the corpus, sorted by name, with its source and previews."""
    if not os.path.isdir(corpus):
        raise ValueError(f"no corpus folder at {corpus}")
    sources = read_sources(os.path.join(corpus, "SOURCES.md"))
    fixtures = []
    for name in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, name)
        if not os.path.isdir(folder) or name == "LICENSES" or name.startswith("."):
            continue
        swift = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))
        if not swift:
            continue
        fixture = Fixture(name, folder, swift, os.path.isdir(os.path.join(folder, "Resources")),
                          sources.get(name, "?"))
        for file in swift:
            with open(os.path.join(folder, file), encoding="utf-8") as handle:
                fixture.previews.extend(scan_previews(handle.read(), file))
        name_previews(fixture.previews)
        fixtures.append(fixture)
    if not fixtures:
        raise ValueError(f"{corpus} holds no fixture folders (NN-name/ with .swift files); "
                         "see its SOURCES.md for where the corpus comes from")
    return fixtures


def read_sources(path):
    """fixture folder → repository, from the SOURCES.md table; empty when there is no such file."""
    sources = {}
    if not os.path.exists(path):
        return sources
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
            if len(cells) >= 2 and re.match(r"^\d+-", cells[0]):
                sources.setdefault(cells[0], cells[1])
    return sources


PROVIDER = re.compile(r"^\s*(?:public\s+|internal\s+|fileprivate\s+|private\s+)?(?:struct|class|enum)\s+(\w+)"
                      r"\s*:[^{]*\bPreviewProvider\b", re.M)
PREVIEW_MACRO = re.compile(r"#Preview\b")


def scan_previews(text, file=""):
    """The previews one file declares, in source order."""
    found = []
    for match in PROVIDER.finditer(text):
        found.append((match.start(), Preview(match.group(1), provider=match.group(1))))
    code = blank_comments_and_strings(text)
    for match in PREVIEW_MACRO.finditer(code):
        title, body = macro_title_and_body(text, code, match.end())
        if body is not None:
            line = text.count("\n", 0, match.start()) + 1
            found.append((match.start(), Preview(title, file=file, line=line)))
    return [preview for _, preview in sorted(found, key=lambda item: item[0])]


def macro_title_and_body(text, code, position):
    """The `"title"` argument (or "") and the trailing closure's body of a #Preview at position."""
    title = ""
    rest = code[position:]
    stripped = rest.lstrip()
    offset = position + len(rest) - len(stripped)
    if stripped.startswith("("):
        close = matching(code, offset, "(", ")")
        if close is None:
            return "", None
        argument = re.match(r'\s*"((?:[^"\\]|\\.)*)"', text[offset + 1:close])
        title = argument.group(1) if argument else ""
        offset = close + 1
        while offset < len(code) and code[offset].isspace():
            offset += 1
    if offset >= len(code) or code[offset] != "{":
        return title, None
    close = matching(code, offset, "{", "}")
    if close is None:
        return title, None
    return title, text[offset + 1:close]


def matching(code, start, opening, closing):
    """The index of the bracket closing the one at start, in text whose strings are blanked."""
    depth = 0
    for index in range(start, len(code)):
        if code[index] == opening:
            depth += 1
        elif code[index] == closing:
            depth -= 1
            if depth == 0:
                return index
    return None


def blank_comments_and_strings(text):
    """text with comments and string literals replaced by spaces (same length, same offsets), so
    brackets inside them do not count. Multi-line and interpolated strings are treated simply:
    an interpolation's brackets are blanked with the string around it."""
    out = list(text)
    index, length = 0, len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
        elif text.startswith('"""', index):
            end = text.find('"""', index + 3)
            end = length if end < 0 else end + 3
        elif text[index] == '"':
            end = index + 1
            while end < length and text[end] not in '"\n':
                end += 2 if text[end] == "\\" else 1
            end = min(end + 1, length)
        else:
            index += 1
            continue
        for position in range(index, end):
            if out[position] != "\n":
                out[position] = " "
        index = end
    return "".join(out)


def name_previews(previews):
    """Unique PNG names: the provider's name, or Preview-N[-title] for #Preview blocks."""
    used = set()
    number = 0
    for preview in previews:
        if not preview.provider:
            number += 1
            slug = re.sub(r"[^A-Za-z0-9]+", "-", preview.name).strip("-")
            preview.name = f"Preview-{number}" + (f"-{slug}" if slug else "")
        base, suffix = preview.name, 2
        while preview.name in used:
            preview.name = f"{base}-{suffix}"
            suffix += 1
        used.add(preview.name)
