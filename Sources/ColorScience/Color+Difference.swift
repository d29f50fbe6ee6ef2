import Foundation

extension Color {
    /// The just-noticeable difference in ΔEOK that CSS Color 4's gamut mapping uses (0.02):
    /// two colors closer than this look the same.
    public static let justNoticeableDeltaEOK = 0.02

    /// ΔEOK: the Euclidean distance between the two colors in OKLab (L 0–1). Alpha is ignored.
    public func deltaEOK(_ other: Color) -> Double {
        let d = vector(in: .oklab) - other.vector(in: .oklab)
        return (d * d).sum().squareRoot()
    }

    /// CIEDE2000 (ΔE00, with kL = kC = kH = 1) between the two colors in CIE Lab (D50, as CSS
    /// Color 4 defines `lab`). About 1 is a just-noticeable difference. Alpha is ignored.
    public func deltaE2000(_ other: Color) -> Double {
        Self.ciede2000(vector(in: .lab), other.vector(in: .lab))
    }

    /// The CIEDE2000 formula (Sharma, Wu & Dalal 2005) on two Lab vectors.
    static func ciede2000(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let (l1, a1, b1) = (lab1.x, lab1.y, lab1.z)
        let (l2, a2, b2) = (lab2.x, lab2.y, lab2.z)
        let degrees = 180 / Double.pi
        let radians = Double.pi / 180
        let pow25To7 = 6_103_515_625.0  // 25^7

        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25To7)).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()

        @inline(__always) func hueAngle(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1p = hueAngle(b1, a1p)
        let h2p = hueAngle(b2, a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltaHue = 0.0
        if chromaProduct != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 {
                deltaHue -= 360
            } else if deltaHue < -180 {
                deltaHue += 360
            }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * sin(deltaHue * radians / 2)

        let meanL = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanHue = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 {
                meanHue = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                meanHue = (h1p + h2p + 360) / 2
            } else {
                meanHue = (h1p + h2p - 360) / 2
            }
        }

        let t = 1
            - 0.17 * cos((meanHue - 30) * radians)
            + 0.24 * cos(2 * meanHue * radians)
            + 0.32 * cos((3 * meanHue + 6) * radians)
            - 0.20 * cos((4 * meanHue - 63) * radians)
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rC = 2 * (meanCp7 / (meanCp7 + pow25To7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCp
        let sH = 1 + 0.015 * meanCp * t
        let rT = -sin(2 * deltaTheta * radians) * rC

        let termL = deltaL / sL
        let termC = deltaC / sC
        let termH = deltaH / sH
        let sum = termL * termL + termC * termC + termH * termH + rT * termC * termH
        return max(0, sum).squareRoot()
    }
}
