import XCTest
@testable import ColorScience

/// Conversions between the 14 spaces. Expected values were computed with the independent Python
/// implementation of the CSS Color 4 formulas in `ReferenceImplementation.swift`, in which
/// every RGB→XYZ matrix and the Bradford matrices are derived from the primaries' and whites'
/// chromaticities with exact fractions (they agree with CSS Color 4's published matrices).
final class ConversionTests: XCTestCase {
    /// (source space, source components, destination space, expected components)
    static let reference: [(ColorSpace, [Double], ColorSpace, [Double])] = [
        (.srgb, [0.051, 0.451, 0.467], .srgbLinear, [0.00402650435833922, 0.17145704608462492, 0.18475802199841931]),
        (.srgb, [0.051, 0.451, 0.467], .hsl, [182.3076923076923, 80.30888030888043, 25.899999999999984]),
        (.srgb, [0.051, 0.451, 0.467], .hwb, [182.3076923076923, 5.099999999999965, 53.29999999999999]),
        (.srgb, [0.051, 0.451, 0.467], .lab, [43.50880787383579, -26.204131966387518, -10.352854075648544]),
        (.srgb, [0.051, 0.451, 0.467], .lch, [43.50880787383579, 28.175133000990872, 201.55822241462118]),
        (.srgb, [0.051, 0.451, 0.467], .oklab, [0.5059819576608671, -0.07847660787129807, -0.02751381891310911]),
        (.srgb, [0.051, 0.451, 0.467], .oklch, [0.5059819576608671, 0.0831600157177044, 199.32061440558442]),
        (.srgb, [0.051, 0.451, 0.467], .displayP3, [0.20206491918599634, 0.44410016770204835, 0.46220104799914136]),
        (.srgb, [0.051, 0.451, 0.467], .a98RGB, [0.26007808078923295, 0.44850276699551045, 0.4633758437444391]),
        (.srgb, [0.051, 0.451, 0.467], .prophotoRGB, [0.2537505870621774, 0.3554245485539419, 0.3858817874228283]),
        (.srgb, [0.051, 0.451, 0.467], .rec2020, [0.22639696534346887, 0.38266963284913863, 0.4096412138065516]),
        (.srgb, [0.051, 0.451, 0.467], .xyzD65, [0.09631612138130327, 0.13681501038719326, 0.19613306077365014]),
        (.srgb, [0.051, 0.451, 0.467], .xyzD50, [0.09422764662309271, 0.135011195540582, 0.1486369264888035]),
        (.oklch, [0.7, 0.15, 320.0], .srgb, [0.7801855550439609, 0.49047370056348455, 0.8461780363065382]),
        (.oklch, [0.7, 0.15, 320.0], .srgbLinear, [0.5707858988169485, 0.20532945583888473, 0.6850772302272389]),
        (.oklch, [0.7, 0.15, 320.0], .hsl, [288.86842673007266, 53.622562312092235, 66.83258684350115]),
        (.oklch, [0.7, 0.15, 320.0], .hwb, [288.86842673007266, 49.047370056348456, 15.382196369346179]),
        (.oklch, [0.7, 0.15, 320.0], .lab, [62.987828176392625, 40.34151512257461, -34.96673468462592]),
        (.oklch, [0.7, 0.15, 320.0], .lch, [62.987828176392625, 53.386425024437976, 319.08230110568377]),
        (.oklch, [0.7, 0.15, 320.0], .oklab, [0.7000000000000001, 0.11490666646784642, -0.09641814145298089]),
        (.oklch, [0.7, 0.15, 320.0], .displayP3, [0.739231890821375, 0.503677194578785, 0.8257478051420605]),
        (.oklch, [0.7, 0.15, 320.0], .a98RGB, [0.7071301310950556, 0.4868182192691353, 0.8308712084281135]),
        (.oklch, [0.7, 0.15, 320.0], .prophotoRGB, [0.6544412625465391, 0.4678434966059412, 0.7713580812861951]),
        (.oklch, [0.7, 0.15, 320.0], .rec2020, [0.6723006623112511, 0.4747566206986771, 0.8006044763745932]),
        (.oklch, [0.7, 0.15, 320.0], .xyzD65, [0.43245272947261626, 0.31767385318533276, 0.6866958921146464]),
        (.oklch, [0.7, 0.15, 320.0], .xyzD50, [0.4260028968075932, 0.31572323976557404, 0.5170944429784419]),
        (.displayP3, [0.9, 0.2, 0.1], .srgb, [0.9808942645653113, 0.017841089061785807, -0.07892969088959612]),
        (.displayP3, [0.9, 0.2, 0.1], .srgbLinear, [0.9570863565495651, 0.0013808892462682512, -0.0070582750224214424]),
        (.displayP3, [0.9, 0.2, 0.1], .hsl, [5.478501186162285, 117.50172749422725, 45.098228683785756]),
        (.displayP3, [0.9, 0.2, 0.1], .hwb, [5.478501186162285, -7.892969088959612, 1.9105735434688742]),
        (.displayP3, [0.9, 0.2, 0.1], .lab, [53.331224068042275, 79.22518434525678, 76.15553236338313]),
        (.displayP3, [0.9, 0.2, 0.1], .lch, [53.331224068042275, 109.892196920847, 43.868230040121574]),
        (.displayP3, [0.9, 0.2, 0.1], .oklab, [0.6190587636178104, 0.21841878652521327, 0.12993604204040693]),
        (.displayP3, [0.9, 0.2, 0.1], .oklch, [0.6190587636178104, 0.2541459055902201, 30.748163122716107]),
        (.displayP3, [0.9, 0.2, 0.1], .a98RGB, [0.8418572342701545, 0.05007378466171384, -0.10275956011726241]),
        (.displayP3, [0.9, 0.2, 0.1], .prophotoRGB, [0.6849396271440089, 0.27067890366818964, 0.07830394108576283]),
        (.displayP3, [0.9, 0.2, 0.1], .rec2020, [0.7746554325518064, 0.22712909247990365, 0.04269690691110781]),
        (.displayP3, [0.9, 0.2, 0.1], .xyzD65, [0.39391350887210574, 0.20399190691134225, 0.011956740295023388]),
        (.displayP3, [0.9, 0.2, 0.1], .xyzD50, [0.41687454163184895, 0.2135072545157198, 0.008420144164970977]),
        (.lab, [30.0, -20.0, 40.0], .srgb, [0.19993909563859485, 0.3073295536861624, -0.031062873177152738]),
        (.lab, [30.0, -20.0, 40.0], .srgbLinear, [0.03308579351122634, 0.07692068065675152, -0.0024042471499344225]),
        (.lab, [30.0, -20.0, 40.0], .hsl, [79.0412874855994, 122.4876001115449, 13.813334025450482]),
        (.lab, [30.0, -20.0, 40.0], .hwb, [79.0412874855994, -3.1062873177152737, 69.26704463138375]),
        (.lab, [30.0, -20.0, 40.0], .lch, [30.0, 44.721359549995796, 116.56505117707796]),
        (.lab, [30.0, -20.0, 40.0], .oklab, [0.3879153729294929, -0.06659224989031604, 0.08453126138393444]),
        (.lab, [30.0, -20.0, 40.0], .oklch, [0.3879153729294929, 0.1076106960139806, 128.23042172763888]),
        (.lab, [30.0, -20.0, 40.0], .displayP3, [0.2233959295034832, 0.30445781373397696, 0.050099954791120845]),
        (.lab, [30.0, -20.0, 40.0], .a98RGB, [0.24553084646080217, 0.3115129384384359, 0.04039305323218432]),
        (.lab, [30.0, -20.0, 40.0], .prophotoRGB, [0.17313582016455462, 0.22891596322739968, 0.0661267298553295]),
        (.lab, [30.0, -20.0, 40.0], .rec2020, [0.17567137125367754, 0.2392235459757096, 0.02321610739032666]),
        (.lab, [30.0, -20.0, 40.0], .xyzD65, [0.04071598718691283, 0.06187302362744949, 0.0075228048509939855]),
        (.lab, [30.0, -20.0, 40.0], .xyzD50, [0.0437097016486329, 0.06235905531182091, 0.006211374185941223]),
        (.hsl, [200.0, 60.0, 70.0], .srgb, [0.52, 0.7599999999999998, 0.8800000000000001]),
        (.hsl, [200.0, 60.0, 70.0], .srgbLinear, [0.2330219993014382, 0.5382355236010177, 0.748414103499371]),
        (.hsl, [200.0, 60.0, 70.0], .hwb, [200.00000000000003, 52.0, 11.99999999999999]),
        (.hsl, [200.0, 60.0, 70.0], .lab, [75.01806259104087, -14.518023993665697, -21.911519186525318]),
        (.hsl, [200.0, 60.0, 70.0], .lch, [75.01806259104087, 26.28474260368779, 236.47254194170097]),
        (.hsl, [200.0, 60.0, 70.0], .oklab, [0.7827603905816296, -0.0484478429483019, -0.05910423889300476]),
        (.hsl, [200.0, 60.0, 70.0], .oklch, [0.7827603905816296, 0.07642319374028216, 230.658469757937]),
        (.hsl, [200.0, 60.0, 70.0], .displayP3, [0.5723380790223338, 0.753572506868606, 0.8673770949664126]),
        (.hsl, [200.0, 60.0, 70.0], .a98RGB, [0.5956202502213835, 0.7545208885531298, 0.8719175768379404]),
        (.hsl, [200.0, 60.0, 70.0], .prophotoRGB, [0.6062553383811667, 0.6910127187447, 0.8299550883509943]),
        (.hsl, [200.0, 60.0, 70.0], .rec2020, [0.5912344907364162, 0.7194343766377197, 0.8498044151015435]),
        (.hsl, [200.0, 60.0, 70.0], .xyzD65, [0.423635090128896, 0.48850850153750813, 0.7800510393117667]),
        (.hsl, [200.0, 60.0, 70.0], .xyzD50, [0.4159970440018148, 0.4830685824189029, 0.589939227337872]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .srgb, [-0.5299433398942683, 0.6288367240412444, 0.3300572484151863]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .srgbLinear, [-0.242810362923992, 0.3532481571129424, 0.08901328406892976]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .hsl, [164.52961947180935, 1171.74679977917, 4.9446692073488006]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .hwb, [164.52961947180935, -52.994333989426835, 37.11632759587557]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .lab, [52.35462198419053, -117.45190415047105, 20.734121558425667]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .lch, [52.35462198419053, 119.26799061513114, 169.98855960572837]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .oklab, [0.5565837657553201, -0.28698183449217474, 0.05447001619828523]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .oklch, [0.5565837657553201, 0.2921053850806853, 169.252926709508]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .displayP3, [-0.40582489130841914, 0.6126087629794654, 0.35332837609246975]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .a98RGB, [-0.30420627517296106, 0.6230297747428681, 0.35081257162898777]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .rec2020, [-0.13482627858413856, 0.5487913725700794, 0.30251957752600883]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .xyzD65, [0.04224843695051796, 0.20742713868694815, 0.12202160167683408]),
        (.prophotoRGB, [0.01, 0.5, 0.3], .xyzD50, [0.04290865875521919, 0.20461133550098198, 0.09447725535272437]),
        (.xyzD50, [0.3, 0.2, 0.1], .srgb, [0.7782995537441071, 0.337074923431411, 0.37548412746242743]),
        (.xyzD50, [0.3, 0.2, 0.1], .srgbLinear, [0.5676973344753171, 0.0929565198515011, 0.11632986931565961]),
        (.xyzD50, [0.3, 0.2, 0.1], .hsl, [354.77691841403384, 49.876995285409514, 55.76872385877591]),
        (.xyzD50, [0.3, 0.2, 0.1], .hwb, [354.77691841403384, 33.7074923431411, 22.17004462558929]),
        (.xyzD50, [0.3, 0.2, 0.1], .lab, [51.837211526538496, 46.39584506895073, 17.98537177784726]),
        (.xyzD50, [0.3, 0.2, 0.1], .lch, [51.837211526538496, 49.75990391519526, 21.188845558130897]),
        (.xyzD50, [0.3, 0.2, 0.1], .oklab, [0.5981646672427775, 0.13736967633948466, 0.042596940111342574]),
        (.xyzD50, [0.3, 0.2, 0.1], .oklch, [0.5981646672427775, 0.14382255485306913, 17.22813190260869]),
        (.xyzD50, [0.3, 0.2, 0.1], .displayP3, [0.724324533043305, 0.36351080337830893, 0.38462749807033997]),
        (.xyzD50, [0.3, 0.2, 0.1], .a98RGB, [0.683062111121167, 0.33952339401827325, 0.37456167254574474]),
        (.xyzD50, [0.3, 0.2, 0.1], .prophotoRGB, [0.5558823066131384, 0.3358656939491574, 0.3096195163970906]),
        (.xyzD50, [0.3, 0.2, 0.1], .rec2020, [0.6218197923750068, 0.33353691621950193, 0.326742398236]),
        (.xyzD50, [0.3, 0.2, 0.1], .xyzD65, [0.28834825977672673, 0.1955923109352935, 0.1326292672237772]),
    ]

