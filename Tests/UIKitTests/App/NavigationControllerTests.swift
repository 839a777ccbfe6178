import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UINavigationController on the headless app (Apple's documentation: the stack changes at
/// once, the incoming controller's viewWillAppear and the outgoing one's viewWillDisappear
/// come as the transition begins and their did- callbacks when it ends; the bar shows the top
/// item and a back button titled by the item behind it).
final class NavigationControllerTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testAPushAndAPopCallBackInUIKitsOrder() {
        MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let delegate = NavigationLog()
            nav.delegate = delegate
            XCTAssertEqual(TestLog.lines, ["root.didMoveToParent(nav)", "root.viewWillAppear", "root.viewDidAppear"])
            XCTAssertTrue(root.navigationController === nav)
            TestLog.lines = []
            let detail = NavLoggingController(name: "detail")
            nav.pushViewController(detail, animated: true)
            XCTAssertTrue(nav.topViewController === detail, "the stack changes at once")
            XCTAssertEqual(nav.viewControllers.count, 2)
            XCTAssertEqual(TestLog.lines, ["willShow detail", "detail.viewWillAppear", "root.viewWillDisappear"])
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(TestLog.lines, ["willShow detail", "detail.viewWillAppear", "root.viewWillDisappear",
                                           "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMoveToParent(nav)", "didShow detail"])
            XCTAssertNil(root.view.superview, "the root's view leaves when covered")
            TestLog.lines = []
            let popped = nav.popViewController(animated: true)
            XCTAssertTrue(popped === detail)
            platform.run(events: [], duration: 1.2)
            XCTAssertEqual(TestLog.lines, ["detail.willMoveToParent(nil)", "willShow root", "root.viewWillAppear", "detail.viewWillDisappear",
                                           "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMoveToParent(nil)", "didShow root"])
            XCTAssertNil(detail.parent)
            XCTAssertNil(nav.popViewController(animated: false), "the root is not popped")
        }
    }

    nonisolated func testThePushSlidesTheNewViewInFromTheTrailingEdge() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            _ = try XCTUnwrap(platform.frame(at: 0.05))
            nav.pushViewController(ColorController(color: .red, title: "Detail"), animated: true)
            let start = try XCTUnwrap(platform.frame(at: 0.1))
            let mid = try XCTUnwrap(platform.frame(at: 0.1 + 0.175))
            let end = try XCTUnwrap(platform.frame(at: 0.6))
            // Near its start the new red view has barely come in; half way it covers the middle
            // of the screen's right side; at the end it covers all, the blue view gone.
            XCTAssertEqual(pixel(start, 20, 300), RGBA8(0, 0, 255, 255))
            XCTAssertEqual(pixel(mid, 300, 300), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(mid, 10, 300), RGBA8(0, 0, 255, 255), "the old view still shows at the leading edge")
            XCTAssertEqual(pixel(end, 10, 300), RGBA8(255, 0, 0, 255))
            writeArtifact(end, "navigation-pushed")
        }
    }

    nonisolated func testTheBarShowsTheTitleAndABackButtonThatPops() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Inbox")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let detail = ColorController(color: .white, title: "Message")
            var added = 0
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil) { _ in added += 1 }
            nav.pushViewController(detail, animated: false)
            XCTAssertEqual(nav.navigationBar.topItem?.title, "Message")
            XCTAssertEqual(nav.navigationBar.backItem?.title, "Inbox")
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "navigation-bar")
            // The + at the trailing edge of the 44-point bar runs its action.
            platform.run(events: Self.tap(0.2, 300, 22), duration: 0.3)
            XCTAssertEqual(added, 1)
            // The title is set through the controller too.
            detail.title = "Re: Message"
            XCTAssertEqual(nav.navigationBar.topItem?.title, "Re: Message")
            // The back button at the leading edge pops.
            platform.run(events: Self.tap(0.4, 30, 22), duration: 1.0)
            XCTAssertTrue(nav.topViewController === root)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertNil(nav.navigationBar.backItem)
        }
    }

    @MainActor private static func backButtonWidth(in view: UIView) -> CGFloat? {
        if view is NavigationBackButton { return view.frame.width }
        return view.subviews.lazy.compactMap { backButtonWidth(in: $0) }.first
    }

    /// `backButtonDisplayMode` on the item the back button points to: its title, "Back", or
    /// the chevron alone.
    nonisolated func testTheBackButtonDisplayModes() {
        MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Mailboxes")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            nav.pushViewController(ColorController(color: .white, title: "Inbox"), animated: false)
            nav.navigationBar.layoutIfNeeded()
            let titled = Self.backButtonWidth(in: nav.navigationBar) ?? 0
            XCTAssertEqual(root.navigationItem.backTitle, "Mailboxes")
            root.navigationItem.backButtonDisplayMode = .generic
            XCTAssertEqual(root.navigationItem.backTitle, "Back")
            root.navigationItem.backButtonDisplayMode = .minimal
            nav.navigationBar.layoutIfNeeded()
            let minimal = Self.backButtonWidth(in: nav.navigationBar) ?? 0
            XCTAssertEqual(root.navigationItem.backTitle, "")
            XCTAssertLessThan(minimal, 30, "the chevron alone")
            XCTAssertGreaterThan(titled, minimal + 40)
        }
    }

    nonisolated func testTheBarCoversTheChildsSafeAreaTop() {
        MainActor.assumeIsolated {
            let root = ColorController(color: .white, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480), "the child's view reaches under the bar")
            XCTAssertEqual(root.view.safeAreaInsets.top, 44)
            XCTAssertEqual(root.pinned.frame.minY, 44, "a view pinned to the safe area starts below the bar")
            nav.setNavigationBarHidden(true, animated: false)
            platform.run(events: [], duration: 0.2)
            XCTAssertEqual(root.view.safeAreaInsets.top, 0)
            XCTAssertEqual(root.pinned.frame.minY, 0)
            XCTAssertTrue(nav.navigationBar.isHidden)
        }
    }

    nonisolated func testTheStackCanBeReplacedAndPoppedToAController() {
        MainActor.assumeIsolated {
            let a = ColorController(color: .white, title: "A"), b = ColorController(color: .white, title: "B")
            let c = ColorController(color: .white, title: "C")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: a) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            nav.setViewControllers([a, b, c], animated: false)
            XCTAssertTrue(nav.topViewController === c)
            XCTAssertTrue(c.view.window != nil)
            XCTAssertEqual(nav.children.count, 3)
            XCTAssertEqual(nav.navigationBar.items?.map(\.title), ["A", "B", "C"])
            let popped = nav.popToRootViewController(animated: false)
            XCTAssertEqual(popped?.count, 2)
            XCTAssertTrue(nav.topViewController === a)
            XCTAssertEqual(nav.children.count, 1)
            XCTAssertNil(c.view.window)
            XCTAssertNil(nav.popToViewController(c, animated: false), "not in the stack")
            // The edit item toggles editing, titled Done while editing.
            let edit = a.editButtonItem
            XCTAssertTrue(a.editButtonItem === edit)
            XCTAssertEqual(edit.title, "Edit")
            a.setEditing(true, animated: false)
            XCTAssertEqual(edit.title, "Done")
            XCTAssertEqual(edit.style, .done)
            // show(_:sender:) pushes from a controller in the stack.
            a.show(b, sender: nil)
            platform.run(events: [], duration: 0.6)
            XCTAssertTrue(nav.topViewController === b)
        }
    }
}

