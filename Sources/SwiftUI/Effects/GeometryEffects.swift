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

    /// This view turned by `angle` about `axis` in 3D and seen in perspective, as SwiftUI
    /// draws it: the view is moved so `anchor` (and `anchorZ`) is the origin, rotated (positive
    /// angles turn the way `rotationEffect` does about z), projected with the vanishing distance
    /// `max(width, height) / perspective` (Core Animation's `m34 = −1/distance`), and moved back.
    /// With `perspective: 0` the projection is orthographic. Drawn by resampling the view.
    ///
    /// ```swift
    /// Text("Card").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))   // right side farther away
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let turn = Rotation3D(angle: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
        let summary = "\(formatPoints(angle.degrees))° about (\(formatPoints(Double(axis.x))), \(formatPoints(Double(axis.y))), "
            + "\(formatPoints(Double(axis.z)))) perspective \(formatPoints(Double(perspective)))"
        return modifier(LayerEffectModifier { _ in
            .init(effects: { frame in
                guard let turn, angle.radians != 0 else { return nil }
                let center = (x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height, z: Double(anchorZ))
                let distance = max(frame.width, frame.height) / Double(perspective)
                return LayerEffects(projection: turn.projection(about: center, distance: distance))
            }, details: [.init("rotation3DEffect", summary)])
        })
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
