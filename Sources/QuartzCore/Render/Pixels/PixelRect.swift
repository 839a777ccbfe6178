/// Integer pixel rectangles for render regions.
package struct PixelRect: Equatable, Sendable {
    package var x, y, width, height: Int
    package init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    /// The pixels a rect touches (outward to whole pixels); empty for null or non-finite rects.
    package init(covering r: CGRect) {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < 1e7, abs(r.minY) < 1e7, abs(r.maxX) < 1e7, abs(r.maxY) < 1e7 else {
            self.init(x: 0, y: 0, width: 0, height: 0); return
        }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The smallest rect holding both.
    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }
    /// The rect grown by `d` pixels on every side.
    func outset(by d: Int) -> PixelRect { PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    /// Calls `body` with the parts of this rect outside `o`: up to four rects (the bands above
    /// and below `o`, then left and right of it), none empty.
    func forEachPart(outside o: PixelRect, _ body: (PixelRect) -> Void) {
        let cut = intersection(o)
        guard !cut.isEmpty else { if !isEmpty { body(self) }; return }
        let (right, bottom) = (x + width, y + height), (cutRight, cutBottom) = (cut.x + cut.width, cut.y + cut.height)
        if cut.y > y { body(PixelRect(x: x, y: y, width: width, height: cut.y - y)) }
        if bottom > cutBottom { body(PixelRect(x: x, y: cutBottom, width: width, height: bottom - cutBottom)) }
        if cut.x > x { body(PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height)) }
        if right > cutRight { body(PixelRect(x: cutRight, y: cut.y, width: right - cutRight, height: cut.height)) }
    }

    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