/// Records its appearance and containment callbacks in `TestLog`.
final class NavLoggingController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { TestLog.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { TestLog.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { TestLog.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { TestLog.lines.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { if parent == nil { TestLog.lines.append("\(name).willMoveToParent(nil)") } }
    override func didMove(toParent parent: UIViewController?) {
        TestLog.lines.append("\(name).didMoveToParent(\(parent == nil ? "nil" : "nav"))")
    }
}

final class NavigationLog: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        TestLog.lines.append("willShow \((viewController as? NavLoggingController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        TestLog.lines.append("didShow \((viewController as? NavLoggingController)?.name ?? "?")")
    }
}

/// A controller of one colour with a view pinned to its safe area's top.
final class ColorController: UIViewController {
    let color: UIColor
    let pinned = UIView()
    init(color: UIColor, title: String) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        view.backgroundColor = color
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
    }
}

/// The navigation controller's toolbar (Apple: hidden by default; `setToolbarHidden(false)`
/// shows the top controller's `toolbarItems` at the bottom, flexible spaces sharing the room).
final class NavigationToolbarTests: AppTestCase {
    nonisolated func testTheToolbarShowsTheTopControllersItemsAndCoversTheBottom() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            var composed = 0
            let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil) { _ in composed += 1 }
            root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(), compose]
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            XCTAssertTrue(nav.isToolbarHidden, "hidden by default")
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
            nav.setToolbarHidden(false, animated: false)
            nav.view.layoutIfNeeded()
            XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 436, width: 320, height: 44))
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 44, "the toolbar covers the content's bottom")
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "navigation-toolbar")
            XCTAssertGreaterThan(pixel(image, 160, 458).r, 200, "the toolbar's light background over the blue")
            // The compose item sits at the trailing end (the flexible space pushed it there).
            let items = nav.toolbar.subviews.flatMap(\.subviews).filter { $0 is UIButton }
            XCTAssertEqual(items.count, 2)
            let last = try XCTUnwrap(items.max { $0.frame.maxX < $1.frame.maxX })
            XCTAssertEqual(last.frame.maxX, 312, accuracy: 1)
            platform.run(events: [InputEvent(time: 0.2, .touchDown(id: 1, CGPoint(x: last.frame.midX, y: 458))),
                                  InputEvent(time: 0.25, .touchUp(id: 1))], duration: 0.4)
            XCTAssertEqual(composed, 1)
            // A pushed controller's items replace them; none leaves the bar empty.
            let detail = ColorController(color: .red, title: "Detail")
            nav.pushViewController(detail, animated: false)
            XCTAssertTrue(nav.toolbar.subviews.flatMap(\.subviews).filter { $0 is UIButton }.isEmpty)
            detail.setToolbarItems([UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)], animated: false)
            XCTAssertEqual(nav.toolbar.subviews.flatMap(\.subviews).filter { $0 is UIButton }.count, 1)
            nav.isToolbarHidden = true
            nav.view.layoutIfNeeded()
            XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0)
        }
    }
}

