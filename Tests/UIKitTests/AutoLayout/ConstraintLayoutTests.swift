import XCTest
@testable import UIKit

/// Auto Layout through UIKit's API, with the frames Apple's documentation gives: anchors,
/// equalities and inequalities with priorities, multipliers, centring, chains of siblings.
final class ConstraintLayoutTests: ViewTestCase {
    @MainActor static func container(_ w: CGFloat = 400, _ h: CGFloat = 300) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
    }
    @MainActor static func child(of parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    nonisolated func testEdgesPinnedWithConstants() {
        MainActor.assumeIsolated {
            let root = Self.container(), v = Self.child(of: root)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                v.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame, CGRect(x: 20, y: 10, width: 360, height: 50))
            XCTAssertEqual(root.constraints.count, 3, "edge constraints on the common ancestor")
            XCTAssertEqual(v.constraints.count, 1, "a constant size on the view itself")
            XCTAssertFalse(v.hasAmbiguousLayout)
        }
    }

    nonisolated func testCentringAndAspectRatio() {
        MainActor.assumeIsolated {
            let root = Self.container(), v = Self.child(of: root)
            NSLayoutConstraint.activate([
                v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame, CGRect(x: 150, y: 125, width: 100, height: 50))
        }
    }

    nonisolated func testMultiplierAndConstantTogether() {
        MainActor.assumeIsolated {
            let root = Self.container(), v = Self.child(of: root)
            NSLayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
                NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
                                   multiplier: 0.5, constant: 0),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 110, height: 150))
        }
    }

    nonisolated func testPrioritiesAndInequalities() {
        MainActor.assumeIsolated {
            let root = Self.container(), v = Self.child(of: root)
            let wide = v.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultHigh
            let narrow = v.widthAnchor.constraint(equalToConstant: 50)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                         v.heightAnchor.constraint(equalToConstant: 10), wide, narrow])
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 300, "750 beats 250")
            let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
            cap.isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 200, "a required inequality bounds both")
            cap.isActive = false
            let floor = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 320)
            floor.isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 320)
            floor.isActive = false
            wide.isActive = false
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 50, "with the stronger one gone the weaker holds")
        }
    }

    /// Three views between the edges, 8 points apart, of equal widths: 320 = 4·8 + 3w.
    nonisolated func testChainOfEqualWidths() {
        MainActor.assumeIsolated {
            let root = Self.container(320, 100)
            let a = Self.child(of: root), b = Self.child(of: root), c = Self.child(of: root)
            var cs = [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                      c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
                      root.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: 8),
                      a.widthAnchor.constraint(equalTo: b.widthAnchor), b.widthAnchor.constraint(equalTo: c.widthAnchor)]
            for v in [a, b, c] { cs += [v.topAnchor.constraint(equalTo: root.topAnchor), v.bottomAnchor.constraint(equalTo: root.bottomAnchor)] }
            NSLayoutConstraint.activate(cs)
            root.layoutIfNeeded()
            XCTAssertEqual([a.frame, b.frame, c.frame], [CGRect(x: 8, y: 0, width: 96, height: 100),
                                                         CGRect(x: 112, y: 0, width: 96, height: 100),
                                                         CGRect(x: 216, y: 0, width: 96, height: 100)])
            // The window grows: the chain follows (the root's size is its autoresizing constraint).
            root.frame.size.width = 416
            root.layoutIfNeeded()
            XCTAssertEqual(c.frame, CGRect(x: 280, y: 0, width: 128, height: 100))
        }
    }

    /// Views in different branches: the constraint is in the common ancestor's coordinates.
    nonisolated func testConstraintAcrossBranches() {
        MainActor.assumeIsolated {
            let root = Self.container()
            let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 200, y: 40, width: 150, height: 150))
            root.addSubview(left); root.addSubview(right)
            let a = Self.child(of: left), b = Self.child(of: right)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
                a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30),      // b's top 30 below a's bottom, on screen
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            XCTAssertTrue(root.constraints.count == 2, "cross-branch constraints live on the common ancestor")
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 5, y: 5, width: 20, height: 20))
            // a's bottom in root: 20 + 25 = 45; b's top in root = 75 → in right: 75 − 40 = 35.
            XCTAssertEqual(b.frame, CGRect(x: 15 - 200, y: 35, width: 10, height: 10))
            XCTAssertEqual(b.convert(b.bounds, to: root).minY, a.convert(a.bounds, to: root).maxY + 30)
        }
    }

    nonisolated func testConstantChangeMovesTheViewAtTheNextLayout() {
        MainActor.assumeIsolated {
            let root = Self.container(), v = Self.child(of: root)
            let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            NSLayoutConstraint.activate([top, v.leftAnchor.constraint(equalTo: root.leftAnchor),
                                         v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            top.constant = 90
            XCTAssertEqual(v.frame.minY, 10, "frames change in the layout pass, not at once")
            XCTAssertTrue(root.layer.needsLayout())
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.minY, 90)
        }
    }

    nonisolated func testFramesArePixelAligned() {
        MainActor.assumeIsolated {
            UIScreen.main.scale = 2
            defer { UIScreen.main.scale = 1 }
            let root = Self.container(100, 10)
            let a = Self.child(of: root), b = Self.child(of: root), c = Self.child(of: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor), c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.widthAnchor.constraint(equalTo: b.widthAnchor), b.widthAnchor.constraint(equalTo: c.widthAnchor),
            ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
            root.layoutIfNeeded()
            // Edges at 33.33 and 66.67 round to the half-point grid; the views still tile.
            XCTAssertEqual(a.frame.maxX, 33.5)
            XCTAssertEqual(b.frame.minX, 33.5)
            XCTAssertEqual(b.frame.maxX, 66.5)
            XCTAssertEqual(c.frame.maxX, 100)
        }
    }

    nonisolated func testRightToLeftMirrorsLeadingAndTrailing() {
        MainActor.assumeIsolated {
            let root = Self.container(300, 100)
            root.semanticContentAttribute = .forceRightToLeft
            let a = Self.child(of: root), b = Self.child(of: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.widthAnchor.constraint(equalToConstant: 40),
                b.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
            root.layoutIfNeeded()
            XCTAssertEqual(b.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            XCTAssertEqual(a.frame.maxX, 280, "leading is the right edge")
            XCTAssertEqual(b.frame.maxX, 220, "after a, to its left")
            root.semanticContentAttribute = .forceLeftToRight
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.minX, 20)
            XCTAssertEqual(b.frame.minX, 80)
        }
    }

    nonisolated func testAnchorWithOffsetMakesEqualGaps() {
        MainActor.assumeIsolated {
            let root = Self.container(300, 100), a = Self.child(of: root), b = Self.child(of: root)
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 40), b.widthAnchor.constraint(equalToConstant: 60),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                // The gap between a and b equals the gap between b and the trailing edge.
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)),
            ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
            root.layoutIfNeeded()
            // 300 − 30 − 40 − 60 = 170 of gaps, halved.
            XCTAssertEqual(b.frame.minX, 70 + 85)
        }
    }
}
