import XCTest
@testable import UIKit

/// Constraints, anchors and layout guides hold their views without owning them (UIKit's
/// `weak` items), and read nil once a view is gone — through Lamina's item references, which
/// keep a view's retains and releases on the runtime's fast path.
final class ItemReferenceTests: ViewTestCase {
    nonisolated func testItemsReadNilOnceGone() {
        MainActor.assumeIsolated {
            let other = UIView()
            var constraint: NSLayoutConstraint!
            var anchor: NSLayoutXAxisAnchor!
            var guide: UILayoutGuide!
            weak var gone: UIView?
            do {
                let v = UIView()
                gone = v
                constraint = v.widthAnchor.constraint(equalTo: other.widthAnchor)
                anchor = v.leadingAnchor
                guide = UILayoutGuide()
                v.addLayoutGuide(guide)
                XCTAssertTrue(constraint.firstItem === v && constraint.secondItem === other)
                XCTAssertTrue(anchor.item === v && guide.owningView === v)
            }
            XCTAssertNil(gone, "a constraint, an anchor and a guide do not keep their view")
            XCTAssertNil(constraint.firstItem)
            XCTAssertTrue(constraint.secondItem === other)
            XCTAssertNil(anchor.item)
            XCTAssertNil(guide.owningView)
        }
    }

    nonisolated func testViewsInTheEngineKeepInlineReferenceCounts() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let g = UILayoutGuide()
            root.addLayoutGuide(g)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: g.trailingAnchor, constant: 10),
                g.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                g.widthAnchor.constraint(equalToConstant: 30),
                v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 40),
                g.topAnchor.constraint(equalTo: root.topAnchor), g.heightAnchor.constraint(equalTo: v.heightAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame, CGRect(x: 60, y: 0, width: 150, height: 40))
            // A weakly referenced object's refcount moves to a side table (the inline word then
            // has its top bits set to mark it); none of these may have one.
            let probe = UIView()
            XCTAssertFalse(Self.hasSideTable(probe))
            weak var weakProbe = probe
            XCTAssertTrue(Self.hasSideTable(probe) && weakProbe === probe, "the side-table probe itself works")
            for object in [v, root, g, v.layoutNode!.engine] as [AnyObject] {
                XCTAssertFalse(Self.hasSideTable(object), "\(object) was referenced weakly")
            }
        }
    }

    /// Whether Swift's runtime moved the object's reference count to a side table: the inline
    /// count word has its two top bits set then (UseSlowRC and SideTableMark on 64-bit).
    static func hasSideTable(_ object: AnyObject) -> Bool {
        let p = Unmanaged.passUnretained(object).toOpaque()
        let bits = p.load(fromByteOffset: 8, as: UInt64.self)
        return bits >> 62 == 3
    }
}
