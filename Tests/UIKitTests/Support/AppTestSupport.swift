import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// The app the app-level tests launch: its window's root controller is made by `makeRoot`.
final class HostingAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var makeRoot: @MainActor () -> UIViewController = { UIViewController() }
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)      // as apps make theirs
        w.rootViewController = Self.makeRoot()
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

/// Launches the headless app with `root` as its window's controller.
@MainActor func launchApp<C: UIViewController>(_ root: @escaping @MainActor () -> C, size: CGSize) -> (HeadlessPlatform, C) {
    HostingAppDelegate.makeRoot = root
    let platform = UIApplication.launchHeadless(HostingAppDelegate.self, size: size)
    return (platform, UIApplication.shared.keyWindow!.rootViewController as! C)
}

/// What the objects under test say, in order.
@MainActor enum TestLog { static var lines: [String] = [] }

/// Tests of a launched app: the app and the log are cleared after each.
class AppTestCase: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { TestLog.lines = []; UIApplication.uninstall(); AppearanceRegistry.reset() }
        MediaClock.virtualTime = nil
        super.tearDown()
    }
}

/// A one-finger drag sideways by `dx` from `a`, in eight steps a frame apart, lifted 0.2 s
/// after it began (a row swipe).
func sidewaysDrag(_ t: Double, from a: CGPoint, by dx: CGFloat) -> [InputEvent] {
    var e = [InputEvent(time: t, .touchDown(id: 1, a))]
    for k in 1...8 { e.append(InputEvent(time: t + Double(k) * 0.016, .touchMotion(id: 1, CGPoint(x: a.x + dx * CGFloat(k) / 8, y: a.y)))) }
    e.append(InputEvent(time: t + 0.2, .touchUp(id: 1)))
    return e
}

/// A drag on a reorder grip at `x`, from `fromY` to `toY`: held still at first (the scroll
/// view's content-touch delay passes), then moved in ten small steps, lifted at `t + 0.5`.
func gripDrag(x: CGFloat, from fromY: CGFloat, to toY: CGFloat, at t: Double) -> [InputEvent] {
    var events = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: fromY)))]
    for k in 1...10 {
        events.append(InputEvent(time: t + 0.2 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: x, y: fromY + (toY - fromY) * CGFloat(k) / 10))))
    }
    events.append(InputEvent(time: t + 0.5, .touchUp(id: 1)))
    return events
}
