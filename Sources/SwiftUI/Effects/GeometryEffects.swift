import Raster

extension View {
    /// This view drawn scaled by `s` about `anchor`, without changing its layout.
    ///
    /// ```swift
    /// Circle().fill(.blue).frame(width: 40, height: 40).scaleEffect(1.5)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// This view drawn scaled by `scale.width` horizontally and `scale.height` vertically.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// This view drawn scaled by `x` and `y` about `anchor`; negative values mirror it. Shapes
    /// are drawn again at the new size (`DisplayListMapping`); text and symbols are resampled
    /// bilinearly (`LayerResampler`), so enlarged text softens where iOS would draw it sharp.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(LayerEffectModifier.transform(AffineMap(scaleX: Double(x), y: Double(y)), anchor: anchor,
                                               "scaleEffect", "(\(formatPoints(Double(x))), \(formatPoints(Double(y)))) at \(anchor)"))
    }

    /// This view drawn turned by `angle` about `anchor` (positive angles turn clockwise on
    /// screen, as in SwiftUI), without changing its layout.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(90))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(LayerEffectModifier.transform(AffineMap(rotationRadians: angle.radians), anchor: anchor,
                                               "rotationEffect", "\(formatPoints(angle.degrees))° at \(anchor)"))
    }

    /// This view turned by `angle` about `axis` in 3D, drawn as the rotation's orthographic
    /// projection onto the screen: a turn about the z axis is `rotationEffect`, about y it
    /// narrows the view by cos(angle). `perspective` and `anchorZ` are accepted and not drawn
    /// (a snapshot shows no depth foreshortening).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let length = (Double(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z)).squareRoot()
        let (kx, ky, kz) = length > 0 ? (Double(axis.x) / length, Double(axis.y) / length, Double(axis.z) / length) : (0, 0, 1)
        let c = PortableTrig.cos(angle.radians), s = PortableTrig.sin(angle.radians), t = 1 - c
        // Rodrigues' rotation matrix, upper-left 2 × 2 block (x and y rows and columns).
        let matrix = AffineMap(a: c + kx * kx * t, b: ky * kx * t + kz * s, c: kx * ky * t - kz * s, d: c + ky * ky * t, tx: 0, ty: 0)
        return modifier(LayerEffectModifier.transform(length > 0 ? matrix : .identity, anchor: anchor, "rotation3DEffect",
                                                      "\(formatPoints(angle.degrees))° about (\(formatPoints(kx)), \(formatPoints(ky)), \(formatPoints(kz)))"))
    }

    /// This view drawn mapped by `transform` (points, about the view's top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let map = AffineMap(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                            tx: Double(transform.tx), ty: Double(transform.ty))
        return modifier(LayerEffectModifier.transform(map, anchor: .topLeading, "transformEffect",
                                                      "[\([map.a, map.b, map.c, map.d, map.tx, map.ty].map(formatPoints).joined(separator: ", "))]"))
    }

    /// This view drawn moved by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
