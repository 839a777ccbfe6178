import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIPageControl, UIStepper and UISegmentedControl on the headless app, driven by touches
/// (Apple's documentation of each: a page control's tap moves one page toward its side; a
/// stepper steps within its range, or wraps; a segmented control selects the tapped segment
/// and sends `valueChanged` when the selection changes, at every tap when momentary).
final class PagingAndSteppingControlTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testAPageControlStepsTowardTheTappedSide() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let pages = vc.pages
            var changes: [Int] = []
            pages.addAction(UIAction { a in changes.append((a.sender as! UIPageControl).currentPage) }, for: .valueChanged)
            XCTAssertEqual(pages.size(forNumberOfPages: 5), CGSize(width: 5 * 16 + 24, height: 26))
            pages.currentPage = 9
            XCTAssertEqual(pages.currentPage, 4, "pinned to the last page")
            pages.currentPage = 0
            XCTAssertEqual(changes, [], "setting the page in code sends nothing")
            // The control spans x 0…300 around y 40; the dots are centred on x 150.
            platform.run(events: Self.tap(0.1, 250, 40), duration: 0.2)
            platform.run(events: Self.tap(0.3, 250, 40), duration: 0.4)
            XCTAssertEqual(pages.currentPage, 2)
            platform.run(events: Self.tap(0.5, 20, 40), duration: 0.6)
            XCTAssertEqual(pages.currentPage, 1)
            XCTAssertEqual(changes, [1, 2, 1])
            // At the first page a tap before it changes nothing.
            pages.currentPage = 0
            platform.run(events: Self.tap(0.7, 20, 40), duration: 0.8)
            XCTAssertEqual(changes, [1, 2, 1])
            // Deferred: the value changes, the dots wait for updateCurrentPageDisplay().
            pages.defersCurrentPageDisplay = true
            platform.run(events: Self.tap(0.9, 250, 40), duration: 1.0)
            XCTAssertEqual(pages.currentPage, 1)
            XCTAssertEqual(changes, [1, 2, 1, 1])
            pages.numberOfPages = 1
            XCTAssertEqual(pages.currentPage, 0)
            XCTAssertFalse(pages.isHidden)
            pages.hidesForSinglePage = true
            XCTAssertTrue(pages.isHidden, "hidden with a single page")
            pages.numberOfPages = 3
            XCTAssertFalse(pages.isHidden)
        }
    }

    nonisolated func testThePageControlsDotsShowTheCurrentPage() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            vc.pages.pageIndicatorTintColor = .blue
            vc.pages.currentPageIndicatorTintColor = .red
            vc.pages.currentPage = 1
            vc.segments.selectedSegmentIndex = 1
            vc.stepper.value = 50
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "controls-page-stepper-segments")
            // Five dots 16 apart centred on x 150: 118, 134, 150, 166, 182.
            XCTAssertEqual(pixel(image, 134, 40), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(image, 118, 40), RGBA8(0, 0, 255, 255))
            XCTAssertEqual(pixel(image, 182, 40), RGBA8(0, 0, 255, 255))
            XCTAssertEqual(pixel(image, 126, 40), RGBA8(255, 255, 255, 255), "between dots")
        }
    }

    nonisolated func testAStepperStepsWithinItsRangeOrWraps() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let stepper = vc.stepper
            var values: [Double] = []
            stepper.addAction(UIAction { a in values.append((a.sender as! UIStepper).value) }, for: .valueChanged)
            XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32))
            stepper.maximumValue = 2
            stepper.stepValue = 0.5
            // The stepper is at x 20…114, y 100…132: minus left of 67, plus right of it.
            platform.run(events: Self.tap(0.1, 90, 116), duration: 0.2)
            platform.run(events: Self.tap(0.3, 90, 116), duration: 0.4)
            XCTAssertEqual(stepper.value, 1)
            platform.run(events: Self.tap(0.5, 40, 116), duration: 0.6)
            XCTAssertEqual(values, [0.5, 1, 0.5])
            stepper.value = 0
            platform.run(events: Self.tap(0.7, 40, 116), duration: 0.8)
            XCTAssertEqual(values, [0.5, 1, 0.5], "at the minimum the minus half does nothing")
            stepper.wraps = true
            platform.run(events: Self.tap(0.9, 40, 116), duration: 1.0)
            XCTAssertEqual(stepper.value, 2, "wrapped round to the maximum")
            platform.run(events: Self.tap(1.1, 90, 116), duration: 1.2)
            XCTAssertEqual(stepper.value, 0, "and on past it to the minimum")
            stepper.value = 7
            XCTAssertEqual(stepper.value, 2, "pinned to the range")
            // Not continuous: one valueChanged at the release, however many steps.
            values = []
            stepper.wraps = false
            stepper.value = 0
            stepper.isContinuous = false
            platform.run(events: Self.tap(1.3, 90, 116), duration: 1.4)
            XCTAssertEqual(values, [0.5])
        }
    }

    nonisolated func testAHeldStepperRepeatsUntilReleased() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            platform.pacing = .realTime         // the repeat runs on a run-loop timer
            let stepper = vc.stepper
            var steps = 0
            stepper.addAction(UIAction { _ in steps += 1 }, for: .valueChanged)
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 90, y: 116))),
                                  InputEvent(time: 1.3, .touchUp(id: 1))], duration: 1.4)
            // A step at the press, then after half a second ten a second: about eight by 1.3 s;
            // a loaded machine fires the timer late, never early.
            XCTAssertGreaterThanOrEqual(steps, 3, "held, it repeats")
            XCTAssertLessThanOrEqual(steps, 9)
            let released = steps
            platform.run(events: [], duration: 2.0)
            XCTAssertEqual(steps, released, "released, it stops")
            stepper.autorepeat = false
            platform.run(events: [InputEvent(time: 2.1, .touchDown(id: 1, CGPoint(x: 90, y: 116))),
                                  InputEvent(time: 3.0, .touchUp(id: 1))], duration: 3.1)
            XCTAssertEqual(steps, released + 1, "without autorepeat a press is one step")
        }
    }

    nonisolated func testASegmentedControlSelectsTheTappedSegment() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let segments = vc.segments
            XCTAssertEqual(segments.numberOfSegments, 3)
            XCTAssertEqual(segments.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(segments.titleForSegment(at: 1), "Two")
            XCTAssertEqual(segments.intrinsicContentSize.height, 32)
            var chosen: [Int] = []
            segments.addAction(UIAction { a in chosen.append((a.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
            // The control spans x 20…260 at y 200…232: segments 80 wide.
            platform.run(events: Self.tap(0.1, 150, 216), duration: 0.2)
            XCTAssertEqual(segments.selectedSegmentIndex, 1)
            platform.run(events: Self.tap(0.3, 150, 216), duration: 0.4)
            XCTAssertEqual(chosen, [1], "the selected segment tapped again sends nothing")
            segments.setEnabled(false, forSegmentAt: 2)
            platform.run(events: Self.tap(0.5, 230, 216), duration: 0.6)
            XCTAssertEqual(segments.selectedSegmentIndex, 1, "a disabled segment is not selected")
            platform.run(events: Self.tap(0.7, 40, 216), duration: 0.8)
            XCTAssertEqual(chosen, [1, 0])
            segments.selectedSegmentIndex = 2
            XCTAssertEqual(chosen, [1, 0], "selected in code: nothing sent")
            // Inserting before the selection keeps it on its segment.
            segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
            XCTAssertEqual(segments.selectedSegmentIndex, 3)
            segments.removeSegment(at: 3, animated: false)
            XCTAssertEqual(segments.selectedSegmentIndex, UISegmentedControl.noSegment)
            segments.isMomentary = true
            platform.run(events: Self.tap(0.9, 40, 216) + Self.tap(1.1, 40, 216), duration: 1.2)
            XCTAssertEqual(chosen, [1, 0, -1, -1], "momentary: every tap sends, nothing stays selected")
        }
    }

    nonisolated func testSegmentsMadeOfActionsRunThemAndTheWidthsFollowTheRules() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            var ran: [String] = []
            let control = UISegmentedControl(frame: CGRect(x: 20, y: 300, width: 0, height: 0), actions: [
                UIAction(title: "A") { _ in ran.append("A") },
                UIAction(title: "A much longer title") { _ in ran.append("long") },
            ])
            vc.view.addSubview(control)
            let natural = control.intrinsicContentSize
            XCTAssertEqual(control.frame.size, natural, "sized to its content")
            XCTAssertEqual(control.actionForSegment(at: 1)?.title, "A much longer title")
            control.apportionsSegmentWidthsByContent = true
            XCTAssertLessThan(control.intrinsicContentSize.width, natural.width, "apportioned: the short segment is narrower")
            control.apportionsSegmentWidthsByContent = false
            control.setWidth(50, forSegmentAt: 0)
            XCTAssertEqual(control.widthForSegment(at: 0), 50)
            control.frame = CGRect(x: 20, y: 300, width: 250, height: 32)
            control.selectedSegmentTintColor = .red
            control.selectedSegmentIndex = 0
            platform.run(events: Self.tap(0.1, 200, 316), duration: 0.6)
            XCTAssertEqual(ran, ["long"])
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            // The plate slid under the second segment (x 70…270, inset 2 points).
            let image = try XCTUnwrap(platform.frame(at: 0.7))
            XCTAssertEqual(pixel(image, 80, 304).r, 255)
            XCTAssertLessThan(pixel(image, 80, 304).g, 40, "the red plate under the second segment")
            XCTAssertGreaterThan(pixel(image, 40, 304).g, 150, "not under the first")
        }
    }
}

final class SteppingController: UIViewController {
    let pages = UIPageControl(frame: CGRect(x: 0, y: 27, width: 300, height: 26))
    let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    override func viewDidLoad() {
        view.backgroundColor = .white
        pages.numberOfPages = 5
        segments.frame = CGRect(x: 20, y: 200, width: 240, height: 32)
        view.addSubview(pages)
        view.addSubview(stepper)
        view.addSubview(segments)
    }
}
