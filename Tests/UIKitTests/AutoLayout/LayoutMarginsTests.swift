import XCTest
@testable import UIKit
import Shell

/// A controller's view keeps UIKit's minimum margins at its sides: 16 points in a window of
/// compact width, 20 in a regular one, none of its own at the top and bottom (Apple:
/// `systemMinimumLayoutMargins`, `viewRespectsSystemMinimumLayoutMargins`).
final class LayoutMarginsTests: AppTestCase {
    final class Pinned: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Title"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            let m = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                label.topAnchor.constraint(equalTo: m.topAnchor),
            ])
        }
    }

    nonisolated func testAControllersViewHasTheSystemMinimumAtItsSides() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Pinned() }, size: CGSize(width: 390, height: 600))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            XCTAssertEqual(vc.label.frame.minX, 16)
            XCTAssertEqual(vc.label.frame.maxX, 374)
            XCTAssertEqual(vc.label.frame.minY, 0)
            // A wider window is of regular width: 20 points.
            platform.run(events: [InputEvent(time: 0.1, .resize(CGSize(width: 800, height: 600)))], duration: 0.2)
            XCTAssertEqual(vc.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            XCTAssertEqual(vc.label.frame.minX, 20)
            XCTAssertEqual(vc.label.frame.maxX, 780)
            // The app's own margins count where they are larger.
            vc.view.layoutMargins = UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 4)
            XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 20))
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.label.frame.minX, 30)
            XCTAssertEqual(vc.label.frame.minY, 8)
            vc.viewRespectsSystemMinimumLayoutMargins = false
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.label.frame.maxX, 796)
        }
    }

    /// `preservesSuperviewLayoutMargins`: a view flush with its superview keeps the
    /// superview's larger margins; one well inside it keeps its own.
    nonisolated func testPreservingTheSuperviewsMargins() {
        MainActor.assumeIsolated {
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            outer.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
            let inner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
            outer.addSubview(inner)
            XCTAssertEqual(inner.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            inner.preservesSuperviewLayoutMargins = true
            XCTAssertEqual(inner.layoutMargins, UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
            let label = UILabel()
            label.text = "x"
            label.translatesAutoresizingMaskIntoConstraints = false
            inner.addSubview(label)
            label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor).isActive = true
            label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor).isActive = true
            outer.layoutIfNeeded()
            XCTAssertEqual(label.frame.origin, CGPoint(x: 20, y: 20))
            outer.layoutMargins = UIEdgeInsets(top: 40, left: 50, bottom: 0, right: 0)
            outer.layoutIfNeeded()
            XCTAssertEqual(label.frame.origin, CGPoint(x: 40, y: 40), "it follows the superview's")
        }
    }

    nonisolated func testOtherViewsKeepEightPoints() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            let vc = UIViewController()
            vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        }
    }

    final class Inset: UIViewController {
        let top = UILabel(), inMargins = UILabel(), band = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        let scroll = UIScrollView()
        var heard = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            top.text = "Safe"
            inMargins.text = "Margins"
            for l in [top, inMargins] { l.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(l) }
            view.addSubview(band)
            scroll.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            scroll.contentSize = CGSize(width: 300, height: 2000)
            view.addSubview(scroll)
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                top.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                inMargins.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                inMargins.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() { heard += 1 }
    }

    /// `additionalSafeAreaInsets` make a safe area: its guide, the margins measured from it,
    /// the part a subview reaches into, and a scroll view's adjusted insets follow.
    nonisolated func testAdditionalSafeAreaInsets() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Inset() }, size: CGSize(width: 390, height: 600))
            defer { platform.finish(); vc.additionalSafeAreaInsets = .zero }
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual(vc.top.frame.minY, 0)
            XCTAssertEqual(vc.view.safeAreaInsets, .zero)
            vc.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 0)
            XCTAssertEqual(vc.heard, 1)
            XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 0))
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.top.frame.origin, CGPoint(x: 10, y: 50))
            XCTAssertEqual(vc.inMargins.frame.origin, CGPoint(x: 26, y: 50), "the margins are measured from the safe area")
            XCTAssertEqual(vc.band.safeAreaInsets, UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 0), "the part it reaches into")
            XCTAssertEqual(vc.scroll.adjustedContentInset, UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0),
                           "scrolling vertically: the top and bottom it reaches into")
            vc.scroll.contentInsetAdjustmentBehavior = .never
            XCTAssertEqual(vc.scroll.adjustedContentInset, .zero)
            vc.view.insetsLayoutMarginsFromSafeArea = false
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.inMargins.frame.origin, CGPoint(x: 16, y: 0))
            vc.additionalSafeAreaInsets = .zero
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.top.frame.origin, .zero)
        }
    }
}
