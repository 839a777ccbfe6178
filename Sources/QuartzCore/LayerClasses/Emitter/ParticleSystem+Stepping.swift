import Foundation
import CoreGraphics

/// Moving the simulation on: births from each cell's rate, deaths at their lifetimes.
extension ParticleSystem.State {
    /// Births in (from, to], deaths by `to`.
    mutating func step(from: Double, to t: Double) {
        fresh.removeAll(keepingCapacity: true)
        var budget = CAEmitterLayer.maxParticles - live.count
        for c in cells.indices where cells[c].parent < 0 {
            let cell = cells[c]
            guard cell.enabled, cell.rate > 0 else { continue }
            // Local time 0 is where the simulation starts; a birth older than the lookback
            // is over, its descendants included.
            let lo = max(from, t - cell.lookback, 0, cell.window.begin)
            let hi = min(t, cell.window.end)
            guard hi > lo else { continue }
            var k0 = whole(lo * cell.rate) + 1
            let k1 = whole(hi * cell.rate)
            guard k1 >= k0 else { continue }
            if k1 - k0 >= Int64(CAEmitterLayer.maxParticles) { k0 = k1 - Int64(CAEmitterLayer.maxParticles) + 1 }
            let rateBits = cell.rate.bitPattern
            for k in k0...k1 {
                let birth = Double(k) / cell.rate
                guard birth > lo, birth <= hi else { continue }
                var rng = Random(mix(mix(emitter.seed, cell.key), mix(UInt64(bitPattern: k), rateBits)))
                let origin = shapePoint(&rng)
                let p = born(c, at: birth, from: origin, id: rng.state, &rng)
                if p.death > t || !cell.children.isEmpty { fresh.append(p) }
                if fresh.count > budget + 4096 { break }
            }
        }
        // Nested cells: the live particles' births since `from`, then the new ones' (and
        // theirs, as they are added), each up to its death or `t`.
        for i in live.indices where !cells[Int(live[i].cell)].children.isEmpty {
            emitChildren(of: live[i], after: from, until: t)
        }
        var j = 0
        while j < fresh.count {
            if !cells[Int(fresh[j].cell)].children.isEmpty { emitChildren(of: fresh[j], after: fresh[j].birth, until: t) }
            j += 1
        }
        live.removeAll { $0.death <= t }
        if !fresh.isEmpty {
            fresh.sort { $0.birth != $1.birth ? $0.birth < $1.birth : $0.id < $1.id }
            budget = CAEmitterLayer.maxParticles - live.count
            for p in fresh where p.death > t {
                guard budget > 0 else {
                    if !warnedFull {
                        warnedFull = true
                        Diagnostics.warn("CAEmitterLayer: more than \(CAEmitterLayer.maxParticles) particles alive; later births dropped")
                    }
                    break
                }
                live.append(p)
                budget -= 1
            }
        }
    }

    /// `parent`'s children born at ages in (after − birth, until − birth], within its life.
    mutating func emitChildren(of parent: Particle, after: Double, until t: Double) {
        let a0 = max(0, after - parent.birth), a1 = min(t, parent.death) - parent.birth
        guard a1 > a0 else { return }
        let pc = cells[Int(parent.cell)]
        for c in pc.children {
            let cell = cells[c]
            guard cell.enabled, cell.rate > 0 else { continue }
            let lo = max(a0, cell.window.begin, t - parent.birth - cell.lookback), hi = min(a1, cell.window.end)
            guard hi > lo else { continue }
            let k0 = whole(lo * cell.rate) + 1, k1 = whole(hi * cell.rate)
            guard k1 >= k0, k1 - k0 < Int64(CAEmitterLayer.maxParticles) else { continue }
            for k in k0...k1 {
                let age = Double(k) / cell.rate
                guard age > lo, age <= hi else { continue }
                var rng = Random(mix(mix(parent.id, cell.key), UInt64(bitPattern: k)))
                let at = parent.position(at: Float(age), pc)
                let p = born(c, at: parent.birth + age, from: (Double(at.x), Double(at.y), Double(at.z)), id: rng.state, &rng)
                if p.death > t || !cell.children.isEmpty { fresh.append(p) }
                if fresh.count > CAEmitterLayer.maxParticles + 4096 { return }
            }
        }
    }

