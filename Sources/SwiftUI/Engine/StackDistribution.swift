import BitmapText
import Raster
import Tokens

/// SwiftUI's stack algorithm along one axis (DESIGN.md §6):
/// 1. available = proposal − total spacing;
/// 2. children are grouped by `layoutPriority`, highest first; inside a group the least
///    flexible (max − min along the axis) go first;
/// 3. each group may use what is left after reserving the minimum sizes of lower priorities;
/// 4. each child is offered an equal share of what remains for it and its unprocessed group
///    mates, and what it takes is subtracted.
/// With no proposal along the axis every child is asked for its ideal size.
struct StackDistribution {
    let axis: Axis
    let spacings: [Double]

    /// The proposal each child gets and the size it chose, in declaration order.
    struct Result {
        var proposals: [ProposedSize]
        var sizes: [Size]
        var size: Size
    }

    func distribute(_ children: [LayoutNode], proposal: ProposedSize) -> Result {
        let cross = proposal[axis.cross]
        let totalSpacing = spacings.reduce(0, +)
        var proposals = [ProposedSize](repeating: ProposedSize(main: nil, cross: cross, axis: axis), count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)

        if let main = proposal[axis] {
            let available = max(0, main - totalSpacing)
            let order = processingOrder(children, cross: cross)
            let groups = Dictionary(grouping: order.indices) { order[$0].priority }
            let priorities = groups.keys.sorted(by: >)
            var remaining = available
            for (groupIndex, priority) in priorities.enumerated() {
                let lowerMinimum = priorities[(groupIndex + 1)...].flatMap { groups[$0]! }.reduce(0.0) { $0 + order[$1].minimum }
                var groupRemaining = remaining - lowerMinimum
                let members = groups[priority]!.map { order[$0] }
                for (offset, member) in members.enumerated() {
                    let offer = max(0, groupRemaining) / Double(members.count - offset)
                    let childProposal = ProposedSize(main: offer, cross: cross, axis: axis)
                    let size = children[member.index].sizeThatFits(childProposal)
                    proposals[member.index] = childProposal
                    sizes[member.index] = size
                    groupRemaining -= size[axis]
                    remaining -= size[axis]
                }
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = child.sizeThatFits(proposals[index])
            }
        }

        let mainTotal = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let crossTotal = sizes.map { $0[axis.cross] }.max() ?? 0
        return Result(proposals: proposals, sizes: sizes, size: Size(main: mainTotal, cross: crossTotal, axis: axis))
    }

    private struct Entry {
        var index: Int
        var priority: Double
        var minimum: Double
        var flexibility: Double
    }

    /// Children sorted by priority (descending), then flexibility (ascending), then declaration
    /// order, with their minimum sizes along the axis.
    private func processingOrder(_ children: [LayoutNode], cross: Double?) -> [Entry] {
        children.enumerated().map { index, child in
            let minimum = child.sizeThatFits(ProposedSize(main: 0, cross: cross, axis: axis))[axis]
            let maximum = child.sizeThatFits(ProposedSize(main: .infinity, cross: cross, axis: axis))[axis]
            return Entry(index: index, priority: child.layoutPriority, minimum: minimum, flexibility: maximum - minimum)
        }
        .sorted { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            return a.index < b.index
        }
    }
}
