import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Modal presentation and UIAlertController on the headless app (Apple's documentation: the
/// presented controller's viewWillAppear as the transition begins and viewDidAppear at its
/// end; a full-screen presentation's presenter disappears, a sheet's does not; an alert's
/// action dismisses it and runs its handler).
final class PresentationTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testAFullScreenPresentationCoversAndUncoversThePresenter() {
        MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            TestLog.lines = []
            let modal = NavLoggingController(name: "modal")
            modal.modalPresentationStyle = .fullScreen
            var presented = false
            root.present(modal, animated: true) { presented = true }
            XCTAssertTrue(root.presentedViewController === modal)
            XCTAssertTrue(modal.presentingViewController === root)
            XCTAssertTrue(modal.isBeingPresented)
            XCTAssertEqual(TestLog.lines, ["root.viewWillDisappear", "modal.viewWillAppear"])
            XCTAssertFalse(presented)
            platform.run(events: [], duration: 0.6)
            XCTAssertTrue(presented)
            XCTAssertFalse(modal.isBeingPresented)
            XCTAssertEqual(TestLog.lines, ["root.viewWillDisappear", "modal.viewWillAppear", "modal.viewDidAppear", "root.viewDidDisappear"])
            XCTAssertEqual(modal.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            // Presenting again while presenting presents nothing.
            root.present(UIViewController(), animated: false)
            XCTAssertTrue(root.presentedViewController === modal)
            TestLog.lines = []
            var dismissed = false
            modal.dismiss(animated: true) { dismissed = true }
            platform.run(events: [], duration: 1.2)
            XCTAssertTrue(dismissed)
            XCTAssertEqual(TestLog.lines, ["root.viewWillAppear", "modal.viewWillDisappear", "modal.viewDidDisappear", "root.viewDidAppear"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(modal.presentingViewController)
            XCTAssertNil(modal.view.window)
        }
    }

    nonisolated func testShowOutsideANavigationControllerPresentsModally() {
        MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let shown = UIViewController()
            root.show(shown, sender: nil)
            XCTAssertTrue(root.presentedViewController === shown, "show(_:sender:) presents where there is no navigation controller")
            platform.run(events: [], duration: 0.6)
            root.dismiss(animated: false)
            let detail = UIViewController()
            root.showDetailViewController(detail, sender: nil)
            XCTAssertTrue(root.presentedViewController === detail, "and so does showDetailViewController without a split view")
        }
    }

    nonisolated func testASheetSlidesUpOverTheDimmedPresenterWhichStays() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let sheet = ColorController(color: .red, title: "Sheet")
            root.present(sheet, animated: true)
            XCTAssertTrue(nav.presentedViewController === sheet, "the navigation controller presents for its child")
            XCTAssertTrue(root.presentedViewController === sheet)
            let mid = try XCTUnwrap(platform.frame(at: 0.1))
            let end = try XCTUnwrap(platform.frame(at: 0.6))
            XCTAssertNotEqual(pixel(mid, 160, 100), RGBA8(255, 0, 0, 255), "still rising")
            XCTAssertEqual(pixel(end, 160, 100), RGBA8(255, 0, 0, 255))
            let dimmed = pixel(end, 160, 5)
            XCTAssertEqual(dimmed.b, 153, "the presenter shows above the sheet, dimmed by 40%: \(dimmed)")
            XCTAssertEqual(sheet.view.frame.minY, 10)
            XCTAssertNotNil(root.view.window, "a sheet's presenter stays")
            writeArtifact(end, "presentation-sheet")
            root.dismiss(animated: false)
            XCTAssertNil(sheet.view.window)
            XCTAssertNil(nav.presentedViewController)
        }
    }

    nonisolated func testAnAlertsActionDismissesItAndRunsItsHandler() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var picked: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { a in
                picked.append(a.title ?? "")
                XCTAssertNil(root.presentedViewController, "the alert is gone when the handler runs")
            })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in picked.append("Cancel") })
            XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
            root.present(alert, animated: true)
            let image = try XCTUnwrap(platform.frame(at: 0.6))
            writeArtifact(image, "presentation-alert")
            // Two actions side by side at the box's foot, the cancel one leading: the box is
            // 270 wide and centred, so Delete is right of x 160.
            let boxBottom = alert.view.subviews[0].frame.maxY
            XCTAssertEqual(alert.view.subviews[0].frame.width, 270)
            let red = pixel(image, 160, 5)
            XCTAssertLessThan(red.r, 255, "the window is dimmed behind the alert")
            platform.run(events: Self.tap(0.7, 160 + 67, boxBottom - 22), duration: 1.5)
            XCTAssertEqual(picked, ["Delete"])
            XCTAssertNil(alert.view.window)
        }
    }

    nonisolated func testAnAlertsTextFieldIsEditedAndReturnPicksThePreferredAction() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var added: [String] = []
            let alert = UIAlertController(title: "New Item", message: nil, preferredStyle: .alert)
            alert.addTextField { field in field.placeholder = "Name" }
            let add = UIAlertAction(title: "Add", style: .default) { [unowned alert] _ in
                added.append(alert.textFields?.first?.text ?? "")
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(add)
            alert.preferredAction = add
            XCTAssertEqual(alert.textFields?.count, 1)
            XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
            root.present(alert, animated: true)
            platform.run(events: [], duration: 0.6)
            let field = try XCTUnwrap(alert.textFields?.first)
            XCTAssertTrue(field.isFirstResponder, "the first field is edited when the alert appears")
            XCTAssertNotNil(field.window)
            let keys = "Milk".unicodeScalars.enumerated().flatMap { i, u in
                [InputEvent(time: 0.7 + Double(i) * 0.02, .key(keysym: u.value, text: String(u), pressed: true, isRepeat: false, modifiers: [])),
                 InputEvent(time: 0.71 + Double(i) * 0.02, .key(keysym: u.value, text: String(u), pressed: false, isRepeat: false, modifiers: []))]
            }
            platform.run(events: keys, duration: 0.9)
            let image = try XCTUnwrap(platform.frame(at: 0.95))
            writeArtifact(image, "presentation-alert-text-field")
            platform.run(events: [InputEvent(time: 1.0, .key(keysym: 0xff0d, text: "\r", pressed: true, isRepeat: false, modifiers: [])),
                                  InputEvent(time: 1.01, .key(keysym: 0xff0d, text: "\r", pressed: false, isRepeat: false, modifiers: []))],
                         duration: 1.8)
            XCTAssertEqual(added, ["Milk"])
            XCTAssertNil(alert.view.window)
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    nonisolated func testAnActionSheetCancelsOnATapBesideIt() {
        MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var picked: [String] = []
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            for title in ["Share", "Copy"] { sheet.addAction(UIAlertAction(title: title, style: .default) { _ in picked.append(title) }) }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in picked.append("Cancel") })
            root.present(sheet, animated: false)
            platform.run(events: [], duration: 0.1)
            // Cancel in its own box at the bottom; the two others above it.
            let cancelBox = sheet.view.subviews[1].frame
            XCTAssertEqual(cancelBox.maxY, 472)
            XCTAssertEqual(sheet.view.subviews[0].frame.maxY, cancelBox.minY - 8)
            platform.run(events: Self.tap(0.2, 160, sheet.view.subviews[0].frame.minY + 28), duration: 0.8)
            XCTAssertEqual(picked, ["Share"])
            root.present(sheet, animated: false)
            platform.run(events: Self.tap(1.0, 160, 40), duration: 1.6)
            XCTAssertEqual(picked, ["Share", "Cancel"], "a tap beside the sheet cancels")
        }
    }
}

