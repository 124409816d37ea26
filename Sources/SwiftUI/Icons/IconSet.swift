import BitmapText
import Raster
import Tokens

/// The bundled symbols `Image(systemName:)` knows, drawn as vector paths in design units
/// (SF Symbols names, our own drawings). Strokes use round caps.
///
/// ```swift
/// IconSet.standard.names   // ["arrow.uturn.backward", "checkmark", …]
/// ```
public struct IconSet: Sendable {
    private let icons: [String: Icon]
    /// The bundled set builds each symbol on its first lookup instead (`SymbolLibrary.icon(named:)`):
    /// parsing every drawing up front cost a process about 10 ms for the handful a catalog draws.
    private let lazilyBundled: Bool

    public init(_ icons: [Icon]) {
        self.icons = Dictionary(icons.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        lazilyBundled = false
    }

    private init(bundled: Void) {
        icons = [:]
        lazilyBundled = true
    }

    public subscript(name: String) -> Icon? { lazilyBundled ? SymbolLibrary.icon(named: name) : icons[name] }

    /// Every symbol name, sorted.
    public var names: [String] { lazilyBundled ? SymbolLibrary.names : icons.keys.sorted() }

    /// The bundled symbols: the first drawings below, then `SymbolLibrary`'s (an earlier
    /// drawing of a name wins) and their derived forms, each made when first asked for.
    public static let standard = IconSet(bundled: ())

    static let original: [Icon] = [
        Icon(name: "chevron.right", width: 12, height: 20, parts: [.init(path: .polyline([(3.5, 3), (9, 10), (3.5, 17)]), lineWidth: 2.2)]),
        Icon(name: "chevron.left", width: 12, height: 20, parts: [.init(path: .polyline([(8.5, 3), (3, 10), (8.5, 17)]), lineWidth: 2.2)]),
        Icon(name: "chevron.down", width: 20, height: 12, parts: [.init(path: .polyline([(3, 3.5), (10, 9), (17, 3.5)]), lineWidth: 2.2)]),
        Icon(name: "chevron.up", width: 20, height: 12, parts: [.init(path: .polyline([(3, 8.5), (10, 3), (17, 8.5)]), lineWidth: 2.2)]),
        Icon(name: "checkmark", width: 20, height: 20, parts: [.init(path: .polyline([(3.5, 10.5), (8, 15), (16.5, 4.5)]), lineWidth: 2.2)]),
        Icon(name: "xmark", width: 20, height: 20, parts: [
            .init(path: .polyline([(4.5, 4.5), (15.5, 15.5)]), lineWidth: 2),
            .init(path: .polyline([(15.5, 4.5), (4.5, 15.5)]), lineWidth: 2),
        ]),
        Icon(name: "plus", width: 20, height: 20, parts: [
            .init(path: .polyline([(10, 3), (10, 17)]), lineWidth: 2),
            .init(path: .polyline([(3, 10), (17, 10)]), lineWidth: 2),
        ]),
        Icon(name: "minus", width: 20, height: 20, parts: [.init(path: .polyline([(3, 10), (17, 10)]), lineWidth: 2)]),
        Icon(name: "magnifyingglass", width: 20, height: 20, parts: [
            .init(path: .circle(8.5, 8.5, 5.5), lineWidth: 2),
            .init(path: .polyline([(12.8, 12.8), (17, 17)]), lineWidth: 2.4),
        ]),
        Icon(name: "tray", width: 20, height: 20, parts: [
            .init(path: .polyline([(2, 11), (5, 4), (15, 4), (18, 11), (18, 16), (2, 16)], closed: true), lineWidth: 1.8),
            .init(path: .polyline([(2, 11), (7, 11), (8, 13), (12, 13), (13, 11), (18, 11)]), lineWidth: 1.8),
        ]),
        Icon(name: "wifi.slash", width: 20, height: 20, parts: [
            .init(path: .upperQuarterArc(10, 17, 12), lineWidth: 2),
            .init(path: .upperQuarterArc(10, 17, 8), lineWidth: 2),
            .init(path: .upperQuarterArc(10, 17, 4), lineWidth: 2),
            .init(path: .circle(10, 16, 1.3), lineWidth: nil),
            .init(path: .polyline([(3, 3), (17, 17)]), lineWidth: 2),
        ]),
        Icon(name: "exclamationmark.triangle", width: 20, height: 20, parts: [
            .init(path: .polyline([(10, 2.5), (18.5, 17), (1.5, 17)], closed: true), lineWidth: 1.8),
            .init(path: .polyline([(10, 7.5), (10, 11.5)]), lineWidth: 2),
            .init(path: .circle(10, 14.3, 1.15), lineWidth: nil),
        ]),
        Icon(name: "eye", width: 20, height: 20, parts: IconSet.eye),
        Icon(name: "eye.slash", width: 20, height: 20, parts: IconSet.eye + [.init(path: .polyline([(3, 3), (17, 17)]), lineWidth: 1.8)]),
        Icon(name: "arrow.uturn.backward", width: 20, height: 20, parts: [
            .init(path: .polyline([(7, 3), (3, 7), (7, 11)]), lineWidth: 2),
            .init(path: Raster.Path { path in
                path.move(to: Point(x: 3, y: 7))
                path.addLine(to: Point(x: 12, y: 7))
                path.addCurve(to: Point(x: 17, y: 12), control1: Point(x: 14.8, y: 7), control2: Point(x: 17, y: 9.2))
                path.addCurve(to: Point(x: 12, y: 17), control1: Point(x: 17, y: 14.8), control2: Point(x: 14.8, y: 17))
                path.addLine(to: Point(x: 9, y: 17))
            }, lineWidth: 2),
        ]),
        Icon(name: "info.circle", width: 20, height: 20, parts: [
            .init(path: .circle(10, 10, 8.5), lineWidth: 1.6),
            .init(path: .polyline([(10, 9), (10, 14.5)]), lineWidth: 2),
            .init(path: .circle(10, 6, 1.15), lineWidth: nil),
        ]),
        Icon(name: "circle", width: 20, height: 20, parts: [.init(path: .circle(10, 10, 8.5), lineWidth: 1.6)]),
    ]

    private static let eye: [Icon.Part] = [
        .init(path: Raster.Path { path in
            path.move(to: Point(x: 1.5, y: 10))
            path.addCurve(to: Point(x: 10, y: 4.5), control1: Point(x: 3.5, y: 6.8), control2: Point(x: 6.5, y: 4.5))
            path.addCurve(to: Point(x: 18.5, y: 10), control1: Point(x: 13.5, y: 4.5), control2: Point(x: 16.5, y: 6.8))
            path.addCurve(to: Point(x: 10, y: 15.5), control1: Point(x: 16.5, y: 13.2), control2: Point(x: 13.5, y: 15.5))
            path.addCurve(to: Point(x: 1.5, y: 10), control1: Point(x: 6.5, y: 15.5), control2: Point(x: 3.5, y: 13.2))
            path.closeSubpath()
        }, lineWidth: 1.8),
        .init(path: .circle(10, 10, 2.8), lineWidth: nil),
    ]
}
