import Foundation

/// Converts the colour spaces of the Design Tokens Color Module 2025.10 (§ "Supported color
/// spaces") to sRGB, with the matrices and transfer functions of CSS Color 4 (§ "Sample code for color conversions", "Sample code
/// for color conversions").
///
/// Every path goes through CIE XYZ with the D65 white point, then linear sRGB, then the sRGB
/// transfer function. D50 spaces (`lab`, `lch`, `prophoto-rgb`, `xyz-d50`) are adapted to D65
/// with CSS Color 4's Bradford matrix. `oklab`/`oklch` use Björn Ottosson's matrices as CSS Color 4
/// prints them. `"none"` components count as 0, as CSS Color 4 § "Missing color components" says for conversion.
///
/// The result may lie outside sRGB; `SRGBGamutMapping` brings it inside.
///
/// ```swift
/// ColorSpaceConversion.toSRGB(space: .oklch, [0.628, 0.2577, 29.23])   // ≈ [1, 0, 0]
/// ```
enum ColorSpaceConversion {
    enum Space: String, CaseIterable {
        case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
        case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
        case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"
    }

    typealias Vector = [Double]
    typealias Matrix = [[Double]]

    /// Gamma-encoded sRGB, possibly outside 0…1.
    static func toSRGB(space: Space, _ c: Vector) -> Vector {
        switch space {
        case .srgb: return c
        case .hsl: return HueSpaces.hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case .hwb: return HueSpaces.hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        default: return linearSRGBToSRGB(multiply(xyzD65ToLinearSRGB, toXYZD65(space: space, c)))
        }
    }

    /// CIE XYZ (D65) of a colour in any space.
    static func toXYZD65(space: Space, _ c: Vector) -> Vector {
        switch space {
        case .srgb, .hsl, .hwb: return multiply(linearSRGBToXYZD65, toSRGB(space: space, c).map(srgbToLinear))
        case .srgbLinear: return multiply(linearSRGBToXYZD65, c)
        case .lab: return multiply(bradfordD50ToD65, labToXYZD50(c))
        case .lch: return multiply(bradfordD50ToD65, labToXYZD50(HueSpaces.polarToCartesian(c)))
        case .oklab: return oklabToXYZD65(c)
        case .oklch: return oklabToXYZD65(HueSpaces.polarToCartesian(c))
        case .displayP3: return multiply(linearP3ToXYZD65, c.map(srgbToLinear))
        case .a98RGB: return multiply(linearA98ToXYZD65, c.map { signed($0) { pow($0, 563 / 256) } })
        case .prophotoRGB: return multiply(bradfordD50ToD65, multiply(linearProPhotoToXYZD50, c.map(prophotoToLinear)))
        case .rec2020: return multiply(linearRec2020ToXYZD65, c.map(rec2020ToLinear))
        case .xyzD65: return c
        case .xyzD50: return multiply(bradfordD50ToD65, c)
        }
    }

    // MARK: transfer functions (CSS Color 4 § "Sample code for color conversions"), odd-extended below 0

    static func srgbToLinear(_ v: Double) -> Double {
        signed(v) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func linearToSRGB(_ v: Double) -> Double {
        signed(v) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    static func linearSRGBToSRGB(_ v: Vector) -> Vector { v.map(linearToSRGB) }

    private static func prophotoToLinear(_ v: Double) -> Double {
        signed(v) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) }
    }

    /// A pure 2.4 power: BT.1886's display curve, which CSS Color 4's current sample code and
    /// ColorAide (the independent implementation the tests compare against) use for `rec2020`.
    /// BT.2020's piecewise camera curve, in older drafts, gives visibly different colours.
    private static func rec2020ToLinear(_ v: Double) -> Double {
        signed(v) { pow($0, 2.4) }
    }

    private static func signed(_ v: Double, _ f: (Double) -> Double) -> Double {
        v < 0 ? -f(-v) : f(v)
    }

    // MARK: Lab and OKLab

    /// CIE Lab (D50) to XYZ (D50), CSS Color 4 `Lab_to_XYZ`.
    private static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * whiteD50[0], y * whiteD50[1], z * whiteD50[2]]
    }

    private static func oklabToXYZD65(_ lab: Vector) -> Vector {
        multiply(lmsToXYZD65, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
    }

    /// OKLab of a CIE XYZ (D65) colour: what gamut mapping measures in.
    static func xyzD65ToOKLab(_ xyz: Vector) -> Vector {
        multiply(lmsToOKLab, multiply(xyzD65ToLMS, xyz).map { $0 < 0 ? -pow(-$0, 1.0 / 3) : pow($0, 1.0 / 3) })
    }

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    // MARK: matrices, as printed in CSS Color 4 § "Sample code for color conversions"

    static let whiteD50: Vector = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    static let linearSRGBToXYZD65: Matrix = [
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
    ]
    static let xyzD65ToLinearSRGB: Matrix = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]
    static let linearP3ToXYZD65: Matrix = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    static let linearA98ToXYZD65: Matrix = [
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
    ]
    static let linearProPhotoToXYZD50: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020],
    ]
    static let linearRec2020ToXYZD65: Matrix = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
    static let bradfordD50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let lmsToXYZD65: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
    static let oklabToLMS: Matrix = [
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ]
    static let xyzD65ToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
}
