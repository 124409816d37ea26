import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Lays a view out with the fixed-advance test measurer (5 pt a character and 13 pt lines for
/// `probeText`) and finds views by accessibility identifier.
struct LayoutProbe {
    let result: LayoutResult

    init<V: View>(_ view: @autoclosure () -> V, size: RenderSize, scale: DisplayScale = .x1, colorScheme: ColorScheme = .light,
                  tokens: any DesignTokenSource = NoTokens(), environment: (inout EnvironmentValues) -> Void = { _ in }) {
        result = layout(view(), size: size, scale: scale, colorScheme: colorScheme, tokens: tokens,
                        textMeasurer: FixedAdvanceTextMeasurer(), environment: environment)
    }

    /// Lays `view` out offered exactly `width` × `height` (its frame then starts at the origin
    /// when it takes all of it).
    init<V: View>(_ view: @autoclosure () -> V, width: Double, height: Double = 100) {
        self.init(view(), size: .fixed(Size(width: width, height: height)))
    }

    /// The frame of the view marked `identifier`.
    func frame(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let view = result.root.view(withIdentifier: identifier) else {
            XCTFail("no view with identifier \(identifier)", file: file, line: line)
            return .zero
        }
        return view.frame
    }

    /// The frame of the root view (the canvas's only child).
    var rootFrame: Rect { result.root.children[0].frame }

    /// The laid-out view marked `identifier`.
    func view(_ identifier: String) -> LaidOutView? { result.root.view(withIdentifier: identifier) }
}

/// Text at 10 pt with no Dynamic Type scaling: 5 pt a character, 13 pt a line with the probe.
func probeText(_ content: String) -> some View {
    Text(content).font(.system(size: 10))
}

/// A fixed-size box.
func box(_ width: Double, _ height: Double) -> some View {
    Color.red.frame(width: CGFloat(width), height: CGFloat(height))
}
