import Snapshots
import SnapshotAssertions
import Testing

/// The Swift Testing side: the `.snapshots(record:)` trait and failures recorded as issues.
@Suite(.snapshots(record: .never))
struct SwiftTestingSupportTests {
    @Test func suiteTraitSetsTheRecordModeOfItsTests() throws {
        #expect(try SnapshotConfiguration.current.recordMode(assertion: nil) == .never)
    }

    @Test(.snapshots(record: .failed)) func testTraitOverridesTheSuiteTrait() throws {
        #expect(try SnapshotConfiguration.current.recordMode(assertion: nil) == .failed)
    }

    @Test func aFailingAssertionRecordsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: "no reference is ever recorded for this", as: .lines, named: "absent")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No reference for \"SwiftTestingSupportTests/aFailingAssertionRecordsAnIssue.absent\"") }
        }
    }

    @Test(arguments: ["a", "b"]) func parameterizedCasesMustNameTheirSnapshots(value: String) {
        withKnownIssue {
            assertSnapshot(of: value, as: .lines)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Name the snapshots of a parameterized test") }
        }
    }
}
