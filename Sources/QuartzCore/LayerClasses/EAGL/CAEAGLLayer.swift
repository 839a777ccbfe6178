import Foundation

/// A layer delegate that fills a `CAEAGLLayer` by drawing with GL and presenting (GLKit's
/// GLKView), asked at the layer's display pass.
package protocol EAGLLayerDisplaying: AnyObject {
    func displayEAGLLayer(_ layer: CAEAGLLayer)
}

/// A layer whose pixels come from OpenGL ES (003 "CAEAGLLayer", Listing 6.14; Apple:
/// CAEAGLLayer). An `EAGLContext` stores a renderbuffer from it (`renderbufferStorage(_:from:)`:
/// the layer's bounds times `contentsScale`, in pixels) and shows what GL drew there with
/// `presentRenderbuffer(_:)`. The pixels are read back from GL without waiting for it and
/// become the layer's contents at the next frame, so the compositor shows them like any
/// contents: under transforms and 3D, masks, rounded corners, borders, shadows and group
/// opacity. GL's bottom-up rows are shown top-down, as on Apple. Set `isOpaque` when the GL
/// content covers the layer (Apple's advice too): its alpha is then ignored and the pixels are
/// copied rather than blended.
open class CAEAGLLayer: CALayer, EAGLDrawable {
    /// `kEAGLDrawablePropertyRetainedBacking` and `kEAGLDrawablePropertyColorFormat`; read
    /// when a renderbuffer is stored from the layer. Defaults: not retained, RGBA8.
    @exclusivity(unchecked) open var drawableProperties: [AnyHashable: Any]! = [
        kEAGLDrawablePropertyRetainedBacking: false,
        kEAGLDrawablePropertyColorFormat: kEAGLColorFormatRGBA8,
    ]

    /// Whether a present is shown with the Core Animation transaction of the frame it was
    /// made before (true: the frame waits for its pixels, so GL and layer changes land
    /// together), or as soon as its pixels are read back (false, the default).
    @exclusivity(unchecked) open var presentsWithTransaction = false

    public override init() {
        super.init()
        presented = makePresentedFrames()
        Self.live.withLock { $0.append(Weak(layer: self)) }
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        presented = makePresentedFrames()
        guard let o = layer as? CAEAGLLayer else { return }
        drawableProperties = o.drawableProperties
        presentsWithTransaction = o.presentsWithTransaction
    }

    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAEAGLLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAEAGLLayer() }

    /// A GL layer's pixels come from presents, never from Core Graphics: its display pass
    /// asks a delegate that draws with GL (GLKView) to draw and present, and draws nothing
    /// itself.
    open override func display() {
        needsDisplayFlag = false
        dirtyRect = .null
        (delegate as? EAGLLayerDisplaying)?.displayEAGLLayer(self)
    }

    // MARK: Presented frames

    /// The frames presented to this layer (any thread: the presenting context's); each
    /// arrival hops to the main thread to show its frame.
    package private(set) var presented: PresentedFrames!
    @exclusivity(unchecked) private var shownGeneration: UInt64 = 0

    /// The frames to present to.
    package func presentedFrames() -> PresentedFrames { presented }

    /// Makes the newest presented frame the layer's contents, after waiting for presents
    /// still being read back when `waiting` (captures, virtual clocks, `presentsWithTransaction`).
    /// Main thread.
    package func showPresented(waiting: Bool) {
        guard presented.hasPresents else { return }
        if waiting { presented.settle() }
        let (image, generation) = presented.latest
        guard generation != shownGeneration else { return }
        shownGeneration = generation
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = image
        CATransaction.commit()
    }

    private struct Weak { weak var layer: CAEAGLLayer? }
    /// The GL layers alive, for the frame's collection of presented pixels.
    private static let live = Locked<[Weak]>([])

    /// Called once a frame before the tree is snapshotted (`SurfaceRenderer.advanceModel`):
    /// every GL layer shows its newest frame. On a virtual clock (the headless twin, tests)
    /// presents still being read back are waited for, so replayed frames are byte-identical;
    /// a layer that `presentsWithTransaction` always waits.
    package static func collectPresented() {
        // Gathered into a reused array (no allocation per frame), then shown outside the lock.
        live.withLock { list in
            list.removeAll { $0.layer == nil }
            for w in list { if let l = w.layer { gathered.append(l) } }
        }
        guard !gathered.isEmpty else { return }
        let virtual = MediaClock.virtualTime != nil
        for l in gathered { l.showPresented(waiting: virtual || l.presentsWithTransaction) }
        gathered.removeAll(keepingCapacity: true)
    }
    /// The live GL layers of the frame being collected (main thread).
    @exclusivity(unchecked) nonisolated(unsafe) private static var gathered: [CAEAGLLayer] = []
}
