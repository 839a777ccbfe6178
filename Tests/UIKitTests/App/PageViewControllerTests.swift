import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIPageViewController (Apple's documentation): pages from the data source, turned by a
/// drag past half a page or sprung back, the delegate's will/did calls, appearance, the page
/// indicator, and turns set in code.
final class PageViewControllerTests: AppTestCase {
    /// A horizontal drag by `dx` from (200, 200) in ten steps, then lifted.
    private static func drag(_ t: Double, dx: CGFloat = 0, dy: CGFloat = 0) -> [InputEvent] {
        var e = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 200, y: 200)))]
        for k in 1...10 {
            e.append(InputEvent(time: t + Double(k) * 0.03, .touchMotion(id: 1, CGPoint(x: 200 + dx * CGFloat(k) / 10, y: 200 + dy * CGFloat(k) / 10))))
        }
        e.append(InputEvent(time: t + 0.45, .touchUp(id: 1)))
        return e
    }

    nonisolated func testADragPastHalfAPageTurnsAndAShortOneSpringsBack() throws {
        try MainActor.assumeIsolated {
            let (platform, pvc) = launchApp({ PagesController(style: .scroll, orientation: .horizontal) }, size: CGSize(width: 400, height: 400))
            defer { platform.finish() }
            let pages = pvc.source.pages
            XCTAssertTrue(pvc.viewControllers?.first === pages[0])
            XCTAssertEqual(pvc.children.count, 1, "only the shown page is a child")
            XCTAssertEqual(pages[0].view.frame.size, CGSize(width: 400, height: 400 - 37), "above the indicator")
            XCTAssertFalse(pvc.pageControl.isHidden)
            XCTAssertEqual(pvc.pageControl.numberOfPages, 3)
            XCTAssertEqual(pvc.pageControl.currentPage, 0)
            PageLog.lines = []
            // Back from the first page: there is none before it.
            platform.run(events: Self.drag(0.1, dx: 250), duration: 1.5)
            XCTAssertTrue(pvc.viewControllers?.first === pages[0])
            XCTAssertEqual(PageLog.lines, [])
            // A short drag toward the next page springs back.
            platform.run(events: Self.drag(1.6, dx: -80), duration: 3.0)
            XCTAssertTrue(pvc.viewControllers?.first === pages[0])
            XCTAssertEqual(PageLog.lines, ["willTransitionTo 1", "1 viewWillAppear", "0 viewWillDisappear",
                                           "1 viewWillDisappear", "0 viewWillAppear", "1 viewDidDisappear", "0 viewDidAppear",
                                           "didFinishAnimating completed false from 0"])
            XCTAssertEqual(pvc.children.count, 1)
            PageLog.lines = []
            // Past half a page: the next one is shown. Halfway through the drag both pages show.
            let turn = Self.drag(3.1, dx: -260)
            platform.run(events: turn.filter { $0.time <= 3.26 }, duration: 3.26)
            let mid = try XCTUnwrap(platform.renderFrame())
            writeArtifact(mid, "page-view-controller-turning")
            XCTAssertEqual(pixel(mid, 60, 150).r, 200, accuracy: 3, "page 0 moving out on the left")
            XCTAssertEqual(pixel(mid, 360, 150).g, 200, accuracy: 3, "page 1 coming in on the right")
            platform.run(events: turn.filter { $0.time > 3.26 }, duration: 4.5)
            XCTAssertTrue(pvc.viewControllers?.first === pages[1])
            XCTAssertEqual(PageLog.lines, ["willTransitionTo 1", "1 viewWillAppear", "0 viewWillDisappear",
                                           "1 viewDidAppear", "0 viewDidDisappear", "didFinishAnimating completed true from 0"])
            XCTAssertEqual(pvc.pageControl.currentPage, 1)
            XCTAssertTrue(pvc.children.first === pages[1])
            XCTAssertEqual(pvc.children.count, 1)
            XCTAssertEqual(pages[1].view.convert(CGPoint.zero, to: nil).x, 0, accuracy: 0.5, "the page rests in place")
            let image = try XCTUnwrap(platform.frame(at: 4.6))
            writeArtifact(image, "page-view-controller")
            XCTAssertEqual(pixel(image, 200, 150).g, 200, accuracy: 3, "page 1's colour fills the view")
        }
    }

    nonisolated func testATurnSetInCodeSlidesWithoutTheDelegate() {
        MainActor.assumeIsolated {
            let (platform, pvc) = launchApp({ PagesController(style: .scroll, orientation: .vertical) }, size: CGSize(width: 300, height: 300))
            defer { platform.finish() }
            let pages = pvc.source.pages
            PageLog.lines = []
            var finished: Bool?
            pvc.setViewControllers([pages[2]], direction: .forward, animated: true) { finished = $0 }
            XCTAssertNil(finished, "animated: finishes when the slide ends")
            platform.run(events: [], duration: 1.0)
            XCTAssertEqual(finished, true)
            XCTAssertTrue(pvc.viewControllers?.first === pages[2])
            XCTAssertEqual(PageLog.lines, ["2 viewWillAppear", "0 viewWillDisappear", "2 viewDidAppear", "0 viewDidDisappear"])
            XCTAssertEqual(pvc.pageControl.currentPage, 2)
            // Vertical: a drag down turns back to the page before.
            PageLog.lines = []
            platform.run(events: Self.drag(1.1, dy: 220), duration: 2.5)
            XCTAssertTrue(pvc.viewControllers?.first === pages[1])
            XCTAssertEqual(PageLog.lines.first, "willTransitionTo 1")
            XCTAssertEqual(PageLog.lines.last, "didFinishAnimating completed true from 2")
            // Not animated: at once.
            PageLog.lines = []
            pvc.setViewControllers([pages[0]], direction: .reverse, animated: false)
            XCTAssertTrue(pvc.viewControllers?.first === pages[0])
            XCTAssertEqual(PageLog.lines, ["1 viewWillDisappear", "0 viewWillAppear", "1 viewDidDisappear", "0 viewDidAppear"])
            // Two pages where one is needed: refused, nothing changed.
            var refused: Bool?
            pvc.setViewControllers([pages[1], pages[2]], direction: .forward, animated: false) { refused = $0 }
            XCTAssertEqual(refused, false)
            XCTAssertTrue(pvc.viewControllers?.first === pages[0])
        }
    }

    nonisolated func testNoIndicatorWithoutAPresentationCount() {
        MainActor.assumeIsolated {
            let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                           options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            XCTAssertEqual(pvc.spineLocation, .mid)
            let spaced = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 20])
            XCTAssertEqual(spaced.spineLocation, .none)
            final class Plain: UIPageViewControllerDataSource {
                func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }
                func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil }
            }
            let plain = Plain()
            spaced.dataSource = plain
            spaced.setViewControllers([UIViewController()], direction: .forward, animated: false)
            spaced.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            spaced.view.layoutIfNeeded()
            XCTAssertTrue(spaced.pageControl.isHidden)
            XCTAssertEqual(spaced.viewControllers?.first?.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
            XCTAssertEqual(spaced.pager.frame.width, 220, "a page's slot includes the spacing")
        }
    }
}

