"""Compiler errors, read from `swift build` output and each summarised to the API it asks for.

The summary is what the tally counts: "`GeometryReader`" for "cannot find 'GeometryReader' in
scope", "`.scaleEffect`" for a missing modifier on any view, "`Color.gray`" for a missing static
member, "`CGFloat` → `Length`" for a conversion. Errors that name no API keep a shortened message.
"""
import os
import re
from dataclasses import dataclass

ERROR = re.compile(r"^(?P<file>/[^:\n]+\.swift):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.+)$", re.M)


@dataclass
class CompileError:
    file: str      # the fixture's file name
    line: int
    column: int
    message: str
    summary: str   # the API it is missing, as it appears in the tally


def parse(output, sources_folder, originals):
    """Errors in files under sources_folder, first occurrence of each, in output order.
    originals maps a generated file's path to the fixture file's name."""
    seen, errors = set(), []
    folder = os.path.abspath(sources_folder) + os.sep
    for match in ERROR.finditer(output):
        path = os.path.abspath(match.group("file"))
        if not path.startswith(folder):
            continue
        key = (path, match.group("line"), match.group("column"), match.group("message"))
        if key in seen:
            continue
        seen.add(key)
        line, column = int(match.group("line")), int(match.group("column"))
        message = match.group("message").strip()
        errors.append(CompileError(originals.get(path, os.path.basename(path)), line, column, message,
                                   summarise(message, source_text(path), line, column)))
    return without_cascades(errors)


CONTEXTUAL = ("cannot infer contextual base", "reference to member")


def without_cascades(errors):
    """Drops "cannot infer contextual base in reference to member 'x'" where the same line has
    another error: `.previewLayout(.sizeThatFits)` misses `previewLayout`, not `.sizeThatFits`."""
    lines_with_other = {(e.file, e.line) for e in errors if not e.message.startswith(CONTEXTUAL)}
    return [e for e in errors if not (e.message.startswith(CONTEXTUAL) and (e.file, e.line) in lines_with_other)]


def source_text(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError:
        return ""


# Types whose missing members are reported with the type (`Color.gray`); members missing on any
# other value are modifiers or view methods, reported as `.name`.
VALUE_TYPES = {"Color", "Font", "Angle", "Gradient", "UnitPoint", "Alignment", "Edge", "EdgeInsets", "Animation",
               "CGFloat", "CGSize", "CGPoint", "CGRect", "Double", "String", "Date", "Binding", "ShapeStyle",
               "Material", "Text.Case", "Font.Weight", "Font.Design", "ColorScheme", "EnvironmentValues",
               "Image", "Path", "StrokeStyle", "RoundedCornerStyle", "ContentMode", "Axis", "Visibility"}


def plain_type(name):
    """'Layout.Text' → 'Text'; 'Binding<Bool>' → 'Binding'; generic view wrappers → ''."""
    name = name.strip()
    if name.startswith(("some ", "any ", "(")) or "ModifiedContent" in name or "_Conditional" in name:
        return ""
    name = re.sub(r"<.*>", "", name)
    name = re.sub(r"^(Layout|SwiftUI|Foundation|Raster|Tokens|BitmapText)\.", "", name)
    return name.rstrip("?!")


SIMPLE = [
    (re.compile(r"no such module '([^']+)'"), lambda m: f"module `{m[1]}`"),
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: f"`{m[1]}`"),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: f"`{m[1]}`"),
    (re.compile(r"no macro named '([^']+)'"), lambda m: f"`#{m[1]}`"),
    (re.compile(r"unknown attribute '([^']+)'"), lambda m: f"`@{m[1]}`"),
    (re.compile(r"cannot infer contextual base in reference to member '([^']+)'"), lambda m: f"`.{m[1]}`"),
    (re.compile(r"reference to member '([^']+)' cannot be resolved"), lambda m: f"`.{m[1]}`"),
    (re.compile(r"type '([^']+)' has no member '([^']+)'"),
     lambda m: f"`{plain_type(m[1]) or m[1]}.{m[2]}`"),
    (re.compile(r"enum case '([^']+)' cannot be used as an instance member"), lambda m: f"`.{m[1]}`"),
    (re.compile(r"(?:type|struct) '([^']+)' does not conform to protocol '([^']+)'"), lambda m: f"`{m[2]}` conformance"),
    (re.compile(r"does not conform to expected type '([^']+)'"), lambda m: f"`{m[1]}` conformance"),
    (re.compile(r"'([^']+)' is unavailable"), lambda m: f"`{m[1]}` unavailable"),
    (re.compile(r"'([^']+)' is inaccessible due to '([^']+)' protection level"), lambda m: f"`{m[1]}` not public"),
    (re.compile(r"ambiguous use of '([^']+)'"), lambda m: f"`{m[1]}` ambiguous"),
    (re.compile(r"'([^']+)' is ambiguous for type lookup"), lambda m: f"`{m[1]}` ambiguous"),
]
CALL_MESSAGES = re.compile(r"^(extra argument|extra arguments|missing argument|incorrect argument label|"
                           r"no exact matches in call to|argument passed to call that takes no arguments|"
                           r"cannot call value of non-function type|extraneous argument label|"
                           r"no exact matches in reference to|missing arguments)")


