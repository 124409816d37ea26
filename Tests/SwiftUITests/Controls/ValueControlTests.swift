import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

final class ValueControlTests: XCTestCase {
    func testTogglesDrawLikeIOS() throws {
        try assertControlSheet("toggles") {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle(isOn: .constant(true)) { Text("Tinted") }.tint(.orange)
            Toggle("Disabled on", isOn: .constant(true)).disabled(true)
            Toggle("Disabled off", isOn: .constant(false)).disabled(true)
            HStack {
                Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                Toggle("Hidden label", isOn: .constant(true)).labelsHidden()
            }
        }
    }

    func testProgressViewsDrawLikeIOS() throws {
        try assertControlSheet("progress") {
            ProgressView(value: 0.4)
            ProgressView(value: 3, total: 4) { Text("Downloading") } currentValueLabel: { Text("75 %") }
            ProgressView("Tinted", value: 0.25).tint(.green)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView().controlSize(.large)
                ProgressView(value: 0.5).progressViewStyle(.circular)
            }
        }
    }

    func testSlidersAndSteppersDrawLikeIOS() throws {
        try assertControlSheet("sliders-steppers") {
            Slider(value: .constant(0.5))
            Slider(value: .constant(25.0), in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
            Slider(value: .constant(0.0))
            Slider(value: .constant(1.0)).tint(.orange)
            Slider(value: .constant(0.3)).disabled(true)
            Stepper("Guests: 2", value: .constant(2), in: 1...8)
            Stepper("Minimum: 0", value: .constant(0), in: 0...10)
            Stepper("Maximum: 10", value: .constant(10), in: 0...10)
            Stepper("Disabled", value: .constant(3), in: 0...10).disabled(true)
        }
    }

    // UISwitch is 51 × 31 points with a 27-point knob (UISwitch.intrinsicContentSize, iOS 7–17;
    // Apple's iOS 17 UI kit); the toggle takes the width offered, label leading, switch trailing.
    func testSwitchIs51By31AtTheTrailingEdge() {
        let probe = LayoutProbe(Toggle("Wi-Fi", isOn: .constant(true)), width: 390, height: 100)
        let track = probe.frame("switch")
        XCTAssertEqual(track.width, 51)
        XCTAssertEqual(track.height, 31)
        XCTAssertEqual(track.maxX, 390)
        let knob = probe.view("switch")!.allViews.first { $0.kind == "Circle" }!
        XCTAssertEqual(knob.frame, Rect(x: track.maxX - 2 - 27, y: track.minY + 2, width: 27, height: 27))
        let off = LayoutProbe(Toggle("Wi-Fi", isOn: .constant(false)), width: 390, height: 100)
        let offKnob = off.view("switch")!.allViews.first { $0.kind == "Circle" }!
        XCTAssertEqual(offKnob.frame.minX, off.frame("switch").minX + 2)
    }

    // UISlider on iOS 13+: a 4-point track and a 28-point thumb whose centre stays 14 points
    // inside each end (Apple's iOS 17 UI kit).
    func testSliderTrackIs4PointsWithA28PointThumb() {
        let probe = LayoutProbe(Slider(value: .constant(0.25)), width: 228, height: 100)
        let slider = probe.view("slider-track")!
        XCTAssertEqual(slider.frame.height, 28)
        XCTAssertEqual(slider.frame.width, 228)
        XCTAssertEqual(slider.children[0].frame.height, 4)
        XCTAssertEqual(slider.children[0].frame.width, 228)
        let thumb = slider.children[2].frame
        XCTAssertEqual(thumb.width, 28)
        XCTAssertEqual(thumb.midX, 14 + 0.25 * 200)
        XCTAssertEqual(slider.children[1].frame.width, 14 + 0.25 * 200, "the tint fills up to the thumb's centre")
    }

    // A stepped slider snaps to the nearest step; a value outside the range is clamped.
    func testSliderSnapsToItsStepAndClamps() {
        let stepped = LayoutProbe(Slider(value: .constant(3.4), in: 0...10, step: 2), width: 228, height: 100)
        XCTAssertEqual(stepped.view("slider-track")!.children[2].frame.midX, 14 + 0.4 * 200)
        let clamped = LayoutProbe(Slider(value: .constant(12.0), in: 0...10), width: 228, height: 100)
        XCTAssertEqual(clamped.view("slider-track")!.children[2].frame.midX, 214)
    }

    // UIStepper on iOS 13+ is 94 × 32 points.
    func testStepperIs94By32() {
        let probe = LayoutProbe(Stepper("Guests", value: .constant(2), in: 0...4), width: 390, height: 100)
        XCTAssertEqual(probe.frame("stepper").size, Size(width: 94, height: 32))
        XCTAssertEqual(probe.frame("stepper").maxX, 390)
    }

    // UIProgressView's bar is 4 points high and fills value / total of the width.
    func testLinearProgressFillsItsFraction() throws {
        let probe = LayoutProbe(ProgressView(value: 3, total: 4).accessibilityIdentifier("bar"), width: 200, height: 100)
        let track = try XCTUnwrap(probe.view("bar")?.allViews.first { $0.kind == "Track" })
        XCTAssertEqual(track.frame.height, 4)
        XCTAssertEqual(track.children[1].frame.width, 150)
    }
}

final class GaugeTests: XCTestCase {
    func testGaugeStylesDraw() throws {
        try assertControlSheet("gauges") {
            Gauge(value: 0.4) { Text("Battery Level") }
            Gauge(value: 67, in: 40...180) { Text("BPM") } currentValueLabel: { Text("67") }
                minimumValueLabel: { Text("40") } maximumValueLabel: { Text("180") }
            Gauge(value: 0.7) { Text("Linear") }.gaugeStyle(.accessoryLinear).tint(.green)
            Gauge(value: 0.7) { Text("Linear capacity") }.gaugeStyle(.accessoryLinearCapacity)
            HStack(spacing: 16) {
                Gauge(value: 67, in: 40...180) { Text("BPM") } currentValueLabel: { Text("67") }
                    minimumValueLabel: { Text("40") } maximumValueLabel: { Text("180") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.75) { Text("75") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.3) { Text("30") }.gaugeStyle(.accessoryCircularCapacity).tint(.orange)
            }
        }
    }

    // The gauge's value is placed as a fraction of its range, clamped to it.
    func testGaugeFillsItsFractionOfTheRange() throws {
        let probe = LayoutProbe(Gauge(value: 70, in: 40...100) { EmptyView() }.accessibilityIdentifier("g"), width: 200, height: 100)
        let track = try XCTUnwrap(probe.view("g")?.allViews.first { $0.kind == "Track" })
        XCTAssertEqual(track.children[1].layoutFrame.width, 100)
        let over = LayoutProbe(Gauge(value: 500, in: 40...100) { EmptyView() }.accessibilityIdentifier("g"), width: 200, height: 100)
        XCTAssertEqual(over.view("g")?.allViews.first { $0.kind == "Track" }?.children[1].layoutFrame.width, 200)
    }
}
