import ColorScience
import TokenModel

/// Finds the worst contrast between a foreground (one color, or the colors of a gradient) and a
/// ``Backdrop``: over every glow and none, every assumed base, and every point along the
/// backdrop's gradients — the stops and the interpolated ramp between them, sampled densely and
/// then refined by golden-section search around the worst sample.
public struct ContrastEvaluator: Sendable {
    /// Samples between neighbouring gradient stops.
    public var samplesPerSegment: Int

    /// Creates an evaluator.
    public init(samplesPerSegment: Int = 128) {
        self.samplesPerSegment = samplesPerSegment
    }

    /// The worst WCAG ratio (and, if asked, the worst APCA |Lc|) of `foregrounds` over `backdrop`.
    /// Each foreground color already carries its alpha (opacity included); it is composited over
    /// the backdrop point before measuring. Nil when there is nothing to compare.
    public func worst(foregrounds: [Color], over backdrop: Backdrop, apca: Bool, glows includeGlows: Bool = true) -> ContrastOutcome? {
        guard !foregrounds.isEmpty, !backdrop.isEmpty else { return nil }
        if backdrop.isPlainOpaque { return Self.worst(foregrounds: foregrounds, overPlain: backdrop, apca: apca) }
        return worst(foregrounds: foregrounds, over: Sampled(backdrop, samplesPerSegment: samplesPerSegment, glows: includeGlows), apca: apca)
    }

    /// A backdrop's colors at its sample positions, for each assumed base and glow, made once for
    /// every foreground measured over it (the colors of a gradient foreground, the candidates
    /// of a suggestion): a color there is the stack composited at that point, the same whatever
    /// is in front.
    struct Sampled {
        let backdrop: Backdrop
        let positions: [Double]
        let bases: [Color?]
        let glows: [Int?]
        let hasGradient: Bool
        /// `colors[b * glows.count + g][i]`: the color at `positions[i]` over `bases[b]` under `glows[g]`.
        let colors: [[Color]]

        init(_ backdrop: Backdrop, samplesPerSegment: Int, glows includeGlows: Bool) {
            self.backdrop = backdrop
            positions = backdrop.samplePositions(perSegment: samplesPerSegment)
            bases = backdrop.bases
            glows = [nil] + (includeGlows ? backdrop.glowIndices.map { Optional($0) } : [])
            hasGradient = backdrop.hasGradient
            var colors: [[Color]] = []
            colors.reserveCapacity(bases.count * glows.count)
            for base in bases {
                for glow in glows {
                    colors.append(positions.map { backdrop.color(at: $0, glow: glow, base: base) })
                }
            }
            self.colors = colors
        }
    }

    /// ``worst(foregrounds:over:apca:glows:)`` over a backdrop that is not plain, sampled once.
    func worst(foregrounds: [Color], over sampled: Sampled, apca: Bool) -> ContrastOutcome? {
        guard !foregrounds.isEmpty, !sampled.backdrop.isEmpty else { return nil }
        let backdrop = sampled.backdrop
        let positions = sampled.positions
        let hasGradient = sampled.hasGradient
        var best: ContrastOutcome?
        var bestAPCA: ContrastOutcome.APCAPoint?

        func sample(_ color: Color, _ position: Double, _ glow: Int?, _ base: Color?) -> BackdropSample {
            BackdropSample(color: color, gradientPosition: hasGradient ? position : nil, glow: glow, assumedBase: base)
        }

        func measure(_ position: Double, _ glow: Int?, _ base: Color?, _ text: Color) -> (Double, Color, BackdropSample) {
            let color = backdrop.color(at: position, glow: glow, base: base)
            let seen = text.composited(over: color)
            return (Contrast.wcagRatio(seen, color), seen, sample(color, position, glow, base))
        }

        for (b, base) in sampled.bases.enumerated() {
            for (g, glow) in sampled.glows.enumerated() {
                let colors = sampled.colors[b * sampled.glows.count + g]
                for text in foregrounds {
                    var localBest: (ratio: Double, index: Int)?
                    for (i, position) in positions.enumerated() {
                        let color = colors[i]
                        let seen = text.composited(over: color)
                        let ratio = Contrast.wcagRatio(seen, color)
                        if best == nil || ratio < best!.ratio {
                            best = ContrastOutcome(ratio: ratio, foreground: seen, foregroundWritten: text,
                                                   backdrop: sample(color, position, glow, base))
                        }
                        if localBest == nil || ratio < localBest!.ratio { localBest = (ratio, i) }
                        if apca {
                            let lc = Contrast.apcaLc(text: seen, background: color)
                            if bestAPCA == nil || abs(lc) < abs(bestAPCA!.lc) {
                                bestAPCA = .init(lc: lc, foreground: seen, backdrop: sample(color, position, glow, base))
                            }
                        }
                    }
                    // Refine between the neighbours of the worst sample of the ramp.
                    if hasGradient, let (_, i) = localBest {
                        let low = positions[max(0, i - 1)], high = positions[min(positions.count - 1, i + 1)]
                        let position = Self.minimize(low, high) { measure($0, glow, base, text).0 }
                        let (ratio, seen, refined) = measure(position, glow, base, text)
                        if let current = best, ratio < current.ratio {
                            best = ContrastOutcome(ratio: ratio, foreground: seen, foregroundWritten: text, backdrop: refined)
                        }
                    }
                }
            }
        }
        best?.apca = bestAPCA
        return best
    }

