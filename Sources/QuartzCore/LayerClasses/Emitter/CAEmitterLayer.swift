import Foundation

/// A layer that emits, animates and draws particles (003 "CAEmitterLayer", Listing 6.13;
/// Apple: CAEmitterLayer): its `emitterCells` are the kinds of particle, born on the emitter
/// shape at their birth rates, moving by their velocity and acceleration, drawn above the
/// layer's background and border by the compositor.
///
/// The simulation follows the layer's time, as Apple's "starts at layer's beginTime": at local
/// time t the particles are those born at their cell's birth instants (every 1/rate seconds of
/// local time, from local time 0) that are still alive, each placed in closed form from its
/// birth values — so a layer first shown long after its begin time shows a stream already
/// running (as Apple's does; set `beginTime = CACurrentMediaTime()` to start empty), a paused
/// layer (speed 0) shows a still frame, and the same seed, cells and times give the same
/// picture, byte for byte. Particles already born keep their values when the cells change:
/// setting `birthRate` to 0 lets the live ones run out their lives.
///
/// Bounded: at most `maxParticles` live particles per layer (250,000: about 30 MB of state and
/// draw records); births beyond it are dropped, with a message. Birth rates above 10⁷ a second
/// are treated as 10⁷.
///
/// `preservesDepth` and `.backToFront` draw particles farthest first by their z, but particles
/// are not projected in depth and do not interleave with other layers (a Lamina limit).
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted (copied, as Apple's `copy` property; the cells
    /// themselves are shared: changing one changes the particles born from then on).
    @exclusivity(unchecked) open var emitterCells: [CAEmitterCell]? {
        didSet {
            for c in oldValue ?? [] where !(emitterCells ?? []).contains(where: { $0 === c }) { c.disown(self) }
            for c in emitterCells ?? [] { c.own(by: self) }
            emitterChanged("emitterCells", from: oldValue)
        }
    }
    /// Multiplies every cell's birth rate (1 by default).
    @exclusivity(unchecked) open var birthRate: Float = 1 { didSet { if refused(birthRate, "birthRate") { birthRate = oldValue } else { emitterChanged("birthRate", from: oldValue) } } }
    /// Multiplies every cell's lifetime.
    @exclusivity(unchecked) open var lifetime: Float = 1 { didSet { if refused(lifetime, "lifetime") { lifetime = oldValue } else { emitterChanged("lifetime", from: oldValue) } } }
    /// Multiplies every cell's velocity.
    @exclusivity(unchecked) open var velocity: Float = 1 { didSet { if refused(velocity, "velocity") { velocity = oldValue } else { emitterChanged("velocity", from: oldValue) } } }
    /// Multiplies every cell's scale.
    @exclusivity(unchecked) open var scale: Float = 1 { didSet { if refused(scale, "scale") { scale = oldValue } else { emitterChanged("scale", from: oldValue) } } }
    /// Multiplies every cell's spin.
    @exclusivity(unchecked) open var spin: Float = 1 { didSet { if refused(spin, "spin") { spin = oldValue } else { emitterChanged("spin", from: oldValue) } } }
    /// The centre of the emitter shape, in the layer's coordinates.
    @exclusivity(unchecked) open var emitterPosition = CGPoint.zero {
        didSet {
            if !(emitterPosition.x.isFinite && emitterPosition.y.isFinite) { refuse("emitterPosition", emitterPosition); emitterPosition = oldValue }
            emitterChanged("emitterPosition", from: oldValue)
        }
    }
    @exclusivity(unchecked) open var emitterZPosition: CGFloat = 0 { didSet { if refused(emitterZPosition, "emitterZPosition") { emitterZPosition = oldValue } else { emitterChanged("emitterZPosition", from: oldValue) } } }
    /// The emitter shape's size (see `CAEmitterLayerEmitterShape` for what each shape reads).
    @exclusivity(unchecked) open var emitterSize = CGSize.zero {
        didSet {
            if !(emitterSize.width.isFinite && emitterSize.height.isFinite) { refuse("emitterSize", emitterSize); emitterSize = oldValue }
            emitterChanged("emitterSize", from: oldValue)
        }
    }
    @exclusivity(unchecked) open var emitterDepth: CGFloat = 0 { didSet { if refused(emitterDepth, "emitterDepth") { emitterDepth = oldValue } else { emitterChanged("emitterDepth", from: oldValue) } } }
    @exclusivity(unchecked) open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { emitterChanged("emitterShape", from: oldValue) } }
    @exclusivity(unchecked) open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { emitterChanged("emitterMode", from: oldValue) } }
    @exclusivity(unchecked) open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { emitterChanged("renderMode", from: oldValue) } }
    /// Particles are drawn farthest first by their z (see the type's comment for the limit).
    @exclusivity(unchecked) open var preservesDepth = false { didSet { emitterChanged("preservesDepth", from: oldValue) } }
    /// The random sequence's seed: the same seed, cells and times give the same particles.
    @exclusivity(unchecked) open var seed: UInt32 = 0 { didSet { emitterChanged("seed", from: oldValue) } }

    /// The most particles alive at once in one layer.
    public static let maxParticles = 250_000

    /// The simulation: shared by the layer and its presentation and render-thread copies, so
    /// particles born stay born whichever copy a frame is made from.
    @exclusivity(unchecked) package private(set) var particleSystem = ParticleSystem()
    /// A copy's local time for the frame it presents (set where animations are applied).
    @exclusivity(unchecked) var presentedTime: CFTimeInterval?

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAEmitterLayer else { return }
        // Cells are copied deeply: an animation of `emitterCells.fire.birthRate` on a copy
        // must not change the model's cell.
        emitterCells = o.emitterCells?.map { type(of: $0).init(copying: $0) }
        birthRate = o.birthRate; lifetime = o.lifetime; velocity = o.velocity; scale = o.scale; spin = o.spin
        emitterPosition = o.emitterPosition; emitterZPosition = o.emitterZPosition
        emitterSize = o.emitterSize; emitterDepth = o.emitterDepth
        emitterShape = o.emitterShape; emitterMode = o.emitterMode; renderMode = o.renderMode
        preservesDepth = o.preservesDepth; seed = o.seed
        particleSystem = o.particleSystem
        presentedTime = o.presentedTime
    }

    package override class var builtInKeys: [String: LayerKey] { emitterKeys }
    /// Animatable, as Apple's header marks them.
    package override class var subclassAnimatableKeys: Set<String> {
        ["birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth"]
    }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAEmitterLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAEmitterLayer() }

    /// Keeps frames coming while particles are born or alive.
    package override var animatesOnItsOwn: Bool {
        guard let cells = emitterCells, !cells.isEmpty else { return false }
        if birthRate > 0, cells.contains(where: { $0.isEnabled && $0.birthRate > 0 }) { return true }
        return particleSystem.liveCount > 0
    }

    override class var fieldsChangingOnTheirOwn: SnapshotFields { .particles }

    package override func didApplyAnimations(atLocalTime t: CFTimeInterval) { presentedTime = t }

    /// A cell in this layer's tree changed.
    func emitterCellDidChange() { emitterChanged("emitterCells", from: nil) }

    private func emitterChanged(_ key: String, from old: @autoclosure () -> Any?) {
        changed(key, from: old())
        if !isCopy, animatesOnItsOwn { AnimationEngine.shared.register(self) }
    }

    /// Whether `value` is refused (not finite), with a message.
    private func refused<T: BinaryFloatingPoint>(_ value: T, _ key: String) -> Bool {
        if value.isFinite { return false }
        refuse(key, value)
        return true
    }

    private static let emitterKeys: [String: LayerKey] = baseKeys.merging([
        "emitterCells": .optional(\CAEmitterLayer.emitterCells, nil, { $0 as? [CAEmitterCell] }),
        "birthRate": .value(\CAEmitterLayer.birthRate, 1, Coerce.float),
        "lifetime": .value(\CAEmitterLayer.lifetime, 1, Coerce.float),
        "velocity": .value(\CAEmitterLayer.velocity, 1, Coerce.float),
        "scale": .value(\CAEmitterLayer.scale, 1, Coerce.float),
        "spin": .value(\CAEmitterLayer.spin, 1, Coerce.float),
        "emitterPosition": .value(\CAEmitterLayer.emitterPosition, .zero, Coerce.point),
        "emitterZPosition": .value(\CAEmitterLayer.emitterZPosition, 0, Coerce.cgFloat),
        "emitterSize": .value(\CAEmitterLayer.emitterSize, .zero, Coerce.size),
        "emitterDepth": .value(\CAEmitterLayer.emitterDepth, 0, Coerce.cgFloat),
        "emitterShape": .value(\CAEmitterLayer.emitterShape, .point, { Coerce.raw($0, as: CAEmitterLayerEmitterShape.self) }),
        "emitterMode": .value(\CAEmitterLayer.emitterMode, .volume, { Coerce.raw($0, as: CAEmitterLayerEmitterMode.self) }),
        "renderMode": .value(\CAEmitterLayer.renderMode, .unordered, { Coerce.raw($0, as: CAEmitterLayerRenderMode.self) }),
        "preservesDepth": .value(\CAEmitterLayer.preservesDepth, false, Coerce.bool),
        "seed": .value(\CAEmitterLayer.seed, 0, { Coerce.double($0).map { UInt32(truncatingIfNeeded: Int64(max(-9e18, min(9e18, $0.isNaN ? 0 : $0)))) } }),
    ]) { $1 }
}

extension CAEmitterLayer {
    /// The particles of the frame at this layer's local time `t` (the presented time of a
    /// copy, else the time now), simulated on from the last frame.
    package func particleFrame() -> ParticleFrame? {
        guard let cells = emitterCells, !cells.isEmpty else { return nil }
        let t = presentedTime ?? (modelLayer ?? self).localTime(fromMedia: CACurrentMediaTime())
        return particleSystem.frame(of: self, at: t)
    }
}
