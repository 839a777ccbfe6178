import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// A UIKit app on the headless twin of a window: launch, windows, controllers, and the
/// responder chain (Apple's UIApplication, UIWindow, UIViewController and UIResponder
/// documentation).
final class ApplicationTests: AppTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { AppLog.all = [] }
        super.tearDown()
    }

    nonisolated func testLaunchShowsTheKeyWindowWithItsControllersView() {
        MainActor.assumeIsolated {
            let platform = UIApplication.launchHeadless(LoggingAppDelegate.self, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let app = UIApplication.shared
            XCTAssertTrue(app.delegate is LoggingAppDelegate)
            XCTAssertEqual(app.applicationState, .active)
            let window = app.keyWindow!
            XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "sized to the content area")
            let vc = window.rootViewController as! LoggingController
            XCTAssertTrue(vc.view.superview === window)
            XCTAssertEqual(vc.view.frame, window.bounds)
            XCTAssertEqual(AppLog.lines, ["willFinish", "didFinish", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didBecomeActive"])
            AppLog.lines = []
            platform.run(events: [InputEvent(time: 0.1, .resize(CGSize(width: 500, height: 320)))], duration: 0.2)
            XCTAssertEqual(vc.view.frame.size, CGSize(width: 500, height: 320), "the root view follows the window")
            XCTAssertEqual(AppLog.all.filter { $0.contains("Layout") }.prefix(2), ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            XCTAssertEqual(platform.host.app.title, "Root")
            let frame = platform.renderFrame()!
            XCTAssertEqual(frame.width, 500)
        }
    }

    /// The launch ends with its layout (iOS commits the launched windows before the main
    /// queue's next blocks): a block a controller posts in `viewDidLoad`, the usual way to wait
    /// for the first layout, sees its constraint-laid views' frames.
    nonisolated func testViewDidAppearAndABlockPostedInViewDidLoadSeeTheFirstLayout() {
        MainActor.assumeIsolated {
            final class Pinned: UIViewController {
                var seen: CGRect?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    DispatchQueue.main.async { self.seen = box.frame }
                }
                var appeared: CGRect?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    appeared = view.subviews.first?.frame
                }
            }
            let (platform, vc) = launchApp({ Pinned() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual(vc.seen, CGRect(x: 20, y: 10, width: 360, height: 50))
            XCTAssertEqual(vc.appeared, CGRect(x: 20, y: 10, width: 360, height: 50),
                           "laid out between viewWillAppear and viewDidAppear, as UIKit does")
        }
    }

    /// With no size asked for, the window opens at the size the app made its key window
    /// (`UIWindow(frame: UIScreen.main.bounds)`: the screen's), so views sized from the screen
    /// while launching fit the window.
    nonisolated func testTheWindowOpensAtTheSizeTheAppMadeIt() {
        MainActor.assumeIsolated {
            UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 640, height: 360)
            defer { UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720) }
            let platform = UIApplication.launchHeadless(ScreenSizedAppDelegate.self)
            defer { platform.finish() }
            XCTAssertEqual(platform.host.contentSize, CGSize(width: 640, height: 360))
            XCTAssertEqual(UIApplication.shared.keyWindow?.bounds.size, CGSize(width: 640, height: 360))
            XCTAssertEqual(platform.renderFrame()?.width, 640)
        }
    }

    nonisolated func testTouchesFollowTheResponderChainAndStayWithTheirView() {
        MainActor.assumeIsolated {
            let platform = UIApplication.launchHeadless(LoggingAppDelegate.self, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let vc = UIApplication.shared.keyWindow!.rootViewController as! LoggingController
            AppLog.lines = []
            // Press on the plain inner view (it does not handle touches: its superview does),
            // drag far outside it, release.
            platform.run(events: [
                InputEvent(time: 0.1, .pointerButton(CGPoint(x: 60, y: 60), button: PointerButton.left, pressed: true)),
                InputEvent(time: 0.2, .pointerMotion(CGPoint(x: 300, y: 250))),
                InputEvent(time: 0.3, .pointerButton(CGPoint(x: 300, y: 250), button: PointerButton.left, pressed: false)),
            ], duration: 0.4)
            XCTAssertEqual(AppLog.lines, ["tracker began (30.0, 30.0) in inner, tap 1 indirectPointer",
                                          "tracker moved (270.0, 220.0) from (30.0, 30.0)",
                                          "tracker ended"])
            // Press on the root view itself: no view handles it, so it climbs the chain: the
            // root view → its controller → window → application → the app delegate.
            AppLog.lines = []
            platform.run(events: [
                InputEvent(time: 0.5, .pointerButton(CGPoint(x: 350, y: 20), button: PointerButton.left, pressed: true)),
                InputEvent(time: 0.6, .pointerButton(CGPoint(x: 350, y: 20), button: PointerButton.left, pressed: false)),
            ], duration: 0.7)
            XCTAssertEqual(AppLog.lines, ["controller began", "delegate began (view root)", "controller ended", "delegate ended"])
            _ = vc
        }
    }

    nonisolated func testTapCountAndMultipleTouches() {
        MainActor.assumeIsolated {
            let platform = UIApplication.launchHeadless(LoggingAppDelegate.self, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            AppLog.lines = []
            let p = CGPoint(x: 60, y: 60)
            platform.run(events: [
                InputEvent(time: 0.1, .touchDown(id: 1, p)), InputEvent(time: 0.15, .touchUp(id: 1)),
                InputEvent(time: 0.3, .touchDown(id: 1, p)), InputEvent(time: 0.35, .touchUp(id: 1)),
                InputEvent(time: 1.0, .touchDown(id: 1, p)),
                // A second finger on the same view: not delivered (isMultipleTouchEnabled false).
                InputEvent(time: 1.1, .touchDown(id: 2, CGPoint(x: 70, y: 70))),
                InputEvent(time: 1.2, .touchCancel),
            ], duration: 1.3)
            XCTAssertEqual(AppLog.lines.filter { $0.contains("began") }, [
                "tracker began (30.0, 30.0) in inner, tap 1 direct",
                "tracker began (30.0, 30.0) in inner, tap 2 direct",
                "tracker began (30.0, 30.0) in inner, tap 1 direct",
            ])
            XCTAssertEqual(AppLog.lines.last, "tracker cancelled")
        }
    }

    nonisolated func testKeysGoToTheFirstResponderAndTextToKeyInput() {
        MainActor.assumeIsolated {
            let platform = UIApplication.launchHeadless(LoggingAppDelegate.self, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let vc = UIApplication.shared.keyWindow!.rootViewController as! LoggingController
            XCTAssertTrue(vc.field.becomeFirstResponder())
            XCTAssertTrue(vc.field.isFirstResponder)
            XCTAssertFalse(vc.tracker.becomeFirstResponder(), "a plain view cannot")
            AppLog.lines = []
            platform.run(events: [
                InputEvent(time: 0.1, .key(keysym: 0x48, text: "H", pressed: true, isRepeat: false, modifiers: .shift)),
                InputEvent(time: 0.15, .key(keysym: 0x48, text: "H", pressed: false, isRepeat: false, modifiers: .shift)),
                InputEvent(time: 0.2, .key(keysym: 0xe9, text: "é", pressed: true, isRepeat: false, modifiers: [])),
                InputEvent(time: 0.25, .key(keysym: 0xe9, text: "é", pressed: false, isRepeat: false, modifiers: [])),
                InputEvent(time: 0.3, .key(keysym: 0xff08, text: "", pressed: true, isRepeat: false, modifiers: [])),
                InputEvent(time: 0.4, .key(keysym: 0x31, text: "!", pressed: true, isRepeat: false, modifiers: .shift)),
            ], duration: 0.5)
            XCTAssertEqual(vc.field.text, "H!")
            XCTAssertEqual(AppLog.lines.first, "field pressesBegan H h keyCode 11 [shift]")
            XCTAssertTrue(AppLog.lines.contains("field pressesBegan ! 1 keyCode 30 [shift]"))
            XCTAssertTrue(vc.field.resignFirstResponder())
            XCTAssertFalse(vc.field.isFirstResponder)
        }
    }

    nonisolated func testWindowsStackByLevel() {
        MainActor.assumeIsolated {
            let platform = UIApplication.launchHeadless(LoggingAppDelegate.self, size: CGSize(width: 200, height: 100))
            defer { platform.finish() }
            let main = UIApplication.shared.keyWindow!
            let alert = UIWindow(frame: .zero)
            alert.windowLevel = .alert
            alert.makeKeyAndVisible()
            let later = UIWindow(frame: .zero)
            later.makeKeyAndVisible()
            let order = main.layer.superlayer!.sublayers!
            XCTAssertTrue(order.last === alert.layer, "the alert window in front")
            XCTAssertEqual(order.firstIndex { $0 === later.layer }, 1, "a normal window shown later goes below the alert")
            XCTAssertTrue(UIApplication.shared.keyWindow === later)
            XCTAssertEqual(later.frame.size, CGSize(width: 200, height: 100))
        }
    }

    nonisolated func testALoadViewThatSetsNoViewAndADelegateThatDropsItsWindow() {
        MainActor.assumeIsolated {
            let empty = NoViewController()
            XCTAssertNotNil(empty.view, "an empty view, with a message")
            XCTAssertTrue(empty.isViewLoaded)
            let platform = UIApplication.launchHeadless(ForgetfulAppDelegate.self, size: CGSize(width: 200, height: 100))
            defer { platform.finish() }
            XCTAssertEqual(UIApplication.shared.windows.count, 1, "the app keeps a window it shows")
            XCTAssertNotNil(platform.renderFrame())
            platform.run(events: [InputEvent(time: 0.1, .pointerButton(CGPoint(x: 10, y: 10), button: PointerButton.left, pressed: true)),
                                  InputEvent(time: 0.2, .close),
                                  InputEvent(time: 0.3, .pointerButton(CGPoint(x: 10, y: 10), button: PointerButton.left, pressed: false))],
                         duration: 0.5)
        }
    }
}

/// What the app's objects say, in order (layout passes left out but where a test asks for them).
@MainActor enum AppLog {
    static var lines: [String] {
        get { all.filter { !$0.hasPrefix("viewWillLayout") && !$0.hasPrefix("viewDidLayout") } }
        set { all = newValue }
    }
    static var all: [String] = []
}

final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLog.lines.append("willFinish"); return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLog.lines.append("didFinish")
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.rootViewController = LoggingController()
        w.makeKeyAndVisible()
        window = w
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { AppLog.lines.append("didBecomeActive") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        AppLog.lines.append("delegate began (view \(touches.first?.view?.layer.name ?? "?"))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { AppLog.lines.append("delegate ended") }
}

final class ScreenSizedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class ForgetfulAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: .zero)
        w.backgroundColor = .red
        w.makeKeyAndVisible()      // and not kept
        return true
    }
}

final class LoggingController: UIViewController {
    let tracker = TrackingView(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
    let field = TextFieldish(frame: CGRect(x: 200, y: 30, width: 100, height: 30))
    override func loadView() {
        AppLog.lines.append("loadView")
        view = UIView()
        view.layer.name = "root"
        title = "Root"
    }
    override func viewDidLoad() {
        AppLog.lines.append("viewDidLoad")
        tracker.layer.name = "tracker"
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        inner.layer.name = "inner"
        tracker.addSubview(inner)
        view.addSubview(tracker)
        view.addSubview(field)
    }
    override func viewWillAppear(_ animated: Bool) { AppLog.lines.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { AppLog.lines.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { AppLog.all.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { AppLog.all.append("viewDidLayoutSubviews") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        AppLog.lines.append("controller began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        AppLog.lines.append("controller ended")
        super.touchesEnded(touches, with: event)
    }
}

final class TrackingView: UIView {
    private func p(_ q: CGPoint) -> String { "(\(q.x), \(q.y))" }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let t = touches.first!
        AppLog.lines.append("tracker began \(p(t.location(in: self))) in \(t.view?.layer.name ?? "?"), tap \(t.tapCount) \(t.type == .direct ? "direct" : "indirectPointer")")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let t = touches.first!
        AppLog.lines.append("tracker moved \(p(t.location(in: self))) from \(p(t.previousLocation(in: self)))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { AppLog.lines.append("tracker ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { AppLog.lines.append("tracker cancelled") }
}

final class TextFieldish: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) { text += t }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let k = presses.first?.key else { return }
        AppLog.lines.append("field pressesBegan \(k.characters) \(k.charactersIgnoringModifiers) keyCode \(k.keyCode.rawValue) \(k.modifierFlags.contains(.shift) ? "[shift]" : "[]")")
    }
}

final class NoViewController: UIViewController {
    override func loadView() {}
}
