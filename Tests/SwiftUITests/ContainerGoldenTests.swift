import BitmapText
import Raster
import SwiftUI
import Tokens
import XCTest

/// Golden images of the containers, light and dark at 2x, drawn with the bundled fonts. Each
/// was looked at against what iOS 17 draws (see the notes per test).
final class ContainerGoldenTests: XCTestCase {
    private func assertGoldens<V: View>(_ name: String, size: RenderSize = .width(390), file: StaticString = #filePath, line: UInt = #line,
                                        @ViewBuilder _ view: @escaping () -> V) throws {
        for scheme in [ColorScheme.light, .dark] {
            let background: RGBA8 = scheme == .light ? .white : .black
            let image = try render(view(), size: size, scale: .x2, colorScheme: scheme, background: background)
            try Golden.assertImage(image, named: "containers-\(name).\(scheme.rawValue)@2x", file: file, line: line)
        }
    }

    private struct SettingsRows: View {
        var body: some View {
            Section {
                Label("Wi-Fi", systemImage: "wifi.slash")
                NavigationLink("General") { Text("General") }
                Text("Airplane Mode")
            } header: {
                Text("Connections")
            } footer: {
                Text("Turn on Airplane Mode to stop wireless connections.")
            }
            Section("About") {
                HStack { Text("Version"); Spacer(); Text("17.0").foregroundStyle(.secondary) }
                NavigationLink("Legal") { EmptyView() }
            }
        }
    }

    func testListInsetGrouped() throws {
        // iOS 17 Settings look: #F2F2F7 page, white 10-point cards 16 in, uppercase grey
        // headers, separators from the text, chevrons; dark: black page, #1C1C1E cards.
        try assertGoldens("list-insetGrouped") { List { SettingsRows() } }
    }

    func testListGrouped() throws {
        try assertGoldens("list-grouped") { List { SettingsRows() }.listStyle(.grouped) }
    }

    func testListPlain() throws {
        try assertGoldens("list-plain") { List { SettingsRows() }.listStyle(.plain) }
    }

    func testListInsetAndSidebar() throws {
        try assertGoldens("list-inset") { List { SettingsRows() }.listStyle(.inset) }
        try assertGoldens("list-sidebar") { List { SettingsRows() }.listStyle(.sidebar).headerProminence(.increased) }
    }

    func testForm() throws {
        try assertGoldens("form") {
            Form {
                Section("Profile") {
                    LabeledRow(title: "Name", value: "Taylor")
                    LabeledRow(title: "Email", value: "taylor@example.com")
                }
                Section {
                    Text("Sign Out").foregroundStyle(Color.red)
                }
            }
        }
    }

    private struct LabeledRow: View {
        let title: String
        let value: String
        var body: some View {
            HStack { Text(title); Spacer(); Text(value).foregroundStyle(.secondary) }
        }
    }

    func testGrid() throws {
        // Columns as wide as their widest cell, a divider across, leading/trailing columns.
        try assertGoldens("grid", size: .ideal) {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow { Text("Plan").font(.headline); Text("Price").font(.headline).gridColumnAlignment(.trailing) }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("Basic"); Text("$0") }
                GridRow { Text("Professional"); Text("$19.99") }
                GridRow { Color.blue.frame(height: 6).gridCellColumns(2) }
            }
            .padding(12)
        }
    }

    func testLazyVGridAdaptive() throws {
        // 390 points, minimum 80: four 91.5-point columns, 8 apart, rows of 60 points.
        try assertGoldens("lazyvgrid-adaptive") {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                ForEach(0..<10) { index in
                    RoundedRectangle(cornerRadius: 8).fill(index % 2 == 0 ? Color.blue : Color.orange).frame(height: 60)
                        .overlay { Text("\(index + 1)").foregroundStyle(.white) }
                }
            }
        }
    }

    func testScrollViewClipped() throws {
        // A vertical scroll view in a 160-point frame: rows past its bottom edge are cut off.
        try assertGoldens("scrollview-clipped", size: .width(240)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(1..<12) { index in
                        Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).padding(8)
                            .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
                    }
                }
                .padding(.horizontal, 12)
            }
            .frame(height: 160)
            .border(Color.red)
        }
    }

    func testGeometryReaderProgressBar() throws {
        // The corpus' progress-bar shape: a capsule track with a fill 65 % of the reader's width.
        try assertGoldens("geometryreader", size: .width(240)) {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.3))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * 0.65)
                }
            }
            .frame(height: 12)
            .padding(16)
        }
    }

    func testCustomLayouts() throws {
        try assertGoldens("layout-flow", size: .width(240)) {
            FlowLayout(spacing: 6) {
                ForEach(["SwiftUI", "Layout", "Grid", "Flow", "Radial", "Alignment", "Baseline", "Linux"], id: \.self) { tag in
                    Text(tag).font(.subheadline).padding(.horizontal, 10).padding(.vertical, 4)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
            .padding(12)
        }
        try assertGoldens("layout-radial", size: .fixed(Size(width: 160, height: 160))) {
            RadialLayout {
                ForEach(0..<6) { index in Circle().fill(index == 0 ? Color.red : Color.blue).frame(width: 24, height: 24) }
            }
        }
    }

    func testBaselineAlignedHStack() throws {
        // Large title, body and caption share one baseline, as iOS lines them up.
        try assertGoldens("hstack-firstTextBaseline", size: .ideal) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text("42").font(.largeTitle)
                Text("points").font(.body)
                Text("today").font(.caption)
            }
            .padding(12)
        }
    }

    func testNavigationStackWithList() throws {
        // iOS 17 Settings-style root: large "Settings" title on the grouped background, an
        // Edit button at the trailing edge of the 44-point bar, the list below.
        try assertGoldens("navigationstack-list", size: .fixed(Size(width: 390, height: 420))) {
            NavigationStack {
                List { SettingsRows() }
                    .navigationTitle("Settings")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }
            }
        }
    }

    func testTabView() throws {
        // The first tab selected (blue), the others grey, on the bar's chrome with a hairline.
        try assertGoldens("tabview", size: .fixed(Size(width: 390, height: 200))) {
            TabView {
                Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
                Text("Search").tabItem { Image(systemName: "magnifyingglass"); Text("Search") }
                Text("Info").tabItem { Label("Info", systemImage: "info.circle") }
            }
        }
    }
}
