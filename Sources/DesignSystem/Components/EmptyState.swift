import SwiftUI

/// A centred notice for a place with nothing to show: a large icon, a title, an optional
/// message and an optional action button.
///
/// ```swift
/// EmptyState(systemImage: "tray", title: "No Scans Yet", message: "Scanned documents appear here.",
///            actionTitle: "Scan a Document") { startScan() }
/// ```
public struct EmptyState: View {
    public var systemImage: String
    public var title: String
    public var message: String?
    public var actionTitle: String?
    private let action: () -> Void

    public init(systemImage: String, title: String, message: String? = nil, actionTitle: String? = nil,
                action: @escaping () -> Void = {}) {
        self.systemImage = systemImage
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    public var body: some View {
        VStack(spacing: Space.sm) {
            Image(systemName: systemImage)
                .appText(.largeTitle)
                .foregroundStyle(Color.textSecondary)
                .padding(.bottom, Space.xs)
            Text(title)
                .appText(.headline)
                .foregroundStyle(Color.textPrimary)
            if let message {
                Text(message)
                    .appText(.subheadline)
                    .foregroundStyle(Color.textSecondary)
            }
            if let actionTitle {
                Button(actionTitle, action: action)
                    .buttonStyle(.dsSecondary)
                    .padding(.top, Space.md)
            }
        }
        .multilineTextAlignment(.center)
        .padding(.vertical, Space.xxl)
        .frame(maxWidth: .infinity)
    }
}
