import Raster
@testable import SwiftUI
import XCTest

// Component code as real apps write it: animations, gestures, lifecycle, presentations and
// input traits everywhere. A snapshot is one frame, so all of them must leave the layout and
// the pixels exactly as the plain view's.

private struct FavoriteButton: View {
    @Binding var isFavorite: Bool
    @State private var isShowingAlert = false
    @State private var isShowingSheet = false
    @State private var scale: CGFloat = 1
    @GestureState private var isPressing = false
    @Namespace private var namespace
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        withPresentations
    }

    private var heart: some View {
        HStack(spacing: 8) {
            Capsule().fill(Color.red).frame(width: 40, height: 20)
                .matchedGeometryEffect(id: "heart", in: namespace)
                .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .bottom)))
                .animation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0), value: isFavorite)
                .animation(.spring(duration: 0.4, bounce: 0.2).delay(0.1).speed(2), value: scale)
                .animation(Animation.linear(duration: 1.5).delay(0.25).repeatForever(autoreverses: false))
                .animation(.easeInOut(duration: 0.2).repeatCount(3, autoreverses: true), value: isPressing)
                .animation(.interpolatingSpring(stiffness: 60, damping: 10).delay(0.1), value: scale)
                .animation(.smooth(duration: 0.5), value: isFavorite)
                .animation(.snappy(duration: 0.12), value: isFavorite)
                .animation(.default, value: isFavorite)
                .animation(.spring(), value: isFavorite)
                .animation(Animation.spring().speed(2), value: scale)
                .animation(.interactiveSpring(), value: scale)
                .contentTransition(.numericText())
            Text("Favorite")
                .onTapGesture { withAnimation(.easeOut) { isFavorite.toggle() } }
                .onTapGesture(count: 2) { isShowingAlert = true }
                .onLongPressGesture(minimumDuration: 0.5) { isShowingSheet = true }
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in scale = 0.9 }.onEnded { _ in scale = 1 })
                .simultaneousGesture(TapGesture().onEnded { })
                .highPriorityGesture(LongPressGesture().updating($isPressing) { current, state, _ in state = current })
                .gesture(MagnificationGesture().onChanged { scale = $0 })
                .gesture(RotationGesture().simultaneously(with: MagnifyGesture()))
        }
    }

    private var withEvents: some View {
        heart
        .transaction { $0.animation = nil }
        .onAppear { withAnimation { scale = 1.1 } }
        .onDisappear { }
        .task { await Task.yield() }
        .task(id: isFavorite) { }
        .onChange(of: isFavorite) { newValue in scale = newValue ? 1.2 : 1 }
        .onChange(of: scale) { oldValue, newValue in isFavorite = newValue > oldValue }
        .onChange(of: isPressing, initial: true) { }
        .onReceive(timer) { _ in scale += 0.01 }
        .refreshable { }
    }

    private var withPresentations: some View {
        withEvents
        .swipeActions(edge: .trailing, allowsFullSwipe: false) { Button("Delete") { } }
        .contextMenu { Button("Copy") { } }
        .keyboardShortcut("f", modifiers: [.command, .shift])
        .keyboardShortcut(.defaultAction)
        .help("Adds to favorites")
        .sheet(isPresented: $isShowingSheet, onDismiss: { }) { Text("Sheet") }
        .fullScreenCover(isPresented: $isShowingSheet) { Text("Cover") }
        .popover(isPresented: $isShowingSheet, arrowEdge: .bottom) { Text("Popover") }
        .alert("Remove favorite?", isPresented: $isShowingAlert) {
            Button("Remove") { isFavorite = false }
            Button("Cancel") { }
        } message: {
            Text("You can add it again later.")
        }
        .alert(Text("Title"), isPresented: $isShowingAlert) { Button("OK") { } }
        .alert(isPresented: $isShowingAlert) {
            Alert(title: Text("Old"), message: Text("Style"), dismissButton: .default(Text("OK")))
        }
        .confirmationDialog("Share", isPresented: $isShowingSheet, titleVisibility: .visible) { Button("Copy link") { } }
        .modifier(Feedback(isFavorite: isFavorite, scale: scale))
    }
}

private struct Feedback: ViewModifier {
    let isFavorite: Bool
    let scale: CGFloat

    func body(content: Content) -> some View {
        content
        .sensoryFeedback(.impact(weight: .medium), trigger: isFavorite)
        .sensoryFeedback(.selection, trigger: scale)
        .allowsHitTesting(true)
        .focusable()
        .onHover { _ in }
        .id(isFavorite)
    }
}

private struct SearchField: View {
    @State private var query = ""
    var body: some View {
        TextField("Email", text: $query)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .disableAutocorrection(true)
            .autocapitalization(.none)
            .submitLabel(.search)
            .onSubmit { query = "" }
            .onSubmit(of: .search) { }
    }
}