    func testConversionsMatchIndependentReference() {
        for (source, components, destination, expected) in Self.reference {
            let color = Color(space: source, components: components.map { $0 }, alpha: 0.5)
            let converted = color.converted(to: destination)
            XCTAssertEqual(converted.space, destination)
            XCTAssertEqual(converted.alpha, 0.5)
            for index in 0..<3 {
                let value = converted.components[index] ?? .nan
                XCTAssertEqual(
                    value, expected[index], accuracy: 1e-9 * max(1, abs(expected[index])),
                    "\(source.rawValue) \(components) → \(destination.rawValue) component \(index)"
                )
            }
        }
    }

    func testSRGBRedInOKLCHMatchesPublishedValue() {
        // CSS Color 4 / Björn Ottosson: sRGB red is oklch(62.7955% 0.257683 29.2339).
        let red = Color.srgb(1, 0, 0).converted(to: .oklch)
        assertColor(red, .oklch, [0.627955, 0.257683, 29.2339], accuracy: 5e-6)
    }

    func testSRGBRedInOKLabMatchesOttossonsOwnSRGBFormula() {
        // Ottosson's published linear-sRGB → LMS matrix path gives
        // oklab(0.6279553606145516 0.22486306106597398 0.1258462985307351) for red.
        assertColor(
            Color.srgb(1, 0, 0).converted(to: .oklab), .oklab,
            [0.6279553606145516, 0.22486306106597398, 0.1258462985307351], accuracy: 1e-7
        )
    }

