// Views speak in the geometry and colours of the Raster layer (Point, Size, Rect, RGBA8,
// DisplayScale, Bitmap), the text types of BitmapText (TextStyle, TextStyleSlot, FontWeight,
// DynamicTypeSize) and the token references of Tokens (ColorToken, DimensionToken …); code that
// imports Layout gets them too.
@_exported import BitmapText
@_exported import Raster
@_exported import Tokens
