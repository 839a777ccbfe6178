import QuartzCore

/// `draw(_:)` and the view's backing store. Only views whose class draws get one: Swift cannot
/// ask whether a subclass overrides `draw(_:)`, so the first display of each class finds out
/// (the base method was reached and nothing was drawn) and the class is never asked again.
/// A class that overrides `draw(_:)` without calling `super` is always drawn.
extension UIView {
    /// Marks the whole view to be drawn again at the next display pass.
    public func setNeedsDisplay() {
        guard UIView.drawsContent(type(of: self)) != false else { return }
        layer.setNeedsDisplay()
    }

    /// Marks `rect` (the view's coordinates) to be drawn again; the rects accumulate.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard UIView.drawsContent(type(of: self)) != false else { return }
        layer.setNeedsDisplay(rect)
    }

    @exclusivity(unchecked) nonisolated(unsafe) package static var reachedBaseDraw = false
    /// Per view class: whether its `draw(_:)` draws (nil: not known yet).
    @exclusivity(unchecked) nonisolated(unsafe) private static var classDraws: [ObjectIdentifier: Bool] = [:]
    /// `draw(_:)` calls made through displays, for tests.
    @exclusivity(unchecked) nonisolated(unsafe) package static var drawCalls = 0

    package static func drawsContent(_ type: UIView.Type) -> Bool? { classDraws[ObjectIdentifier(type)] }

    package func displayView(_ layer: CALayer) {
        guard layer === self.layer, UIView.drawsContent(type(of: self)) != false else {
            // A class that does not draw keeps whatever contents it was given (an image view's image).
            layer.needsDisplayFlag = false
            layer.dirtyRect = .null
            return
        }
        if layer.bounds.width <= 0 || layer.bounds.height <= 0 {
            // Nothing to draw into yet: draw once the view has a size.
            awaitsFirstDraw = true
            layer.needsDisplayFlag = false
            layer.dirtyRect = .null
            return
        }
        let pixels = layer.bounds.width * layer.bounds.height * layer.contentsScale * layer.contentsScale
        if UIView.drawsContent(type(of: self)) == nil, pixels > 4_000_000, !probeDraws() {
            // A large view of a class not known yet: asked on a 1-pixel context first, so a
            // class that draws nothing never makes a large bitmap to find it out.
            layer.needsDisplayFlag = false
            layer.dirtyRect = .null
            return
        }
        let given = layer.contents
        layer.displayWithContext()
        // Found out just now that the class does not draw: it keeps the contents it had.
        if UIView.drawsContent(type(of: self)) == false, given != nil { layer.contents = given }
    }

    /// Whether this view's class draws, found by drawing once into a 1×1 context.
    private func probeDraws() -> Bool {
        guard let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return true }
        drawView(layer, in: ctx)
        return UIView.drawsContent(type(of: self)) != false
    }

    package func drawView(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let before = ctx.drawingCount
        UIView.reachedBaseDraw = false
        UIGraphicsPushContext(ctx)
        UIView.drawCalls &+= 1
        CurrentTraits.with(self) { draw(ctx.boundingBoxOfClipPath.intersection(bounds)) }
        UIGraphicsPopContext()
        if UIView.reachedBaseDraw && ctx.drawingCount == before {
            UIView.classDraws[ObjectIdentifier(type(of: self))] = false
            layer.noteNothingDrawn()
        } else {
            UIView.classDraws[ObjectIdentifier(type(of: self))] = true
        }
    }
}
