import XCTest
@testable import UIKit

/// UIKit's order — update constraints bottom up, the solve, frames set in the superview's
/// `layoutSubviews`, layout top down — and what moves constraints: the autoresizing
/// translation, hierarchy changes, layout guides, scroll view content.
final class LayoutCycleTests: ViewTestCase {
    final class LoggingView: UIView {
        var name = ""
        var log: (String) -> Void = { _ in }
        var constraintsToAdd: [NSLayoutConstraint] = []
        override func updateConstraints() {
            log("update \(name)")
            NSLayoutConstraint.activate(constraintsToAdd)
            constraintsToAdd = []
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log("layout \(name) before=\(subviews.first?.frame.width ?? -1)")
            super.layoutSubviews()
            log("layout \(name) after=\(subviews.first?.frame.width ?? -1)")
        }
    }

    nonisolated func testUpdatePassRunsBottomUpBeforeLayoutTopDown() {
        MainActor.assumeIsolated {
            var log: [String] = []
            @MainActor func view(_ name: String) -> LoggingView {
                let v = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                v.name = name; v.log = { log.append($0) }
                return v
            }
            let root = view("root"), mid = view("mid"), leaf = view("leaf")
            mid.translatesAutoresizingMaskIntoConstraints = false
            leaf.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(mid); mid.addSubview(leaf)
            // Constraints made in updateConstraints, as UIKit's documentation suggests.
            mid.constraintsToAdd = [mid.leadingAnchor.constraint(equalTo: root.leadingAnchor), mid.topAnchor.constraint(equalTo: root.topAnchor),
                                    mid.widthAnchor.constraint(equalToConstant: 60), mid.heightAnchor.constraint(equalToConstant: 60)]
            leaf.constraintsToAdd = [leaf.widthAnchor.constraint(equalTo: mid.widthAnchor, multiplier: 0.5),
                                     leaf.heightAnchor.constraint(equalToConstant: 5), leaf.leftAnchor.constraint(equalTo: mid.leftAnchor),
                                     leaf.topAnchor.constraint(equalTo: mid.topAnchor)]
            root.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
            XCTAssertEqual(log, ["update leaf", "update mid", "update root",
                                 "layout root before=100.0", "layout root after=60.0",
                                 "layout mid before=100.0", "layout mid after=30.0",
                                 "layout leaf before=-1.0", "layout leaf after=-1.0"])
            XCTAssertFalse(mid.needsUpdateConstraints())
            log = []
            leaf.setNeedsUpdateConstraints()
            XCTAssertTrue(leaf.needsUpdateConstraints())
            root.layoutIfNeeded()
            XCTAssertEqual(log.filter { $0.hasPrefix("update") }, ["update leaf"], "only what asked")
        }
    }

