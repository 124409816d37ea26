import DemoUI
import Foundation
import Pixelproof

/// The demo's cards. DEMO_VARIANT=changed moves and recolours things, so a second run fails the
/// way a real regression would.
enum Cards {
    static var changed: Bool { ProcessInfo.processInfo.environment["DEMO_VARIANT"] == "changed" }

    static var card: StatusCard { StatusCard(detailWidth: changed ? 64 : 96, badge: changed ? .red : .blue) }
    static var unchanged: StatusCard { StatusCard() }
}
