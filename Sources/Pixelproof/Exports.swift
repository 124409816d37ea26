// The `Pixelproof` product: everything a component package needs to write snapshot tests.
@_exported import BitmapText
@_exported import SwiftUI
@_exported import Raster
@_exported import Snapshots
@_exported import SnapshotAssertions
@_exported import Tokens