def summarise(message, text, line_number, column):
    """The API an error asks for; text is the whole file, line_number and column 1-based."""
    lines = text.split("\n")
    line = lines[line_number - 1] if 0 < line_number <= len(lines) else ""
    attribute = re.search(r"@(Entry|Observable|Previewable|Bindable|ScaledMetric|AppStorage|FocusState|Namespace)\b", line)
    if attribute and message.startswith(("extensions must not contain stored properties", "unknown attribute",
                                          "property wrappers are not yet supported", "cannot find type")):
        return f"`@{attribute[1]}`"
    member = re.match(r"value of type '(.+)' has no member '([^']+)'", message)
    if member:
        owner = plain_type(member[1])
        return f"`{owner}.{member[2]}`" if owner in VALUE_TYPES else f"`.{member[2]}`"
    for pattern, render in SIMPLE:
        found = pattern.search(message)
        if found:
            return render(found)
    conversion = re.search(r"cannot convert value of type '([^']+)' to expected argument type '([^']+)'", message)
    if conversion:
        return f"`{plain_type(conversion[1]) or conversion[1]}` → `{plain_type(conversion[2]) or conversion[2]}`"
    if CALL_MESSAGES.match(message):
        offset = sum(len(l) + 1 for l in lines[:line_number - 1]) + column - 1
        call = call_at(text, offset)
        return f"`{call}`" if call else "call signature"
    if message.startswith("the compiler is unable to type-check this expression"):
        return "expression too complex to type-check (a mismatch in it)"
    member_type = re.match(r"'([^']+)' is not a member type of (?:generic )?(?:struct|class|enum|protocol) '([^']+)'", message)
    if member_type:
        return f"`{member_type[1]}` member type"
    extended = re.search(r"extension\s+([A-Za-z_][A-Za-z0-9_.]*)\s+where", line)
    if extended and "where" in message:
        return f"`{extended[1]}` generic or protocol"
    return shorten(message)


def call_at(text, offset):
    """The call an error at offset is about, spelled with its labels: `Color(_:bundle:)`,
    `.padding(_:)`. The error points at the callee (`LinearGradient(`), at its '(' or at an
    argument inside it. Empty when offset is in no call."""
    name = r"(\.?[A-Za-z_][A-Za-z0-9_.]*)"
    callee = re.match(name + r"\s*\(", text[offset:])
    if callee:
        return spelled(callee[1], text, offset + callee.end() - 1)
    depth = 0
    for index in range(min(offset, len(text)), -1, -1):
        character = text[index] if index < len(text) else ""
        if character in (")", "]", "}") and index != offset:
            depth += 1
        elif character in ("(", "[", "{"):
            if depth == 0:
                before = re.search(name + r"\s*$", text[:index])
                return spelled(before[1], text, index) if character == "(" and before else ""
            depth -= 1
    return ""


def spelled(callee, text, opening):
    return f"{callee}({labels(text, opening)})"


def labels(text, opening):
    """`label:` per argument of the call whose '(' is at opening (`_:` when unlabeled)."""
    result, depth, start = [], 0, opening + 1
    for index in range(opening, len(text)):
        character = text[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
            if depth == 0:
                argument = text[start:index]
                if argument.strip():
                    result.append(argument)
                break
        elif character == "," and depth == 1:
            result.append(text[start:index])
            start = index + 1
    spelled = []
    for argument in result:
        label = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", argument)
        spelled.append((label[1] if label else "_") + ":")
    return "".join(spelled)


def shorten(message):
    message = re.sub(r"'[^']{40,}'", "'…'", message)
    return message if len(message) <= 90 else message[:87] + "…"
