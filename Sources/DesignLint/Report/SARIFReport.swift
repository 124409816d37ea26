import Foundation

/// The findings as SARIF 2.1.0, the format GitHub code scanning reads for annotations: one
/// run, the five rules as `reportingDescriptor`s, one result per finding with its file, line
/// and column, and a partial fingerprint made of file, rule and text so an annotation follows
/// its code when lines move.
///
/// ```sh
/// pixelproof lint --format sarif --output lint.sarif
/// ```
public enum SARIFReport {
    public static func render(_ report: LintReport, findings: [LintFinding]? = nil, uriBase: String? = nil) throws -> String {
        let rules: [[String: Any]] = LintRule.allCases.map { rule in
            [
                "id": "PP\(rule.number)",
                "name": rule.name,
                "shortDescription": ["text": rule.summary],
                "defaultConfiguration": ["level": "warning"],
            ]
        }
        let results: [[String: Any]] = (findings ?? report.findings).map { finding in
            [
                "ruleId": "PP\(finding.rule.number)",
                "ruleIndex": finding.rule.number - 1,
                "level": "warning",
                "message": ["text": "\(finding.text): use \(finding.fix)"],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": uriBase.map { ["uri": finding.file, "uriBaseId": $0] } ?? ["uri": finding.file],
                        "region": ["startLine": finding.line, "startColumn": finding.column],
                    ],
                ]],
                "partialFingerprints": ["pixelproofLint/v1": LintBaseline.fingerprint(file: finding.file, rule: finding.rule, text: finding.text)],
            ]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "pixelproof lint",
                    "rules": rules,
                ]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