    /// A particle of cell `c` born at `birth` at `origin`, its values drawn from `rng`.
    func born(_ c: Int, at birth: Double, from origin: (Double, Double, Double), id: UInt64, _ rng: inout Random) -> Particle {
        let cell = cells[c]
        func vary(_ mean: Double, _ range: Double) -> Double { mean + range * (rng.unit() - 0.5) }
        let life = max(0, vary(cell.lifetime, cell.lifetimeRange))
        let speed = vary(cell.velocity, cell.velocityRange)
        let dir = direction(cell, &rng)
        let scale = vary(cell.scale, cell.scaleRange), spin = vary(cell.spin, cell.spinRange)
        let r = vary(cell.color.0, cell.colorRange.0), g = vary(cell.color.1, cell.colorRange.1)
        let b = vary(cell.color.2, cell.colorRange.2), a = vary(cell.color.3, cell.colorRange.3)
        return Particle(birth: birth, death: birth + life, id: id, cell: Int32(c),
                        px: Float(origin.0), py: Float(origin.1), pz: Float(origin.2),
                        vx: Float(dir.0 * speed), vy: Float(dir.1 * speed), vz: Float(dir.2 * speed),
                        scale: Float(scale), spin: Float(spin), red: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
    }

    /// A unit direction uniformly inside the cell's emission cone.
    func direction(_ cell: Cell, _ rng: inout Random) -> (Double, Double, Double) {
        let lat = cell.latitude, lon = cell.longitude
        let d = (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let half = min(abs(cell.range) / 2, .pi)
        let u = rng.unit(), v = rng.unit()
        guard half > 0 else { return d }
        let cosT = 1 - u * (1 - cos(half)), sinT = (max(0, 1 - cosT * cosT)).squareRoot()
        let phi = 2 * .pi * v
        // Two unit vectors across d: the first in the xy-plane where it can be.
        var e1 = (-sin(lon), cos(lon), 0.0)
        if abs(d.2) > 0.999 { e1 = (1, 0, 0) }
        let e2 = (d.1 * e1.2 - d.2 * e1.1, d.2 * e1.0 - d.0 * e1.2, d.0 * e1.1 - d.1 * e1.0)
        let cp = cos(phi) * sinT, sp = sin(phi) * sinT
        return (d.0 * cosT + e1.0 * cp + e2.0 * sp, d.1 * cosT + e1.1 * cp + e2.1 * sp, d.2 * cosT + e1.2 * cp + e2.2 * sp)
    }

    /// A birth place on the emitter shape, by the emitter mode (`CAEmitterLayerEmitterShape`/`…Mode`).
    func shapePoint(_ rng: inout Random) -> (Double, Double, Double) {
        let (x, y, z) = emitter.position
        let (w, h, d) = emitter.size
        let mode = emitter.mode
        let u = rng.unit(), v = rng.unit(), s = rng.unit()
        func signed(_ q: Double) -> Double { q - 0.5 }
        switch emitter.shape {
        case .line:
            if mode == .points { return (x + (u < 0.5 ? -w / 2 : w / 2), y, z) }
            return (x + w * signed(u), y, z)
        case .rectangle, .cuboid:
            let deep = emitter.shape == .cuboid
            let depth = deep ? d : 0
            switch mode {
            case .points:
                return (x + (u < 0.5 ? -w / 2 : w / 2), y + (v < 0.5 ? -h / 2 : h / 2), z + (deep ? (s < 0.5 ? -d / 2 : d / 2) : 0))
            case .outline:
                if !deep {
                    // Along the perimeter, uniformly by length.
                    var along = u * 2 * (abs(w) + abs(h))
                    if along < abs(w) { return (x - w / 2 + along * (w < 0 ? -1 : 1), y - h / 2, z) }
                    along -= abs(w)
                    if along < abs(h) { return (x + w / 2, y - h / 2 + along * (h < 0 ? -1 : 1), z) }
                    along -= abs(h)
                    if along < abs(w) { return (x + w / 2 - along * (w < 0 ? -1 : 1), y + h / 2, z) }
                    along -= abs(w)
                    return (x - w / 2, y + h / 2 - along * (h < 0 ? -1 : 1), z)
                }
                // One of the twelve edges, by length: a point along an axis, the others at corners.
                let total = 4 * (abs(w) + abs(h) + abs(d))
                let pick = u * total
                let corner1 = v < 0.5 ? -0.5 : 0.5, corner2 = rng.unit() < 0.5 ? -0.5 : 0.5
                if pick < 4 * abs(w) { return (x + w * signed(s), y + h * corner1, z + d * corner2) }
                if pick < 4 * (abs(w) + abs(h)) { return (x + w * corner1, y + h * signed(s), z + d * corner2) }
                return (x + w * corner1, y + h * corner2, z + d * signed(s))
            case .surface where deep:
                // One of the six faces, by area.
                let xy = abs(w * h), xz = abs(w * d), yz = abs(h * d)
                let pick = u * 2 * (xy + xz + yz)
                let side = rng.unit() < 0.5 ? -0.5 : 0.5
                if pick < 2 * xy { return (x + w * signed(v), y + h * signed(s), z + d * side) }
                if pick < 2 * (xy + xz) { return (x + w * signed(v), y + h * side, z + d * signed(s)) }
                return (x + w * side, y + h * signed(v), z + d * signed(s))
            default:
                return (x + w * signed(u), y + h * signed(v), z + depth * signed(s))
            }
        case .circle:
            let r = w
            switch mode {
            case .points: return (x, y, z)
            case .outline: return (x + r * cos(2 * .pi * u), y + r * sin(2 * .pi * u), z)
            default:
                let rr = r * u.squareRoot()
                return (x + rr * cos(2 * .pi * v), y + rr * sin(2 * .pi * v), z)
            }
        case .sphere:
            let r = w
            switch mode {
            case .points: return (x, y, z)
            case .outline: return (x + r * cos(2 * .pi * u), y + r * sin(2 * .pi * u), z)
            default:
                let cz = 2 * v - 1, sz = (max(0, 1 - cz * cz)).squareRoot(), phi = 2 * .pi * u
                let rr = mode == .volume ? r * Foundation.cbrt(s) : r
                return (x + rr * sz * cos(phi), y + rr * sz * sin(phi), z + rr * cz)
            }
        default:
            return (x, y, z)
        }
    }
}
