import BitmapText
import Raster
import Tokens

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): a fixed length, a flexible one
/// (10…∞ by default), or an adaptive one that holds as many tracks of at least `minimum` as
/// fit. `spacing` is the gap after this item (8 points by default); `alignment` places cells
/// inside it (the grid's alignment when nil).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) { … }
/// ```
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var gap: Double { spacing.map { Double($0) } ?? StackNode.defaultSpacing }
}

/// The tracks (columns of a `LazyVGrid`) that grid items resolve to for one length:
///
/// 1. the gaps between items and the fixed items' lengths are taken from the length;
/// 2. flexible and adaptive items, in order, are each offered an equal share of what is left
///    (clamped to their minimum and maximum) and what they take is subtracted;
/// 3. an adaptive item given `A` points holds `n = max(1, ⌊(A + s) / (minimum + s)⌋)` tracks
///    `(A − (n − 1)·s) / n` long (at most `maximum`), `s` being its spacing.
///
/// With no length (an ideal-size proposal) a flexible item is as long as its widest cell
/// (within its bounds) and an adaptive item holds one track of its minimum.
struct GridTracks {
    struct Track {
        var length: Double
        var gapAfter: Double
        var alignment: Alignment?
    }

    static func resolve(_ items: [GridItem], length: Double?, idealLength: (Int) -> Double) -> [Track] {
        guard !items.isEmpty else { return [] }
        var allotted = [Double](repeating: 0, count: items.count)
        let gaps = items.dropLast().reduce(0) { $0 + $1.gap }
        if let length, length.isFinite {
            var remaining = length - gaps
            var open: [Int] = []
            for (index, item) in items.enumerated() {
                if case .fixed(let fixed) = item.size {
                    allotted[index] = Double(fixed)
                    remaining -= Double(fixed)
                } else {
                    open.append(index)
                }
            }
            for (position, index) in open.enumerated() {
                let share = max(0, remaining) / Double(open.count - position)
                let (minimum, maximum) = bounds(items[index].size)
                allotted[index] = min(max(share, minimum), maximum)
                remaining -= allotted[index]
            }
        } else {
            for (index, item) in items.enumerated() {
                switch item.size {
                case .fixed(let fixed): allotted[index] = Double(fixed)
                case .flexible(let minimum, let maximum): allotted[index] = min(max(idealLength(index), Double(minimum)), Double(maximum))
                case .adaptive(let minimum, _): allotted[index] = Double(minimum)
                }
            }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            if case .adaptive(let minimum, let maximum) = item.size {
                let s = item.gap
                let count = max(1, Int(((allotted[index] + s) / (Double(minimum) + s)) + 1e-9))
                let each = min((allotted[index] - Double(count - 1) * s) / Double(count), Double(maximum))
                for track in 0..<count {
                    let last = track == count - 1
                    tracks.append(Track(length: max(0, each), gapAfter: last ? (isLast ? 0 : item.gap) : s, alignment: item.alignment))
                }
            } else {
                tracks.append(Track(length: allotted[index], gapAfter: isLast ? 0 : item.gap, alignment: item.alignment))
            }
        }
        return tracks
    }

    private static func bounds(_ size: GridItem.Size) -> (Double, Double) {
        switch size {
        case .fixed(let fixed): return (Double(fixed), Double(fixed))
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): return (Double(minimum), Double(maximum))
        }
    }
}
