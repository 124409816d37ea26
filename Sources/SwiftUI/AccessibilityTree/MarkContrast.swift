import Raster
import Tokens

extension DrawnViews.Mark {
    /// The contrast finding for this drawn text or icon of `color` (from `colorToken`, if any) on
    /// the measured `background`, or nil when it reaches `required`: the ratio rounded down to
    /// hundredths, the foreground and background tokens (`DrawnViews.backgroundToken`), and a
    /// message naming `subject`, where it is, both colours and the ratio, then `note`.
    func contrastFinding(color: RGBA8, colorToken: String?, on background: RGBA8, required: Double,
                         rule: AccessibilityFinding.Rule, subject: String, note: String = "",
                         drawn: DrawnViews, canvas: RGBA8) -> AccessibilityFinding? {
        let ratio = WCAGContrast.ratio(color, on: background)
        guard ratio < required else { return nil }
        let rounded = (ratio * 100).rounded(.down) / 100
        let backgroundToken = drawn.backgroundToken(under: view.frame, before: order, measured: background, canvas: canvas)
        return AccessibilityFinding(
            rule: rule, subject: subject, frame: view.frame, measured: rounded,
            tokens: NonTextContrastCheck.tokens(colorToken, background: backgroundToken, color, background),
            message: "\(subject) at (\(formatPoints(view.frame.minX)), \(formatPoints(view.frame.minY))) is \(color.hexString) on "
                + "\(background.hexString), contrast \(formatPoints(rounded)):1, under \(formatPoints(required)):1\(note)")
    }
}
