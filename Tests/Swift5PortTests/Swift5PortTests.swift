import XCTest
import UIKit

/// iOS code in Swift 5 language mode, as ported apps are written: UIKit's main-actor types are
/// `@preconcurrency` (as Apple's SDK imports them), so calling a controller from a `Timer`
/// closure or building views in a nonisolated test compiles with warnings where Apple warns,
/// not errors. This target is built in Swift 5 mode: that it compiles is the test.
final class ClockController: UIViewController {
    let label = UILabel()
    var timer: Timer?
    var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            self.tick()
        }
    }

    func tick() {
        ticks += 1
        label.text = "tick \(ticks)"
        view.backgroundColor = .white
    }
}

final class Swift5PortTests: XCTestCase {
    func testACalledBackControllerCompilesAndRuns() {
        let controller = ClockController()
        controller.loadViewIfNeeded()
        RunLoop.main.run(until: Date() + 0.1)
        controller.timer?.invalidate()
        XCTAssertGreaterThan(controller.ticks, 0)
        XCTAssertEqual(controller.label.text, "tick \(controller.ticks)")
    }
}
