/// One pixel's share of a shape's outline, the unit of exact area coverage (as in FreeType's
/// and AGG's scan converters).
///
/// For every piece of edge inside the pixel, `cover` adds the signed height it spans
/// (sub-units, + downward) and `area` adds `(fx₀ + fx₁) · dy`, twice the signed area between the
/// piece and the pixel's left side. Sweeping a row from left to right, the running sum of
/// `cover` gives the winding of the pixels right of a cell, and `cover · 512 − area` the exact
/// covered area of the cell itself, in units of 1/131072 pixel.
struct CoverageCell {
    var x: Int32
    var y: Int32
    var cover: Int32
    var area: Int32
}
