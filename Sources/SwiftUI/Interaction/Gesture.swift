/// An input gesture, like SwiftUI's `Gesture`: built-in gestures and their combinations are
/// accepted so component code compiles. A snapshot has no input, so no gesture ever begins:
/// `onChanged`, `onEnded` and `updating` closures are never called and `@GestureState`
/// keeps its initial value.
///
/// ```swift
/// Card().gesture(DragGesture(minimumDistance: 0).onChanged { offset = $0.translation })
/// ```
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Built-in gestures have no body.
public protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// Which gestures of a view and its subviews stay active (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap (`count` taps).
public struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened.
public struct SpatialTapGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag; its value describes where it started, where it is and how fast it moves.
public struct DragGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch (SwiftUI's older name); its value is the scale.
public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch; its value is the magnification and where it started.
public struct MagnifyGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's older name); its value is the angle.
public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation; its value is the rotation.
public struct RotateGesture: PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture with a closure for value changes (never called in a snapshot).
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with a closure for its end (never called in a snapshot).
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that updates a `@GestureState` while active (never, in a snapshot).
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture whose value is mapped to another.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture recognised only after another succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// The first of two gestures that succeeds.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: PrimitiveGesture {
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension View {
    /// Attaches a gesture (accepted; no gesture begins in a snapshot).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture recognised alongside the view's others (accepted).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture that wins over the view's others (accepted).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Runs `action` on a tap (never, in a snapshot).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` with the location of a tap (never, in a snapshot).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }

    /// Runs `action` on a long press (never, in a snapshot).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// SwiftUI's older long-press form with a `pressing` closure (accepted; a trailing
    /// closure alone picks the newer form).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }
}
