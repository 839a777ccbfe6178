import Foundation
import Synchronization

/// The particles of one emitter layer (see `CAEmitterLayer` for the rules): every particle
/// alive, with the values it was born with, in birth order. Each frame the simulation moves
/// on from the last frame's time to the new one — births at their cells' birth instants in
/// between, nested cells' births along their parents' paths, deaths — and the frame's
/// particles are placed in closed form (position + velocity·age + ½·acceleration·age²).
///
/// Birth instants are whole multiples of 1/rate in local time, and each particle's random
/// values come from a counter-based generator keyed by the seed, its cell and its birth
/// index, so moving on in one step or in many gives the same particles (a frame's picture
/// depends on its time, not on how often frames came). A time far behind the last (a
/// second or more) starts the simulation over at that time.
///
/// Shared by a layer and its copies: the main thread (commits, `render(in:)`) and a window's
/// render thread both call it, under its lock.
package final class ParticleSystem: @unchecked Sendable {
    private let state = Locked(State())
    private let live = Atomic<Int>(0)

    /// Particles alive after the last frame (main thread: whether frames are still wanted).
    package var liveCount: Int { live.load(ordering: .relaxed) }

    init() {}

    /// The frame at local time `t` of `layer` (the model or a copy holding the values to use).
    func frame(of layer: CAEmitterLayer, at t: CFTimeInterval) -> ParticleFrame? {
        guard t.isFinite else { return nil }
        return state.withLock { s in
            s.load(layer)
            if let last = s.simulatedTo, t >= last - 1 {
                if t > last { s.step(from: last, to: t); s.simulatedTo = t }
            } else {
                s.live.removeAll(keepingCapacity: true)
                s.step(from: -.infinity, to: t)
                s.simulatedTo = t
            }
            live.store(s.live.count, ordering: .relaxed)
            return s.frame(at: t)
        }
    }
}

extension ParticleSystem {
    /// A particle as born.
    struct Particle {
        var birth: Double
        var death: Double
        var id: UInt64
        var cell: Int32
        var px: Float, py: Float, pz: Float
        var vx: Float, vy: Float, vz: Float
        var scale: Float, spin: Float
        var red: Float, green: Float, blue: Float, alpha: Float

        /// Where the particle is `age` seconds after its birth under its cell's acceleration.
        func position(at age: Float, _ cell: Cell) -> (x: Float, y: Float, z: Float) {
            (px + vx * age + 0.5 * cell.ax * age * age, py + vy * age + 0.5 * cell.ay * age * age,
             pz + vz * age + 0.5 * cell.az * age * age)
        }
    }

    /// A cell's values for this frame, multipliers applied; cells flattened depth first.
    struct Cell {
        var key: UInt64
        var parent: Int32
        var children: Range<Int>      // indices in `State.cells`
        var enabled: Bool
        var rate: Double
        var window: (begin: Double, end: Double)
        var lifetime: Double, lifetimeRange: Double
        /// How far back a birth can still show now: its own longest life and its descendants'.
        var lookback: Double
        var latitude: Double, longitude: Double, range: Double
        var velocity: Double, velocityRange: Double
        var ax: Float, ay: Float, az: Float
        var scale: Double, scaleRange: Double, scaleSpeed: Float
        var spin: Double, spinRange: Double
        var color: (Double, Double, Double, Double)
        var colorRange: (Double, Double, Double, Double)
        var colorSpeed: (Float, Float, Float, Float)
        var draw: ParticleFrame.Cell
        var halfDiagonal: Float       // points, at scale 1
    }

    /// The emitter's own values for this frame.
    struct Emitter {
        var seed: UInt64 = 0
        var position = (x: 0.0, y: 0.0, z: 0.0)
        var size = (w: 0.0, h: 0.0, d: 0.0)
        var shape = CAEmitterLayerEmitterShape.point
        var mode = CAEmitterLayerEmitterMode.volume
        var renderMode = CAEmitterLayerRenderMode.unordered
        var byDepth = false
    }

    struct State {
        var live: [Particle] = []
        /// This step's births (scratch, kept for its storage).
        var fresh: [Particle] = []
        var cells: [Cell] = []
        /// The layer's cells in `cells` order while loading (scratch).
        var tree: [CAEmitterCell] = []
        var emitter = Emitter()
        var simulatedTo: Double?
        /// The cells' keys when the live particles were born: a different tree remaps them.
        var keysOfLive: [UInt64] = []
        /// Frames for reuse: the main thread's, other threads'.
        var frames: [[ParticleFrame]] = [[], []]
        var warnedFull = false

        // MARK: Loading the layer's values

        mutating func load(_ l: CAEmitterLayer) {
            emitter.seed = UInt64(l.seed)
            emitter.position = (Double(l.emitterPosition.x), Double(l.emitterPosition.y), Double(l.emitterZPosition))
            emitter.size = (Double(l.emitterSize.width), Double(l.emitterSize.height), Double(l.emitterDepth))
            emitter.shape = l.emitterShape
            emitter.mode = l.emitterMode
            emitter.renderMode = l.renderMode
            emitter.byDepth = l.preservesDepth || l.renderMode == .backToFront
            cells.removeAll(keepingCapacity: true)
            let m = Multipliers(rate: Double(l.birthRate), life: Double(l.lifetime), velocity: Double(l.velocity),
                                scale: Double(l.scale), spin: Double(l.spin))
            // Breadth first, so each cell's children are contiguous; a child's key is its
            // parent's and its place among its siblings (the same tree keeps its keys).
            tree.removeAll(keepingCapacity: true)
            for (i, c) in (l.emitterCells ?? []).enumerated() { tree.append(c); cells.append(Self.cell(c, parent: -1, key: mix(0x5eed, UInt64(i)), m)) }
            var i = 0
            while i < cells.count {
                let start = cells.count
                for (j, c) in (tree[i].emitterCells ?? []).enumerated() {
                    tree.append(c)
                    cells.append(Self.cell(c, parent: Int32(i), key: mix(cells[i].key, UInt64(j) &+ 1), m))
                }
                cells[i].children = start..<cells.count
                i += 1
            }
            for i in cells.indices { cells[i].draw = cropped(cells[i].draw) }
            for i in cells.indices.reversed() {
                var deepest = 0.0
                for c in cells[i].children { deepest = max(deepest, cells[c].lookback) }
                cells[i].lookback += deepest
            }
            tree.removeAll(keepingCapacity: true)
            if !cells.indices.elementsEqual(keysOfLive.indices) || zip(cells, keysOfLive).contains(where: { $0.key != $1 }) {
                remapLive()
            }
        }

