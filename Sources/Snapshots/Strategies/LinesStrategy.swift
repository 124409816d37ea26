/// Plain text, compared line by line: the strategy for text dumps and any value that prints.
///
/// ```swift
/// assertSnapshot(of: "title: Hello\nbadge: 3", as: .lines)
/// let dump: Snapshotting<Layout, String> = Snapshotting.lines.pullback { $0.textDump }
/// ```
extension Diffing where Format == String {
    /// UTF-8 text in a `.txt` file; the failure shows the changed lines and writes a `.diff.txt`.
    public static var lines: Diffing<String> {
        Diffing(
            pathExtension: "txt",
            encode: { Array($0.utf8) },
            decode: { String(decoding: $0, as: UTF8.self) },
            compare: { reference, actual in
                guard reference != actual else { return .match }
                let diff = LineDiff(reference: reference, actual: actual)
                return SnapshotDifference(summary: diff.summary) {
                    [SnapshotArtifactFile(kind: "diff", pathExtension: "txt", bytes: Array(diff.unified.utf8))]
                }
            }
        )
    }
}

extension Snapshotting where Value == String, Format == String {
    public static var lines: Snapshotting<String, String> { Snapshotting(diffing: .lines) }
}