    func testSRGBRedInLab() {
        // CSS Color 4 § 9 example: sRGB red is lab(54.29% 80.8 69.89) (D50).
        assertColor(Color.srgb(1, 0, 0).converted(to: .lab), .lab, [54.2905, 80.8049, 69.8910], accuracy: 2e-6)
    }

    func testWhiteAndBlackAreExactInEveryRGBSpace() {
        for space in [ColorSpace.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            assertColor(Color.srgb(1, 1, 1).converted(to: space), space, [1, 1, 1], accuracy: 1e-12)
            assertColor(Color.srgb(0, 0, 0).converted(to: space), space, [0, 0, 0], accuracy: 1e-12)
        }
    }

    func testHSLAndHWBTextbookValues() {
        // hsl(120 100% 25%) is rgb(0 50% 0); hsl(0 100% 50%) is red; hwb(0 60% 60%) is a 50% gray.
        assertColor(Color(space: .hsl, components: [120, 100, 25]).converted(to: .srgb), .srgb, [0, 0.5, 0])
        assertColor(Color(space: .hsl, components: [0, 100, 50]).converted(to: .srgb), .srgb, [1, 0, 0])
        assertColor(Color(space: .hsl, components: [480, 100, 50]).converted(to: .srgb), .srgb, [0, 1, 0])
        assertColor(Color(space: .hwb, components: [0, 60, 60]).converted(to: .srgb), .srgb, [0.5, 0.5, 0.5])
        assertColor(Color(space: .hwb, components: [240, 20, 40]).converted(to: .srgb), .srgb, [0.2, 0.2, 0.6])
        // #0D7377 = rgb(13 115 119): blue is the maximum, so hue = 60·((r − g)/(max − min) + 4)
        // = 60·(4 − 102/106); l = (13 + 119)/2/255 = 66/255; s = (119 − 66)/66.
        let teal = hex("#0D7377").converted(to: .hsl)
        assertColor(teal, .hsl, [60 * (4 - 102.0 / 106), 53.0 / 66 * 100, 66.0 / 255 * 100])
    }

