@testable import SwiftUI
import XCTest

/// `@Environment` makes its name only when needed and builder tuples keep their elements beside
/// the tuple; reflection (`.dump`, `dump`) must still show the fields it showed before: an
/// environment's `read` and `name` (the key path as text), a tuple view's `value` alone.
final class ReflectedViewFieldsTests: XCTestCase {
    func testEnvironmentReflectsItsReadAndItsName() throws {
        let mirror = Mirror(reflecting: Environment(\EnvironmentValues.colorScheme))
        XCTAssertEqual(mirror.displayStyle, Mirror.DisplayStyle.struct)
        XCTAssertEqual(mirror.children.map { $0.label }, ["read", "name"])
        let name = try XCTUnwrap(Array(mirror.children).last?.value as? String)
        XCTAssertEqual(name, "\(\EnvironmentValues.colorScheme)")
    }

    func testBuiltTupleViewReflectsOnlyItsValue() throws {
        @ViewBuilder var content: some View {
            Text("a")
            Text("b")
        }
        let mirror = Mirror(reflecting: content)
        XCTAssertEqual(mirror.displayStyle, Mirror.DisplayStyle.struct)
        XCTAssertEqual(mirror.children.map { $0.label }, ["value"])
        XCTAssertEqual(Mirror(reflecting: try XCTUnwrap(mirror.children.first?.value)).children.count, 2)
    }
}

/// Kept type names are the names `String(describing:)` gives, for plain, generic and nested types.
final class TypeNameTests: XCTestCase {
    private struct Local<T> {}

    func testKeptNamesAreTheDescribedNames() {
        func check<T>(_ type: T.Type) {
            XCTAssertEqual(TypeName.of(type), String(describing: T.self))
            XCTAssertEqual(TypeName.of(type), String(describing: T.self), "second lookup")
        }
        check(Capsule.self)
        check(Circle.self)
        check(RoundedRectangle.self)
        check(Local<Int>.self)
        check(Local<Local<String>>.self)
        check(Optional<Capsule>.self)
        check(Int.self)
    }
}
