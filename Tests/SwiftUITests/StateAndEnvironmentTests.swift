import Raster
import SwiftUI
import XCTest

// Models written as real component code writes them (Combine-spelled and Observation models).

private final class SessionModel: ObservableObject {
    @Published var userName = "Ada"
    @Published var unread = 3
    @Published var greeting = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $userName.removeDuplicates().map { "Hello, \($0)" }.receive(on: DispatchQueue.main).assign(to: &$greeting)
        $unread.dropFirst().sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
        $unread.filter { $0 > 0 }.sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &cancellables)
    }
}

@Observable private final class LibraryModel {
    var title = "Reading list"
    var count = 2
}

private struct Profile: Identifiable, Equatable {
    let id: Int
    var name: String
    var isFavorite = false
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

extension EnvironmentValues {
    @Entry var badgeTint: String = "orange"
    @Entry var badgeLimit: Int? = 99
    @Entry fileprivate var onBadgeTap: () -> Void = {}
}

private struct EntryReader: View {
    @Environment(\.badgeTint) private var tint
    @Environment(\.badgeLimit) private var limit
    var body: some View { Text("\(tint) \(limit.map(String.init) ?? "none")").accessibilityIdentifier("entry") }
}

private struct UnreadBadge: View {
    @EnvironmentObject private var session: SessionModel
    var body: some View {
        Text("\(session.userName): \(session.unread)").accessibilityIdentifier("badge")
    }
}

private struct LibraryHeader: View {
    @Environment(LibraryModel.self) private var library
    var body: some View {
        Text("\(library.title) (\(library.count))").accessibilityIdentifier("header")
    }
}

private struct LibraryEditor: View {
    @Bindable var library: LibraryModel
    var body: some View {
        TextField("Title", text: $library.title).accessibilityIdentifier("field")
    }
}

private struct ProfileList: View {
    @State private var profiles = [Profile(id: 1, name: "Ada"), Profile(id: 2, name: "Grace")]
    @State private var tags = ["swift", "linux"]
    var body: some View {
        VStack {
            ForEach($profiles) { $profile in
                TextField("Name", text: $profile.name).accessibilityIdentifier("name-\(profile.id)")
            }
            ForEach($tags, id: \.self) { $tag in
                TextField("Tag", text: $tag).accessibilityIdentifier("tag-\(tag)")
            }
        }
    }
}

private struct SignInForm: View {
    enum Field: Hashable { case email, password }
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @FocusState private var isSearchFocused
    let focus: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email).focused($focusedField, equals: .email).accessibilityIdentifier("email")
            SecureFieldStandIn(text: $password).focused($focusedField, equals: .password).accessibilityIdentifier("password")
            Text(isSearchFocused ? "search focused" : "search idle").focused($isSearchFocused)
        }
        .onAppear { focusedField = focus }
        .transformEnvironment(\.accentName) { _ in focusedField = focus }
    }
}

/// Reads the focus the environment gives the views below a `.focused` modifier.
private struct SecureFieldStandIn: View {
    @Binding var text: String
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text(isFocused ? "focused" : "idle") }
}

/// Older and rarer environment reads as real code writes them.
private struct CloseButton: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.editMode) private var editMode
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Done" : "Close")
            .onTapGesture { presentationMode.wrappedValue.dismiss() }
            .animation(reduceMotion ? nil : .default, value: scenePhase)
            .accessibilityIdentifier("close")
    }
}

private struct StoredSettings: View {
    @AppStorage("showsBadges") private var showsBadges = true
    @AppStorage("userName") private var userName: String?
    @SceneStorage("tab") private var tab = 2
    var body: some View {
        Text("\(showsBadges) \(userName ?? "nil") \(tab)").accessibilityIdentifier("settings")
    }
}

private struct ScaledIcon: View {
    @ScaledMetric private var size: CGFloat = 24
    @ScaledMetric(relativeTo: .title) private var titleSpacing = 28.0
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: size, height: size).accessibilityIdentifier("icon")
            Color.blue.frame(width: titleSpacing, height: 1).accessibilityIdentifier("spacing")
        }
    }
}

private final class Counter: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var value = 0
    init() { Counter.made += 1 }
}

private struct CounterView: View {
    @StateObject private var counter = Counter()
    @ObservedObject var session: SessionModel
    var body: some View {
        VStack {
            Text("\(counter.value)")
            TextField("User", text: $session.userName).accessibilityIdentifier("user")
            Toggle_StandIn(isOn: .constant(counter.value > 0))
        }
    }
}

private struct EnvironmentReport: View {
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accentName) private var accentName
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        let _ = dismiss()
        let _ = openURL(URL(string: "https://example.com")!)
        Text([
            locale.identifier, timeZone.identifier, "\(calendar.identifier)", "\(horizontalSizeClass!)", "\(verticalSizeClass!)",
            "\(sizeCategory)", "\(dynamicTypeSize)", "\(displayScale)", "\(layoutDirection)", "\(isEnabled)", "\(colorScheme)", accentName,
        ].joined(separator: " ")).accessibilityIdentifier("report")
    }
}

