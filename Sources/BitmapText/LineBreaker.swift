/// Breaks one paragraph (text between newlines) into lines no wider than a limit, greedily:
///
/// - a line may end after a run of spaces (the spaces hang: they are neither counted nor drawn
///   at a wrap) or after a hyphen or dash between two non-spaces (`well-|known`);
/// - a word is broken between grapheme clusters only when it alone is wider than the line, and a
///   line always takes at least one cluster, so nothing is ever lost;
/// - the paragraph's last line keeps its trailing spaces, counted up to the limit.
///
/// Widths are in 1/64 point: the sum of the advances plus tracking between clusters
/// (`Σ advance + tracking × (n − 1)`). Styled text gives each cluster its own tracking (the
/// tracking after the last cluster of a line is not counted).
struct LineBreaker {
    let clusters: [TextCluster]
    /// The tracking after each cluster, in 1/64 point.
    let trackings: [Int]
    /// `nil`: no limit, the paragraph is one line.
    let maxWidth64: Int?
    /// prefix[i] = Σ over the first i clusters of (advance + tracking).
    private let prefix: [Int]

    struct Line {
        /// The clusters drawn on this line.
        var range: Range<Int>
        var width64: Int
    }

    init(clusters: [TextCluster], tracking64: Int, maxWidth64: Int?) {
        self.init(clusters: clusters, trackings: [Int](repeating: tracking64, count: clusters.count), maxWidth64: maxWidth64)
    }

    /// A breaker whose clusters each carry their own tracking (`trackings[i]` after cluster i).
    init(clusters: [TextCluster], trackings: [Int], maxWidth64: Int?) {
        precondition(trackings.count == clusters.count, "LineBreaker: one tracking per cluster")
        self.clusters = clusters
        self.trackings = trackings
        self.maxWidth64 = maxWidth64
        var prefix = [Int](repeating: 0, count: clusters.count + 1)
        for (index, cluster) in clusters.enumerated() {
            prefix[index + 1] = prefix[index] + cluster.advance64 + trackings[index]
        }
        self.prefix = prefix
    }

    /// The width of some clusters set side by side.
    func width(_ range: Range<Int>) -> Int {
        range.isEmpty ? 0 : prefix[range.upperBound] - prefix[range.lowerBound] - trackings[range.upperBound - 1]
    }

    func lines() -> [Line] {
        let count = clusters.count
        guard count > 0 else { return [Line(range: 0..<0, width64: 0)] }
        guard let maxWidth64 else { return [Line(range: 0..<count, width64: width(0..<count))] }
        var lines: [Line] = []
        var start = 0
        while start < count {
            var next = count
            var opportunity: Int?
            var sawContent = false
            var index = start
            while index < count {
                if clusters[index].kind != .space {
                    if index > start, width(start..<(index + 1)) > maxWidth64 {
                        next = opportunity ?? index
                        break
                    }
                    sawContent = true
                }
                // Leading spaces are no place to wrap: that would leave an empty line.
                if sawContent, isBreakOpportunity(after: index) { opportunity = index + 1 }
                index += 1
            }
            if next < count {
                var end = next
                while end > start, clusters[end - 1].kind == .space { end -= 1 }
                lines.append(Line(range: start..<end, width64: width(start..<end)))
            } else {
                var contentEnd = count
                while contentEnd > start, clusters[contentEnd - 1].kind == .space { contentEnd -= 1 }
                let full = width(start..<count)
                let clamped = max(width(start..<contentEnd), min(full, maxWidth64))
                lines.append(Line(range: start..<count, width64: clamped))
            }
            start = next
        }
        return lines
    }

    private func isBreakOpportunity(after index: Int) -> Bool {
        guard index + 1 < clusters.count else { return false }
        switch clusters[index].kind {
        case .space:
            return clusters[index + 1].kind != .space
        case .hyphen:
            return index > 0 && clusters[index - 1].kind != .space && clusters[index + 1].kind != .space
        case .other:
            return false
        }
    }
}