private struct RootChrome: View {
    @State private var lastURL: URL?
    var body: some View {
        Text("Home")
            .onOpenURL { lastURL = $0 }
            .onKeyPress(.return) { .handled }
            .onContinuousHover { _ in }
            .privacySensitive()
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .presentationCornerRadius(24)
            .presentationBackground(Color.white)
    }
}

final class AcceptedModifierTests: XCTestCase {
    private func dump<V: View>(_ view: V) -> String {
        LayoutProbe(view, size: .width(390)).result.textDump
    }

    func testAcceptedModifiersChangeNeitherLayoutNorPixels() throws {
        let plain = HStack(spacing: 8) {
            Capsule().fill(Color.red).frame(width: 40, height: 20)
            Text("Favorite")
        }
        XCTAssertEqual(dump(FavoriteButton(isFavorite: .constant(true))), dump(plain))
        let modified = try render(FavoriteButton(isFavorite: .constant(false)), size: .width(200), scale: .x2)
        XCTAssertEqual(modified, try render(plain, size: .width(200), scale: .x2))
    }

    func testSystemEventModifiersLeaveTheViewAsIs() {
        XCTAssertEqual(dump(RootChrome()), dump(Text("Home")))
    }

    func testTextInputTraitsLeaveTheFieldAsIs() {
        XCTAssertEqual(dump(SearchField()), dump(TextField("Email", text: .constant(""))))
    }

    func testWithAnimationRunsItsBodyAtOnce() {
        var value = 0
        let result = withAnimation(.bouncy) { value += 1; return value }
        XCTAssertEqual(result, 1)
        var completed = false
        withAnimation(.easeIn(duration: 0.2), completionCriteria: .removed) { value += 1 } completion: { completed = true }
        XCTAssertEqual(value, 2)
        XCTAssertTrue(completed)
        withTransaction(Transaction(animation: nil)) { value += 1 }
        XCTAssertEqual(value, 3)
    }

    func testAnimationsAreComparableValues() {
        XCTAssertEqual(Animation.easeInOut(duration: 0.3), .easeInOut(duration: 0.3))
        XCTAssertNotEqual(Animation.easeInOut(duration: 0.3), .easeInOut(duration: 0.3).delay(0.1))
        XCTAssertEqual(Animation.spring(response: 0.3, dampingFraction: 0.7).description,
                       "spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.0)")
    }

    func testTagKeepsItsValueForContainers() {
        let tagged = Text("Monthly").tag("monthly")
        XCTAssertEqual((tagged as? any TaggedView)?.tagValue, AnyHashable("monthly"))
    }

    // MARK: Accessibility

    func testAccessibilityModifiersAreRecordedInTheDump() {
        let view = Capsule().fill(Color.red).frame(width: 40, height: 20)
            .accessibilityElement(children: .combine)
            .accessibilityLabel(Text("Favorite"))
            .accessibilityValue("On")
            .accessibilityHint("Adds the recipe to your favorites")
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityRemoveTraits(.isImage)
            .accessibilitySortPriority(2)
            .accessibilityAction(named: "Remove") { }
            .accessibilityAction(.escape) { }
            .accessibilityInputLabels(["Favorite", "Heart"])
            .accessibilityHeading(.h2)
            .accessibilityIdentifier("heart")
        let line = dump(view).split(separator: "\n")[1]
        let accessibility = line.range(of: " · element:").map { String(line[$0.lowerBound...]) }
        XCTAssertEqual(accessibility, #" · element: combine · label: "Favorite" · value: "On" · hint: "Adds the recipe to your favorites" · traits: +isButton +isSelected · traits: -isImage · sortPriority: 2 · action: "Remove" · action: "escape" · inputLabels: "Favorite, Heart" · heading: h2 · id: heart"#)
    }

    func testHiddenFromAccessibilityAndOlderSpellings() {
        let view = Text("Decorative").accessibilityHidden(true).accessibility(label: Text("Old")).accessibility(addTraits: .isHeader)
        let details = LayoutProbe(view, size: .ideal).result.root.children[0].details
        XCTAssertTrue(details.contains(.init("accessibilityHidden", "true")))
        XCTAssertTrue(details.contains(.init("label", "Old")))
        XCTAssertTrue(details.contains(.init("traits", "+isHeader")))
    }

    func testAccessibilityTraitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        XCTAssertTrue(traits.contains(.isButton))
        traits.remove(.isButton)
        XCTAssertEqual(traits, .isHeader)
        XCTAssertEqual(AccessibilityTraits([.isToggle, .isButton]).description, "isButton isToggle")
    }
}
