import SwiftUI

/// A short confirmation that floats above the content, in the inverse colours, with an optional
/// action such as Undo at the trailing end.
///
/// ```swift
/// Toast("Archived 3 documents", actionTitle: "Undo") { undo() }
/// ```
public struct Toast: View {
    public var message: String
    public var systemImage: String?
    public var actionTitle: String?
    private let action: () -> Void

    public init(_ message: String, systemImage: String? = nil, actionTitle: String? = nil, action: @escaping () -> Void = {}) {
        self.message = message
        self.systemImage = systemImage
        self.actionTitle = actionTitle
        self.action = action
    }

    public var body: some View {
        HStack(spacing: Space.md) {
            if let systemImage {
                Image(systemName: systemImage)
                    .appText(.subheadline)
            }
            Text(message)
                .appText(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let actionTitle {
                // The action's 44-point target reaches into the toast's vertical padding, so
                // the toast keeps its height.
                Button(actionTitle, action: action)
                    .buttonStyle(ToastActionStyle())
                    .padding(.vertical, -Space.md)
            }
        }
        .foregroundStyle(Color.textInverse)
        .padding(.horizontal, Space.lg)
        .padding(.vertical, Space.md)
        .frame(maxWidth: .infinity, minHeight: Control.minHeight)
        .background {
            RoundedRectangle(cornerRadius: Radius.md)
                .fill(Color.bgInverse)
                .shadow(.raised)
        }
    }
}

/// The toast's action: the message's style in bold, in the toast's own colour, dimmed while
/// pressed, in a tap target at least 44 points square.
private struct ToastActionStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .appText(.subheadline)
            .bold()
            .lineLimit(1)
            .fixedSize()
            .frame(minWidth: Control.minHeight, minHeight: Control.minHeight)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? Opacity.pressed : 1)
    }
}