final class StateAndEnvironmentTests: XCTestCase {
    private func text(_ id: String, in result: LayoutResult) -> String? {
        result.root.view(withIdentifier: id)?.details.first { $0.name == "text" }?.value
    }

    private func probe<V: View>(_ view: @autoclosure () -> V, scale: DisplayScale = .x1,
                                environment: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutResult {
        LayoutProbe(view(), size: .width(390), scale: scale, environment: environment).result
    }

    // MARK: Binding

    func testBindingDynamicMemberWritesThroughToTheBase() {
        var profile = Profile(id: 1, name: "Ada")
        let binding = Binding(get: { profile }, set: { profile = $0 })
        let name: Binding<String> = binding.name
        name.wrappedValue = "Grace"
        XCTAssertEqual(profile.name, "Grace")
        binding.isFavorite.wrappedValue.toggle()
        XCTAssertTrue(profile.isFavorite)
    }

    func testBindingOptionalConversions() {
        var value = 5
        let base = Binding(get: { value }, set: { value = $0 })
        let optional = Binding<Int?>(base)
        XCTAssertEqual(optional.wrappedValue, 5)
        optional.wrappedValue = 7
        XCTAssertEqual(value, 7)
        optional.wrappedValue = nil
        XCTAssertEqual(value, 7, "writing nil through Binding<Value?>(Binding<Value>) leaves the base alone")

        var maybe: String? = "a"
        let unwrapped = Binding<String>(Binding(get: { maybe }, set: { maybe = $0 }))
        XCTAssertEqual(unwrapped?.wrappedValue, "a")
        unwrapped?.wrappedValue = "b"
        XCTAssertEqual(maybe, "b")
        var none: String?
        XCTAssertNil(Binding<String>(Binding(get: { none }, set: { none = $0 })))

        let erased = Binding<AnyHashable>(base)
        XCTAssertEqual(erased.wrappedValue, AnyHashable(7))
    }

    func testBindingConstantAnimationAndTransactionKeepTheValue() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        XCTAssertEqual(constant.wrappedValue, 3)
        var flag = false
        let binding = Binding(get: { flag }, set: { flag = $0 }).animation(.easeInOut(duration: 0.2)).transaction(Transaction(animation: .spring))
        binding.wrappedValue = true
        XCTAssertTrue(flag)
        XCTAssertEqual(binding.transaction.animation, .spring)
    }

    func testBindingToACollectionGivesOneBindingPerElement() {
        var names = ["a", "b", "c"]
        let binding = Binding(get: { names }, set: { names = $0 })
        XCTAssertEqual(binding.count, 3)
        binding[1].wrappedValue = "B"
        XCTAssertEqual(names, ["a", "B", "c"])
        XCTAssertEqual(binding.map(\.wrappedValue), ["a", "B", "c"])
    }

    func testForEachOverABindingDrawsEachElement() {
        let result = probe(ProfileList())
        XCTAssertNotNil(result.root.view(withIdentifier: "name-1"))
        XCTAssertNotNil(result.root.view(withIdentifier: "name-2"))
        XCTAssertNotNil(result.root.view(withIdentifier: "tag-linux"))
    }

    // MARK: Environment

    func testStandardEnvironmentValuesAreFixedNotTheMachines() {
        let report = text("report", in: probe(EnvironmentReport(), scale: .x3))
        XCTAssertEqual(report, "en_US GMT gregorian compact regular large Large 3.0 leftToRight true light none")
    }

