import Foundation

extension Compositor {
    /// An emitter's particles: each its cell's image centred on the particle, scaled and
    /// turned, its colours multiplied by the particle's colour — composited over, or added
    /// (`.additive`). Sampled by pixman straight from the image: nothing is drawn apart.
    func drawParticles(_ frame: ParticleFrame, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        let op: PixmanImage.Operator = frame.isAdditive ? .add : .over
        for p in frame.particles {
            let cell = frame.cells[Int(p.cell)]
            guard let image = cell.image else { continue }
            let a = CGFloat(p.alpha) * alpha
            guard a > 0 else { continue }
            let s = CGFloat(p.scale) * cell.pointsPerPixel
            let c = CGFloat(cos(p.angle)) * s, sn = CGFloat(sin(p.angle)) * s
            // Image pixels → the layer: the source rect's centre onto the particle, turned and scaled.
            let cu = cell.source.midX, cv = cell.source.midY
            let toLayer = PlaneMap(m: (c, sn, 0, -sn, c, 0, CGFloat(p.x) - (c * cu - sn * cv), CGFloat(p.y) - (sn * cu + c * cv), 1))
            let toDevice = toLayer.concatenating(m)
            let reach = toDevice.apply(cell.source)
            guard !reach.isNull, !reach.isInfinite else { continue }
            let region = PixelRect(covering: reach).intersection(t.clip)
            guard !region.isEmpty else { continue }
            let magnified = Self.linearScale(toDevice) > 1
            let nearest = magnified ? cell.nearestWhenLarger : cell.nearestWhenSmaller
            let white = p.red >= 1 && p.green >= 1 && p.blue >= 1
            if white && op == .over {
                drawImage(image.pixels, through: toDevice, filter: nearest ? .nearest : .bilinear, pad: false,
                          coverage: nil, fade: a, region: region, into: t)
                continue
            }
            guard let (source, o) = anchoredSampler(image.pixels, through: toDevice, region: region,
                                                    filter: nearest ? .nearest : .bilinear, pad: false) else { continue }
            // Per-channel mask (r·a, g·a, b·a, a): ADD of it is the additive particle exactly;
            // OVER needs the destination first kept by 1 − image alpha × a (OUT_REVERSE),
            // since OVER through a component mask would weigh each channel by its own tint.
            let tint = caches.tints.image(red: CGFloat(p.red), green: CGFloat(p.green), blue: CGFloat(p.blue), alpha: a)
            if op == .over {
                t.composite(source, sourceOrigin: o, mask: caches.solids.fade(a), region: region, op: .outReverse)
            }
            t.composite(source, sourceOrigin: o, mask: tint, region: region, op: .add)
        }
    }
}
