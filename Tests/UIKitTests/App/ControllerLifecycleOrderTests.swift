import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// A controller with a child in UIKit's order (Apple: UIViewController — appearance
/// callbacks forwarded to children, `viewIsAppearing(_:)`, `viewWillTransition(to:with:)`).
final class ControllerLifecycleOrderTests: AppTestCase {
    /// Logs its callbacks as "name callback".
    class Logged: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("no coder") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); TestLog.lines.append("\(name) willAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            TestLog.lines.append("\(name) isAppearing in window \(view.window != nil)")
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); TestLog.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); TestLog.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); TestLog.lines.append("\(name) didDisappear") }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); TestLog.lines.append("\(name) willLayout") }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            TestLog.lines.append("\(name) willTransition to \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { [unowned self] context in
                TestLog.lines.append("\(self.name) alongside at \(Int(self.view.bounds.width)) animated \(context.isAnimated)")
            }, completion: { [unowned self] _ in TestLog.lines.append("\(self.name) transitioned") })
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    final class Parent: Logged {
        init() { super.init("P") }
        required init?(coder: NSCoder) { fatalError("no coder") }
        override func viewDidLoad() {
            super.viewDidLoad()
            let child = Logged("C")
            addChild(child)
            child.view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            child.view.autoresizingMask = [.flexibleWidth]
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    nonisolated func testAppearanceReachesTheChildInUIKitsOrder() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Parent() }, size: CGSize(width: 300, height: 200))
            defer { platform.finish() }
            let launch = TestLog.lines
            XCTAssertEqual(Array(launch.prefix(4)), ["P willAppear", "C willAppear", "P isAppearing in window true", "C isAppearing in window true"],
                           "every viewWillAppear, then every viewIsAppearing, before the layout")
            XCTAssertEqual(launch.filter { $0.hasSuffix("didAppear") }, ["P didAppear", "C didAppear"])
            XCTAssertLessThan(launch.firstIndex(of: "P willLayout")!, launch.firstIndex(of: "P didAppear")!)
            XCTAssertLessThan(launch.firstIndex(of: "C isAppearing in window true")!, launch.firstIndex(of: "P willLayout")!)
            // Removed from the hierarchy while the parent stays: the child alone disappears.
            TestLog.lines = []
            let child = vc.children[0]
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(TestLog.lines.filter { $0.contains("Disappear") }, ["C willDisappear", "C didDisappear"])
        }
    }

    nonisolated func testAWindowResizeIsASizeTransition() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Parent() }, size: CGSize(width: 300, height: 200))
            defer { platform.finish() }
            let childWidth = Int(vc.children[0].view.bounds.width)     // flexible: grows with the parent
            TestLog.lines = []
            platform.run(events: [InputEvent(time: 0.1, .resize(CGSize(width: 500, height: 260)))], duration: 0.2)
            let lines = TestLog.lines.filter { !$0.hasSuffix("willLayout") }
            XCTAssertEqual(lines, ["P willTransition to 500x260 from 300", "C willTransition to 500x260 from \(childWidth)",
                                   "P alongside at 500 animated false", "C alongside at \(childWidth + 200) animated false",
                                   "P transitioned", "C transitioned"],
                           "told before the window takes the size; the alongside blocks see the new layout")
        }
    }
}
