import Snapshots
import Foundation
import Raster
import SwiftUI

/// An `AccessibilityFinding` of one catalog entry in one appearance, with a stable id and the
/// cropped image the HTML report shows. The id (`Button/primary/default.light.default
/// touch-target isButton "Continue"`) holds no coordinates, so it survives layout changes
/// and a baseline can list it; a second finding with the same id in one entry gets ` #2`.
public struct AuditedFinding: Sendable, Hashable, Codable {
    public var id: String
    public var entry: String
    public var appearance: String
    public var rule: String
    public var subject: String
    public var message: String
    public var measured: Double?
    /// Token paths, foreground first for contrast (a colour when that side read no token).
    public var tokens: [String]
    /// The element's frame in points: x, y, width, height.
    public var frame: [Double]
    /// The crop's path relative to the report folder, when crops were written.
    public var image: String?

    public init(identifier: String, entry: String, appearance: String, finding: AccessibilityFinding, occurrence: Int, image: String?) {
        let base = "\(identifier) \(finding.rule.rawValue) \(finding.subject)"
        id = occurrence > 1 ? "\(base) #\(occurrence)" : base
        self.entry = entry
        self.appearance = appearance
        rule = finding.rule.rawValue
        subject = finding.subject
        message = finding.description
        measured = finding.measured
        tokens = finding.tokens
        frame = [finding.frame.minX, finding.frame.minY, finding.frame.width, finding.frame.height]
        self.image = image
    }

    /// The findings of one snapshot with their ids, repeats numbered; `images[i]` is finding
    /// i's crop when given. Entry and appearance come from the identifier when not given:
    /// `Button/primary/default.dark.ax1` is entry `Button/primary/default`, appearance `dark.ax1`.
    public static func numbered(_ findings: [AccessibilityFinding], identifier: String, entry: String? = nil, appearance: String? = nil,
                                images: [String?] = []) -> [AuditedFinding] {
        let folders = identifier.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let last = identifier.split(separator: "/").last.map(String.init) ?? identifier
        let stem = last.split(separator: ".", maxSplits: 1).first.map(String.init) ?? last
        let entry = entry ?? (folders.isEmpty ? stem : folders + "/" + stem)
        let appearance = appearance ?? (last.contains(".") ? String(last.split(separator: ".", maxSplits: 1)[1]) : "")
        var seen: [String: Int] = [:]
        return findings.enumerated().map { index, finding in
            let key = "\(finding.rule.rawValue) \(finding.subject)"
            seen[key, default: 0] += 1
            return AuditedFinding(identifier: identifier, entry: entry, appearance: appearance, finding: finding,
                                  occurrence: seen[key]!, image: index < images.count ? images[index] : nil)
        }
    }
}