    final class Controller: UIViewController {
        var log: [String] = []
        override func updateViewConstraints() { log.append("updateViewConstraints"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    nonisolated func testControllerHearsTheUpdatePassThenLayout() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let vc = Controller()
            window.rootViewController = vc
            let box = UIView(); box.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(box)
            NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
                                         box.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40)])
            window.layoutIfNeeded()
            XCTAssertEqual(vc.log.first, "updateViewConstraints")
            XCTAssertEqual(Array(vc.log.suffix(2)), ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            XCTAssertEqual(box.frame, CGRect(x: 110, y: 220, width: 100, height: 40))
            // The window resizes: the controller's view follows by its mask, the box by constraints.
            window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            window.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 190, y: 140, width: 100, height: 40))
        }
    }

    /// A view placed by its frame takes part through its autoresizing mask, as UIKit
    /// translates it: a flexible-width view follows its constrained superview.
    nonisolated func testAutoresizingMaskBecomesConstraints() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let panel = UIView(); panel.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(panel)
            let width = panel.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
                                         width, panel.heightAnchor.constraint(equalToConstant: 100)])
            root.layoutIfNeeded()
            let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
            bar.autoresizingMask = [.flexibleWidth]
            panel.addSubview(bar)
            let badge = Self.constrained(in: panel)
            // The badge sits 5 points right of the bar's right edge: the bar's frame is in the engine.
            NSLayoutConstraint.activate([badge.leftAnchor.constraint(equalTo: bar.rightAnchor, constant: 5), badge.topAnchor.constraint(equalTo: bar.topAnchor),
                                         badge.widthAnchor.constraint(equalToConstant: 4), badge.heightAnchor.constraint(equalToConstant: 4)])
            root.layoutIfNeeded()
            XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 180, height: 20), "its own frame holds")
            XCTAssertEqual(badge.frame.minX, 195)
            width.constant = 300
            root.layoutIfNeeded()
            XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 280, height: 20), "flexible width follows the superview")
            XCTAssertEqual(badge.frame.minX, 295)
            bar.frame.origin.x = 20           // a frame set by hand moves its constraints
            root.layoutIfNeeded()
            XCTAssertEqual(badge.frame.minX, 305)
            let translated = bar.layoutNode!.autoresizing.first!
            XCTAssertTrue(translated.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:"), translated.description)
            XCTAssertTrue(translated.description.contains("h=-&- v=---"), translated.description)
        }
    }

    @MainActor static func constrained(in parent: UIView) -> UIView {
        let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    nonisolated func testRemovingAViewDeactivatesTheConstraintsThatTieItOut() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let card = Self.constrained(in: root), inner = Self.constrained(in: card)
            let outer = [card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
            let own = [card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
                       inner.centerXAnchor.constraint(equalTo: card.centerXAnchor), inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                       inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20)]
            NSLayoutConstraint.activate(outer + own)
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame, CGRect(x: 40, y: 40, width: 20, height: 20))
            card.removeFromSuperview()
            XCTAssertFalse(outer[0].isActive, "constraints to views left behind go (UIKit)")
            XCTAssertTrue(root.constraints.isEmpty)
            XCTAssertTrue(own.allSatisfy(\.isActive), "constraints inside the moved tree stay")
            // In another hierarchy the tree lays out by its own constraints.
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            other.addSubview(card)
            NSLayoutConstraint.activate([card.rightAnchor.constraint(equalTo: other.rightAnchor), card.bottomAnchor.constraint(equalTo: other.bottomAnchor)])
            own[2].constant = 10
            other.layoutIfNeeded()
            XCTAssertEqual(card.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
            XCTAssertEqual(inner.frame, CGRect(x: 50, y: 40, width: 20, height: 20))
        }
    }

    nonisolated func testMarginsSafeAreaAndReadableGuides() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
            let a = Self.constrained(in: root), b = Self.constrained(in: root), c = Self.constrained(in: root)
            let m = root.layoutMarginsGuide, s = root.safeAreaLayoutGuide, r = root.readableContentGuide
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: m.leadingAnchor), a.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                a.topAnchor.constraint(equalTo: m.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.leadingAnchor.constraint(equalTo: s.leadingAnchor), b.trailingAnchor.constraint(equalTo: s.trailingAnchor),
                b.bottomAnchor.constraint(equalTo: s.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                c.leadingAnchor.constraint(equalTo: r.leadingAnchor), c.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                c.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), c.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 8, y: 8, width: 984, height: 10), "UIKit's default margins are 8")
            XCTAssertEqual(b.frame, CGRect(x: 0, y: 290, width: 1000, height: 10), "no bars: the safe area is the bounds")
            XCTAssertEqual(c.frame, CGRect(x: 164, y: 100, width: 672, height: 10), "readable width, centred")
            XCTAssertEqual(r.layoutFrame.width, 672)
            root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 40)
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 30, y: 20, width: 930, height: 10))
            // Margin attributes read the same margins.
            let d = Self.constrained(in: root)
            NSLayoutConstraint.activate([NSLayoutConstraint(item: d, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
                                         d.topAnchor.constraint(equalTo: root.topAnchor), d.widthAnchor.constraint(equalToConstant: 5), d.heightAnchor.constraint(equalToConstant: 5)])
            root.layoutIfNeeded()
            XCTAssertEqual(d.frame.minX, 30)
        }
    }

    nonisolated func testUserLayoutGuidesSpaceViewsEvenly() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let a = Self.constrained(in: root), b = Self.constrained(in: root)
            let g1 = UILayoutGuide(), g2 = UILayoutGuide(), g3 = UILayoutGuide()
            for g in [g1, g2, g3] { root.addLayoutGuide(g) }
            XCTAssertEqual(root.layoutGuides.count, 3)
            NSLayoutConstraint.activate([
                g1.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
                g2.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
                g3.leadingAnchor.constraint(equalTo: b.trailingAnchor), g3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                g1.widthAnchor.constraint(equalTo: g2.widthAnchor), g2.widthAnchor.constraint(equalTo: g3.widthAnchor),
                a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.minX, 60)
            XCTAssertEqual(b.frame.minX, 180)
            XCTAssertEqual(g2.layoutFrame.minX, 120)
            XCTAssertEqual(g2.layoutFrame.width, 60)
        }
    }

    /// The ordinary scroll view screen: content pinned to the content guide, as wide as the
    /// frame guide; the content's height sets `contentSize`.
    nonisolated func testScrollViewContentSizeFromItsContentGuide() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let scroll = UIScrollView(); scroll.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            let content = Self.constrained(in: scroll)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(scroll.frame, root.bounds)
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
            XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1000))
            // Scrolling moves the bounds, never the content's frame.
            scroll.contentOffset = CGPoint(x: 0, y: 200)
            root.setNeedsLayout(); root.layoutIfNeeded()
            XCTAssertEqual(content.frame.minY, 0)
        }
    }

    /// Constraints between a scroll view's edges and its content relate to the content area
    /// (Apple's technical note): the older way of sizing content.
    nonisolated func testScrollViewEdgesRelatedToContentAreTheContentArea() {
        MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let content = Self.constrained(in: scroll)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10), content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor), content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
                content.widthAnchor.constraint(equalTo: scroll.widthAnchor), content.heightAnchor.constraint(equalToConstant: 700),
            ])
            scroll.layoutIfNeeded()
            XCTAssertEqual(scroll.contentSize, CGSize(width: 200, height: 720))
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 10, width: 200, height: 700))
        }
    }
}
