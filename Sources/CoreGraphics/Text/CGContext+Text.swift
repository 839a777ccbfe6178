import CCairo

extension CGContext {
    /// Draws laid-out text with its top-left corner at `origin`, in `color` where a run sets
    /// none, through the usual compositing (alpha, shadow, clips). Glyphs stay upright in a
    /// y-up user space too: lines always run down the page from `origin`, as text does.
    package func draw(_ text: TextLayout, at origin: CGPoint, color: CGColor) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        var matrix = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(state.ctm)
        if matrix.a * matrix.d - matrix.b * matrix.c > 0 {
            // y-up user space: turn it y-down about the origin so the text is not mirrored.
            matrix = CGAffineTransform(scaleX: 1, y: -1).concatenating(matrix)
        }
        let cairoMatrix = matrix.concatenating(deviceFlip)
        let draw = {
            self.paint { canvas in
                canvas.setMatrix(cairoMatrix)
                canvas.setColor(color)
                text.show(on: canvas.cr)
            }
        }
        if text.shadows.isEmpty {
            draw()
        } else {
            // Runs with a shadow are drawn in a pass per shadow, the others in one without.
            text.showingRuns(withShadow: nil, draw)
            for shadow in text.shadows {
                saveGState()
                setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
                text.showingRuns(withShadow: shadow, draw)
                restoreGState()
            }
        }
        // Inline images, upright in the text's y-down space.
        let placements = text.attachmentPlacements
        guard !placements.isEmpty else { return }
        let quality = state.interpolationQuality
        paint { canvas in
            canvas.setMatrix(cairoMatrix)
            for (image, r) in placements where image.width > 0 && image.height > 0 && r.width > 0 && r.height > 0 {
                let toUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height),
                                               tx: r.minX, ty: r.minY)
                canvas.paintImage(image.pixels, imageToUser: toUser, quality: quality, edges: .clipped)
            }
        }
    }
}
