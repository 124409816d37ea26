// The `Pixelproof` product: everything a component package's tests need. SwiftUI (Pixelproof's,
// on Linux) comes whole; of the rasterizer only the names a test writes that SwiftUI does not
// also define (Raster's own `Canvas`, `Path`, `LinearGradient`, `EdgeInsets`, `StrokeStyle` and `Shadow`
// stay inside, so those names mean SwiftUI's in a file that imports both).
@_exported import BitmapText
@_exported import Snapshots
@_exported import SnapshotAssertions
@_exported import SwiftUI
@_exported import Tokens
@_exported import struct Raster.Bitmap
@_exported import struct Raster.CornerRadii
@_exported import enum Raster.CornerStyle
@_exported import struct Raster.DisplayScale
@_exported import enum Raster.FillRule
@_exported import struct Raster.GradientStop
@_exported import enum Raster.PNGCodec
@_exported import enum Raster.PNGError
@_exported import struct Raster.Paint
@_exported import struct Raster.Point
@_exported import struct Raster.PremultipliedRGBA8
@_exported import struct Raster.RGBA8
@_exported import struct Raster.Rect
@_exported import struct Raster.Size
@_exported import struct Raster.Transform
