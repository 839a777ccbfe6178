import CoreGraphics

/// The painter's algorithm less what is painted over. A window's damaged rect usually lies
/// inside some layer's opaque background (the window's, the root view's, a card's): nothing
/// drawn before that background can show there — not the clear a reused buffer needs, not
/// the layers under it, not its own shadow. So a frame is drawn from that layer, the *floor*,
/// up: the layers on the way down to it draw only what comes after it (later sublayers, their
/// borders and particles), and the clear is needed only when there is no floor.
///
/// The way down passes only layers drawn straight into the target (opaque, no mask, no group,
/// no transition, no 3D sorting, no replicator, clipping, if at all, to a square pixel-aligned
/// rect holding the clip), so skipping their earlier parts changes no pixel: the floor's
/// background paints every pixel of the clip at full alpha (`opaqueInterior`), the same colour
/// whatever was under it.
extension Compositor {
    /// Draws `root` into `t`, whose pixels inside the clip may hold anything (a reused buffer):
    /// from the opaque floor up when the clip has one, else over the clip cleared.
    package func renderOverwriting(_ root: LayerSnapshot, map: PlaneMap, into t: RenderTarget) {
        caches.beginFrame()
        floorPath.removeAll(keepingCapacity: true)
        guard Self.isDrawnStraight(root, map), findFloor(under: root, map, clip: t.clip) else {
            t.composite(caches.solids.clear, mask: nil, region: t.clip, op: .source)
            draw(root, map, t, alpha: 1)
            return
        }
        floorPath.reverse()     // found from the floor up
        drawFromFloor(root, map, t, depth: 0)
    }

    /// Whether `l` at `m` is drawn straight into its parent's target at full alpha: what a
    /// layer on the way down to the floor, or the floor, must be.
    static func isDrawnStraight(_ l: LayerSnapshot, _ m: PlaneMap) -> Bool {
        !l.isHidden && l.opacity >= 1 && l.transition == nil && !l.isTransformLayer && !l.shouldRasterize
            && l.maskBoxes.isEmpty && l.replicator == nil && (l.isDoubleSided || !isBackFacing(m))
    }

    /// Finds the floor of `clip` in `l`'s subtree (`l` drawn straight): the topmost sublayer
    /// whose subtree has one, else `l` itself when its opaque background covers the clip.
    /// Appends the way down to `floorPath`, floor first; false when there is none.
    func findFloor(under l: LayerSnapshot, _ m: PlaneMap, clip: PixelRect) -> Bool {
        if Self.clipsOnlyOutside(l, m, clip) {
            let boxes = l.sublayerBoxes
            for i in boxes.indices.reversed() {
                let box = boxes[i]
                guard !box.snapshot.isTransformLayer else { continue }
                let childMap = box.snapshot.toParent.concatenating(m)
                // A floor lies inside everything its subtree paints: prune subtrees that miss.
                guard Self.covers(childMap.apply(box.snapshot.paintedBounds), clip),
                      Self.isDrawnStraight(box.snapshot, childMap) else { continue }
                if findFloor(under: box.snapshot, childMap, clip: clip) {
                    floorPath.append((i, childMap))
                    return true
                }
            }
        }
        guard let interior = Self.opaqueInterior(l, m, alpha: 1) else { return false }
        return interior.contains(clip)
    }

    /// Draws the layers on `floorPath` from `l` (at `depth` of it) down: the floor whole, and
    /// above it what each layer on the way draws after that sublayer.
    func drawFromFloor(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, depth: Int) {
        guard depth < floorPath.count else { draw(l, m, t, alpha: 1); return }
        let (index, childMap) = floorPath[depth]
        let boxes = l.sublayerBoxes
        drawFromFloor(boxes[index].snapshot, childMap, t, depth: depth + 1)
        for j in (index + 1)..<boxes.count where !Self.isOutside(boxes[j], parentMap: m, clip: t.clip) {
            drawChild(boxes[j].snapshot, parentMap: m, t, alpha: 1)
        }
        drawPartsAboveSublayers(l, m, t, region: PixelRect(covering: m.apply(l.bounds)).intersection(t.clip), alpha: 1)
    }

    /// Whether `l`'s sublayers are drawn into the clip unclipped: it does not mask to its
    /// bounds, or they are a square pixel-aligned rect holding the clip.
    static func clipsOnlyOutside(_ l: LayerSnapshot, _ m: PlaneMap, _ clip: PixelRect) -> Bool {
        guard l.masksToBounds else { return true }
        guard l.cornerRadius == 0, let rect = alignedRect(m, l.bounds) else { return false }
        return rect.contains(clip)
    }

    /// Whether the device rect `r` holds every pixel of `clip`.
    static func covers(_ r: CGRect, _ clip: PixelRect) -> Bool {
        !r.isNull && r.minX <= CGFloat(clip.x) && r.minY <= CGFloat(clip.y)
            && r.maxX >= CGFloat(clip.x + clip.width) && r.maxY >= CGFloat(clip.y + clip.height)
    }
}

extension PixelRect {
    /// Whether every pixel of `o` is one of these.
    func contains(_ o: PixelRect) -> Bool {
        o.x >= x && o.y >= y && o.x + o.width <= x + width && o.y + o.height <= y + height
    }
}
