import XCTest
@testable import QuartzCore

/// A parent's snapshot is refilled slot by slot (`LayerSnapshot.refill`): whatever changed —
/// one sibling moving frame after frame, sublayers added, removed or reordered — each slot
/// holds its sublayer's current box, in drawing order, and unchanged siblings keep theirs.
final class SublayerRefillTests: XCTestCase {
    func checkSlots(_ parent: CALayer, _ message: String, file: StaticString = #filePath, line: UInt = #line) -> [SnapshotBox] {
        let boxes = LayerSnapshot.box(of: parent).snapshot.sublayerBoxes
        let ordered = parent.sublayersInDrawingOrder
        XCTAssertEqual(boxes.count, ordered.count, message, file: file, line: line)
        for (i, sub) in ordered.enumerated() where i < boxes.count {
            XCTAssertTrue(boxes[i] === sub.cachedSnapshot, "\(message): slot \(i)", file: file, line: line)
            XCTAssertEqual(boxes[i].snapshot.id, ObjectIdentifier(sub), "\(message): slot \(i)", file: file, line: line)
        }
        return boxes
    }

    func move(_ l: CALayer, to p: CGPoint) {
        CATransaction.begin(); CATransaction.setDisableActions(true)
        l.position = p
        CATransaction.commit()
    }

    func testEverySlotHoldsItsSublayersCurrentBox() {
        let parent = CALayer()
        let subs = (0..<40).map { i -> CALayer in
            let l = CALayer()
            l.frame = CGRect(x: i * 10, y: 0, width: 8, height: 8)
            parent.addSublayer(l)
            return l
        }
        var before = checkSlots(parent, "first")
        // One sibling moving frame after frame: its box alternates with its spare; no other slot changes.
        for frame in 1...6 {
            move(subs[7], to: CGPoint(x: 70 + CGFloat(frame) * 0.5, y: 4))
            parent.bounds.origin.x = CGFloat(frame % 2)   // the parent changes too now and then
            let now = checkSlots(parent, "frame \(frame)")
            XCTAssertEqual(now[7].snapshot.toParent.m.6, subs[7].position.x - 4, "the moved sibling's new box")
            for i in 0..<40 where i != 7 { XCTAssertTrue(now[i] === before[i], "frame \(frame): slot \(i) kept") }
            before = now
        }
        // Added, removed, reordered by zPosition, each followed by moves.
        let added = CALayer()
        parent.insertSublayer(added, at: 3)
        _ = checkSlots(parent, "inserted")
        move(subs[20], to: CGPoint(x: 1, y: 1))
        _ = checkSlots(parent, "moved after insert")
        subs[30].removeFromSuperlayer()
        subs[0].removeFromSuperlayer()
        _ = checkSlots(parent, "removed")
        subs[5].zPosition = 2
        subs[9].zPosition = -1
        _ = checkSlots(parent, "reordered")
        move(subs[5], to: CGPoint(x: 3, y: 3))
        _ = checkSlots(parent, "moved after reorder")
        parent.sublayers = nil
        XCTAssertTrue(checkSlots(parent, "emptied").isEmpty)
    }
}