    func testHSLToHWBStaysInSRGB() {
        // hsl(200 60% 70%) = rgb(52% 76% 88%) → hwb(200 52% 12%) exactly.
        let hwb = Color(space: .hsl, components: [200, 60, 70]).converted(to: .hwb)
        assertColor(hwb, .hwb, [200, 52, 12], accuracy: 1e-12)
    }

    func testAchromaticColorsHaveHueZero() {
        for gray in [0.0, 0.2, 0.5, 1.0] {
            let color = Color.srgb(gray, gray, gray)
            for space in [ColorSpace.hsl, .hwb, .lch, .oklch] {
                let converted = color.converted(to: space)
                XCTAssertEqual(converted.components[space.hueIndex ?? 0], 0, "\(gray) in \(space)")
            }
        }
        // oklab(0.6 0 0) is gray in sRGB to within the 10-digit precision of Ottosson's M2 matrix
        // (CSS's inverse maps L to LMS with coefficients 1 ± 5.5e-8).
        let gray = Color(space: .oklab, components: [0.6, 0, 0]).converted(to: .srgb)
        let v = gray.resolvedComponents
        XCTAssertEqual(v.0, v.1, accuracy: 1e-6)
        XCTAssertEqual(v.1, v.2, accuracy: 1e-6)
    }

