/// `render(in:)`: the layer tree's model values composited into any bitmap context.
extension CALayer {
    /// Renders like a commit would: layout, then display, then a snapshot composited by the
    /// pixman compositor into the context's own pixels, in its current user space. The
    /// receiver sits at the origin (its position and transform are ignored; its bounds origin
    /// is honoured); sublayers keep theirs. The context's clip bounds limit what is touched.
    package func renderTree(in ctx: CGContext) {
        layoutIfNeeded()
        displayTreeIfNeeded()
        drawTilesNow()
        var snapshot = LayerSnapshot.of(self)
        snapshot.place(CATransform3DIdentity)
        let t = ctx.ctm.concatenating(ctx.deviceFlip)
        let map = PlaneMap(m: (t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1))
        let clip = PixelRect(covering: ctx.boundingBoxOfClipPath.applying(t))
        ctx.drawing {
            var target = RenderTarget(buffer: ctx.surface)
            target.clip = target.clip.intersection(clip)
            Compositor().render(snapshot, map: map, into: target)
        }
    }

    /// Tiled layers draw their missing tiles synchronously for `render(in:)` (a capture never
    /// waits on drawing threads); GL layers show what was presented before it. Emitters show their particles at the time of the render:
    /// their snapshots are made again.
    private func drawTilesNow() {
        (self as? CATiledLayer)?.requestTiles(synchronously: true)
        (self as? CAEAGLLayer)?.showPresented(waiting: true)
        if let emitter = self as? CAEmitterLayer {
            (emitter.renderCopy as? CAEmitterLayer)?.presentedTime = emitter.localTime(fromMedia: CACurrentMediaTime())
            markPresentationDirty()
        }
        for sub in sublayerStorage { sub.drawTilesNow() }
    }

    /// The display half of a commit: every layer that needs display, top down, skipping
    /// subtrees where nothing does.
    package func displayTreeIfNeeded() {
        displayIfNeeded()
        guard descendantNeedsDisplay else { return }
        descendantNeedsDisplay = false
        maskStorage?.displayTreeIfNeeded()
        for sub in sublayerStorage { sub.displayTreeIfNeeded() }
    }
}
