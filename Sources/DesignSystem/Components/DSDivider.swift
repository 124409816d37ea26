import SwiftUI

/// A hairline in the subtle border colour for separating rows and sections: the layout layer's
/// `Divider` (1 point, across its stack) with its colour from `color.border.subtle`.
///
/// ```swift
/// VStack(spacing: 0) { ListRow(title: "Wi-Fi"); DSDivider(); ListRow(title: "Bluetooth") }
/// ```
public struct DSDivider: View {
    public init() {}

    public var body: some View {
        Divider().overlay(Color.borderSubtle)
    }
}
