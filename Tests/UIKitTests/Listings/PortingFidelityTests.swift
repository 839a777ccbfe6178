import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// What porting an iOS app found (each against Apple's documented UIKit behaviour): the
/// everyday fade-in, view opacity, archive initializers, layout of a superview, controller
/// appearance, launch order, the first responder, and drawing at the window's scale.
final class PortingFidelityTests: AppTestCase {
    /// UIKit's fade-in: a view made and added in this turn animates inside `UIView.animate`
    /// (Apple: "UIView.animate(withDuration:animations:)"), and its completion says true at the end.
    nonisolated func testAViewMadeInThisTurnFadesIn() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            v.backgroundColor = .red
            v.alpha = 0
            vc.view.addSubview(v)
            var finished: Bool?
            UIView.animate(withDuration: 0.3, animations: { v.alpha = 1 }, completion: { finished = $0 })
            XCTAssertNotNil(v.layer.animation(forKey: "opacity"), "the change made an animation")
            platform.run(events: [], duration: 0.2)
            let mid = Double(v.layer.presentation()?.opacity ?? 1)
            XCTAssertGreaterThan(mid, 0.05)
            XCTAssertLessThan(mid, 0.95, "half-way through it is half-faded")
            XCTAssertNil(finished)
            platform.run(events: [], duration: 0.5)
            XCTAssertEqual(finished, true)
        }
    }

    /// Outside an animation block a new view's first configuration does not animate.
    nonisolated func testANewViewOutsideABlockDoesNotAnimate() {
        MainActor.assumeIsolated {
            let v = UIView(frame: .zero)
            v.alpha = 0.5
            v.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertNil(v.layer.animationKeys())
        }
    }

    /// UIView.isOpaque: "The default value of this property is true" (Apple); labels, image
    /// views and buttons are not opaque.
    nonisolated func testViewsAreOpaqueByDefault() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIView().isOpaque)
            XCTAssertTrue(UIView().layer.isOpaque)
            XCTAssertFalse(UILabel().isOpaque)
            XCTAssertFalse(UIImageView().isOpaque)
            XCTAssertFalse(UIButton(type: .system).isOpaque)
        }
    }

    /// Every iOS view subclass that adds an initializer carries `required init?(coder:)`, and
    /// may override `awakeFromNib` (003 Listing 6.4): it compiles, and the coder form makes a view.
    nonisolated func testArchiveInitializersCompileAsUIKitCodeWritesThem() {
        MainActor.assumeIsolated {
            final class Badge: UIView {
                var woke = false
                init(color: UIColor) { super.init(frame: .zero); backgroundColor = color }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override func awakeFromNib() { super.awakeFromNib(); woke = true }
            }
            final class Screen: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class Caption: UILabel {
                override var textColor: UIColor! { didSet { layer.borderColor = textColor.cgColor } }
                override var font: UIFont! { didSet { layer.borderWidth = font.pointSize > 20 ? 2 : 1 } }
            }
            XCTAssertNotNil(Badge(color: .red).backgroundColor)
            let archived = Badge(coder: NSCoder())
            XCTAssertEqual(archived?.frame, .zero)
            archived?.awakeFromNib()
            XCTAssertEqual(archived?.woke, true)
            XCTAssertNil(Screen().title)
            let c = Caption()
            c.font = UIFont.systemFont(ofSize: 24)
            XCTAssertEqual(c.layer.borderWidth, 2)
            c.font = nil
            XCTAssertEqual(c.font.pointSize, 17, "nil restores the default font")
            c.textColor = nil
            XCTAssertEqual(c.textColor, .label)
        }
    }

    /// A child controller added to a controller on screen appears (Apple: "Implementing a
    /// Container View Controller": addChild, addSubview, didMove) and disappears on removal.
    nonisolated func testAChildControllerAppearsAndDisappears() {
        MainActor.assumeIsolated {
            final class Logged: UIViewController {
                let name: String
                init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewWillAppear(_ a: Bool) { TestLog.lines.append("\(name) willAppear") }
                override func viewDidAppear(_ a: Bool) { TestLog.lines.append("\(name) didAppear") }
                override func viewWillDisappear(_ a: Bool) { TestLog.lines.append("\(name) willDisappear") }
                override func viewDidDisappear(_ a: Bool) { TestLog.lines.append("\(name) didDisappear") }
            }
            let (platform, root) = launchApp({ Logged("root") }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            XCTAssertEqual(TestLog.lines, ["root willAppear", "root didAppear"])
            TestLog.lines = []
            let child = Logged("child")
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            XCTAssertEqual(TestLog.lines, ["child willAppear", "child didAppear"])
            TestLog.lines = []
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(TestLog.lines, ["child willDisappear", "child didDisappear"])
        }
    }

    /// The root controller appears after `application(_:didFinishLaunchingWithOptions:)`
    /// returns, as on iOS; the older `applicationDidFinishLaunching(_:)` (002 Example 5-2) is
    /// called for a delegate that has only it.
    nonisolated func testLaunchOrder() {
        MainActor.assumeIsolated {
            final class Root: UIViewController {
                override func viewDidAppear(_ a: Bool) { TestLog.lines.append("viewDidAppear") }
            }
            final class Delegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let w = UIWindow(frame: .zero)
                    w.rootViewController = Root()
                    w.makeKeyAndVisible()
                    window = w
                    TestLog.lines.append("didFinishLaunching returns")
                    return true
                }
            }
            final class OldDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidFinishLaunching(_ application: UIApplication) { TestLog.lines.append("applicationDidFinishLaunching") }
            }
            let p = UIApplication.launchHeadless(Delegate.self, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(TestLog.lines, ["didFinishLaunching returns", "viewDidAppear"])
            p.finish()
            TestLog.lines = []
            let q = UIApplication.launchHeadless(OldDelegate.self, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(TestLog.lines, ["applicationDidFinishLaunching"])
            XCTAssertEqual(UIScreen.main.applicationFrame, UIScreen.main.bounds, "no status bar inside a Linux window")
            q.finish()
        }
    }

    /// 002 Example 5-5 names the delegate class: `UIApplicationMain(argc, argv, nil,
    /// NSStringFromClass(AppDelegate.self))`. A name that is no delegate class is refused.
    nonisolated func testUIApplicationMainTakesTheDelegateClassByName() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchModule.NoSuchDelegate"), 2)
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "MyApplication", NSStringFromClass(NamedDelegate.self)), 2)
            setenv("WAYLAND_DISPLAY", "lamina-no-such-compositor", 1)
            defer { unsetenv("WAYLAND_DISPLAY") }
            NamedDelegate.made = 0
            // Found by its name and launched; with no compositor the window cannot open (1).
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(NamedDelegate.self)), 1)
            XCTAssertEqual(NamedDelegate.made, 1)
        }
    }

    /// A first responder whose view leaves the window is no longer first responder: keys go
    /// to the window's chain (the root controller's key commands) again.
    nonisolated func testAFirstResponderLeavingTheWindowResigns() {
        MainActor.assumeIsolated {
            final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let f = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            vc.view.addSubview(f)
            XCTAssertTrue(f.becomeFirstResponder())
            XCTAssertTrue(f.isFirstResponder)
            f.removeFromSuperview()
            XCTAssertFalse(f.isFirstResponder)
            XCTAssertNil(UIApplication.shared.keyWindow?.firstResponderStorage)
        }
    }

    /// In a scale-2 window every view draws at scale 2, the ones added later too (003: the
    /// view sets its layer's contentsScale "automatically").
    nonisolated func testViewsInAScaleTwoWindowDrawAtScaleTwo() {
        MainActor.assumeIsolated {
            final class Drawn: UIView {
                override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(bounds) }
            }
            HostingAppDelegate.makeRoot = { UIViewController() }
            let platform = UIApplication.launchHeadless(HostingAppDelegate.self, size: CGSize(width: 200, height: 200), scale: 2)
            defer { platform.finish() }
            let vc = UIApplication.shared.keyWindow!.rootViewController!
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            inner.addSubview(drawn)
            vc.view.addSubview(inner)
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual(vc.view.layer.contentsScale, 2)
            XCTAssertEqual(inner.layer.contentsScale, 2)
            XCTAssertEqual(drawn.contentScaleFactor, 2)
            let image = try? XCTUnwrap(drawn.layer.contents as? CGImage)
            XCTAssertEqual(image?.width, 60, "the backing store has twice the points")
            let own = UIView()
            own.contentScaleFactor = 1
            vc.view.addSubview(own)
            XCTAssertEqual(own.contentScaleFactor, 1, "a scale the app chose is kept")
        }
    }
}

