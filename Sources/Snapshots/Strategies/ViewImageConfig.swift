import Foundation
import SwiftUI

/// A device to render a view as, under swift-snapshot-testing's name: its screen size in points,
/// its safe area and its traits (scale, size classes). The view is rendered at the screen's size
/// on the system background (white, or black in dark), with the content inside the safe area.
///
/// ```swift
/// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))
/// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13(.landscape))))
/// ```
public struct ViewImageConfig: Sendable, Hashable {
    public enum Orientation: Sendable, Hashable {
        case landscape, portrait
    }

    public var safeArea: EdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
                              top: CGFloat, bottom: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat,
                              landscapeRegular: Bool = false) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                                   size: CGSize(width: width, height: height),
                                   traits: UITraitCollection(traitsFrom: [.init(displayScale: scale), .init(horizontalSizeClass: .compact),
                                                                          .init(verticalSizeClass: .regular)]))
        case .landscape:
            return ViewImageConfig(safeArea: EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
                                   size: CGSize(width: height, height: width),
                                   traits: UITraitCollection(traitsFrom: [.init(displayScale: scale),
                                                                          .init(horizontalSizeClass: landscapeRegular ? .regular : .compact),
                                                                          .init(verticalSizeClass: .compact)]))
        }
    }

    private static func pad(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat) -> ViewImageConfig {
        let size = orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), size: size,
                               traits: UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(horizontalSizeClass: .regular),
                                                                      .init(verticalSizeClass: .regular)]))
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
              landscapeRegular: true)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24)
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21,
              landscapeRegular: true)
    }

    public static let iPhone15Pro = iPhone15Pro(.portrait)
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
    }

    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
              landscapeRegular: true)
    }

    public static let iPadMini = iPadMini(.portrait)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, width: 768, height: 1024, top: 20, bottom: 0)
    }

    public static let iPad10_2 = iPad10_2(.portrait)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, width: 810, height: 1080, top: 20, bottom: 0)
    }

    public static let iPadPro11 = iPadPro11(.portrait)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, width: 834, height: 1194, top: 24, bottom: 20)
    }

    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, width: 1024, height: 1366, top: 24, bottom: 20)
    }
}

/// How a view is sized for `.image(layout:)`, under swift-snapshot-testing's name.
public enum SwiftUISnapshotLayout: Sendable, Hashable {
    /// A device's screen, safe area and traits.
    case device(config: ViewImageConfig)
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// The size the view wants (its ideal size).
    case sizeThatFits
}
