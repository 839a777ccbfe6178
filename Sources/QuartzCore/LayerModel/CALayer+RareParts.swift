/// The rarely set properties' box (`LayerRareParts`): made at the first set, copied into
/// presentation copies without allocating.
extension CALayer {
    var rareParts: LayerRareParts {
        if let rare { return rare }
        let made = LayerRareParts()
        rare = made
        return made
    }
    /// Sets a rare property as a stored one with `didSet { changed(key, from: oldValue) }` would.
    /// (Closures, not key paths: a key path literal is an object made at its first use — an
    /// allocation in the middle of a frame.)
    @inline(__always)
    func setRare<T>(_ key: String, old: T, _ write: (LayerRareParts) -> Void) {
        write(rareParts)
        changed(key, from: old)
    }
    /// A copy refilled every frame (the engine's presentation copy) reuses its box: no allocation.
    package func copyRareParts(from other: CALayer) {
        guard let source = other.rare else { rare?.copy(from: .defaults); return }
        if let mine = rare, mine !== source { mine.copy(from: source) } else { rare = LayerRareParts(copying: source) }
    }
}