/// The interactive pop (Apple: interactivePopGestureRecognizer — a drag from the leading edge
/// pops the top controller when released past the middle, and slides back otherwise; the pop
/// begins with the drag and a cancelled one puts the stack back).
final class InteractivePopTests: AppTestCase {
    private static func edgeDrag(_ t: Double, to x: CGFloat, y: CGFloat = 300) -> [InputEvent] {
        var events = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 5, y: y)))]
        for i in 1...12 { events.append(InputEvent(time: t + Double(i) * 0.03, .touchMotion(id: 1, CGPoint(x: 5 + (x - 5) * CGFloat(i) / 12, y: y)))) }
        events.append(InputEvent(time: t + 0.6, .touchMotion(id: 1, CGPoint(x: x, y: y))))
        events.append(InputEvent(time: t + 0.65, .touchUp(id: 1)))
        return events
    }

    nonisolated func testADragFromTheEdgePopsOrSlidesBack() throws {
        try MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            XCTAssertTrue(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            let detail = NavLoggingController(name: "detail")
            nav.pushViewController(detail, animated: false)
            TestLog.lines = []
            // Part way (a third of the width), then released: it slides back.
            let drag = Self.edgeDrag(0.1, to: 110)
            platform.run(events: Array(drag.dropLast()), duration: 0.72)
            root.view.backgroundColor = .blue
            detail.view.backgroundColor = .red
            let mid = platform.frame(at: 0.72)
            // UIKit's edge swipe is a percent-driven interaction: the model holds the end of the
            // slide, the presentation shows the finger's place.
            XCTAssertEqual(detail.view.transform.tx, 320, "the animation block set the end")
            XCTAssertEqual(detail.view.layer.presentation()?.transform.m41 ?? 0, 105, accuracy: 12, "the top view follows the finger")
            XCTAssertTrue(nav.topViewController === root, "the pop began with the drag")
            XCTAssertNotNil(detail.transitionCoordinator)
            XCTAssertTrue(detail.transitionCoordinator?.isInteractive ?? false)
            if let mid {
                XCTAssertEqual(pixel(mid, 60, 300), RGBA8(0, 0, 255, 255), "the root shows at the leading side")
                XCTAssertEqual(pixel(mid, 200, 300), RGBA8(255, 0, 0, 255), "the top view, moved")
            }
            platform.run(events: [drag.last!], duration: 1.4)
            XCTAssertTrue(nav.topViewController === detail)
            XCTAssertNotNil(detail.view.window)
            XCTAssertNil(root.view.window, "the root's view leaves again")
            XCTAssertEqual(TestLog.lines, ["detail.willMoveToParent(nil)", "root.viewWillAppear", "detail.viewWillDisappear",
                                           "root.viewWillDisappear", "detail.viewWillAppear", "root.viewDidDisappear", "detail.viewDidAppear",
                                           "detail.didMoveToParent(nav)"])
            XCTAssertEqual(nav.viewControllers.count, 2, "the stack is back")
            XCTAssertEqual(detail.view.transform, .identity)
            XCTAssertNil(detail.transitionCoordinator)
            if let mid { writeArtifact(mid, "navigation-interactive-pop") }
            // Past the middle: it pops.
            TestLog.lines = []
            platform.run(events: Self.edgeDrag(1.5, to: 250), duration: 3.0)
            XCTAssertTrue(nav.topViewController === root)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertNil(detail.view.window)
            XCTAssertNil(detail.parent)
            XCTAssertEqual(TestLog.lines, ["detail.willMoveToParent(nil)", "root.viewWillAppear", "detail.viewWillDisappear",
                                           "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMoveToParent(nil)"])
            // A drag that starts away from the edge does nothing; the root does not pop.
            platform.run(events: Self.edgeDrag(3.1, to: 250), duration: 4.0)
            XCTAssertTrue(nav.topViewController === root)
        }
    }
}

