import QuartzCore

/// Issue "Real motion at half GTK's cost": 100 layers on a 1280×720 window all moving each
/// frame — by fractions of a pixel, as animated layers do, or by whole pixels — drawn by a
/// CARenderer (damage, caches and all). Shadowed rounded cards moving by fractions must cost
/// ≤ 1.3× the same cards without shadows and ≤ 1.5× the cards moving by whole pixels; shape
/// layers and rasterized layers are measured the same way (fractional against whole), and the
/// shadowed cards again at scale 2 (a HiDPI output: fractional against whole, and against scale 1).
struct MotionBenchmark: Benchmark, Sendable {
    let name = "motion"
    let summary = "100 layers moving each frame by fractional vs whole pixels: shadowed rounded cards, shapes, rasterized layers"

    enum Kind { case shadowed, rounded, shape, rasterized }

    /// 100 layers of `kind`, each stepping by its own velocity every frame.
    final class Movers {
        let root = CALayer()
        let renderer: CARenderer
        var layers: [CALayer] = []
        var velocities: [CGVector] = []
        var starts: [CGPoint] = []
        var frame = 0

        /// `scale`: device pixels per point, as a HiDPI output's (the bitmap grows by it; the
        /// scene keeps its size in points).
        init(_ kind: Kind, fractional: Bool, scale: Int = 1) {
            root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
            root.backgroundColor = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
            for i in 0..<100 {
                let l = Self.make(kind, i)
                // 1.5–4.5 px a frame; fractional speeds never land on whole pixels for long.
                let base = CGVector(dx: CGFloat(1 + i % 4), dy: CGFloat(1 + (i / 4) % 3))
                velocities.append(fractional ? CGVector(dx: base.dx + 0.37, dy: base.dy + 0.61) : base)
                starts.append(CGPoint(x: CGFloat((i * 97) % 1100) + 70, y: CGFloat((i * 53) % 600) + 50))
                l.position = starts[i]
                root.addSublayer(l)
                layers.append(l)
            }
            renderer = CARenderer(context: CompositorBenchmark.context(width: 1280 * scale, height: 720 * scale))
            renderer.bounds = root.frame
            renderer.layer = root
            step()
        }

        static func make(_ kind: Kind, _ i: Int) -> CALayer {
            let color = CGColor(red: CGFloat(i % 5) / 5, green: 0.5, blue: CGFloat(i % 3) / 3, alpha: 0.85)
            let bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
            switch kind {
            case .shadowed, .rounded:
                let l = CALayer()
                l.bounds = bounds
                l.cornerRadius = 12
                l.backgroundColor = color
                if kind == .shadowed {
                    l.shadowOpacity = 0.5; l.shadowRadius = 3; l.shadowOffset = CGSize(width: 0, height: 4)
                }
                return l
            case .shape:
                let l = CAShapeLayer()
                l.bounds = bounds
                let path = CGMutablePath()
                path.addEllipse(in: bounds.insetBy(dx: 4, dy: 4))
                path.addRoundedRect(in: CGRect(x: 30, y: 20, width: 60, height: 40), cornerWidth: 8, cornerHeight: 8)
                l.path = path
                l.fillRule = .evenOdd
                l.fillColor = color
                l.strokeColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
                l.lineWidth = 2
                return l
            case .rasterized:
                let l = CALayer()
                l.bounds = bounds
                l.cornerRadius = 12
                l.backgroundColor = color
                l.borderWidth = 2
                l.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
                let dot = CALayer()
                dot.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
                dot.cornerRadius = 20
                dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.9)
                l.addSublayer(dot)
                l.shouldRasterize = true
                return l
            }
        }

        /// One frame: every layer a step further along (bouncing within the window), drawn.
        func step() {
            frame += 1
            CATransaction.begin(); CATransaction.setDisableActions(true)
            for (i, l) in layers.enumerated() {
                let v = velocities[i]
                func bounce(_ s: CGFloat, _ d: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
                    let span = hi - lo, p = (s - lo + d * CGFloat(frame)).truncatingRemainder(dividingBy: 2 * span)
                    return lo + (p > span ? 2 * span - p : p)
                }
                l.position = CGPoint(x: bounce(starts[i].x, v.dx, 60, 1220), y: bounce(starts[i].y, v.dy, 40, 680))
            }
            CATransaction.commit()
            renderer.beginFrame(atTime: Double(frame), timeStamp: nil); renderer.render(); renderer.endFrame()
        }
    }

    func run() -> [BenchResult] {
        let shadowedFractional = Movers(.shadowed, fractional: true), shadowedWhole = Movers(.shadowed, fractional: false)
        let roundedFractional = Movers(.rounded, fractional: true), roundedWhole = Movers(.rounded, fractional: false)
        let (sf, rf, shadowedToRounded) = interleavedRatio(rounds: 60, shadowedFractional.step, roundedFractional.step)
        let rw = interleaved(rounds: 60, roundedWhole.step, roundedFractional.step).0
        let (sf2, sw, shadowedToWhole) = interleavedRatio(rounds: 60, shadowedFractional.step, shadowedWhole.step)
        let shapeFractional = Movers(.shape, fractional: true), shapeWhole = Movers(.shape, fractional: false)
        let (hf, hw, shapesToWhole) = interleavedRatio(rounds: 41, shapeFractional.step, shapeWhole.step)
        let rasterFractional = Movers(.rasterized, fractional: true), rasterWhole = Movers(.rasterized, fractional: false)
        let (zf, zw, rasterToWhole) = interleavedRatio(rounds: 41, rasterFractional.step, rasterWhole.step)
        // Scale 2: the same scene on a HiDPI output, four times the pixels.
        let hiFractional = Movers(.shadowed, fractional: true, scale: 2), hiWhole = Movers(.shadowed, fractional: false, scale: 2)
        let (hf2, hw2, hiToWhole) = interleavedRatio(rounds: 41, hiFractional.step, hiWhole.step)
        let (_, _, hiToLow) = interleavedRatio(rounds: 41, hiFractional.step, shadowedFractional.step)
        print(String(format: "motion: 100 movers a frame, fractional / whole — shadowed rounded %.2f (%.2f) / %.2f ms; rounded %.2f / %.2f ms; "
                         + "shapes %.2f / %.2f ms; rasterized %.2f / %.2f ms; shadowed at scale 2 %.2f / %.2f ms",
                     sf * 1000, sf2 * 1000, sw * 1000, rf * 1000, rw * 1000, hf * 1000, hw * 1000, zf * 1000, zw * 1000, hf2 * 1000, hw2 * 1000))
        return [
            BenchResult(name: "motion.shadowed fractional/unshadowed", value: shadowedToRounded, target: 1.3, unit: "×"),
            BenchResult(name: "motion.shadowed fractional/whole", value: shadowedToWhole, target: 1.5, unit: "×"),
            BenchResult(name: "motion.shapes fractional/whole", value: shapesToWhole, target: 1.5, unit: "×"),
            BenchResult(name: "motion.rasterized fractional/whole", value: rasterToWhole, target: 1.5, unit: "×"),
            BenchResult(name: "motion.shadowed fractional/whole at scale 2", value: hiToWhole, target: 1.5, unit: "×"),
            // Four times the pixels may cost at most four times: nothing per pixel grows with scale.
            BenchResult(name: "motion.shadowed fractional scale 2/scale 1", value: hiToLow, target: 4, unit: "×"),
        ]
    }
}
