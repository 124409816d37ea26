import Raster

// Views speak CoreGraphics' types (CGFloat, CGPoint, CGSize, CGRect) as SwiftUI does; the
// layout engine and the rasterizer speak Raster's `Double` geometry. These convert at the seam.

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var raster: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var raster: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    var raster: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}
