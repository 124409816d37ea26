/// Locale-free number text for messages and reports: the same bytes on every machine.

/// `value` with exactly `places` decimals, rounded half away from zero, `.` as separator.
package func formatDecimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return String(value) }
    let whole = Int(scaled)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    let unit = Int(scale)
    var fraction = String(whole % unit)
    while fraction.count < places { fraction = "0" + fraction }
    return sign + String(whole / unit) + "." + fraction
}

/// A fraction as a percentage with two decimals, e.g. `0.31 %`; a tiny non-zero fraction
/// shows as `< 0.01 %` so a real difference never reads as zero.
func formatRatio(_ ratio: Double) -> String {
    if ratio > 0 && ratio < 0.00005 { return "< 0.01 %" }
    return formatDecimal(ratio * 100, places: 2) + " %"
}
