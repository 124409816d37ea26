@testable import DesignLint
import XCTest

/// Rules 1 and 4 for padding, spacing, insets, radii, sizes, line widths and shadows.
final class LengthRuleTests: XCTestCase {
    private func findings(_ source: String) -> [String] { LintTestSupport.findings(source) }
    private func fixes(_ source: String) -> [String] { LintTestSupport.lint(source).findings.map(\.fix) }

    func testPaddingTellsLiteralsFromTokens() {
        XCTAssertEqual(findings("x.padding(16)"), ["1: .padding(16)"])
        XCTAssertEqual(fixes("x.padding(16)"), ["use `space.lg` (16 pt)"])
        XCTAssertEqual(findings("x.padding(Spacing.m)"), [])
        XCTAssertEqual(findings("x.padding(Theme.length(.spaceLg))"), [])
        XCTAssertEqual(LintTestSupport.lint("x.padding(Spacing.m)").categories[.spacing], DebtRatio(raw: 0, total: 1))
    }

    func testPaddingSpellings() {
        XCTAssertEqual(findings("x.padding(.horizontal, 12)"), ["1: .padding(.horizontal, 12)"])
        XCTAssertEqual(fixes("x.padding(.horizontal, 12)"), ["use `space.md` (12 pt)"])
        XCTAssertEqual(findings("x.padding([.top, .leading], 8)"), ["1: .padding([.top, .leading], 8)"])
        XCTAssertEqual(findings("x.padding(\n  .bottom,\n  24\n)"), ["1: .padding( .bottom, 24 )"])
        XCTAssertEqual(fixes("x.padding(-8)"), ["use -`space.sm` (8 pt)"])
        XCTAssertEqual(findings("x.padding(CGFloat(8))"), ["1: .padding(CGFloat(8))"])
    }

    func testDefaultPaddingIsRawBecauseThePlatformPicksIt() {
        XCTAssertEqual(findings("x.padding()"), ["1: .padding()"])
        XCTAssertEqual(findings("x.padding(.horizontal)"), ["1: .padding(.horizontal)"])
        XCTAssertEqual(findings("x.padding([.horizontal, .bottom])"), ["1: .padding([.horizontal, .bottom])"])
    }

    func testZeroAndScaleFactorsAreAllowed() {
        for line in ["x.padding(0)", "x.padding(.horizontal, 0)", "VStack(spacing: 0) {}", "x.padding(Spacing.m * 2)", "x.frame(maxWidth: .infinity)"] {
            XCTAssertEqual(findings(line), [], line)
        }
    }

    func testOffScaleValuesAreRuleFourWithTheNearestSteps() {
        XCTAssertEqual(findings("x.padding(10)"), ["4: .padding(10)"])
        XCTAssertEqual(fixes("x.padding(10)"), ["10 pt is off the spacing scale; use the nearest step, `space.sm` (8 pt) or `space.md` (12 pt)"])
        XCTAssertEqual(findings("x.cornerRadius(10)"), ["4: .cornerRadius(10)"])
    }

    func testStackAndGridSpacing() {
        XCTAssertEqual(findings("VStack(alignment: .leading, spacing: 8) {}"), ["1: spacing: 8"])
        XCTAssertEqual(findings("LazyVGrid(columns: columns, spacing: 12) {}"), ["1: spacing: 12"])
        XCTAssertEqual(findings("Grid(horizontalSpacing: 8, verticalSpacing: 5) {}"), ["1: horizontalSpacing: 8", "4: verticalSpacing: 5"])
        XCTAssertEqual(findings("VStack(spacing: compact ? 8 : 2) {}"), ["1: spacing: compact ? 8 : 2", "1: spacing: compact ? 8 : 2"])
        XCTAssertEqual(findings("VStack(spacing: count > 3 ? 8 : 16) {}").count, 2)
    }

    func testEdgeInsets() {
        XCTAssertEqual(findings("x.padding(EdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16))"),
                       ["1: top: 8", "1: leading: 16", "1: trailing: 16"])
    }

    func testCornerRadiusSpellings() {
        XCTAssertEqual(findings("x.cornerRadius(8)"), ["1: .cornerRadius(8)"])
        XCTAssertEqual(fixes("x.cornerRadius(8)"), ["use `radius.sm` (8 pt)"])
        XCTAssertEqual(findings("RoundedRectangle(cornerRadius: 12, style: .continuous)"), ["1: cornerRadius: 12"])
        XCTAssertEqual(findings("x.clipShape(.rect(cornerRadius: 20))"), ["4: cornerRadius: 20"])
        XCTAssertEqual(findings("UnevenRoundedRectangle(topLeadingRadius: 12)"), ["1: topLeadingRadius: 12"])
        XCTAssertEqual(findings("x.clipShape(RoundedRectangle(cornerRadius: Radius.m))"), [])
    }

    func testSizesEqualToASizeTokenAreAllowed() {
        XCTAssertEqual(findings("x.frame(height: 44)"), [], "44 is control.minHeight")
        XCTAssertEqual(findings("Image(i).frame(width: 24, height: 24)"), [], "24 is size.icon.lg")
        XCTAssertEqual(findings("x.frame(width: 300, alignment: .leading)"), ["1: width: 300"])
        XCTAssertEqual(findings("x.frame(minHeight: 50)"), ["1: minHeight: 50"])
    }

    func testLineWidths() {
        XCTAssertEqual(findings("Circle().stroke(Color.red, lineWidth: 1)"), ["1: Color.red"], "1 is control.borderWidth")
        XCTAssertEqual(findings("Circle().strokeBorder(c, lineWidth: 3)"), ["1: lineWidth: 3"])
        XCTAssertEqual(findings("x.border(c, width: 3)"), ["1: width: 3"])
    }

    func testShadowsWithLiteralRadiusOrOffset() {
        XCTAssertEqual(findings("x.shadow(radius: 5)"), ["1: .shadow(radius: 5)"])
        XCTAssertEqual(findings("x.shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)"),
                       ["1: .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)", "1: .black"])
        XCTAssertTrue(fixes("x.shadow(radius: 5)")[0].contains("`shadow.card`"))
        XCTAssertEqual(findings("x.shadow(color: shadow.color, radius: shadow.radius, x: 0, y: shadow.y)"), [])
        XCTAssertEqual(LintTestSupport.lint("x.shadow(color: c, radius: r)").categories[.shadow], DebtRatio(raw: 0, total: 1))
    }

    func testParameterDefaultsInDeclarationsAreNotCalls() {
        XCTAssertEqual(findings("init(spacing: CGFloat = 8) {}"), [])
        XCTAssertEqual(findings("func card(cornerRadius: CGFloat = 12) -> some View { self }"), [])
    }
}
