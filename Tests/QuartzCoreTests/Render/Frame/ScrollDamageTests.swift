import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// The damage tracker passes over sublayers that were out of sight last frame and still are
/// (a long scrolled list's rows): their entries go stale while they are away. Whatever happens
/// to them meanwhile — recoloured, removed, added, moved into view, their sublayers changed —
/// the frames drawn from the damage alone must equal fresh renders, byte for byte.
final class ScrollDamageTests: XCTestCase {
    private let size = (width: 200, height: 300)

    private func scene() -> (root: CALayer, list: CALayer, rows: [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = color(1, 1, 1)
        let list = CALayer()
        list.frame = CGRect(x: 20, y: 20, width: 160, height: 200)
        list.masksToBounds = true
        list.backgroundColor = color(0.9, 0.9, 0.95)
        root.addSublayer(list)
        var rows: [CALayer] = []
        for i in 0..<100 {
            let row = CALayer()
            row.frame = CGRect(x: 0, y: CGFloat(i) * 30, width: 160, height: 29)
            row.backgroundColor = i % 2 == 0 ? color(0.8, 0.85, 0.9) : color(0.95, 0.9, 0.8)
            let tag = CALayer()
            tag.frame = CGRect(x: 6, y: 5, width: 19, height: 19)
            tag.backgroundColor = color(CGFloat(i % 7) / 7, 0.4, 0.6)
            row.addSublayer(tag)
            list.addSublayer(row)
            rows.append(row)
        }
        return (root, list, rows)
    }

    /// Draws a frame from the damage into `ctx` and a fresh render of the same tree, and
    /// requires them equal; returns the frame's damage.
    @discardableResult
    private func frame(_ r: CARenderer, _ ctx: CGContext, _ root: CALayer, _ step: String,
                       file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        r.beginFrame(atTime: 0, timeStamp: nil)
        let damage = r.updateBounds()
        r.render()
        r.endFrame()
        let fresh = makeBitmapContext(width: size.width, height: size.height)
        let f = CARenderer(context: fresh)
        f.layer = root
        f.beginFrame(atTime: 0, timeStamp: nil); f.render(); f.endFrame()
        let same = memcmp(ctx.data!, fresh.data!, ctx.bytesPerRow * ctx.height) == 0
        if !same {
            _ = writeArtifact(ctx.makeImage()!, "scroll-damage-\(step)")
            _ = writeArtifact(fresh.makeImage()!, "scroll-damage-\(step)-fresh")
        }
        XCTAssertTrue(same, "\(step): the frame drawn from the damage differs from a fresh render", file: file, line: line)
        return damage
    }

    func testRowsChangedOutOfSightAreDrawnRightWhenTheyComeBack() {
        let (root, list, rows) = scene()
        CATransaction.setDisableActions(true)
        let ctx = makeBitmapContext(width: size.width, height: size.height)
        let r = CARenderer(context: ctx)
        r.layer = root
        frame(r, ctx, root, "first")
        func scroll(by dy: CGFloat, _ step: String) {
            list.bounds.origin.y += dy
            frame(r, ctx, root, step)
        }
        for i in 0..<6 { scroll(by: 7.5, "down-\(i)") }

        // Far out of sight: no damage at all.
        rows[40].backgroundColor = color(1, 0, 0)
        XCTAssertTrue(frame(r, ctx, root, "recolour-away").isNull, "a row out of sight changed: nothing to redraw")
        rows[41].sublayers![0].backgroundColor = color(0, 1, 0)
        rows[43].removeFromSuperlayer()
        let added = CALayer()
        added.frame = CGRect(x: 40, y: 44 * 30, width: 80, height: 20)
        added.backgroundColor = color(0, 0, 1)
        list.addSublayer(added)
        rows[45].isHidden = true
        XCTAssertTrue(frame(r, ctx, root, "changes-away").isNull, "rows out of sight changed: nothing to redraw")

        // Scrolled past them, all the way to the end and back.
        for i in 0..<60 { scroll(by: 5.25, "past-\(i)") }
        scroll(by: 2000, "end")
        scroll(by: -2600, "back")

        // A row moved into sight without scrolling, and one out of it.
        rows[80].position.y = list.bounds.minY + 60
        frame(r, ctx, root, "moved-in")
        rows[80].position.y = 80 * 30 + 14.5
        frame(r, ctx, root, "moved-out")

        // The list itself grows to show rows that were out of sight, then they change.
        list.frame.size.height = 260
        frame(r, ctx, root, "grown")
        rows[Int(list.bounds.minY / 30) + 8].backgroundColor = color(0.2, 0.2, 0.2)
        frame(r, ctx, root, "recolour-in-sight")
        for i in 0..<20 { scroll(by: -3.5, "up-\(i)") }
    }

    /// Sibling order by zPosition (Programming iOS 6: lower zPosition drawn first, ties in
    /// array order): the levelled pass for a few distinct values agrees with a stable sort.
    func testDrawingOrderMatchesAStableSortByZPosition() {
        var seed: UInt64 = 11
        func next(_ n: UInt64) -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return (seed >> 33) % n }
        for levels in [1, 2, 3, 8, 9, 40] {
            let parent = CALayer()
            for _ in 0..<200 {
                let l = CALayer()
                l.zPosition = CGFloat(next(UInt64(levels))) - 2
                parent.addSublayer(l)
            }
            let subs = parent.sublayers!
            let expected = subs.enumerated().sorted {
                $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
            }.map(\.element)
            XCTAssertTrue(parent.sublayersInDrawingOrder.elementsEqual(expected, by: ===), "\(levels) levels")
        }
    }
}
