import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

// Controls and styles used the way real component code uses them (shapes taken from the corpus
// in Tests/Fixtures/SwiftUICorpus: SwiftUI Kit's ControlsGroup, button and toggle styles).

private enum Flavor: String, CaseIterable, Identifiable, CustomStringConvertible {
    case chocolate, vanilla, strawberry
    var id: String { rawValue }
    var description: String { rawValue.capitalized }
}

private struct ControlsGroup: View {
    @State private var vibrateOnRing = true
    @State private var selectedFlavor = Flavor.chocolate
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var volume = 50.0
    @State private var rating = 5.0
    @State private var age = 0

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
            Toggle("Vibrate on Silent", isOn: $vibrateOnRing).toggleStyle(SwitchToggleStyle())
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { Text($0.description).tag($0) }
            }
            .pickerStyle(SegmentedPickerStyle())
            DatePicker(selection: $birthday, in: ...Date(timeIntervalSince1970: 1), displayedComponents: .date) { Text("Birthday") }
            Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
            Slider(value: $rating, in: 1...10, step: 1, minimumValueLabel: Text("0"), maximumValueLabel: Text("10"), label: { Text("Rating") })
            Stepper("Age: \(age)", value: $age, in: 0...100)
        }
    }
}

/// A primitive style that wraps `Button(configuration)`, as apps write them.
private struct ProminentWrapperStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(.borderedProminent).controlSize(.large)
    }
}

/// Calls `trigger()` while drawing, to prove it reaches the button's action.
private struct TriggerWhileDrawn: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.trigger()
        return configuration.label
    }
}

private final class Counter {
    var value = 0
}

/// A plain `ButtonStyle` reading the role and pressed state.
private struct RoleAwareStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A custom toggle style through the configuration's binding, as checkbox styles are written.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark" : "xmark")
            configuration.label
        }
        .accessibilityIdentifier(configuration.$isOn.wrappedValue ? "on" : "off")
    }
}

/// A custom progress style reading `fractionCompleted`.
private struct BarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(Color.green).frame(width: CGFloat(configuration.fractionCompleted ?? 0) * 100, height: 8)
            .accessibilityIdentifier("bar")
    }
}

final class RealCodeUsageTests: XCTestCase {
    func testCorpusControlsGroupRenders() throws {
        try assertControlSheet("corpus-controls-group") { ControlsGroup() }
    }

    func testPrimitiveStyleWrapsButtonConfigurationAndTriggerRunsTheAction() throws {
        let counter = Counter()
        _ = LayoutProbe(Button("Go") { counter.value += 1 }.buttonStyle(TriggerWhileDrawn()), width: 390, height: 100)
        XCTAssertEqual(counter.value, 1, "trigger() runs the button's action")
        let probe = LayoutProbe(Button("Buy") {}.buttonStyle(ProminentWrapperStyle()).accessibilityIdentifier("b"), width: 390, height: 100)
        // Large bordered-prominent: 50 points high (iOS 17, see BorderedButtonLayoutTests).
        XCTAssertEqual(probe.frame("b").height, 50)
    }

    func testButtonStyleSeesRoleAndPressedState() throws {
        let probe = LayoutProbe(Button("Delete", role: .destructive) {}.buttonStyle(RoleAwareStyle()).pressed(), width: 390, height: 100)
        let text = try XCTUnwrap(probe.result.root.allViews.first { $0.kind == "Text" })
        XCTAssertEqual(text.details.first { $0.name == "color" }?.value.contains("#FF3B30"), true, "\(text.details)")
        XCTAssertTrue(probe.result.root.allViews.contains { $0.details.contains { $0.name == "opacity" && $0.value == "0.5" } })
    }

    func testCustomToggleAndProgressStylesGetTheirConfiguration() {
        let toggle = LayoutProbe(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()), width: 390, height: 100)
        XCTAssertNotNil(toggle.view("on"))
        let progress = LayoutProbe(ProgressView(value: 30, total: 40).progressViewStyle(BarStyle()), width: 390, height: 100)
        XCTAssertEqual(progress.frame("bar").width, 75)
    }

    // Bordered buttons keep their insets as text grows with Dynamic Type; the switch keeps its
    // fixed 51 × 31 points (UISwitch does not scale).
    func testControlsAtAnAccessibilitySize() throws {
        try assertControlSheet("dynamic-type-ax1", dynamicTypeSize: .accessibility1) {
            Button("Bordered") {}.buttonStyle(.bordered)
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Guests: 2", value: .constant(2), in: 1...8)
            Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented)
            ProgressView("Uploading", value: 0.5)
        }
        let result = layout(VStack {
            Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("b")
            Toggle("Wi-Fi", isOn: .constant(true))
        }, size: .fixed(Size(width: 390, height: 400)), dynamicTypeSize: .accessibility1)
        XCTAssertEqual(result.root.view(withIdentifier: "switch")?.frame.size, Size(width: 51, height: 31))
        XCTAssertGreaterThan(result.root.view(withIdentifier: "b")?.frame.height ?? 0, 34)
    }
}