    func testNoneConvertsAsZero() {
        let withNone = Color(space: .oklch, components: [0.7, nil, 120]).converted(to: .srgb)
        let withZero = Color(space: .oklch, components: [0.7, 0, 120]).converted(to: .srgb)
        XCTAssertEqual(withNone, withZero)
        let noneHue = Color(space: .hsl, components: [nil, 100, 50]).converted(to: .srgb)
        assertColor(noneHue, .srgb, [1, 0, 0])
    }

    func testConvertingToOwnSpaceReturnsTheColorUnchanged() {
        let color = Color(space: .lch, components: [50, nil, 400], alpha: 0.3)
        XCTAssertEqual(color.converted(to: .lch), color)
    }

    func testRoundTripsBetweenEveryPairOfSpaces() {
        let samples: [Color] = [
            Color.srgb(0.051, 0.451, 0.467),
            Color.srgb(0.9, 0.1, 0.3),
            Color.srgb(0.2, 0.7, 0.1),
            Color(space: .displayP3, components: [0.3, 0.6, 0.9]),
        ]
        for sample in samples {
            for middle in ColorSpace.allCases {
                for destination in ColorSpace.allCases {
                    let start = sample.converted(to: middle)
                    let back = start.converted(to: destination).converted(to: middle)
                    let a = start.resolvedComponents
                    let b = back.resolvedComponents
                    let scale = middle == .lab || middle == .lch || middle.isPolar ? 100.0 : 1.0
                    let tolerance = 1e-9 * scale
                    XCTAssertEqual(a.0, b.0, accuracy: tolerance, "\(middle) → \(destination) → \(middle)")
                    XCTAssertEqual(a.1, b.1, accuracy: tolerance, "\(middle) → \(destination) → \(middle)")
                    XCTAssertEqual(a.2, b.2, accuracy: tolerance, "\(middle) → \(destination) → \(middle)")
                }
            }
        }
    }

    func testMalformedComponentsNeverTrap() {
        let short = Color(space: .srgb, components: [1], alpha: 1)
        assertColor(short.converted(to: .srgbLinear), .srgbLinear, [1, 0, 0])
        let nonFinite = Color(space: .oklch, components: [.nan, .infinity, -.infinity], alpha: .nan)
        let converted = nonFinite.converted(to: .srgb).resolvedComponents
        XCTAssertEqual(converted.0, 0, accuracy: 1e-9)
        XCTAssertEqual(converted.1, 0, accuracy: 1e-9)
        XCTAssertEqual(converted.2, 0, accuracy: 1e-9)
    }

