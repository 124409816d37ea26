/// Rules 1 and 4 for lengths: padding, stack and grid spacing, edge insets, corner radii,
/// frame sizes, line widths and shadows. `0` is always allowed; a size equal to a size token
/// (an icon size, the control height) is allowed too, as the seed allows the icon-size token.
extension StyleScanner {
    /// `.padding()`, `.padding(16)`, `.padding(.horizontal, 12)`, `.padding([.top, .leading], 8)`,
    /// `.padding(.horizontal)` (the platform default on those edges), `.padding(EdgeInsets(…))`.
    mutating func padding(_ call: CallSyntax) {
        let arguments = call.arguments
        if arguments.isEmpty || (arguments.count == 1 && isEdgeSet(arguments[0])) {
            let fix = "use a spacing token (\(catalog.tokens(equalTo: 16, in: .spacing).first.map { "`\($0.path)`, " } ?? "")the default is 16 pt on iOS and varies by platform)"
            recordRaw(.spacing, rule: .rawStyleValue, anchor: call.nameIndex, start: textStart(call), end: call.close + 1, fix: fix)
            return
        }
        if let length = arguments.last, arguments.count <= 2 {
            lengthSlot(length, .spacing, call: call)
        }
    }

    /// `.horizontal`, `[.top, .leading]`: which edges, not how much.
    private func isEdgeSet(_ argument: CallArgument) -> Bool {
        if source.lexemes[argument.start].is("[") { return true }
        guard isImplicitMember(dotAt: argument.start), let member = source[argument.start + 1] else { return false }
        return StyleVocabulary.edgeNames.contains(member.text) && argument.end == argument.start + 2
    }

    /// One length argument: each raw literal in it is a finding; with none, and a name in it,
    /// it is a token use (sizes are not counted as token uses: layout sizes are not style).
    mutating func lengthSlot(_ argument: CallArgument, _ kind: TokenCatalog.LengthKind, call: CallSyntax) {
        let category: StyleCategory = kind == .spacing ? .spacing : kind == .radius ? .radius : .size
        let literals = lengthLiterals(argument).filter { $0.value != 0 }
        let (start, end) = offendingRange(argument, call: call)
        for literal in literals {
            rawLength(literal.value, kind, category: category, anchor: literal.index, start: start, end: end)
        }
        if literals.isEmpty && kind != .size && hasNamedValue(argument) {
            recordSlot(category, start: argument.start, end: argument.end, anchor: argument.start)
        }
    }

    private mutating func rawLength(_ value: Double, _ kind: TokenCatalog.LengthKind, category: StyleCategory, anchor: Int, start: Int, end: Int) {
        let magnitude = abs(value)
        let matches = catalog.tokens(equalTo: magnitude, in: kind)
        let noun = kind == .spacing ? "spacing" : kind == .radius ? "radius" : "size"
        if kind == .size {
            if !matches.isEmpty { return }
            recordRaw(category, rule: .rawStyleValue, anchor: anchor, start: start, end: end,
                      fix: "use a size token; none is \(format(magnitude)) pt (add one, or size from the layout)")
            return
        }
        if let first = matches.first {
            let sign = value < 0 ? "-" : ""
            recordRaw(category, rule: .rawStyleValue, anchor: anchor, start: start, end: end, fix: "use \(sign)`\(first.path)` (\(format(magnitude)) pt)")
            return
        }
        let neighbours = catalog.neighbours(of: magnitude, in: kind)
        if neighbours.isEmpty {
            recordRaw(category, rule: .rawStyleValue, anchor: anchor, start: start, end: end, fix: "use a \(noun) token (the token set has no \(noun) scale)")
        } else {
            let steps = neighbours.map { "`\($0.path)` (\(format($0.points)) pt)" }.joined(separator: " or ")
            recordRaw(category, rule: .offScaleLength, anchor: anchor, start: start, end: end,
                      fix: "\(format(magnitude)) pt is off the \(noun) scale; use the nearest step, \(steps)")
        }
    }

    /// `.shadow(radius: 5)`, `.shadow(color: c, radius: 8, x: 0, y: 2)`: raw when radius or
    /// offset is a non-zero literal; `.shadow(Theme.card)` and named values are token uses.
    mutating func shadow(_ call: CallSyntax) {
        if let color = call.argument("color") {
            colorSlot(color, countsAsToken: true, anchor: call.nameIndex)
        }
        let geometry = call.arguments.filter { ["radius", "x", "y"].contains($0.label ?? "") }
        let literal = geometry.contains { argument in lengthLiterals(argument).contains { $0.value != 0 } }
        if literal {
            let radius = number(call.argument("radius")), x = number(call.argument("x")), y = number(call.argument("y"))
            let (exact, all) = catalog.shadows(radius: radius, x: x, y: y)
            let fix: String
            if let match = exact.first {
                fix = "use the shadow token `\(match)`"
            } else if !all.isEmpty {
                fix = "use a shadow token (" + all.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + ")"
            } else {
                fix = "use a shadow token (the token set has none)"
            }
            recordRaw(.shadow, rule: .rawStyleValue, anchor: call.nameIndex, start: textStart(call), end: call.close + 1, fix: fix)
        } else if call.arguments.contains(where: { $0.label != "color" && hasNamedValue($0) }) {
            recordSlot(.shadow, start: call.open + 1, end: call.close, anchor: call.nameIndex)
        }
    }
}
