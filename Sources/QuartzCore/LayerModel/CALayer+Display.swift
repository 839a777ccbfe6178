/// The display cycle (Programming iOS 6, "Drawing in a Layer"): `display()` (subclass), else
/// the delegate's `display(_:)`, else a backing store drawn by `draw(in:)` (subclass) or the
/// delegate's `draw(_:in:)`. Nothing drawn leaves the layer with no contents.
extension CALayer {
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        dirtyRect = .infinite
        markDescendantNeedsDisplay()
    }

    /// Tells every ancestor that something below needs display.
    package func markDescendantNeedsDisplay() {
        walkUp { l in
            if l === self { return true }
            guard !l.descendantNeedsDisplay else { return false }
            l.descendantNeedsDisplay = true
            return true
        }
    }

    /// Marks part of the layer (bounds coordinates) for redisplay; the rects accumulate.
    public func setNeedsDisplay(_ r: CGRect) {
        guard !r.isNull, Self.isFinite(r) || r.isInfinite else { return }
        needsDisplayFlag = true
        dirtyRect = dirtyRect.union(r)
        markDescendantNeedsDisplay()
    }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Moves every layer of this tree drawing at `old` scale to `scale` (a window's scale
    /// change reaching text and drawn contents; a layer given another scale on purpose keeps
    /// it). A layer showing an image the app assigned keeps its scale too: there the scale
    /// says how many pixels of the image make a point (001 "Working with High-Resolution
    /// Images"), so changing it would resize the image under a gravity that does not stretch.
    /// The caller decides whether the change animates.
    package func replaceContentsScale(_ old: CGFloat, with scale: CGFloat) {
        if contentsScale == old, contents == nil || contentsAreDrawn { contentsScale = scale }
        for sub in sublayerStorage { sub.replaceContentsScale(old, with: scale) }
    }

    /// The part marked for redisplay, in bounds coordinates (`.null` when none).
    public var needsDisplayRect: CGRect {
        needsDisplayFlag ? (dirtyRect.isInfinite ? bounds : dirtyRect.intersection(bounds)) : .null
    }

    public func displayIfNeeded() { if needsDisplayFlag { display() } }


    package func noteNothingDrawn() { drewNothing = true }

    /// Draws a backing store of bounds.size × contentsScale pixels through `draw(in:)`. The
    /// context is flipped to the top-left, in the layer's bounds coordinates (y-up again when
    /// `contentsAreFlipped()`), clipped to the dirty rect; outside it the previous contents stay.
    package func displayWithContext() {
        let dirty = needsDisplayRect
        needsDisplayFlag = false
        dirtyRect = .null
        let scale = contentsScale
        let w = Int((bounds.width * scale).rounded(.up)), h = Int((bounds.height * scale).rounded(.up))
        guard w > 0, h > 0, let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { contents = nil; return }
        delegate?.layerWillDraw(self)
        let partial = !dirty.isNull && dirty != bounds
        if partial, let old = contents as? CGImage, old.width == w, old.height == h {
            ctx.draw(old, in: CGRect(x: 0, y: 0, width: w, height: h))
        }
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if contentsAreFlipped() {
            ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
            ctx.scaleBy(x: 1, y: -1)
        }
        if partial { ctx.clip(to: dirty); ctx.clear(dirty) }
        if isOpaque {
            // "An opaque graphics context is black" (Programming iOS 6). A view's backing store
            // is filled with the view's background colour first, as UIKit fills an opaque
            // view's before `draw(_:)`; without one it stays black.
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(partial ? dirty : bounds)
            if ownerDelegate != nil, let background = backgroundColor {
                ctx.setFillColor(background)
                ctx.fill(partial ? dirty : bounds)
            }
        }
        drewNothing = false
        draw(in: ctx)
        contents = drewNothing && !partial ? nil : ctx.makeImage()
        contentsAreDrawn = true
    }
}
