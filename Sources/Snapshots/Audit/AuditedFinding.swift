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

    public init(subject: AuditSubject, finding: AccessibilityFinding, occurrence: Int, image: String?) {
        let base = "\(subject.identifier) \(finding.rule.rawValue) \(finding.subject)"
        id = occurrence > 1 ? "\(base) #\(occurrence)" : base
        entry = subject.entry
        appearance = subject.appearance
        rule = finding.rule.rawValue
        self.subject = finding.subject
        message = finding.description
        measured = finding.measured
        tokens = finding.tokens
        frame = [finding.frame.minX, finding.frame.minY, finding.frame.width, finding.frame.height]
        self.image = image
    }
}
