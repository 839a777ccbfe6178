/// Walking up a layer tree without retaining each ancestor.
///
/// Adding a layer or view walks up its new parents (to mark them dirty, to look for a window,
/// to refuse a cycle); a strong reference per step is an atomic write to every ancestor, and
/// those walks grow with the tree's depth. The tree holds every ancestor while the walk runs,
/// so none needs a reference of its own (`lamina bench --only views`, build+layout 100k/10k).
extension CALayer {
    /// Calls `body` with this layer and then each layer above it while `body` returns true:
    /// `superlayer`'s chain (a mask's masked layer next), or with `throughMasks` false the
    /// sublayer links only.
    @inline(__always)
    package func walkUp(throughMasks: Bool = true, _ body: (CALayer) -> Bool) {
        var at = Unmanaged.passUnretained(self)
        while let next = at._withUnsafeGuaranteedRef({ l in
            body(l) ? (throughMasks ? l.superlayerOrMaskedAddress : l.superlayerAddress) : nil
        }) {
            at = Unmanaged.fromOpaque(next)
        }
    }

    /// `superlayer`'s address, read without retaining it.
    var superlayerOrMaskedAddress: UnsafeMutableRawPointer? {
        superlayerAddress ?? unsafeBitCast(maskedLayer, to: UnsafeMutableRawPointer?.self)
    }
}