/// Extended layout (Apple: edgesForExtendedLayout — a child's view reaches under translucent
/// bars by default; without `.top` it starts below the bar; an opaque bar keeps it out unless
/// `extendedLayoutIncludesOpaqueBars`).
final class ExtendedLayoutTests: AppTestCase {
    nonisolated func testAChildReachesUnderTheBarOnlyWhereItExtends() {
        MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(root.view.safeAreaInsets.top, 44)
            let below = ColorController(color: .red, title: "Below")
            below.edgesForExtendedLayout = []
            nav.pushViewController(below, animated: false)
            nav.view.layoutIfNeeded()
            XCTAssertEqual(below.view.frame, CGRect(x: 0, y: 44, width: 320, height: 436))
            XCTAssertEqual(below.view.safeAreaInsets.top, 0, "nothing covers it")
            nav.popViewController(animated: false)
            nav.navigationBar.isTranslucent = false
            nav.view.layoutIfNeeded()
            XCTAssertEqual(root.view.frame.minY, 44, "an opaque bar keeps the view out")
            root.extendedLayoutIncludesOpaqueBars = true
            nav.view.setNeedsLayout()
            nav.view.layoutIfNeeded()
            XCTAssertEqual(root.view.frame.minY, 0)
            XCTAssertEqual(root.view.safeAreaInsets.top, 44)
        }
    }
}
