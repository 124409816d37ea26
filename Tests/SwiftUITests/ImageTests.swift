import Foundation
import Raster
import SwiftUI
import XCTest

/// Images: bundled symbols, PNG resources at 1x/2x/3x, resizing and interpolation, templates,
/// AsyncImage's placeholder. Expected sizes come from iOS's rules: an image is pixels ÷ its
/// scale points (UIImage.size), and the variant for a display scale is that scale, else the
/// next larger, else the largest (asset catalog / UIImage(named:) lookup).
final class ImageTests: XCTestCase {
    // MARK: Fixture bundle

    /// Where the fixture bundle is made (one folder per process), removed when the class's tests end.
    private static let bundleRoot = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-image-tests-\(getpid())")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: bundleRoot)
        super.tearDown()
    }

    /// A bundle folder with an asset catalog (1x/2x/3x set, a universal set, a namespaced set,
    /// a 2x-only set, a custom symbol), plain PNGs and a corrupt one, made once per process.
    static let bundleURL: URL = {
        let root = bundleRoot
        try? FileManager.default.removeItem(at: root)
        let catalog = root.appendingPathComponent("Media.xcassets")
        func write(_ bitmap: Bitmap, _ path: String) {
            let url = root.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! PNGCodec.write(bitmap, to: url)
        }
        func json(_ text: String, _ path: String) {
            let url = root.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        // badge: 10 × 10 pt at each scale, a different colour per scale with that many stripes.
        let colours = [RGBA8(r: 0xE5, g: 0x39, b: 0x35), RGBA8(r: 0x43, g: 0xA0, b: 0x47), RGBA8(r: 0x1E, g: 0x88, b: 0xE5)]
        for scale in 1...3 {
            write(stripes(side: 10 * scale, count: scale, colour: colours[scale - 1]), "Media.xcassets/badge.imageset/badge@\(scale)x.png")
        }
        json(#"{"images":[{"idiom":"universal","scale":"1x","filename":"badge@1x.png"},{"idiom":"universal","scale":"2x","filename":"badge@2x.png"},{"idiom":"universal","scale":"3x","filename":"badge@3x.png"}],"info":{"version":1,"author":"xcode"}}"#,
             "Media.xcassets/badge.imageset/Contents.json")
        write(stripes(side: 8, count: 1, colour: colours[0]), "Media.xcassets/single.imageset/single.png")
        json(#"{"images":[{"idiom":"universal","filename":"single.png"}]}"#, "Media.xcassets/single.imageset/Contents.json")
        write(stripes(side: 24, count: 2, colour: colours[1]), "Media.xcassets/Icons/back.imageset/back@2x.png")
        json(#"{"images":[{"idiom":"universal","scale":"2x","filename":"back@2x.png"}]}"#, "Media.xcassets/Icons/back.imageset/Contents.json")
        json(#"{"properties":{"provides-namespace":true}}"#, "Media.xcassets/Icons/Contents.json")
        json(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="Regular-M"><path d="M0 0 H10 V10 Z"/></g></svg>"#,
             "Media.xcassets/custom.wedge.symbolset/custom.wedge.svg")
        // Plain resources: pixel art at 1x and 2x.
        write(checker(side: 4), "pixel.png")
        write(checker(side: 8), "pixel@2x.png")
        write(mask(side: 16), "shape.png")
        json("not a png", "broken.png")
        return root
    }()

    static var bundle: Bundle { Bundle(path: bundleURL.path)! }

    static func stripes(side: Int, count: Int, colour: RGBA8) -> Bitmap {
        var bitmap = Bitmap(width: side, height: side, fill: .white)
        let band = side / (2 * count + 1)
        for y in 0..<side {
            for x in 0..<side where (x / max(1, band)) % 2 == 1 && x < band * (2 * count + 1) { bitmap[x, y] = colour }
        }
        return bitmap
    }

    static func checker(side: Int) -> Bitmap {
        var bitmap = Bitmap(width: side, height: side)
        let palette = [RGBA8(r: 0x21, g: 0x21, b: 0x21), RGBA8(r: 0xFF, g: 0xC1, b: 0x07), RGBA8(r: 0x00, g: 0x96, b: 0x88), RGBA8(r: 0xFF, g: 0xFF, b: 0xFF)]
        let cell = side / 4
        for y in 0..<side { for x in 0..<side { bitmap[x, y] = palette[((x / cell) + 2 * (y / cell)) % 4] } }
        return bitmap
    }

    /// A soft-edged disc in black with alpha: a template image's shape.
    static func mask(side: Int) -> Bitmap {
        var bitmap = Bitmap(width: side, height: side)
        let c = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let d = ((Double(x) + 0.5 - c) * (Double(x) + 0.5 - c) + (Double(y) + 0.5 - c) * (Double(y) + 0.5 - c)).squareRoot()
                let alpha = max(0, min(1, c - 1 - d))
                if alpha > 0 { bitmap[x, y] = RGBA8(r: 200, g: 30, b: 30, a: UInt8((alpha * 255).rounded())) }
            }
        }
        return bitmap
    }

    // MARK: Lookup and sizes

    func testScaleVariantIsPickedAsIOSDoes() throws {
        for (scale, pick) in [(DisplayScale.x1, "badge@1x.png @1x"), (.x2, "badge@2x.png @2x"), (.x3, "badge@3x.png @3x")] {
            let result = layout(Image("badge", bundle: Self.bundle), size: .ideal, scale: scale)
            XCTAssertEqual(result.problems, [])
            XCTAssertEqual(result.size, Size(width: 10, height: 10), "pixels ÷ scale at \(scale)")
            XCTAssertEqual(result.root.allViews.first { $0.kind == "Image" }?.details.first { $0.name == "file" }?.value, pick)
        }
        // Only 2x: used at 1x (next larger) and 3x (largest), 12 × 12 pt either way.
        for scale in [DisplayScale.x1, .x3] {
            let result = layout(Image("Icons/back", bundle: Self.bundle), size: .ideal, scale: scale)
            XCTAssertEqual(result.problems, [])
            XCTAssertEqual(result.size, Size(width: 12, height: 12))
        }
        // A universal image is 1x: 8 px = 8 pt.
        XCTAssertEqual(layout(Image("single", bundle: Self.bundle), size: .ideal, scale: .x3).size, Size(width: 8, height: 8))
        // Plain files: pixel.png and pixel@2x.png, 4 pt.
        XCTAssertEqual(layout(Image("pixel", bundle: Self.bundle), size: .ideal, scale: .x3).size, Size(width: 4, height: 4))
    }

    func testUnknownImageNamesEveryPlaceSearched() {
        let problems = layout(Image("missing-hero", bundle: Self.bundle), size: .ideal).problems
        XCTAssertEqual(problems.count, 1)
        let message = problems.first?.description ?? ""
        XCTAssertTrue(message.contains("'missing-hero'"), message)
        XCTAssertTrue(message.contains("Media.xcassets"), message)
        XCTAssertTrue(message.contains(Self.bundleURL.path + " (PNG files)"), message)
    }

    func testCorruptPNGNamesTheFileAndTheError() {
        let problems = layout(Image("broken", bundle: Self.bundle), size: .ideal).problems
        let message = problems.first?.description ?? ""
        XCTAssertTrue(message.contains("broken.png"), message)
        XCTAssertTrue(message.contains("PNG"), message)
    }

    func testResizableTakesTheProposalAndFixedDoesNot() {
        let fixed = layout(Image("badge", bundle: Self.bundle).frame(width: 40, height: 30), size: .ideal)
        XCTAssertEqual(fixed.root.allViews.first { $0.kind == "Image" }?.layoutFrame.size, Size(width: 10, height: 10))
        let stretched = layout(Image("badge", bundle: Self.bundle).resizable().frame(width: 40, height: 30), size: .ideal)
        XCTAssertEqual(stretched.root.allViews.first { $0.kind == "Image" }?.layoutFrame.size, Size(width: 40, height: 30))
    }

    private func drawnImages(_ view: some View, scale: DisplayScale = .x1) -> [DrawnImage] {
        DisplayList(layout(view, size: .ideal, scale: scale)).commands.compactMap { command in
            if case .image(let image) = command { return image }
            return nil
        }
    }

    func testCapInsetsKeepCornersAndEdgesAtTheirSize() {
        // badge@1x is 10 px: 3 pt caps keep 3 × 3 px corners; the middle 4 px stretch to 34 × 14.
        let pieces = drawnImages(Image("badge", bundle: Self.bundle).resizable(capInsets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
            .frame(width: 40, height: 20))
        XCTAssertEqual(pieces.count, 9)
        XCTAssertEqual(pieces.map(\.rect.width), [3, 34, 3, 3, 34, 3, 3, 34, 3])
        XCTAssertEqual(pieces.map(\.rect.height), [3, 3, 3, 14, 14, 14, 3, 3, 3])
        XCTAssertEqual(pieces.map { $0.region?.width ?? -1 }, [3, 4, 3, 3, 4, 3, 3, 4, 3])
        // Smaller than its caps: the caps shrink in proportion, the middle disappears.
        let squeezed = drawnImages(Image("badge", bundle: Self.bundle).resizable(capInsets: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            .frame(width: 4, height: 10))
        XCTAssertEqual(squeezed.map(\.rect.width), [2, 2])
    }

    func testTilingRepeatsAtNaturalSizeAndCutsTheLastTile() {
        // pixel.png is 4 × 4 pt at 1x: a 10 × 6 frame takes 3 × 2 tiles, the last ones cut.
        let tiles = drawnImages(Image("pixel", bundle: Self.bundle).resizable(resizingMode: .tile).frame(width: 10, height: 6))
        XCTAssertEqual(tiles.map(\.rect.minX), [0, 4, 8, 0, 4, 8])
        XCTAssertEqual(tiles.map(\.rect.width), [4, 4, 2, 4, 4, 2])
        XCTAssertEqual(tiles.map { $0.region?.width ?? -1 }, [4, 4, 2, 4, 4, 2])
        XCTAssertEqual(tiles.map { $0.region?.height ?? -1 }, [4, 4, 4, 2, 2, 2])
    }

    func testHostileSizesNeitherCrashNorExplode() {
        // A huge tiled frame stops at 10 000 tiles; NaN and negative insets are clamped.
        let tiles = drawnImages(Image("pixel", bundle: Self.bundle).resizable(resizingMode: .tile).frame(width: 100_000, height: 100_000))
        XCTAssertLessThanOrEqual(tiles.count, 10_000)
        let odd = drawnImages(Image("badge", bundle: Self.bundle)
            .resizable(capInsets: EdgeInsets(top: .nan, leading: -5, bottom: 1e9, trailing: .infinity)).frame(width: 20, height: 20))
        XCTAssertFalse(odd.isEmpty)
        XCTAssertEqual(layout(Image("", bundle: Self.bundle), size: .ideal).problems.count, 1)
        XCTAssertNoThrow(try render(Image("badge", bundle: Self.bundle).resizable().frame(width: 0, height: 0), size: .ideal))
    }

    func testTemplateCarriesTheForegroundPaint() {
        let images = drawnImages(Image("shape", bundle: Self.bundle).renderingMode(.template).foregroundStyle(Color.red))
        XCTAssertEqual(images.first?.tint, .solid(ResolvedColor(RGBA8(r: 0xFF, g: 0x3B, b: 0x30))))
        XCTAssertNil(drawnImages(Image("shape", bundle: Self.bundle)).first?.tint)
    }

    func testTextDumpNamesTheImageAndTheFileDrawn() {
        let dump = TextDump.dump(layout(HStack { Image("badge", bundle: Self.bundle); Image(systemName: "heart").symbolVariant(.fill) },
                                        size: .ideal, scale: .x2))
        XCTAssertTrue(dump.contains("Image (0, 3.5) 10×10 · image: badge · file: badge@2x.png @2x"), dump)
        XCTAssertTrue(dump.contains("Image (18, 0) 17×17 · symbol: heart.fill"), dump)
    }

    // MARK: Symbols

    func testEveryBundledDrawingParsesAndTheLibraryIsBigEnough() {
        XCTAssertEqual(IconSet.drawingProblems, [], "drawings whose spec does not parse")
        XCTAssertGreaterThanOrEqual(IconSet.standard.names.count, 150)
        for name in ["chevron.right.circle.fill", "xmark.circle.fill", "plus.square", "star.leadinghalf.filled", "person.crop.circle",
                     "battery.50", "speaker.wave.2", "square.and.arrow.up", "exclamationmark.triangle.fill", "play.circle.fill",
                     "gearshape.fill", "arrow.counterclockwise", "hand.thumbsup", "cloud.sun", "sparkles"] {
            XCTAssertNotNil(IconSet.standard[name], name)
        }
    }

    func testSymbolSizeFollowsTheFontAndImageScale() {
        func size(_ view: some View) -> Size { layout(view, size: .ideal).size }
        XCTAssertEqual(size(Image(systemName: "heart")), Size(width: 17, height: 17), "body is 17 pt")
        XCTAssertEqual(size(Image(systemName: "heart").font(.largeTitle)), Size(width: 34, height: 34))
        let large = layout(Image(systemName: "heart").imageScale(.large), size: .ideal).root.allViews.first { $0.kind == "Image" }
        XCTAssertEqual(large?.layoutFrame.height ?? 0, 17 * 1.3, accuracy: 0.001)
    }

    func testSymbolSitsOnTheTextBaselineCentredOnTheCapHeight() {
        // A zero-height view's baseline is its bottom, so it marks the text's baseline.
        let result = layout(HStack(alignment: .firstTextBaseline) {
            Text("Ag")
            Image(systemName: "heart")
            Color.red.frame(width: 1, height: 0)
        }, size: .ideal)
        let views = result.root.allViews
        let symbol = views.first { $0.kind == "Image" }!.layoutFrame
        let baseline = views.last { $0.layoutFrame.height == 0 }!.layoutFrame.minY
        // SF Symbols are centred on the cap height: at 17 pt the baseline is 8.5 + 0.35 · 17 below the top.
        XCTAssertEqual(baseline - symbol.minY, 8.5 + 0.35 * 17, accuracy: 0.001)
    }

    func testSymbolVariantPicksTheFilledFormWhenItExists() {
        let filled = layout(Image(systemName: "heart").symbolVariant(.fill), size: .ideal)
        XCTAssertEqual(filled.root.allViews.first { $0.kind == "Image" }?.details.first?.value, "heart.fill")
        let circle = layout(Image(systemName: "xmark").symbolVariant(.circle.fill), size: .ideal)
        XCTAssertEqual(circle.root.allViews.first { $0.kind == "Image" }?.details.first?.value, "xmark.circle.fill")
        let fallback = layout(Image(systemName: "link").symbolVariant(.fill), size: .ideal)
        XCTAssertEqual(fallback.root.allViews.first { $0.kind == "Image" }?.details.first?.value, "link")
    }

    func testUnknownSymbolSuggestsNearestNamesAndRegistration() {
        let message = layout(Image(systemName: "hart.fill"), size: .ideal).problems.first?.description ?? ""
        XCTAssertTrue(message.contains("heart.fill"), message)
        XCTAssertTrue(message.contains("SymbolRegistry.register"), message)
    }

    func testRegisteredSymbolsDraw() throws {
        try SymbolRegistry.register(name: "test.wave", svgPathData: "M2 10 Q6 4 10 10 T18 10", lineWidth: 1.7)
        defer { SymbolRegistry.unregister(name: "test.wave") }
        let result = layout(Image(systemName: "test.wave"), size: .ideal)
        XCTAssertEqual(result.problems, [])
        XCTAssertGreaterThan(try result.render().pixelCount, 0)
    }

    func testSymbolSetFromAnAssetCatalog() throws {
        let result = layout(Image("custom.wedge", bundle: Self.bundle), size: .ideal)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.size, Size(width: 17, height: 17))
    }

    func testSVGPathDataParserReadsSVGNumbersAndReportsErrors() throws {
        let path = try SymbolPathData.parse("M1-2.5.5.5l1e1,0 h-3 v2 A 2 2 0 0 1 5 5 z")
        XCTAssertFalse(path.isEmpty)
        XCTAssertThrowsError(try SymbolPathData.parse("L 1 2")) { error in
            XCTAssertTrue("\(error)".contains("start with M"), "\(error)")
        }
        XCTAssertThrowsError(try SymbolPathData.parse("M 1 x")) { error in
            XCTAssertTrue("\(error)".contains("character 4"), "\(error)")
        }
    }

    /// Calls shaped like the SwiftUI corpus's (Tests/Fixtures/SwiftUICorpus): they compile and
    /// resolve (a missing asset is a problem, not a crash).
    func testCorpusShapedCallsCompile() {
        struct Row: View {
            var show: Bool
            var body: some View {
                HStack {
                    Image(systemName: show ? "eye.slash" : "eye").imageScale(.small)
                    Image(systemName: "star.fill").renderingMode(.original).imageScale(.large)
                    Image("landing1").resizable()
                    Image(decorative: "Waterfall", bundle: nil)
                    Image(systemName: "bell.fill").symbolRenderingMode(.hierarchical).symbolVariant(.circle)
                    AsyncImage(url: URL(string: "https://picsum.photos/500/500")) { phase in
                        switch phase {
                        case .success(let image): image.resizable()
                        case .failure: Image(systemName: "photo")
                        case .empty: ProgressView()
                        @unknown default: EmptyView()
                        }
                    }
                }
            }
        }
        let result = layout(Row(show: true), size: .width(390))
        XCTAssertEqual(result.problems.count, 2, "landing1 and Waterfall are not in the main bundle: \(result.problems)")
    }

    // MARK: Golden images

    func testSymbolSheetGolden() throws {
        let names = IconSet.standard.names
        let columns = 12
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min(names.count, $0 + columns)]) }
        let sheet = VStack(spacing: 0) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) { name in
                        Image(systemName: name).frame(width: 34, height: 30)
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        let image = try render(sheet.padding(8).background(Color.white), size: .width(Double(columns * 34 + 16)), scale: .x2)
        try Golden.assertImage(image, named: "image-symbol-sheet")
        try Golden.assertText(names.joined(separator: "\n") + "\n", named: "image-symbol-sheet-names")
    }

    func testScaleVariantsGolden() throws {
        for scale in [DisplayScale.x1, .x2, .x3] {
            let image = try render(Image("badge", bundle: Self.bundle).padding(2).background(Color.white), size: .ideal, scale: scale)
            try Golden.assertImage(image, named: "image-badge.x\(scale.factor)")
        }
    }

    func testResizingAndInterpolationGolden() throws {
        let modes: [Image.Interpolation] = [.none, .low, .medium, .high]
        let view = VStack(spacing: 6) {
            HStack(spacing: 6) {
                ForEach(modes, id: \.self) { mode in
                    Image("pixel", bundle: Self.bundle).resizable().interpolation(mode).frame(width: 48, height: 48)
                }
            }
            HStack(spacing: 6) {
                Image("badge", bundle: Self.bundle).resizable(capInsets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)).frame(width: 60, height: 24)
                Image("pixel", bundle: Self.bundle).resizable(resizingMode: .tile).interpolation(.none).frame(width: 30, height: 24)
                Image("pixel", bundle: Self.bundle).resizable().interpolation(.high).frame(width: 3, height: 3)
            }
        }
        let image = try render(view.padding(6).background(Color.white), size: .ideal, scale: .x2)
        try Golden.assertImage(image, named: "image-resizing-interpolation")
    }

    func testTemplateRenderingGolden() throws {
        let view = HStack(spacing: 8) {
            Image("shape", bundle: Self.bundle)
            Image("shape", bundle: Self.bundle).renderingMode(.template).foregroundStyle(Color.blue)
            Image("shape", bundle: Self.bundle).renderingMode(.template).foregroundStyle(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom))
            Image("shape", bundle: Self.bundle).renderingMode(.template)
        }
        for scheme in [ColorScheme.light, .dark] {
            let background = scheme == .dark ? Color.black : Color.white
            let image = try render(view.padding(6).background(background), size: .ideal, scale: .x2, colorScheme: scheme)
            try Golden.assertImage(image, named: "image-template.\(scheme.rawValue)")
        }
    }

    func testSymbolsInlineWithTextGolden() throws {
        let fonts: [Font] = [.caption, .footnote, .body, .headline, .title2, .largeTitle]
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(fonts.indices, id: \.self) { index in
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Image(systemName: "star.fill").foregroundStyle(Color.yellow)
                    Text("Favourites")
                    Image(systemName: "chevron.right").foregroundStyle(Color.gray)
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
                    Image(systemName: "bell.badge").imageScale(.small)
                }
                .font(fonts[index])
            }
        }
        let image = try render(view.padding(8).background(Color.white), size: .ideal, scale: .x2)
        try Golden.assertImage(image, named: "image-symbols-with-text")
    }

    func testAsyncImagePlaceholderGolden() throws {
        let url = URL(string: "https://example.com/photo.png")
        let view = HStack(spacing: 8) {
            AsyncImage(url: url).frame(width: 64, height: 64)
            AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }.frame(width: 64, height: 64)
            AsyncImage(url: url, transaction: Transaction()) { phase in
                if let image = phase.image { image.resizable() } else { Color.blue.opacity(0.2) }
            }
            .frame(width: 64, height: 64)
        }
        for scheme in [ColorScheme.light, .dark] {
            let background = scheme == .dark ? Color.black : Color.white
            let image = try render(view.padding(8).background(background), size: .ideal, scale: .x2, colorScheme: scheme)
            try Golden.assertImage(image, named: "image-async-image.\(scheme.rawValue)")
        }
    }
}
