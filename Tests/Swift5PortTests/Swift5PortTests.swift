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

/// `import UIKit` brings URLSession (FoundationNetworking on Linux), as it brings Foundation on iOS.
final class NetworkingImportTests: XCTestCase {
    /// A request to a port nothing listens on fails with URLSession's error (no network needed).
    func testURLSessionComesWithUIKit() {
        let done = expectation(description: "answered")
        final class Outcome: @unchecked Sendable { var error: Error?; var data: Data? }
        let outcome = Outcome()
        var request = URLRequest(url: URL(string: "http://127.0.0.1:1/")!)
        request.timeoutInterval = 5
        URLSession.shared.dataTask(with: request) { data, _, error in
            outcome.data = data
            outcome.error = error
            done.fulfill()
        }.resume()
        wait(for: [done], timeout: 10)
        XCTAssertNil(outcome.data)
        XCTAssertEqual((outcome.error as? URLError)?.code, .cannotConnectToHost)
    }
}
