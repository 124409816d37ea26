import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

final class ButtonStyleTests: XCTestCase {
    func testBuiltInButtonStylesDrawLikeIOS() throws {
        try assertControlSheet("button-styles") {
            HStack(spacing: 12) {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Borderless") {}.buttonStyle(BorderlessButtonStyle())
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
            }
            HStack(spacing: 12) {
                Button("Delete", role: .destructive) {}
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Pressed") {}.buttonStyle(.bordered).pressed()
                Button("Pressed") {}.buttonStyle(.borderedProminent).pressed()
                Button("Pressed") {}.pressed()
            }
            HStack(spacing: 12) {
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Disabled") {}.disabled(true)
            }
        }
    }

    func testControlSizesAndBorderShapes() throws {
        try assertControlSheet("button-sizes") {
            HStack(spacing: 8) {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}.controlSize(.regular)
                Button("Large") {}.controlSize(.large)
            }
            .buttonStyle(.borderedProminent)
            Button("Extra large") {}.buttonStyle(.borderedProminent).controlSize(.extraLarge)
            HStack(spacing: 8) {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Radius 4") {}.buttonBorderShape(.roundedRectangle(radius: 4))
                Button(action: {}) { Image(systemName: "plus") }.buttonBorderShape(.circle)
            }
            .buttonStyle(.bordered)
            Button("Add", systemImage: "plus") {}.buttonStyle(.bordered)
        }
    }
}
