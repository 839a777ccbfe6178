import XCTest
@testable import UIKit

/// What goes wrong: conflicting required constraints (UIKit's message, one constraint
/// broken, layout goes on), ambiguity, and input UIKit raises on (refused with a message).
final class ConstraintConflictTests: ViewTestCase {
    @MainActor static func pair() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        return (root, v)
    }

    nonisolated func testConflictingRequiredConstraintsBreakTheNewOneOnce() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            let first = v.widthAnchor.constraint(equalToConstant: 100)
            first.identifier = "first-width"
            first.isActive = true
            let reports = LayoutDescriptions.unsatisfiableReports
            let second = v.widthAnchor.constraint(equalToConstant: 200)
            second.identifier = "second-width"
            second.isActive = true
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports + 1)
            XCTAssertTrue(Diagnostics.hasWarned("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
            XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 100, "layout goes on without the broken one")
            second.constant = 250                     // still conflicting: not reported again
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports + 1)
            first.isActive = false
            second.constant = 260                     // the conflict is gone: it takes part again
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 260)
        }
    }

    /// A cell that moves its bubble from one side to the other by activating the new edge
    /// before deactivating the old one: UIKit's message for the moment both hold, then the
    /// layout it meant — the broken constraint takes part again once the other has gone.
    nonisolated func testABrokenConstraintHoldsAgainOnceTheConflictIsGone() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let bubble = UIView(); bubble.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(bubble)
            let leading = bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
            let trailing = bubble.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12)
            let preferred = bubble.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = .defaultLow
            NSLayoutConstraint.activate([bubble.topAnchor.constraint(equalTo: root.topAnchor), bubble.heightAnchor.constraint(equalToConstant: 30),
                                         bubble.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75),
                                         preferred, trailing])
            root.layoutIfNeeded()
            XCTAssertEqual(bubble.frame.maxX, 388)
            let reports = LayoutDescriptions.unsatisfiableReports
            leading.isActive = true           // both edges for a moment: 376 points, more than 300 allowed
            trailing.isActive = false
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports + 1)
            root.layoutIfNeeded()
            XCTAssertEqual(bubble.frame.minX, 12, "the leading edge holds now that the trailing one has gone")
            XCTAssertEqual(bubble.frame.width, 100)
        }
    }

    nonisolated func testTheMessageNamesTheConstraintsInvolved() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            let a = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            a.identifier = "half-of-root"
            a.isActive = true
            let b = v.widthAnchor.constraint(equalToConstant: 120)
            b.identifier = "fixed-120"
            b.isActive = true
            XCTAssertTrue(Diagnostics.hasWarned("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n\tProbably"))
            XCTAssertTrue(LayoutTestMessages.lastReport.contains("'half-of-root'"), LayoutTestMessages.lastReport)
            XCTAssertTrue(LayoutTestMessages.lastReport.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
            XCTAssertTrue(LayoutTestMessages.lastReport.hasSuffix("'fixed-120' \(LayoutDescriptions.name(of: v)).width == 120   (active)>\n"), LayoutTestMessages.lastReport)
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 200)
        }
    }

    nonisolated func testACycleOfRequiredConstraintsIsUnsatisfiable() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            let w = UIView(); w.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(w)
            let reports = LayoutDescriptions.unsatisfiableReports
            NSLayoutConstraint.activate([w.leftAnchor.constraint(equalTo: v.rightAnchor, constant: 10),
                                         v.rightAnchor.constraint(equalTo: w.leftAnchor, constant: 10)])
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports + 1)
            // Inequalities that cannot hold together go the other path through the solver.
            NSLayoutConstraint.activate([w.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), w.widthAnchor.constraint(lessThanOrEqualToConstant: 50)])
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports + 2)
            root.layoutIfNeeded()
            XCTAssertGreaterThanOrEqual(w.frame.width, 100)
        }
    }

    nonisolated func testNonFiniteConstantsAndMultipliersAreRefused() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            let width = v.widthAnchor.constraint(equalToConstant: 80)
            width.isActive = true
            width.constant = .nan
            XCTAssertEqual(width.constant, 80, "the old value is kept")
            width.constant = .infinity
            XCTAssertEqual(width.constant, 80)
            XCTAssertTrue(Diagnostics.hasWarned("NSLayoutConstraint: constant nan refused"))
            let m = NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: .nan, constant: 0)
            XCTAssertEqual(m.multiplier, 1)
            XCTAssertTrue(Diagnostics.hasWarned("NSLayoutConstraint: multiplier nan refused"))
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 80)
        }
    }

    nonisolated func testItemsWithoutACommonAncestorAreRefusedNamingBoth() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
            c.isActive = true
            XCTAssertFalse(c.isActive)
            XCTAssertTrue(Diagnostics.hasWarned("Unable to activate constraint with anchors UIView:\(LayoutDescriptions.address(a)).leading and UIView:\(LayoutDescriptions.address(b)).leading because they have no common ancestor"))
        }
    }

    nonisolated func testPairingsUIKitForbidsAreRefused() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            let cases: [(NSLayoutConstraint, String)] = [
                (NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0), "one is horizontal"),
                (NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 1, constant: 0), "a location cannot be related to a size"),
                (NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0), "leading/trailing attribute and a right/left"),
                (NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5), "equal to a constant"),
                (NSLayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: "not a view", attribute: .width, multiplier: 1, constant: 5), "not a view or layout guide"),
            ]
            for (c, reason) in cases {
                c.isActive = true
                XCTAssertFalse(c.isActive, reason)
                XCTAssertTrue(Diagnostics.hasWarned("NSLayoutConstraint: cannot activate"), reason)
                XCTAssertTrue(c.invalidReason?.contains(reason) == true, "\(c.invalidReason ?? "nil") vs \(reason)")
            }
            // Sizes may relate across axes (an aspect ratio).
            let aspect = v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 2)
            aspect.isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.size, CGSize(width: 20, height: 10))
        }
    }

    nonisolated func testAConstraintWhoseViewIsGoneIsRefused() {
        MainActor.assumeIsolated {
            let (root, _) = Self.pair()
            var c: NSLayoutConstraint?
            do {
                let gone = UIView()
                c = gone.widthAnchor.constraint(equalTo: root.widthAnchor)
            }
            c!.isActive = true
            XCTAssertFalse(c!.isActive)
            XCTAssertTrue(Diagnostics.hasWarned("NSLayoutConstraint: cannot activate") || Diagnostics.hasWarned("Unable to activate"))
        }
    }

    /// Thousands of optional constraints pulling one width different ways: each one added
    /// moves the weighted median, a pivot through every row (quadratic in the count, as in
    /// any Cassowary; `LAMINA_AUTOLAYOUT_PROFILE=conflicts lamina bench --only autolayout` times
    /// 10,000 in a release build). Deactivating them all solves what stays afresh: linear.
    nonisolated func testManyConflictingOptionalConstraintsSolveInBoundedTime() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            var cs: [NSLayoutConstraint] = []
            for i in 0..<2_000 {
                let c = v.widthAnchor.constraint(equalToConstant: CGFloat(i % 400))
                c.priority = UILayoutPriority(Float(1 + i % 999))
                cs.append(c)
            }
            NSLayoutConstraint.activate(cs)
            root.layoutIfNeeded()
            // The heaviest pulls win: priority 999 pulls to (998 + 999k) mod 400 for each k.
            XCTAssertTrue(v.frame.width >= 0 && v.frame.width < 400)
            NSLayoutConstraint.deactivate(cs)
            v.widthAnchor.constraint(equalToConstant: 33).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(v.frame.width, 33)
        }
    }

    nonisolated func testAmbiguityIsDetectedAndExercised() {
        MainActor.assumeIsolated {
            let (root, v) = Self.pair()
            v.widthAnchor.constraint(equalToConstant: 50).isActive = true
            root.layoutIfNeeded()
            XCTAssertFalse(v.hasAmbiguousLayout)
            let loose = UIView(); loose.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(loose)
            NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 30), loose.heightAnchor.constraint(equalToConstant: 30),
                                         loose.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            XCTAssertTrue(loose.hasAmbiguousLayout, "nothing places it horizontally")
            let before = loose.frame.minX
            loose.exerciseAmbiguityInLayout()
            root.layoutIfNeeded()
            XCTAssertNotEqual(loose.frame.minX, before, "moved within what the constraints allow")
            XCTAssertEqual(loose.frame.minY, 0, "what is determined stays")
            XCTAssertEqual(v.constraintsAffectingLayout(for: .horizontal).count, 2)
        }
    }
}

/// The last unsatisfiable report's text, captured for the message tests.
@MainActor enum LayoutTestMessages {
    static var lastReport: String { LayoutDescriptions.lastReport }
}
