import BitmapText
import Raster
import Tokens

/// Sizes the columns (or rows) of a grid the way a stack sizes its children: with no
/// proposal every track takes its widest cell's ideal length; otherwise the space left after
/// spacing is offered in equal shares, least flexible track first (flexibility = the track's
/// length at an infinite offer minus its length at zero), each track taking the largest length
/// its cells choose for the offer.
struct TrackDistribution {
    /// The length a track's cells choose for an offer along the axis (nil: ideal).
    let length: (_ track: Int, _ offer: Double?) -> Double

    func lengths(count: Int, available: Double?) -> [Double] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        var flexibility: [Double] = []
        for track in 0..<count {
            let most: Double = length(track, .infinity)
            let least: Double = length(track, 0)
            flexibility.append(most - least)
        }
        let order: [Int] = (0..<count).sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var remaining = max(0, available)
        var lengths = [Double](repeating: 0, count: count)
        for (position, track) in order.enumerated() {
            let offer = remaining / Double(count - position)
            lengths[track] = length(track, offer)
            remaining = max(0, remaining - lengths[track])
        }
        return lengths
    }
}