@MainActor enum PageLog { static var lines: [String] = [] }

final class LoggedPage: UIViewController {
    let index: Int
    init(index: Int) { self.index = index; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: CGFloat(index == 0 ? 200 : 0) / 255, green: CGFloat(index == 1 ? 200 : 0) / 255,
                                       blue: CGFloat(index == 2 ? 200 : 0) / 255, alpha: 1)
    }
    override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); PageLog.lines.append("\(index) viewWillAppear") }
    override func viewDidAppear(_ a: Bool) { super.viewDidAppear(a); PageLog.lines.append("\(index) viewDidAppear") }
    override func viewWillDisappear(_ a: Bool) { super.viewWillDisappear(a); PageLog.lines.append("\(index) viewWillDisappear") }
    override func viewDidDisappear(_ a: Bool) { super.viewDidDisappear(a); PageLog.lines.append("\(index) viewDidDisappear") }
}

final class PageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0..<3).map { LoggedPage(index: $0) }
    func index(of v: UIViewController) -> Int { pages.firstIndex { $0 === v } ?? -1 }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
        let i = index(of: v)
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
        let i = index(of: v)
        return i + 1 < pages.count ? pages[i + 1] : nil
    }
    func presentationCount(for p: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for p: UIPageViewController) -> Int { p.viewControllers?.first.map(index(of:)) ?? 0 }
    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        PageLog.lines.append("willTransitionTo \(pending.map { String(index(of: $0)) }.joined())")
    }
    func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
                            transitionCompleted completed: Bool) {
        PageLog.lines.append("didFinishAnimating completed \(completed) from \(previousViewControllers.map { String(index(of: $0)) }.joined())")
    }
}

final class PagesController: UIPageViewController {
    let source = PageSource()
    init(style: TransitionStyle, orientation: NavigationOrientation) {
        super.init(transitionStyle: style, navigationOrientation: orientation)
        dataSource = source
        delegate = source
        setViewControllers([source.pages[0]], direction: .forward, animated: false)
    }
    required init?(coder: NSCoder) { nil }
}
