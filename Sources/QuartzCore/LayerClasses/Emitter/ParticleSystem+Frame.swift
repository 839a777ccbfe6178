import Foundation
import CoreGraphics

/// The frame the compositor draws: the live particles at a time, in drawing order.
extension ParticleSystem.State {
    /// The live particles at `t` in drawing order, in a pooled frame nothing else holds.
    mutating func frame(at t: Double) -> ParticleFrame {
        // Each thread refills only frames it made: a window's render thread draws its own,
        // and a frame the main thread made is only ever refilled by it.
        let pool = MainThread.isCurrent ? 0 : 1
        var frame: ParticleFrame?
        for i in frames[pool].indices where isKnownUniquelyReferenced(&frames[pool][i]) { frame = frames[pool][i]; break }
        if frame == nil {
            frame = ParticleFrame()
            if frames[pool].count < 4 { frames[pool].append(frame!) }
        }
        let f = frame!
        f.cells.removeAll(keepingCapacity: true)
        for c in cells { f.cells.append(c.draw) }
        f.particles.removeAll(keepingCapacity: true)
        f.isAdditive = emitter.renderMode == .additive
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for p in live where p.birth <= t && t < p.death {
            let cell = cells[Int(p.cell)]
            guard cell.enabled, cell.draw.image != nil else { continue }
            let age = Float(t - p.birth)
            let scale = p.scale + cell.scaleSpeed * age
            let alpha = min(1, max(0, p.alpha + cell.colorSpeed.3 * age))
            guard scale > 0, alpha > 0 else { continue }
            let (x, y, z) = p.position(at: age, cell)
            guard x.isFinite, y.isFinite, z.isFinite else { continue }
            let reach = cell.halfDiagonal * scale
            minX = min(minX, x - reach); maxX = max(maxX, x + reach)
            minY = min(minY, y - reach); maxY = max(maxY, y + reach)
            f.particles.append(ParticleFrame.Particle(
                cell: p.cell, x: x, y: y, z: z, scale: scale, angle: p.spin * age,
                red: min(1, max(0, p.red + cell.colorSpeed.0 * age)), green: min(1, max(0, p.green + cell.colorSpeed.1 * age)),
                blue: min(1, max(0, p.blue + cell.colorSpeed.2 * age)), alpha: alpha))
        }
        switch emitter.renderMode {
        case .oldestLast: f.particles.reverse()
        default: break
        }
        if emitter.byDepth { f.particles.sort { $0.z < $1.z } }
        f.bounds = f.particles.isEmpty ? .null
            : CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
        return f
    }
}