    /// ``worst(foregrounds:over:apca:glows:)`` over a stack with an opaque layer and no gradient
    /// or glow showing (behind most texts: a card, a button): one color behind every foreground.
    /// The same outcome as the general loop over bases, glows and positions, which has one of
    /// each here — without the arrays it makes for them (four per check).
    private static func worst(foregrounds: [Color], overPlain backdrop: Backdrop, apca: Bool) -> ContrastOutcome? {
        let color = backdrop.color(at: 0, glow: nil, base: nil)
        // The worst foreground (the first of equals) is found by its figures alone; the outcome,
        // a few hundred bytes, is made once at the end rather than at every improvement.
        var best: (index: Int, ratio: Double, seen: Color)?
        var bestAPCA: (lc: Double, seen: Color)?
        for (index, text) in foregrounds.enumerated() {
            let seen = text.composited(over: color)
            let ratio = Contrast.wcagRatio(seen, color)
            if best == nil || ratio < best!.ratio { best = (index, ratio, seen) }
            if apca {
                let lc = Contrast.apcaLc(text: seen, background: color)
                if bestAPCA == nil || abs(lc) < abs(bestAPCA!.lc) { bestAPCA = (lc, seen) }
            }
        }
        guard let best else { return nil }
        let sample = BackdropSample(color: color, gradientPosition: nil, glow: nil, assumedBase: nil)
        var outcome = ContrastOutcome(ratio: best.ratio, foreground: best.seen, foregroundWritten: foregrounds[best.index], backdrop: sample)
        if let bestAPCA { outcome.apca = .init(lc: bestAPCA.lc, foreground: bestAPCA.seen, backdrop: sample) }
        return outcome
    }

    /// The worst point away from every glow when that already fails `requirement`; otherwise the
    /// worst point anywhere, under a glow's center included. A glow covers part of the screen, so
    /// a finding that holds without it is reported as the surer one.
    public func worstPreferringCertain(foregrounds: [Color], over backdrop: Backdrop,
                                       requirement: ContrastRequirement) -> ContrastOutcome? {
        let apca = requirement.apcaLc != nil
        guard !backdrop.isPlainOpaque, !backdrop.glowIndices.isEmpty else { return worst(foregrounds: foregrounds, over: backdrop, apca: apca) }
        let certain = worst(foregrounds: foregrounds, over: backdrop, apca: apca, glows: false)
        if let certain, certain.ratio < requirement.ratio,
           requirement.apcaLc.map({ abs(certain.apca?.lc ?? 0) < $0 }) ?? true {
            return certain
        }
        return worst(foregrounds: foregrounds, over: backdrop, apca: apca)
    }

    /// Golden-section search for the minimum of `f` on `[a, b]` (f is smooth there).
    static func minimize(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var lo = a, hi = b
        var x1 = hi - ratio * (hi - lo), x2 = lo + ratio * (hi - lo)
        var f1 = f(x1), f2 = f(x2)
        for _ in 0..<40 where hi - lo > 1e-9 {
            if f1 < f2 {
                hi = x2; x2 = x1; f2 = f1
                x1 = hi - ratio * (hi - lo); f1 = f(x1)
            } else {
                lo = x1; x1 = x2; f1 = f2
                x2 = lo + ratio * (hi - lo); f2 = f(x2)
            }
        }
        let candidates = [a, b, (lo + hi) / 2]
        return candidates.min { f($0) < f($1) } ?? a
    }

    /// The colors of a gradient foreground worth trying: its stops and points between them.
    public static func foregroundSamples(of stops: [GradientStop], perSegment: Int = 16) -> [Color] {
        let sorted = stops.sorted { $0.position < $1.position }
        guard sorted.count > 1 else { return sorted.map(\.color) }
        var colors: [Color] = []
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            for k in 0..<perSegment {
                colors.append(interpolate(a.color, b.color, t: Double(k) / Double(perSegment), in: .srgb))
            }
        }
        colors.append(sorted[sorted.count - 1].color)
        return colors
    }
}
