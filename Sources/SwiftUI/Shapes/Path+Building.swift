import BitmapText
import Raster
import Tokens

// SwiftUI's ways of building a `Path` (the Raster layer's outline type).

extension Path {
    /// Builds a path in a closure, as SwiftUI's `Path { path in … }` does.
    ///
    /// ```swift
    /// let tick = Path { p in
    ///     p.move(to: Point(x: 2, y: 8)); p.addLine(to: Point(x: 6, y: 12)); p.addLine(to: Point(x: 14, y: 3))
    /// }
    /// ```
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: Rect) {
        addPath(.rect(rect))
    }

    /// Adds an ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: Rect) {
        addPath(.ellipse(in: rect))
    }
}