    func testSpaceMetadata() {
        XCTAssertEqual(ColorSpace.oklch.hueIndex, 2)
        XCTAssertEqual(ColorSpace.hwb.hueIndex, 0)
        XCTAssertNil(ColorSpace.oklab.hueIndex)
        XCTAssertEqual(ColorSpace.hsl.gamutSpace, .srgb)
        XCTAssertNil(ColorSpace.lab.gamutSpace)
        XCTAssertEqual(ColorSpace.xyzD65.cssPredefinedName, "xyz-d65")
        XCTAssertNil(ColorSpace.oklch.cssPredefinedName)
        XCTAssertEqual(ColorSpace.lch.componentNames, ["l", "c", "h"])
    }
}

/// The byte lookup of the sRGB transfer function gives the formula's exact bits.
final class SRGBLinearizationTableTests: XCTestCase {
    func testEveryByteValueMatchesTheFormulaBitForBit() {
        for byte in 0...255 {
            let c = Double(byte) / 255
            XCTAssertEqual(ColorConversion.linearizeSRGB(c).bitPattern, ColorConversion.linearizeSRGBFormula(c).bitPattern, "\(byte)")
        }
    }

    func testOtherValuesTakeTheFormula() {
        // Near a byte value but not it, negative, above 1, not finite: the formula's result.
        let values = [0.5, 128.0 / 255 + 1e-12, 128.0 / 255 - 1e-12, -0.2, -1.0 / 255, 1.2, 256.0 / 255,
                      0.0404, 0.04045, .infinity, -.infinity, 1e-300]
        for c in values {
            XCTAssertEqual(ColorConversion.linearizeSRGB(c).bitPattern, ColorConversion.linearizeSRGBFormula(c).bitPattern, "\(c)")
        }
        XCTAssertTrue(ColorConversion.linearizeSRGB(.nan).isNaN)
        // By hand, from the published formula: ((200/255 + 0.055) / 1.055)^2.4 = 0.577580…
        XCTAssertEqual(ColorConversion.linearizeSRGB(200.0 / 255), 0.5775804404, accuracy: 1e-9)
        XCTAssertEqual(ColorConversion.linearizeSRGB(10.0 / 255), 10.0 / 255 / 12.92, accuracy: 1e-15)
    }
}

/// The direct sRGB → Display P3 conversion gives the tree walk's exact bits.
final class SRGBToDisplayP3Tests: XCTestCase {
    func testDirectConversionMatchesTheWalkBitForBit() {
        var values: [Double] = (0...255).map { Double($0) / 255 }
        values += [-0.2, -1.0 / 255, 1.2, 256.0 / 255, 0.0404, 0.04045, 1e-300, -0.0, 0.5 + 1e-12]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { values.append(Double.random(in: -0.25...1.25, using: &generator)) }
        var checked = 0
        for (index, x) in values.enumerated() {
            // Each value in every channel position, with two others from the list.
            let v = SIMD3(x, values[(index * 7 + 3) % values.count], values[(index * 13 + 5) % values.count])
            for w in [v, SIMD3(v.y, v.x, v.z), SIMD3(v.z, v.y, v.x)] {
                let direct = ColorConversion.convert(w, from: .srgb, to: .displayP3)
                let walked = ColorConversion.walk(w, from: .srgb, to: .displayP3)
                XCTAssertEqual(direct.x.bitPattern, walked.x.bitPattern, "\(w)")
                XCTAssertEqual(direct.y.bitPattern, walked.y.bitPattern, "\(w)")
                XCTAssertEqual(direct.z.bitPattern, walked.z.bitPattern, "\(w)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3 * values.count)
        XCTAssertTrue(ColorConversion.convert(SIMD3(.nan, 0, 0), from: .srgb, to: .displayP3).x.isNaN)
    }
}