    func testEnvironmentValuesCanBeSetPerSubtree() {
        let view = EnvironmentReport()
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.sizeCategory, .accessibilityMedium)
            .environment(\.accentName, "orange")
            .disabled(true)
            .environment(\.layoutDirection, .rightToLeft)
        let report = text("report", in: probe(view))
        XCTAssertEqual(report, "de_DE Europe/Berlin gregorian regular regular accessibilityMedium AX1 1.0 rightToLeft false light orange")
    }

    func testEntryMacroDeclaresEnvironmentValuesWithDefaults() {
        XCTAssertEqual(text("entry", in: probe(EntryReader())), "orange 99")
        let set = EntryReader().environment(\.badgeTint, "teal").environment(\.badgeLimit, nil)
        XCTAssertEqual(text("entry", in: probe(set)), "teal none")
    }

    func testOlderEnvironmentReadsCompileAndHaveSnapshotValues() {
        XCTAssertEqual(text("close", in: probe(CloseButton())), "Close")
        XCTAssertEqual(text("close", in: probe(CloseButton().environment(\.editMode, .constant(.active)))), "Done")
    }

    func testSizeCategoryAndDynamicTypeSizeAreOneSetting() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge
        XCTAssertEqual(environment.sizeCategory, .extraExtraExtraLarge)
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(environment.dynamicTypeSize, .accessibility5)
        XCTAssertTrue(environment.sizeCategory.isAccessibilityCategory)
        XCTAssertEqual(ContentSizeCategory.allCases.count, DynamicTypeSize.allCases.count)
    }

    func testDynamicTypeSizeRangeClampsTheEnvironment() {
        let view = EnvironmentReport().dynamicTypeSize(...DynamicTypeSize.xxLarge)
        let report = text("report", in: probe(view) { $0.dynamicTypeSize = .accessibility3 })
        XCTAssertTrue(report?.contains("extraExtraLarge xxLarge") ?? false, report ?? "no report")
    }

    func testEnvironmentObjectReachesBodiesBelow() {
        let session = SessionModel()
        session.unread = 7
        let result = probe(VStack { UnreadBadge() }.padding().environmentObject(session))
        XCTAssertEqual(text("badge", in: result), "Ada: 7")
    }

    func testObservableModelThroughTheEnvironmentAndBindable() {
        let library = LibraryModel()
        library.count = 5
        let result = probe(VStack { LibraryHeader(); LibraryEditor(library: library) }.environment(library))
        XCTAssertEqual(text("header", in: result), "Reading list (5)")
        XCTAssertEqual(text("field", in: result), "Reading list")
        // Observation works on Linux: changes are tracked.
        let changed = ChangeFlag()
        withObservationTracking { _ = library.title } onChange: { changed.value = true }
        library.title = "Later"
        XCTAssertTrue(changed.value)
    }

    func testStateObjectIsMadeOnceAndObservedObjectBindsItsProperties() {
        Counter.made = 0
        let session = SessionModel()
        let view = CounterView(session: session)
        _ = probe(view)
        _ = probe(view)
        XCTAssertEqual(Counter.made, 1, "a @StateObject is created once for a view value")
        XCTAssertEqual(text("user", in: probe(view)), "Ada")
        session.userName = "Grace"
        XCTAssertEqual(text("user", in: probe(view)), "Grace")
    }

    func testFocusStateMarksTheFieldItNames() {
        let result = probe(SignInForm(focus: .password))
        XCTAssertEqual(text("password", in: result), "focused")
        let idle = probe(SignInForm(focus: nil))
        XCTAssertEqual(text("password", in: idle), "idle")
    }

    func testBooleanFocusStateFollowsTheFocusedStateInput() {
        struct Probe: View {
            @FocusState private var isFocused
            var body: some View { Text(isFocused ? "yes" : "no").accessibilityIdentifier("t") }
        }
        XCTAssertEqual(text("t", in: probe(Probe())), "no")
        XCTAssertEqual(text("t", in: probe(Probe().focused(true))), "yes")
    }

    func testAppStorageStartsAtItsDefaultNeverReadingUserDefaults() {
        UserDefaults.standard.set(false, forKey: "showsBadges")
        defer { UserDefaults.standard.removeObject(forKey: "showsBadges") }
        XCTAssertEqual(text("settings", in: probe(StoredSettings())), "true nil 2")
    }

    // MARK: ScaledMetric

    /// Expected values: the declared value times the text style's point size at the Dynamic
    /// Type size over its size at Large, from Apple's Dynamic Type table (HIG, Typography):
    /// Body 14 15 16 17 19 21 23 | 28 33 40 47 53, Title 1 25 26 27 28 30 32 34 | 38 43 48 53 58.
    func testScaledMetricScalesWithDynamicTypeRelativeToItsTextStyle() {
        let cases: [(DynamicTypeSize, Double, Double)] = [
            (.xSmall, 24.0 * 14 / 17, 28.0 * 25 / 28),
            (.large, 24, 28),
            (.xxxLarge, 24.0 * 23 / 17, 28.0 * 34 / 28),
            (.accessibility1, 24.0 * 28 / 17, 28.0 * 38 / 28),
            (.accessibility5, 24.0 * 53 / 17, 28.0 * 58 / 28),
        ]
        for (size, iconSize, spacing) in cases {
            let result = LayoutProbe(ScaledIcon(), size: .ideal, environment: { $0.dynamicTypeSize = size }).result
            let icon = result.root.view(withIdentifier: "icon")!.layoutFrame
            let gap = result.root.view(withIdentifier: "spacing")!.layoutFrame
            XCTAssertEqual(icon.width, iconSize, accuracy: 1e-9, "body-relative 24 at \(size)")
            XCTAssertEqual(gap.width, spacing, accuracy: 1e-9, "title-relative 28 at \(size)")
        }
    }

    func testScaledMetricOutsideARenderIsItsDeclaredValue() {
        @ScaledMetric var padding: CGFloat = 16
        XCTAssertEqual(padding, 16)
    }

    // MARK: Other property wrappers

    func testNamespaceGestureStateAndStateCompileAndKeepTheirValues() {
        struct Tabs: View {
            @Namespace private var namespace
            @GestureState private var dragOffset = CGSize.zero
            @State private var selection: Int?
            var body: some View {
                Capsule().fill(Color.blue).frame(width: 40 + dragOffset.width, height: 20)
                    .matchedGeometryEffect(id: "pill", in: namespace)
                    .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                    .accessibilityIdentifier("pill")
                    .onTapGesture { selection = 1 }
            }
        }
        XCTAssertEqual(LayoutProbe(Tabs(), size: .ideal).frame("pill").width, 40)
        @Namespace var first
        @Namespace var second
        XCTAssertNotEqual(first, second)
    }
}

private final class ChangeFlag: @unchecked Sendable {
    var value = false
}

private struct Toggle_StandIn: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
}
