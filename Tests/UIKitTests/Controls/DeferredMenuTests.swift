import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIDeferredMenuElement: a Loading row in the element's place while its provider works,
/// then the provided items there; a cached element asks once, an uncached one each time the
/// menu opens.
final class DeferredMenuTests: AppTestCase {
    private static func tap(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    /// The texts of the open menu's rows, top to bottom.
    @MainActor private static func shownTitles(_ window: UIWindow) -> [String] {
        var labels: [UILabel] = []
        func walk(_ v: UIView) { if let l = v as? UILabel, let t = l.text { _ = t; labels.append(l) }; v.subviews.forEach(walk) }
        guard let overlay = window.subviews.last else { return [] }
        walk(overlay)
        return labels.sorted { $0.convert($0.bounds, to: nil).minY < $1.convert($1.bounds, to: nil).minY }.compactMap(\.text)
    }

    nonisolated func testLoadingThenTheProvidedItemsAndCaching() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var asked = 0, chosen: [String] = []
            var pending: UIDeferredMenuElement.Completion?
            let deferred = UIDeferredMenuElement { completion in asked += 1; pending = completion }
            let uncachedAsked = Box(0)
            let uncached = UIDeferredMenuElement.uncached { completion in
                uncachedAsked.value += 1
                completion([UIAction(title: "Fresh \(uncachedAsked.value)") { _ in }])
            }
            vc.button.menu = UIMenu(children: [UIAction(title: "First") { _ in }, deferred, uncached])
            vc.button.showsMenuAsPrimaryAction = true
            let window = vc.view.window!
            let buttonCentre = vc.button.convert(CGPoint(x: 60, y: 20), to: nil)
            platform.run(events: Self.tap(0.1, buttonCentre), duration: 0.5)
            XCTAssertEqual(Self.shownTitles(window), ["First", "Loading…", "Fresh 1"])
            XCTAssertEqual(asked, 1)
            // The provider answers: its items take the Loading row's place at once.
            pending?([UIAction(title: "Later A") { a in chosen.append(a.title) }, UIAction(title: "Later B") { _ in }])
            pending?([UIAction(title: "Ignored") { _ in }])
            XCTAssertEqual(Self.shownTitles(window), ["First", "Later A", "Later B", "Fresh 1"])
            var frame: CGImage?
            platform.run(events: [], duration: 0.8) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "deferred-menu") }
            let laterA = vc.button.convert(CGPoint(x: 60, y: vc.button.bounds.maxY + 8 + 22 + 44), to: nil)
            platform.run(events: Self.tap(0.9, laterA), duration: 1.3)
            XCTAssertEqual(chosen, ["Later A"])
            // Opened again: the cached items at once, the uncached element asked again.
            platform.run(events: Self.tap(1.4, buttonCentre), duration: 1.8)
            XCTAssertEqual(Self.shownTitles(window), ["First", "Later A", "Later B", "Fresh 2"])
            XCTAssertEqual(asked, 1)
            XCTAssertEqual(uncachedAsked.value, 2)
        }
    }
}

/// A counter a provider closure can change.
@MainActor private final class Box<T> { var value: T; init(_ v: T) { value = v } }
