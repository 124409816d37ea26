/// Builds the last visible line when text is cut by a line limit. Clusters after the first
/// carry their own tracking (styled text); `tracking64` is the plain text's, the same for all.
struct Truncator {
    let tracking64: Int
    let ellipsis: TextCluster

    /// The clusters to draw: as many of `clusters` as fit in `maxWidth64` with the ellipsis where
    /// `mode` puts it. Returns `clusters` untouched when they fit and `forced` is false; with no
    /// width limit the ellipsis is simply added. Spaces next to the ellipsis are dropped. When not
    /// even one cluster fits beside the ellipsis, the line is the ellipsis alone.
    func truncate(_ clusters: [TextCluster], mode: TruncationMode, maxWidth64: Int?, forced: Bool) -> [TextCluster] {
        let limit = maxWidth64 ?? Int.max
        if !forced && width(clusters[...]) <= limit { return clusters }
        guard maxWidth64 != nil else {
            return mode == .head ? [ellipsis] + trimmedLeading(clusters[...]) : trimmedTrailing(clusters[...]) + [ellipsis]
        }
        var kept = clusters.count - (forced ? 0 : 1)
        while kept > 0 {
            let candidate = assemble(clusters, keeping: kept, mode: mode)
            if width(candidate[...]) <= limit { return candidate }
            kept -= 1
        }
        return [ellipsis]
    }

    private func assemble(_ clusters: [TextCluster], keeping kept: Int, mode: TruncationMode) -> [TextCluster] {
        switch mode {
        case .tail:
            return trimmedTrailing(clusters[..<kept]) + [ellipsis]
        case .head:
            return [ellipsis] + trimmedLeading(clusters[(clusters.count - kept)...])
        case .middle:
            let front = (kept + 1) / 2, back = kept - front
            return trimmedTrailing(clusters[..<front]) + [ellipsis] + trimmedLeading(clusters[(clusters.count - back)...])
        }
    }

    private func width(_ clusters: ArraySlice<TextCluster>) -> Int {
        guard !clusters.isEmpty else { return 0 }
        return clusters.reduce(0) { $0 + $1.advance64 + $1.tracking64 } - clusters[clusters.endIndex - 1].tracking64
    }

    private func trimmedTrailing(_ clusters: ArraySlice<TextCluster>) -> [TextCluster] {
        var slice = clusters
        while let last = slice.last, last.kind == .space { slice.removeLast() }
        return Array(slice)
    }

    private func trimmedLeading(_ clusters: ArraySlice<TextCluster>) -> [TextCluster] {
        var slice = clusters
        while let first = slice.first, first.kind == .space { slice.removeFirst() }
        return Array(slice)
    }
}
