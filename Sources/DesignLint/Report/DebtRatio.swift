/// The design-debt ratio: raw style values over all style values (raw ones plus those taken
/// from tokens), the first number to know before quoting a redesign.
///
/// ```swift
/// DebtRatio(raw: 3, total: 12).description   // "25.0 % (3 raw of 12 style values)"
/// ```
public struct DebtRatio: Codable, Equatable, Sendable, CustomStringConvertible {
    public var raw: Int
    public var total: Int

    public init(raw: Int, total: Int) {
        self.raw = raw
        self.total = total
    }

    /// 0 when there are no style values at all.
    public var value: Double { total == 0 ? 0 : Double(raw) / Double(total) }

    public var percent: String {
        let tenths = (value * 1000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) %"
    }

    public var description: String { "\(percent) (\(raw) raw of \(total) style value\(total == 1 ? "" : "s"))" }

    static func + (left: DebtRatio, right: DebtRatio) -> DebtRatio {
        DebtRatio(raw: left.raw + right.raw, total: left.total + right.total)
    }
}
