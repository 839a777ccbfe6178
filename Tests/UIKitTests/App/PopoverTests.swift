import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Popovers (Apple: UIPopoverPresentationController): a `.popover` presentation points its
/// arrow at its source from the side with room, sized by `preferredContentSize`; a tap
/// outside dismisses it (asking the delegate), passthrough views take their touches; in a
/// compact window it becomes a sheet unless the delegate keeps it.
final class PopoverTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    @MainActor private static func popover(from source: UIView, size: CGSize = CGSize(width: 200, height: 150)) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .red
        content.preferredContentSize = size
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.sourceRect = source.bounds
        return content
    }

    nonisolated func testAPopoverPointsAtItsSourceAndATapOutsideDismissesIt() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 800, height: 600))
            defer { platform.finish() }
            root.view.backgroundColor = .blue
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
            root.view.addSubview(button)
            var passed = 0
            let passthrough = UIButton(frame: CGRect(x: 600, y: 500, width: 100, height: 50))
            passthrough.addAction(UIAction { _ in passed += 1 }, for: .touchUpInside)
            root.view.addSubview(passthrough)
            let content = Self.popover(from: button)
            let delegate = PopoverLog()
            let popover = try XCTUnwrap(content.popoverPresentationController)
            XCTAssertTrue(content.presentationController === popover)
            XCTAssertNil(UIViewController().popoverPresentationController, "only a .popover controller has one")
            popover.delegate = delegate
            popover.passthroughViews = [passthrough]
            root.present(content, animated: true)
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(delegate.lines, ["prepare"])
            XCTAssertEqual(popover.arrowDirection, .up, "below the button, pointing up at it")
            let frame = content.view.convert(content.view.bounds, to: nil)
            XCTAssertEqual(frame.size, CGSize(width: 200, height: 150))
            XCTAssertEqual(frame.minY, 140 + PopoverLayout.arrowHeight)
            XCTAssertEqual(frame.midX, 140, accuracy: 1, "centred under the button")
            let shot = try XCTUnwrap(platform.frame(at: 0.7))
            XCTAssertEqual(pixel(shot, 140, 220), RGBA8(255, 0, 0, 255), "the content")
            XCTAssertEqual(pixel(shot, 140, 148), RGBA8(255, 255, 255, 255), "the arrow, in the popover's colour")
            XCTAssertEqual(pixel(shot, 500, 300), RGBA8(0, 0, 255, 255), "the presenter is not dimmed")
            writeArtifact(shot, "popover-from-button")
            // A passthrough view takes its tap; the popover stays.
            platform.run(events: Self.tap(0.8, 650, 525), duration: 1.0)
            XCTAssertEqual(passed, 1)
            XCTAssertTrue(root.presentedViewController === content)
            // A tap on the content does nothing to it; a tap outside asks and dismisses.
            platform.run(events: Self.tap(1.1, 140, 220), duration: 1.3)
            XCTAssertTrue(root.presentedViewController === content)
            delegate.allows = false
            platform.run(events: Self.tap(1.4, 500, 300), duration: 1.8)
            XCTAssertTrue(root.presentedViewController === content, "the delegate refused")
            delegate.allows = true
            platform.run(events: Self.tap(1.9, 500, 300), duration: 2.6)
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(delegate.lines, ["prepare", "should", "should", "willDismiss", "didDismiss", "didDismissPopover"])
        }
    }

    nonisolated func testTheArrowTakesTheSideWithRoomAmongThePermitted() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 800, height: 600))
            defer { platform.finish() }
            let low = UIView(frame: CGRect(x: 400, y: 540, width: 40, height: 40))
            root.view.addSubview(low)
            let above = Self.popover(from: low)
            root.present(above, animated: false)
            XCTAssertEqual(above.popoverPresentationController?.arrowDirection, .down, "no room below: above it")
            XCTAssertEqual(above.view.convert(above.view.bounds, to: nil).maxY, 540 - PopoverLayout.arrowHeight)
            root.dismiss(animated: false)
            let side = Self.popover(from: low)
            side.popoverPresentationController?.permittedArrowDirections = [.left]
            root.present(side, animated: false)
            XCTAssertEqual(side.popoverPresentationController?.arrowDirection, .left)
            let f = side.view.convert(side.view.bounds, to: nil)
            XCTAssertEqual(f.minX, 440 + PopoverLayout.arrowHeight)
            XCTAssertLessThanOrEqual(f.maxY, 600 - 10, "kept inside the margins")
            root.dismiss(animated: false)
            platform.run(events: [], duration: 0.1)
        }
    }

    nonisolated func testABarButtonItemIsASource() throws {
        try MainActor.assumeIsolated {
            let top = UIViewController()
            let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
            top.navigationItem.rightBarButtonItem = item
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: top) }, size: CGSize(width: 800, height: 600))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 240, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.barButtonItem = item
            top.present(content, animated: false)
            let f = content.view.convert(content.view.bounds, to: nil)
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(f.minY, nav.navigationBar.frame.maxY + PopoverLayout.arrowHeight, accuracy: 8, "below the bar")
            XCTAssertEqual(f.maxX, 790, "against the right margin, under the item")
        }
    }

    nonisolated func testAPopoverInACompactWindowIsASheetUnlessTheDelegateKeepsIt() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 375, height: 667))
            defer { platform.finish() }
            let button = UIView(frame: CGRect(x: 20, y: 80, width: 60, height: 30))
            root.view.addSubview(button)
            let sheet = Self.popover(from: button)
            root.present(sheet, animated: false)
            XCTAssertGreaterThan(sheet.view.frame.width, 300, "adapted to a sheet across the window")
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .unknown)
            root.dismiss(animated: false)
            let kept = Self.popover(from: button)
            let delegate = PopoverLog()
            kept.popoverPresentationController?.delegate = delegate
            delegate.keepsPopover = true
            root.present(kept, animated: false)
            XCTAssertEqual(kept.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(kept.view.bounds.size, CGSize(width: 200, height: 150))
            platform.run(events: [], duration: 0.2)
        }
    }
}

final class PopoverLog: UIPopoverPresentationControllerDelegate {
    var lines: [String] = []
    var allows = true
    var keepsPopover = false
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { lines.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        lines.append("should")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { lines.append("didDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        lines.append("didDismissPopover")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        keepsPopover ? .none : .automatic
    }
}
