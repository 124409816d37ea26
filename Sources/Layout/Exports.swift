// Views speak in the geometry and colours of the Raster layer (Point, Size, Rect, EdgeInsets,
// RGBA8, DisplayScale, Bitmap); code that imports Layout gets them too.
@_exported import Raster
