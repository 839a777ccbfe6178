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
        // The enclosing type's names, for the extensions in ParticleSystem+Stepping and +Frame.
        typealias Particle = ParticleSystem.Particle
        typealias Cell = ParticleSystem.Cell
        typealias Random = ParticleSystem.Random
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
func whole(_ v: Double) -> Int64 { Int64(max(-4e18, min(4e18, v.rounded(.down)))) }

/// Two keys made one (order matters).
func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var r = ParticleSystem.Random(a ^ (b &* 0x9E37_79B9_7F4A_7C15))
    return r.next()
}