/// A control inside a scroll view keeps a drag it tracks (Apple: UIScrollView
/// `touchesShouldCancel(in:)` is false for a UIControl); other content gives it up.
final class ScrollContentTouchTests: AppTestCase {
    nonisolated func testASliderInAScrollViewKeepsAHorizontalDrag() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 260, height: 30))
            vc.content.addSubview(slider)
            let plain = UIView(frame: CGRect(x: 20, y: 200, width: 260, height: 60))
            vc.content.addSubview(plain)
            platform.run(events: [], duration: 0.05)
            // On the thumb (value 0: its centre at the left end), held past the content-touch
            // delay, then dragged right and a little down.
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 34, y: 115)))]
            for k in 1...10 { events.append(InputEvent(time: 0.3 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 34 + CGFloat(k) * 13, y: 115 + CGFloat(k))))) }
            events.append(InputEvent(time: 0.6, .touchUp(id: 1)))
            platform.run(events: events, duration: 0.7)
            XCTAssertGreaterThan(slider.value, 0.3, "the slider tracked the drag")
            XCTAssertEqual(vc.scroll.contentOffset, .zero, "the scroll view did not take it")
            // The same drag on a plain view, vertical: the scroll view takes it.
            events = [InputEvent(time: 1.0, .touchDown(id: 1, CGPoint(x: 150, y: 230)))]
            for k in 1...10 { events.append(InputEvent(time: 1.2 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 150, y: 230 - CGFloat(k) * 10)))) }
            events.append(InputEvent(time: 1.45, .touchMotion(id: 1, CGPoint(x: 150, y: 130))))
            platform.run(events: events, duration: 1.5)
            XCTAssertGreaterThan(vc.scroll.contentOffset.y, 50)
        }
    }

    /// A quick sideways drag, moving before the content-touch delay is over, on a slider in a
    /// list that scrolls only vertically: UIKit's scroll view does not drag along an axis it
    /// cannot scroll, so the slider gets the touch where it began (on the thumb) and tracks.
    nonisolated func testAQuickSidewaysDragOnASliderInAVerticalListMovesTheSlider() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 260, height: 30))
            vc.content.addSubview(slider)
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            platform.run(events: [], duration: 0.05)
            // Down on the thumb, 40 ms later already 30 points to the right and a point down.
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 34, y: 115)))]
            for k in 1...8 { events.append(InputEvent(time: 0.1 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 34 + CGFloat(k) * 15, y: 115 + CGFloat(k % 2))))) }
            events.append(InputEvent(time: 0.3, .touchUp(id: 1)))
            platform.run(events: events, duration: 0.4)
            XCTAssertFalse(values.isEmpty, "the slider sent value changes")
            XCTAssertGreaterThan(slider.value, 0.35, "the thumb followed the finger")
            XCTAssertEqual(vc.scroll.contentOffset, .zero, "the list did not move")
        }
    }

    /// Scroll views nested across axes: a sideways drag scrolls the inner sideways one, an
    /// upward drag on it scrolls the outer list — each drag goes to the one that can scroll
    /// along it.
    nonisolated func testNestedScrollViewsEachTakeTheDragAlongTheirAxis() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let row = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 120))
            row.contentSize = CGSize(width: 1200, height: 120)
            vc.content.addSubview(row)
            platform.run(events: [], duration: 0.05)
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 250, y: 110)))]
            for k in 1...8 { events.append(InputEvent(time: 0.1 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 250 - CGFloat(k) * 20, y: 110 + CGFloat(k % 2))))) }
            events.append(InputEvent(time: 0.45, .touchUp(id: 1)))
            platform.run(events: events, duration: 2.0)
            XCTAssertGreaterThan(row.contentOffset.x, 100, "the sideways row scrolled")
            XCTAssertEqual(vc.scroll.contentOffset.y, 0, accuracy: 0.5, "the list did not")
            events = [InputEvent(time: 2.1, .touchDown(id: 2, CGPoint(x: 150, y: 150)))]
            for k in 1...8 { events.append(InputEvent(time: 2.1 + Double(k) * 0.02, .touchMotion(id: 2, CGPoint(x: 150 + CGFloat(k % 2), y: 150 - CGFloat(k) * 12)))) }
            events.append(InputEvent(time: 2.45, .touchUp(id: 2)))
            let rowOffset = row.contentOffset.x
            platform.run(events: events, duration: 2.5)
            XCTAssertGreaterThan(vc.scroll.contentOffset.y, 50, "the list scrolled")
            XCTAssertEqual(row.contentOffset.x, rowOffset, accuracy: 0.5, "the row did not")
        }
    }
}

/// A window that moves to an output of another scale redraws its views at the new scale.
final class ScaleChangeTests: AppTestCase {
    nonisolated func testViewsFollowTheWindowToAnotherScale() {
        MainActor.assumeIsolated {
            final class Drawn: UIView {
                override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(bounds) }
            }
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            vc.view.addSubview(drawn)
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual((drawn.layer.contents as? CGImage)?.width, 30)
            platform.host.resize(content: CGSize(width: 200, height: 200), scale: 2)      // the output's scale changed
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(UIScreen.main.scale, 2)
            XCTAssertEqual(drawn.contentScaleFactor, 2)
            XCTAssertEqual((drawn.layer.contents as? CGImage)?.width, 60, "drawn again at twice the pixels")
            let later = Drawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            vc.view.addSubview(later)
            XCTAssertEqual(later.contentScaleFactor, 2, "a view added afterwards takes the new scale")
        }
    }
}

/// Found by `UIApplicationMain` from its name.
final class NamedDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var made = 0
    var window: UIWindow?
    override init() { NamedDelegate.made += 1; super.init() }
}
