/// A line diff of two texts: the longest common subsequence of lines (for texts up to 2000 lines
/// each; longer ones compare by position), shown as `-`/`+` lines with two lines of context.
struct LineDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    let lines: [Line]

    init(reference: String, actual: String) {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = old.count <= 2000 && new.count <= 2000 ? LineDiff.commonSubsequence(old, new) : LineDiff.byPosition(old, new)
    }

    var removedCount: Int { lines.filter { if case .removed = $0 { true } else { false } }.count }
    var addedCount: Int { lines.filter { if case .added = $0 { true } else { false } }.count }

    /// e.g. `2 lines removed, 3 added: -title: Hello / +title: Hi`.
    var summary: String {
        var text = "\(removedCount) line\(removedCount == 1 ? "" : "s") removed, \(addedCount) added"
        switch lines.first(where: { $0 != .same($0.text) }) {
        case .removed(let line)?: text += ", first: -" + String(line.prefix(80))
        case .added(let line)?: text += ", first: +" + String(line.prefix(80))
        default: break
        }
        return text
    }

    /// The changed lines with two lines of context, `@@` between distant hunks.
    var unified: String {
        var keep = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where line != .same(line.text) {
            for near in max(0, index - 2)...min(lines.count - 1, index + 2) { keep[near] = true }
        }
        var output: [String] = ["--- reference", "+++ actual"]
        var skipped = true
        for (index, line) in lines.enumerated() {
            guard keep[index] else { skipped = true; continue }
            if skipped { output.append("@@ line \(index + 1) @@") }
            skipped = false
            switch line {
            case .same(let text): output.append(" " + text)
            case .removed(let text): output.append("-" + text)
            case .added(let text): output.append("+" + text)
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func commonSubsequence(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count, m = new.count
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = old[i] == new[j]
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(old[i])); i += 1; j += 1
            } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                result.append(.removed(old[i])); i += 1
            } else {
                result.append(.added(new[j])); j += 1
            }
        }
        return result
    }

    private static func byPosition(_ old: [String], _ new: [String]) -> [Line] {
        var result: [Line] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            if a == b { result.append(.same(a!)); continue }
            if let a { result.append(.removed(a)) }
            if let b { result.append(.added(b)) }
        }
        return result
    }
}

extension LineDiff.Line {
    var text: String {
        switch self {
        case .same(let text), .removed(let text), .added(let text): return text
        }
    }
}
