import XCTest
@testable import UIKit
import Shell

/// Traits follow the window (Apple: UITraitCollection, UITraitEnvironment): size classes by
/// its size, its screen's scale, and `traitCollectionDidChange` when they change.
final class TraitCollectionTests: AppTestCase {
    final class Watcher: UIViewController {
        var changes: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []
        let child = WatchedView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(child)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append((previousTraitCollection?.horizontalSizeClass ?? .unspecified, traitCollection.horizontalSizeClass))
        }
    }
    final class WatchedView: UIView {
        var heard = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { heard += 1 }
    }

    nonisolated func testTraitsFollowTheWindow() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Watcher() }, size: CGSize(width: 390, height: 800))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            // Launching may pass through the twin's default size first (as iOS calls it once
            // as a view joins its window): count from here.
            vc.changes = []
            vc.child.heard = 0
            let t = vc.traitCollection
            XCTAssertEqual(t.horizontalSizeClass, .compact)
            XCTAssertEqual(t.verticalSizeClass, .regular)
            XCTAssertEqual(t.userInterfaceStyle, .light)
            XCTAssertEqual(t.displayScale, 1)
            XCTAssertEqual(vc.child.traitCollection, t, "a view's are its window's")
            platform.run(events: [InputEvent(time: 0.1, .resize(CGSize(width: 500, height: 800)))], duration: 0.2)
            XCTAssertTrue(vc.changes.isEmpty, "still compact: nothing changed")
            platform.run(events: [InputEvent(time: 0.3, .resize(CGSize(width: 900, height: 500)))], duration: 0.4)
            XCTAssertEqual(vc.changes.count, 1)
            XCTAssertEqual(vc.changes.first?.0, .compact)
            XCTAssertEqual(vc.changes.first?.1, .regular)
            XCTAssertEqual(vc.child.heard, 1)
            XCTAssertEqual(vc.traitCollection.verticalSizeClass, .compact)
        }
    }

    nonisolated func testCombiningAndComparingTraits() {
        MainActor.assumeIsolated {
            let both = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2)])
            XCTAssertEqual(both.horizontalSizeClass, .compact)
            XCTAssertEqual(both.displayScale, 2)
            XCTAssertTrue(both.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
            XCTAssertFalse(both.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
            XCTAssertTrue(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        }
    }
}
