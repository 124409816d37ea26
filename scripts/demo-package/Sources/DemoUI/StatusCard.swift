import SwiftUI

/// A card as a component team writes one: plain SwiftUI, nothing Pixelproof-specific.
public struct StatusCard: View {
    public var title: String
    public var detailWidth: CGFloat
    public var badge: Color

    public init(title: String = "Weekly report", detailWidth: CGFloat = 96, badge: Color = .blue) {
        self.title = title
        self.detailWidth = detailWidth
        self.badge = badge
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 5).fill(Color(red: 0.11, green: 0.11, blue: 0.12)).frame(width: 80, height: 10)
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.6)).frame(width: detailWidth, height: 8)
            }
            Spacer(minLength: 0)
            Circle().fill(badge).frame(width: 24, height: 24)
        }
        .padding(14)
        .frame(width: 160, height: 80, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(Color.white))
        .padding(8)
        .background(Color(red: 0.96, green: 0.96, blue: 0.97))
    }
}
