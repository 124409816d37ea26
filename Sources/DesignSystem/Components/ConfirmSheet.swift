import SwiftUI

/// A sheet that asks before acting: title, message, a confirm button and a cancel button.
/// The destructive variant confirms with the destructive button.
///
/// ```swift
/// ConfirmSheet(title: "Delete 3 scans?", message: "This can't be undone.",
///              confirmTitle: "Delete", isDestructive: true, confirm: delete, cancel: dismiss)
/// ```
public struct ConfirmSheet: View {
    public var title: String
    public var message: String
    public var confirmTitle: String
    public var cancelTitle: String
    public var isDestructive: Bool
    private let confirm: () -> Void
    private let cancel: () -> Void

    public init(title: String, message: String, confirmTitle: String, cancelTitle: String = "Cancel",
                isDestructive: Bool = false, confirm: @escaping () -> Void, cancel: @escaping () -> Void) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.isDestructive = isDestructive
        self.confirm = confirm
        self.cancel = cancel
    }

    public var body: some View {
        Sheet {
            VStack(spacing: Space.xs) {
                Text(title)
                    .appText(.headline)
                    .foregroundStyle(Color.textPrimary)
                Text(message)
                    .appText(.subheadline)
                    .foregroundStyle(Color.textSecondary)
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            VStack(spacing: Space.sm) {
                Button(confirmTitle, action: confirm)
                    .buttonStyle(isDestructive ? DSButtonStyle.dsDestructive : DSButtonStyle.dsPrimary)
                Button(cancelTitle, action: cancel)
                    .buttonStyle(.dsGhost)
            }
            .padding(.top, Space.sm)
        }
    }
}
