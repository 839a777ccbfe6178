import Foundation

/// One kind of particle a CAEmitterLayer emits (003 "CAEmitterLayer", Listing 6.13; Apple:
/// CAEmitterCell): where and how fast it goes, how long it lives, how it looks and how that
/// changes over its life. Values given as a mean and a range are drawn uniformly from
/// [M − R/2, M + R/2] for each particle (Apple: CAEmitterLayer `seed`); `…Speed` values change
/// a particle's value per second of its life. `emitterCells` makes each particle an emitter
/// of its own (nested cells: a firework's rocket, burst and sparks).
///
/// A cell's timing (`CAMediaTiming`) is the window in which it emits: from `beginTime` (in the
/// emitter layer's local time for a top-level cell; in its parent particle's age for a nested
/// one) for its active duration (`duration` × repeats, or `repeatDuration`; divided by
/// `speed`). `duration` defaults to infinity (0 also means forever, so a cell never stops
/// on its own). Timing does not age the particles themselves; `fillMode` has no effect.
///
/// Changing a cell that is already in a layer (directly, or through the layer's key path
/// `emitterCells.<name>.<key>`) changes the particles born from then on. Non-finite numbers
/// are refused with a message, the old value kept.
open class CAEmitterCell: CAMediaTiming {
    /// Identifies the cell in key paths (`emitterCells.fire.birthRate`).
    @exclusivity(unchecked) open var name: String? { didSet { didChange() } }
    /// Whether the cell emits and its particles are drawn (Apple's `enabled`).
    @exclusivity(unchecked) open var isEnabled = true { didSet { didChange() } }
    /// Particles born per second (× the layer's `birthRate`). 0 by default. Negative emits none.
    @exclusivity(unchecked) open var birthRate: Float = 0 { didSet { if refused(birthRate, "birthRate") { birthRate = oldValue } else { didChange() } } }
    /// Seconds a particle lives (× the layer's `lifetime`), ± `lifetimeRange`/2. 0 by default.
    @exclusivity(unchecked) open var lifetime: Float = 0 { didSet { if refused(lifetime, "lifetime") { lifetime = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var lifetimeRange: Float = 0 { didSet { if refused(lifetimeRange, "lifetimeRange") { lifetimeRange = oldValue } else { didChange() } } }
    /// The direction particles leave in: `emissionLongitude` turns it in the xy-plane from +x
    /// towards +y; `emissionLatitude` tilts it out of that plane towards +z. (Apple's text calls
    /// the latitude a colatitude from the z-axis, yet with both at 0 Apple's particles travel
    /// along +x in the plane, which is what Lamina does.) `emissionRange` is the full angle of
    /// the cone around it, particles spread uniformly across it (2π: every direction).
    @exclusivity(unchecked) open var emissionLatitude: CGFloat = 0 { didSet { if refused(emissionLatitude, "emissionLatitude") { emissionLatitude = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var emissionLongitude: CGFloat = 0 { didSet { if refused(emissionLongitude, "emissionLongitude") { emissionLongitude = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var emissionRange: CGFloat = 0 { didSet { if refused(emissionRange, "emissionRange") { emissionRange = oldValue } else { didChange() } } }
    /// Points per second at birth (× the layer's `velocity`), ± `velocityRange`/2.
    @exclusivity(unchecked) open var velocity: CGFloat = 0 { didSet { if refused(velocity, "velocity") { velocity = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var velocityRange: CGFloat = 0 { didSet { if refused(velocityRange, "velocityRange") { velocityRange = oldValue } else { didChange() } } }
    /// Points per second², constant over the particle's life (yAcceleration > 0 falls down the screen).
    @exclusivity(unchecked) open var xAcceleration: CGFloat = 0 { didSet { if refused(xAcceleration, "xAcceleration") { xAcceleration = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var yAcceleration: CGFloat = 0 { didSet { if refused(yAcceleration, "yAcceleration") { yAcceleration = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var zAcceleration: CGFloat = 0 { didSet { if refused(zAcceleration, "zAcceleration") { zAcceleration = oldValue } else { didChange() } } }
    /// The contents' size multiplier (× the layer's `scale`), ± `scaleRange`/2, changing by
    /// `scaleSpeed` a second; a particle whose scale falls to 0 or below is not drawn.
    @exclusivity(unchecked) open var scale: CGFloat = 1 { didSet { if refused(scale, "scale") { scale = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var scaleRange: CGFloat = 0 { didSet { if refused(scaleRange, "scaleRange") { scaleRange = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var scaleSpeed: CGFloat = 0 { didSet { if refused(scaleSpeed, "scaleSpeed") { scaleSpeed = oldValue } else { didChange() } } }
    /// Radians per second the particle turns (× the layer's `spin`), ± `spinRange`/2.
    @exclusivity(unchecked) open var spin: CGFloat = 0 { didSet { if refused(spin, "spin") { spin = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var spinRange: CGFloat = 0 { didSet { if refused(spinRange, "spinRange") { spinRange = oldValue } else { didChange() } } }
    /// Multiplies the contents' colours (opaque white: unchanged); each component varies by its
    /// range and changes by its speed per second, clamped to 0…1.
    @exclusivity(unchecked) open var color: CGColor? = CGColor.white { didSet { didChange() } }
    @exclusivity(unchecked) open var redRange: Float = 0 { didSet { if refused(redRange, "redRange") { redRange = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var greenRange: Float = 0 { didSet { if refused(greenRange, "greenRange") { greenRange = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var blueRange: Float = 0 { didSet { if refused(blueRange, "blueRange") { blueRange = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var alphaRange: Float = 0 { didSet { if refused(alphaRange, "alphaRange") { alphaRange = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var redSpeed: Float = 0 { didSet { if refused(redSpeed, "redSpeed") { redSpeed = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var greenSpeed: Float = 0 { didSet { if refused(greenSpeed, "greenSpeed") { greenSpeed = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var blueSpeed: Float = 0 { didSet { if refused(blueSpeed, "blueSpeed") { blueSpeed = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var alphaSpeed: Float = 0 { didSet { if refused(alphaSpeed, "alphaSpeed") { alphaSpeed = oldValue } else { didChange() } } }
    /// The particle's image (a CGImage; anything else draws nothing), centred on the particle.
    @exclusivity(unchecked) open var contents: Any? { didSet { didChange() } }
    /// The part of the image drawn, in unit coordinates.
    @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if !CALayer.isFinite(contentsRect) { Diagnostics.warn("CAEmitterCell contentsRect refused \(contentsRect)"); contentsRect = oldValue }; didChange() }
    }
    /// Image pixels per point (1 by default); values that are not finite and positive are refused.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale.isFinite && contentsScale > 0) { Diagnostics.warn("CAEmitterCell contentsScale refused \(contentsScale)"); contentsScale = oldValue }
            didChange()
        }
    }
    /// Sampling when the image is drawn smaller or larger (`CALayerContentsFilter` raw values;
    /// "linear" by default, "nearest" picks pixels; trilinear is drawn as linear).
    @exclusivity(unchecked) open var minificationFilter: String = CALayerContentsFilter.linear.rawValue { didSet { didChange() } }
    @exclusivity(unchecked) open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue { didSet { didChange() } }
    @exclusivity(unchecked) open var minificationFilterBias: Float = 0 { didSet { if refused(minificationFilterBias, "minificationFilterBias") { minificationFilterBias = oldValue } else { didChange() } } }
    /// Cells each particle of this one emits.
    @exclusivity(unchecked) open var emitterCells: [CAEmitterCell]? {
        didSet {
            for c in oldValue ?? [] where !(emitterCells ?? []).contains(where: { $0 === c }) { c.disown(self) }
            for c in emitterCells ?? [] { c.own(by: self) }
            didChange()
        }
    }
    /// Default values for keys, as a layer's `style`.
    @exclusivity(unchecked) open var style: [AnyHashable: Any]? { didSet { didChange() } }

    // CAMediaTiming: the window in which the cell emits (see the type's comment).
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { if refused(beginTime, "beginTime") { beginTime = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var duration: CFTimeInterval = .infinity { didSet { if duration.isNaN { duration = oldValue }; didChange() } }
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { if refused(speed, "speed") { speed = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { if refused(timeOffset, "timeOffset") { timeOffset = oldValue } else { didChange() } } }
    @exclusivity(unchecked) open var repeatCount: Float = 0 { didSet { if repeatCount.isNaN { repeatCount = oldValue }; didChange() } }
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 { didSet { if repeatDuration.isNaN { repeatDuration = oldValue }; didChange() } }
    @exclusivity(unchecked) open var autoreverses = false { didSet { didChange() } }
    @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed { didSet { didChange() } }

    public required init() {}

    /// Apple's factory method.
    open class func emitterCell() -> Self { Self.init() }
    public required init(copying other: CAEmitterCell) {
        name = other.name; isEnabled = other.isEnabled; birthRate = other.birthRate
        lifetime = other.lifetime; lifetimeRange = other.lifetimeRange
        emissionLatitude = other.emissionLatitude; emissionLongitude = other.emissionLongitude; emissionRange = other.emissionRange
        velocity = other.velocity; velocityRange = other.velocityRange
        xAcceleration = other.xAcceleration; yAcceleration = other.yAcceleration; zAcceleration = other.zAcceleration
        scale = other.scale; scaleRange = other.scaleRange; scaleSpeed = other.scaleSpeed
        spin = other.spin; spinRange = other.spinRange
        color = other.color
        redRange = other.redRange; greenRange = other.greenRange; blueRange = other.blueRange; alphaRange = other.alphaRange
        redSpeed = other.redSpeed; greenSpeed = other.greenSpeed; blueSpeed = other.blueSpeed; alphaSpeed = other.alphaSpeed
        contents = other.contents; contentsRect = other.contentsRect; contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        style = other.style
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode
        emitterCells = other.emitterCells?.map { type(of: $0).init(copying: $0) }
    }

    /// A copy of the cell and its nested cells (what a layer's presentation copy holds).
    open func copy() -> Any { type(of: self).init(copying: self) }

    // MARK: Who holds the cell

    private struct Owner { weak var layer: CAEmitterLayer?; weak var cell: CAEmitterCell? }
    @exclusivity(unchecked) private var owners: [Owner] = []

    func own(by layer: CAEmitterLayer) {
        owners.removeAll { $0.layer == nil && $0.cell == nil }
        if !owners.contains(where: { $0.layer === layer }) { owners.append(Owner(layer: layer)) }
    }
    func own(by cell: CAEmitterCell) {
        owners.removeAll { $0.layer == nil && $0.cell == nil }
        if !owners.contains(where: { $0.cell === cell }) { owners.append(Owner(cell: cell)) }
    }
    func disown(_ layer: CAEmitterLayer) { owners.removeAll { $0.layer === layer } }
    func disown(_ cell: CAEmitterCell) { owners.removeAll { $0.cell === cell } }

    /// Tells every layer holding this cell (directly or through parent cells) that it changed.
    private func didChange() {
        for o in owners {
            o.layer?.emitterCellDidChange()
            o.cell?.didChange()
        }
    }

    /// Whether `value` is refused (not finite), with a message.
    private func refused<T: BinaryFloatingPoint>(_ value: T, _ key: String) -> Bool {
        if value.isFinite { return false }
        Diagnostics.warn("CAEmitterCell \(key) refused \(value): must be finite")
        return true
    }

    // MARK: Key-value coding

    /// The default of `key` for new cells (nil for keys the cell does not have).
    open class func defaultValue(forKey key: String) -> Any? { keys[key]?.defaultValue }
    /// Whether `key`'s value is archived (Apple: all of them).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Numbers come back as `NSNumber`, as in Objective-C (`NumberBoxing`).
    open func value(forKey key: String) -> Any? { NumberBoxing.boxed(unboxedValue(forKey: key)) }

    /// The value of `key` as stored (the animation engine's read).
    func unboxedValue(forKey key: String) -> Any? {
        if let k = Self.keys[key] { return k.get(self) }
        return style?[key]
    }

    /// The value at `keyPath` as stored: through nested cells by name and struct fields.
    func unboxedValue(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let head = unboxedValue(forKey: parts[0])
        return parts.count == 2 ? StructKeyPath.value(of: head, at: parts[1]) : head
    }

    open func setValue(_ value: Any?, forKey key: String) {
        guard let k = Self.keys[key] else {
            Diagnostics.warn("CAEmitterCell has no key \"\(key)\"")
            return
        }
        if !k.set(self, value) { Diagnostics.warn("CAEmitterCell \(key): a value of the wrong type (\(value.map { "\(type(of: $0))" } ?? "nil"))") }
    }

    /// Through nested cells by name (`emitterCells.spark.birthRate`) and into struct fields.
    open func value(forKeyPath keyPath: String) -> Any? { NumberBoxing.boxed(unboxedValue(forKeyPath: keyPath)) }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { setValue(value, forKey: keyPath); return }
        let head = self.value(forKey: parts[0])
        if CAEmitterCell.setValue(value, inCells: head, at: parts[1]) { return }
        guard let updated = StructKeyPath.setting(value, in: head, at: parts[1]) else {
            Diagnostics.warn("CAEmitterCell setValue(_:forKeyPath: \"\(keyPath)\"): no such field or a value of the wrong type")
            return
        }
        setValue(updated, forKey: parts[0])
    }

    /// `cells` is an array of cells and `path` starts with one's name: sets the rest on it.
    static func setValue(_ value: Any?, inCells cells: Any?, at path: String) -> Bool {
        guard let cells = cells as? [CAEmitterCell] else { return false }
        let parts = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let cell = cells.first(where: { $0.name == parts[0] }) else {
            Diagnostics.warn("no emitter cell named \"\(parts[0])\" for key path \"\(path)\"")
            return true
        }
        cell.setValue(value, forKeyPath: parts[1])
        return true
    }

    /// The field `path` names below a cell array: the first component is a cell's name.
    static func value(inCells cells: [CAEmitterCell], at path: String) -> Any? {
        let parts = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let cell = cells.first(where: { $0.name == parts[0] }) else { return nil }
        return parts.count == 2 ? cell.unboxedValue(forKeyPath: parts[1]) : cell
    }

    struct Key {
        let get: (CAEmitterCell) -> Any?
        let set: (CAEmitterCell, Any?) -> Bool
        let defaultValue: Any?
    }
    private static func key<V>(_ kp: ReferenceWritableKeyPath<CAEmitterCell, V>, _ def: V, _ coerce: @escaping (Any?) -> V?) -> Key {
        Key(get: { $0[keyPath: kp] }, set: { cell, v in
            guard let x = coerce(v) else { return false }
            cell[keyPath: kp] = x
            return true
        }, defaultValue: def)
    }
    private static func optional<V>(_ kp: ReferenceWritableKeyPath<CAEmitterCell, V?>, _ def: V?, _ coerce: @escaping (Any?) -> V?) -> Key {
        Key(get: { $0[keyPath: kp] as Any? }, set: { cell, v in
            if v == nil || v is NSNull { cell[keyPath: kp] = nil; return true }
            guard let x = coerce(v) else { return false }
            cell[keyPath: kp] = x
            return true
        }, defaultValue: def)
    }

    nonisolated(unsafe) static let keys: [String: Key] = [
        "name": optional(\.name, nil, { $0 as? String }),
        "enabled": key(\.isEnabled, true, Coerce.bool),
        "birthRate": key(\.birthRate, 0, Coerce.float),
        "lifetime": key(\.lifetime, 0, Coerce.float),
        "lifetimeRange": key(\.lifetimeRange, 0, Coerce.float),
        "emissionLatitude": key(\.emissionLatitude, 0, Coerce.cgFloat),
        "emissionLongitude": key(\.emissionLongitude, 0, Coerce.cgFloat),
        "emissionRange": key(\.emissionRange, 0, Coerce.cgFloat),
        "velocity": key(\.velocity, 0, Coerce.cgFloat),
        "velocityRange": key(\.velocityRange, 0, Coerce.cgFloat),
        "xAcceleration": key(\.xAcceleration, 0, Coerce.cgFloat),
        "yAcceleration": key(\.yAcceleration, 0, Coerce.cgFloat),
        "zAcceleration": key(\.zAcceleration, 0, Coerce.cgFloat),
        "scale": key(\.scale, 1, Coerce.cgFloat),
        "scaleRange": key(\.scaleRange, 0, Coerce.cgFloat),
        "scaleSpeed": key(\.scaleSpeed, 0, Coerce.cgFloat),
        "spin": key(\.spin, 0, Coerce.cgFloat),
        "spinRange": key(\.spinRange, 0, Coerce.cgFloat),
        "color": optional(\.color, CGColor.white, Coerce.color),
        "redRange": key(\.redRange, 0, Coerce.float),
        "greenRange": key(\.greenRange, 0, Coerce.float),
        "blueRange": key(\.blueRange, 0, Coerce.float),
        "alphaRange": key(\.alphaRange, 0, Coerce.float),
        "redSpeed": key(\.redSpeed, 0, Coerce.float),
        "greenSpeed": key(\.greenSpeed, 0, Coerce.float),
        "blueSpeed": key(\.blueSpeed, 0, Coerce.float),
        "alphaSpeed": key(\.alphaSpeed, 0, Coerce.float),
        "contents": Key(get: { $0.contents }, set: { $0.contents = $1 is NSNull ? nil : $1; return true }, defaultValue: nil),
        "contentsRect": key(\.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1), Coerce.rect),
        "contentsScale": key(\.contentsScale, 1, Coerce.cgFloat),
        "minificationFilter": key(\.minificationFilter, "linear", { ($0 as? String) ?? ($0 as? CALayerContentsFilter)?.rawValue }),
        "magnificationFilter": key(\.magnificationFilter, "linear", { ($0 as? String) ?? ($0 as? CALayerContentsFilter)?.rawValue }),
        "minificationFilterBias": key(\.minificationFilterBias, 0, Coerce.float),
        "emitterCells": optional(\.emitterCells, nil, { $0 as? [CAEmitterCell] }),
        "style": optional(\.style, nil, { $0 as? [AnyHashable: Any] }),
        "beginTime": key(\.beginTime, 0, Coerce.double),
        "duration": key(\.duration, CFTimeInterval.infinity, Coerce.double),
        "speed": key(\.speed, 1, Coerce.float),
        "timeOffset": key(\.timeOffset, 0, Coerce.double),
        "repeatCount": key(\.repeatCount, 0, Coerce.float),
        "repeatDuration": key(\.repeatDuration, 0, Coerce.double),
        "autoreverses": key(\.autoreverses, false, Coerce.bool),
        "fillMode": key(\.fillMode, .removed, { ($0 as? CAMediaTimingFillMode) ?? ($0 as? String).map(CAMediaTimingFillMode.init(rawValue:)) }),
    ]
}

extension CAEmitterCell {
    /// Where the cell emits, in its parent's time (layer local time, or parent particle age):
    /// [begin, end). Empty for a speed of 0 or less.
    var activeWindow: (begin: Double, end: Double) {
        guard speed > 0 else { return (0, 0) }
        let once = duration.isFinite && duration > 0 ? duration : .infinity
        var active = repeatDuration > 0 ? repeatDuration : once * Double(max(1, repeatCount.isFinite ? repeatCount : .infinity))
        if autoreverses && repeatDuration <= 0 { active *= 2 }
        // The window starts where the cell's local time (offset by timeOffset) reaches 0.
        let begin = beginTime - timeOffset / Double(speed)
        return (begin, begin + active / Double(speed))
    }
}
