import XCTest
import Foundation
@testable import QuartzCore

/// README "Threads": a layer shown in a window belongs to the main thread; debug builds warn
/// when one is changed from another thread. Layers outside any window may be built anywhere.
final class ThreadContractTests: XCTestCase {
    func testChangingAWindowsLayerOffTheMainThreadWarnsInDebugBuilds() throws {
        #if !DEBUG
        throw XCTSkip("the check is compiled into debug builds only")
        #else
        let surface = CALayer(), shown = CALayer(), loose = CALayer()
        surface.addSublayer(shown)
        CALayer.registerWindowSurface(surface)
        defer { CALayer.unregisterWindowSurface(surface) }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let (a, b) = (shown, loose)
        Thread.detachNewThread {
            b.cornerRadius = 3          // not in a window: fine anywhere
            a.shadowRadius = 7          // in a window: warned
            done.signal()
        }
        done.wait()
        XCTAssertTrue(Diagnostics.hasWarned("CALayer.shadowRadius of a layer shown in a window was set off the main thread"))
        XCTAssertFalse(Diagnostics.hasWarned("CALayer.cornerRadius of a layer shown in a window"))
        shown.opacity = 0.5             // on the main thread: fine
        XCTAssertFalse(Diagnostics.hasWarned("CALayer.opacity of a layer shown in a window"))
        #endif
    }
}