        /// A cell's `contentsRect` cut out of its image once (rotated particles would otherwise
        /// show the pixels around it), kept while the image and rect stay the same.
        var crops: [(image: CGImage, rect: CGRect, part: CGImage)] = []

        mutating func cropped(_ draw: ParticleFrame.Cell) -> ParticleFrame.Cell {
            guard let image = draw.image else { return draw }
            let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
            guard draw.source != whole else { return draw }
            let rect = draw.source.integral
            var part = crops.first { $0.image === image && $0.rect == rect }?.part
            if part == nil {
                part = image.cropping(to: rect)
                guard let made = part else { return draw }
                if crops.count >= 16 { crops.removeFirst() }
                crops.append((image, rect, made))
            }
            var d = draw
            d.image = part
            d.source = draw.source.offsetBy(dx: -rect.minX, dy: -rect.minY)
            return d
        }

        struct Multipliers { var rate, life, velocity, scale, spin: Double }

        static func cell(_ c: CAEmitterCell, parent: Int32, key: UInt64, _ m: Multipliers) -> Cell {
            let rgba = (c.color ?? CGColor.white).rgba
            var draw = ParticleFrame.Cell(image: c.contents as? CGImage, source: .zero, pointsPerPixel: 1 / c.contentsScale,
                                          nearestWhenSmaller: c.minificationFilter == CALayerContentsFilter.nearest.rawValue,
                                          nearestWhenLarger: c.magnificationFilter == CALayerContentsFilter.nearest.rawValue)
            var half: Float = 0
            if let image = draw.image {
                let w = CGFloat(image.width), h = CGFloat(image.height)
                let r = c.contentsRect.standardized
                draw.source = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
                    .intersection(CGRect(x: 0, y: 0, width: w, height: h))
                if draw.source.isNull || draw.source.width < 1e-6 || draw.source.height < 1e-6 { draw.image = nil }
                else { half = Float(hypot(draw.source.width, draw.source.height) * draw.pointsPerPixel / 2) }
            }
            let rate = Double(c.birthRate) * m.rate
            let life = Double(c.lifetime) * m.life, lifeRange = Double(c.lifetimeRange) * m.life
            return Cell(key: key, parent: parent, children: 0..<0, enabled: c.isEnabled,
                        rate: rate.isFinite ? min(max(rate, 0), 10_000_000) : 0,
                        window: c.activeWindow, lifetime: life, lifetimeRange: lifeRange,
                        lookback: max(0, life + abs(lifeRange) / 2),
                        latitude: Double(c.emissionLatitude), longitude: Double(c.emissionLongitude),
                        range: Double(c.emissionRange),
                        velocity: Double(c.velocity) * m.velocity, velocityRange: Double(c.velocityRange) * m.velocity,
                        ax: Float(c.xAcceleration), ay: Float(c.yAcceleration), az: Float(c.zAcceleration),
                        scale: Double(c.scale) * m.scale, scaleRange: Double(c.scaleRange) * m.scale,
                        scaleSpeed: Float(Double(c.scaleSpeed) * m.scale),
                        spin: Double(c.spin) * m.spin, spinRange: Double(c.spinRange) * m.spin,
                        color: (Double(rgba.r), Double(rgba.g), Double(rgba.b), Double(rgba.a)),
                        colorRange: (Double(c.redRange), Double(c.greenRange), Double(c.blueRange), Double(c.alphaRange)),
                        colorSpeed: (c.redSpeed, c.greenSpeed, c.blueSpeed, c.alphaSpeed),
                        draw: draw, halfDiagonal: half)
        }

        /// The cell tree changed shape: live particles follow their cell to its new index, or
        /// go with it.
        mutating func remapLive() {
            var index: [UInt64: Int32] = [:]
            for (i, c) in cells.enumerated() { index[c.key] = Int32(i) }
            let old = keysOfLive
            live.removeAll { p in Int(p.cell) >= old.count || index[old[Int(p.cell)]] == nil }
            for i in live.indices { live[i].cell = index[old[Int(live[i].cell)]]! }
            keysOfLive = cells.map(\.key)
        }

        // MARK: Moving on

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

        // MARK: The frame

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

    /// SplitMix64: a counter-based stream, the same numbers for the same key on every machine.
    struct Random {
        var state: UInt64
        init(_ key: UInt64) { state = key }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// Uniform in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    }
}

/// ⌊v⌋ as a whole number, clamped well inside Int64 (rates × times can be huge).
private func whole(_ v: Double) -> Int64 { Int64(max(-4e18, min(4e18, v.rounded(.down)))) }

/// Two keys made one (order matters).
private func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var r = ParticleSystem.Random(a ^ (b &* 0x9E37_79B9_7F4A_7C15))
    return r.next()
}