/// Sheets with detents (Apple: UISheetPresentationController — a sheet rests at its selected
/// detent, the smallest by default; a drag moves it between detents and down to dismiss it,
/// unless the controller is modal in presentation; up to `largestUndimmedDetentIdentifier` the
/// presenter stays undimmed and usable).
final class SheetDetentTests: AppTestCase {
    /// A slow vertical drag from `y` by `dy`, ending still (no fling).
    private static func drag(_ t: Double, x: CGFloat, from y: CGFloat, by dy: CGFloat) -> [InputEvent] {
        var events = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y)))]
        for i in 1...12 { events.append(InputEvent(time: t + Double(i) * 0.03, .touchMotion(id: 1, CGPoint(x: x, y: y + dy * CGFloat(i) / 12)))) }
        events.append(InputEvent(time: t + 0.6, .touchMotion(id: 1, CGPoint(x: x, y: y + dy))))
        events.append(InputEvent(time: t + 0.65, .touchUp(id: 1)))
        return events
    }

    nonisolated func testASheetRestsAtItsDetentsAndADragMovesOrDismissesIt() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let presented = ColorController(color: .red, title: "Sheet")
            let sheet = try XCTUnwrap(presented.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            let log = SheetLog()
            sheet.delegate = log
            root.present(presented, animated: false)
            // The smallest detent: half of the 470 points below the 10-point gap.
            XCTAssertEqual(presented.view.frame.minY, 480 - 235)
            let medium = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(medium, "presentation-sheet-medium")
            XCTAssertEqual(pixel(medium, 160, 400), RGBA8(255, 0, 0, 255))
            XCTAssertLessThan(pixel(medium, 160, 252).r, 240, "the grey grabber on the red sheet's top")
            XCTAssertEqual(pixel(medium, 160, 100).b, 153, "the presenter dimmed")
            // Up: the large detent.
            platform.run(events: Self.drag(0.2, x: 160, from: 300, by: -200), duration: 1.4)
            XCTAssertEqual(presented.view.frame.minY, 10, accuracy: 0.5)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(log.changes, 1)
            // Down past the medium detent: dismissed.
            platform.run(events: Self.drag(1.5, x: 160, from: 100, by: 360), duration: 2.6)
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(presented.view.window)
            XCTAssertEqual(log.heard, ["should", "will", "did"], "the user's dismissal, asked and announced")
            XCTAssertTrue(presented.presentationController === sheet, "a sheet's presentation controller is its sheet controller")
        }
    }

    nonisolated func testTheDelegateMayRefuseTheUsersDismissalAndCodeTellsNoOne() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let presented = ColorController(color: .red, title: "Sheet")
            let log = SheetLog()
            log.mayDismiss = false
            presented.presentationController?.delegate = log
            root.present(presented, animated: false)
            platform.run(events: Self.drag(0.2, x: 160, from: 100, by: 360), duration: 1.3)
            XCTAssertTrue(root.presentedViewController === presented, "refused: it stays")
            XCTAssertEqual(presented.view.frame.minY, 10, accuracy: 0.5, "back at its detent")
            XCTAssertEqual(log.heard, ["should", "attempt"])
            presented.dismiss(animated: false)
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(log.heard, ["should", "attempt"], "a dismissal in code is not the user's")

            let cover = ColorController(color: .green, title: "Cover")
            cover.modalPresentationStyle = .fullScreen
            XCTAssertNil(cover.sheetPresentationController)
            XCTAssertEqual(cover.presentationController?.presentationStyle, .fullScreen)
            XCTAssertNil(cover.presentationController?.presentedView, "not on screen yet")
            root.present(cover, animated: false)
            XCTAssertTrue(cover.presentationController?.presentedView === cover.view)
            XCTAssertTrue(cover.presentationController?.presentingViewController === root)
        }
    }

    nonisolated func testAnUndimmedDetentLeavesThePresenterUsableAndAModalSheetStays() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var tapped = 0
            root.view.addGestureRecognizer(UITapGestureRecognizer(target: nil) { _ in tapped += 1 })
            let presented = ColorController(color: .red, title: "Sheet")
            let sheet = try XCTUnwrap(presented.sheetPresentationController)
            sheet.detents = [.custom { _ in 200 }, .large()]
            sheet.largestUndimmedDetentIdentifier = sheet.detents[0].identifier
            presented.isModalInPresentation = true
            let log = SheetLog()
            sheet.delegate = log
            root.present(presented, animated: false)
            XCTAssertEqual(presented.view.frame.minY, 280)
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            XCTAssertEqual(pixel(image, 160, 100), RGBA8(0, 0, 255, 255), "not dimmed")
            platform.run(events: [InputEvent(time: 0.2, .touchDown(id: 1, CGPoint(x: 160, y: 100))), InputEvent(time: 0.25, .touchUp(id: 1))], duration: 0.4)
            XCTAssertEqual(tapped, 1, "the presenter takes touches beside an undimmed sheet")
            // Modal in presentation: dragged down, it comes back.
            platform.run(events: Self.drag(0.5, x: 160, from: 300, by: 170), duration: 1.6)
            XCTAssertTrue(root.presentedViewController === presented)
            XCTAssertEqual(presented.view.frame.minY, 280, accuracy: 0.5)
            XCTAssertEqual(log.heard, ["attempt"], "modal in presentation: the delegate is not asked, it hears the attempt")
            XCTAssertEqual(UISheetPresentationController.Detent.medium().identifier, .medium)
        }
    }
}

final class SheetLog: UISheetPresentationControllerDelegate {
    var changes = 0
    var heard: [String] = []
    var mayDismiss = true
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) { changes += 1 }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { heard.append("should"); return mayDismiss }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { heard.append("attempt") }
}
