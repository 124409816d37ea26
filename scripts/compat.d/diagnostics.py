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
                                   summarise(message, source_line(path, line), column)))
    return errors


def source_line(path, number):
    try:
        with open(path, encoding="utf-8") as handle:
            for index, line in enumerate(handle, 1):
                if index == number:
                    return line.rstrip("\n")
    except OSError:
        pass
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


def summarise(message, line, column):
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
        callee = enclosing_call(line, column)
        return f"`{callee}(…)` signature" if callee else "call signature"
    return shorten(message)


def enclosing_call(line, column):
    """The name before the innermost '(' open at column: `.padding`, `Color`, `RoundedRectangle`."""
    depth = 0
    text = line[:max(column - 1, 0)]
    for index in range(len(text) - 1, -1, -1):
        if text[index] == ")":
            depth += 1
        elif text[index] == "(":
            if depth == 0:
                name = re.search(r"(\.?[A-Za-z_][A-Za-z0-9_.]*)\s*$", text[:index])
                return name[1] if name else ""
            depth -= 1
    name = re.search(r"(\.?[A-Za-z_][A-Za-z0-9_.]*)\s*\(", line[max(column - 1, 0):])
    return name[1] if name else ""


def shorten(message):
    message = re.sub(r"'[^']{40,}'", "'…'", message)
    return message if len(message) <= 90 else message[:87] + "…"
