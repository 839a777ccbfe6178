import XCTest
@testable import UIKit

/// UIStackView's distributions, alignments, spacing, hidden views and arrangement rules,
/// with the frames Apple's documentation describes.
final class StackViewTests: ViewTestCase {
    /// A stack pinned to a root of `size` (or only at its top leading corner).
    @MainActor static func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize? = CGSize(width: 300, height: 100))
        -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let s = UIStackView(arrangedSubviews: views)
        s.axis = axis
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        var cs = [s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)]
        if let size { cs += [s.widthAnchor.constraint(equalToConstant: size.width), s.heightAnchor.constraint(equalToConstant: size.height)] }
        NSLayoutConstraint.activate(cs)
        return (root, s)
    }
    @MainActor static func box(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let v = UIView()
        if let width { v.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { v.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return v
    }

    nonisolated func testFillStretchesTheViewWithoutAWidth() {
        MainActor.assumeIsolated {
            let a = Self.box(width: 50), b = Self.box(), c = Self.box(width: 60)
            let (root, s) = Self.stack([a, b, c])
            s.spacing = 10
            root.layoutIfNeeded()
            XCTAssertEqual([a.frame, b.frame, c.frame], [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 170, height: 100),
                                                         CGRect(x: 240, y: 0, width: 60, height: 100)])
            XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints, "arranged views are placed by constraints")
            XCTAssertTrue(s.constraints.contains { $0.identifier == "UISV-spacing" })
        }
    }

    nonisolated func testFillEqually() {
        MainActor.assumeIsolated {
            let views = (0..<3).map { _ in Self.box() }
            let (root, s) = Self.stack(views, size: CGSize(width: 320, height: 40))
            s.distribution = .fillEqually
            s.spacing = 10
            root.layoutIfNeeded()
            XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
            XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
        }
    }

    nonisolated func testFillProportionallyByIntrinsicWidth() {
        MainActor.assumeIsolated {
            let short = UILabel(), long = UILabel()
            short.text = "Hi"; long.text = "A much longer title"
            let (root, s) = Self.stack([short, long], size: CGSize(width: 300, height: 40))
            s.distribution = .fillProportionally
            root.layoutIfNeeded()
            let ws = short.intrinsicContentSize.width, wl = long.intrinsicContentSize.width
            XCTAssertEqual(short.frame.width, (300 * ws / (ws + wl)).rounded(), accuracy: 1)
            XCTAssertEqual(short.frame.width + long.frame.width, 300)
        }
    }

    nonisolated func testEqualSpacingAndEqualCentering() {
        MainActor.assumeIsolated {
            let views = (0..<3).map { _ in Self.box(width: 40) }
            let (root, s) = Self.stack(views)
            s.distribution = .equalSpacing
            root.layoutIfNeeded()
            XCTAssertEqual(views.map(\.frame.minX), [0, 130, 260], "the 180 points left over split into equal gaps")
            let centred = [Self.box(width: 20), Self.box(width: 60), Self.box(width: 20)]
            let (root2, s2) = Self.stack(centred)
            s2.distribution = .equalCentering
            root2.layoutIfNeeded()
            XCTAssertEqual(centred.map(\.frame.midX), [10, 150, 290], "centres equally apart")
        }
    }

    nonisolated func testAlignmentsAcrossTheAxis() {
        MainActor.assumeIsolated {
            var found: [UIStackView.Alignment: [CGRect]] = [:]
            for alignment in [UIStackView.Alignment.fill, .leading, .center, .trailing] {
                // Filling, the stack sets the heights; otherwise the views' own.
                let a = Self.box(width: 30, height: alignment == .fill ? nil : 20), b = Self.box(width: 30, height: alignment == .fill ? nil : 40)
                let (root, s) = Self.stack([a, b])
                s.alignment = alignment
                s.distribution = .equalSpacing
                root.layoutIfNeeded()
                found[alignment] = [a.frame, b.frame]
            }
            XCTAssertEqual(found[.leading]!.map(\.minY), [0, 0])
            XCTAssertEqual(found[.center]!.map(\.minY), [40, 30])
            XCTAssertEqual(found[.trailing]!.map(\.maxY), [100, 100])
            XCTAssertEqual(found[.fill]!.map(\.height), [100, 100], "fill stretches across the axis")
            XCTAssertEqual(UIStackView.Alignment.top, .leading)
        }
    }

    /// `systemLayoutSizeFitting` runs the update pass first, so a stack that has never been
    /// laid out measures its arrangement (UIKit's stack makes its constraints there).
    nonisolated func testAStackMeasuresBeforeItsFirstLayout() {
        MainActor.assumeIsolated {
            let s = UIStackView(arrangedSubviews: [Self.box(width: 50, height: 30), Self.box(width: 70, height: 20)])
            s.axis = .vertical
            s.alignment = .leading
            s.spacing = 4
            XCTAssertEqual(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 70, height: 54))
            s.axis = .horizontal
            s.alignment = .top
            XCTAssertEqual(s.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 124, height: 30))
        }
    }

    nonisolated func testAnUnsizedStackFitsItsViewsAndHiddenViewsCollapse() {
        MainActor.assumeIsolated {
            let a = Self.box(width: 50, height: 30), b = Self.box(height: 20), c = Self.box(width: 50, height: 10)
            // Below required, so that hiding (a required zero width, "UISV-hiding") wins.
            let bw = b.widthAnchor.constraint(equalToConstant: 50)
            bw.priority = UILayoutPriority(999)
            bw.isActive = true
            let (root, s) = Self.stack([a, b, c], size: nil)
            s.spacing = 10
            s.alignment = .top
            root.layoutIfNeeded()
            XCTAssertEqual(s.frame.size, CGSize(width: 170, height: 30), "as wide as its views and their spacing, as tall as the tallest")
            b.isHidden = true
            root.layoutIfNeeded()
            XCTAssertEqual(s.frame.width, 110, "a hidden view takes no room, nor its spacing")
            XCTAssertEqual(c.frame.minX, 60)
            XCTAssertEqual(b.frame.width, 0)
            b.isHidden = false
            root.layoutIfNeeded()
            XCTAssertEqual(c.frame.minX, 120)
        }
    }

    nonisolated func testHidingInsideAnAnimationAnimatesTheOthers() {
        MainActor.assumeIsolated {
            let a = Self.box(), b = Self.box(width: 50, height: 30)
            // Below required, so that hiding (a required zero width) wins.
            let aw = a.widthAnchor.constraint(equalToConstant: 50)
            aw.priority = UILayoutPriority(999)
            aw.isActive = true
            let (root, s) = Self.stack([a, b], size: nil)
            root.layoutIfNeeded()
            UIView.animate(withDuration: 0.3) {
                a.isHidden = true
                s.layoutIfNeeded()
            }
            XCTAssertEqual(b.frame.minX, 0, "the model is at the end")
            XCTAssertNotNil(b.layer.animation(forKey: "position"), "the move is animated")
            // The hidden view reads as hidden at once but stays on screen, collapsing with
            // the others (UIKit hides it when the block's animations end).
            XCTAssertTrue(a.isHidden)
            XCTAssertFalse(a.layer.isHidden, "still shown while it collapses")
            XCTAssertNotNil(a.layer.animation(forKey: "bounds"), "its collapse is animated")
            XCTAssertEqual(a.frame.height, 30, "across the axis it keeps the stack's height")
            commit()
            advance(to: 1000.15)
            XCTAssertFalse(a.layer.isHidden)
            advance(to: 1000.5)
            XCTAssertTrue(a.layer.isHidden, "hidden once the block's animations are over")
            XCTAssertTrue(a.isHidden)
            // Hidden and shown again within the block's time: it is never hidden.
            UIView.animate(withDuration: 0.3) { b.isHidden = true; s.layoutIfNeeded() }
            UIView.animate(withDuration: 0.3) { b.isHidden = false; s.layoutIfNeeded() }
            commit()
            advance(to: 1001)
            XCTAssertFalse(b.isHidden); XCTAssertFalse(b.layer.isHidden)
            // Outside a block it hides at once.
            b.isHidden = true
            XCTAssertTrue(b.layer.isHidden)
        }
    }

    nonisolated func testCustomSpacingMarginsAndVerticalStacks() {
        MainActor.assumeIsolated {
            let a = Self.box(height: 20), b = Self.box(height: 30), c = Self.box(height: 40)
            let (root, s) = Self.stack([a, b, c], axis: .vertical, size: nil)
            s.spacing = 4
            s.setCustomSpacing(20, after: a)
            XCTAssertEqual(s.customSpacing(after: a), 20)
            XCTAssertEqual(s.customSpacing(after: b), UIStackView.spacingUseDefault)
            s.isLayoutMarginsRelativeArrangement = true
            s.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
            s.widthAnchor.constraint(equalToConstant: 100).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 6, y: 5, width: 86, height: 20))
            XCTAssertEqual(b.frame.minY, 45)
            XCTAssertEqual(c.frame.minY, 79)
            XCTAssertEqual(s.frame.height, 5 + 20 + 20 + 30 + 4 + 40 + 7)
        }
    }

    nonisolated func testRemovingArrangedViewsAndSubviews() {
        MainActor.assumeIsolated {
            let a = Self.box(width: 50), b = Self.box(width: 60), c = Self.box(width: 70)
            let (root, s) = Self.stack([a, b, c], size: nil)
            s.heightAnchor.constraint(equalToConstant: 10).isActive = true
            s.removeArrangedSubview(b)
            XCTAssertEqual(s.arrangedSubviews.count, 2)
            XCTAssertTrue(b.superview === s, "still a subview (UIKit's rule)")
            c.removeFromSuperview()
            XCTAssertEqual(s.arrangedSubviews.map { ObjectIdentifier($0) }, [ObjectIdentifier(a)])
            s.insertArrangedSubview(c, at: 0)
            root.layoutIfNeeded()
            XCTAssertEqual(c.frame.minX, 0)
            XCTAssertEqual(a.frame.minX, 70)
            XCTAssertEqual(s.frame.width, 120)
        }
    }

    nonisolated func testFirstBaselineAlignment() {
        MainActor.assumeIsolated {
            let big = UILabel(), small = UILabel()
            big.text = "Big"; big.font = .systemFont(ofSize: 40)
            small.text = "small"; small.font = .systemFont(ofSize: 12)
            let (root, s) = Self.stack([big, small], size: nil)
            s.alignment = .firstBaseline
            s.spacing = 8
            root.layoutIfNeeded()
            let bigBase = big.frame.midY + big.baselinesFromCenter!.first, smallBase = small.frame.midY + small.baselinesFromCenter!.first
            XCTAssertEqual(smallBase, bigBase, accuracy: 0.5)
            XCTAssertEqual(s.frame.height, big.intrinsicContentSize.height, accuracy: 0.5)
        }
    }
}
