import Snapshots
import Foundation
import Raster
import SwiftUI
import Tokens

/// Runs `AccessibilityAudit` over catalog subjects on several threads: each is laid out and
/// rendered once, audited against that render, and, when `crops` names a folder, each finding's
/// cropped image is written there (`<n>.png`, numbered in subject order). Findings come back in
/// subject order whatever the thread count.
///
/// ```swift
/// let run = try CatalogAudit.run(subjects, tokens: .shipped, jobs: 2, crops: reportFolder.appendingPathComponent("findings"))
/// run.findings.count
/// ```
public enum CatalogAudit {
    public struct Run: Sendable {
        public var subjects: Int
        public var findings: [AuditedFinding]
        /// Subjects whose layout met problems (missing tokens, unknown symbols): `identifier: problems`.
        public var problems: [String]
    }

    public static func run(_ subjects: [AuditSubject], tokens: TokenSet, jobs: Int, crops: URL? = nil) throws -> Run {
        if let crops { try FileManager.default.createDirectory(at: crops, withIntermediateDirectories: true) }
        struct Audited: Sendable {
            var findings: [AccessibilityFinding]
            var crops: [Bitmap]
            var problem: String?
        }
        let audit: @Sendable (Int) -> Audited = { index in
            let result = subjects[index].layout(tokens)
            let image = result.rasterize(background: subjects[index].background)
            let findings = AccessibilityAudit.run(on: result, image: image)
            let problem = result.problems.isEmpty ? nil : "\(subjects[index].identifier): " + result.problems.map { "\($0)" }.joined(separator: "; ")
            let pictures = crops == nil ? [] : findings.map { FindingCrop.crop(image, frame: $0.frame, factor: result.scale.factor) }
            return Audited(findings: findings, crops: pictures, problem: problem)
        }
        var findings: [AuditedFinding] = []
        var problems: [String] = []
        var failure: Error?
        OrderedParallelWork.run(count: subjects.count, jobs: jobs, work: audit) { index, audited in
            if let problem = audited.problem { problems.append(problem) }
            var images: [String?] = []
            for crop in audited.crops {
                guard let crops, failure == nil else { break }
                let name = "\(findings.count + images.count + 1).png"
                do {
                    try AtomicFile.write(PNGCodec.encode(crop, compression: .fast), to: crops.appendingPathComponent(name))
                    images.append(crops.lastPathComponent + "/" + name)
                } catch {
                    failure = error
                }
            }
            let subject = subjects[index]
            findings += AuditedFinding.numbered(audited.findings, identifier: subject.identifier, entry: subject.entry,
                                                appearance: subject.appearance, images: images)
        }
        if let failure { throw failure }
        return Run(subjects: subjects.count, findings: findings, problems: problems)
    }
}
