import XCTest
@testable import QuartzCore

/// The properties most layers never set live out of line (`LayerRareParts`): they read as
/// Apple's defaults until set, a copy (`init(layer:)`, a presentation layer) has them in a box
/// of its own, and the delegate stays weak.
final class LayerRarePartsTests: XCTestCase {
    func testDefaultsAreApplesUntilSet() {
        let l = CALayer()
        XCTAssertEqual(l.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(l.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(l.contentsGravity, .resize)
        XCTAssertEqual(l.minificationFilter, .linear)
        XCTAssertEqual(l.magnificationFilter, .linear)
        XCTAssertEqual(l.minificationFilterBias, 0)
        XCTAssertEqual(l.cornerCurve, .circular)
        XCTAssertEqual(l.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        XCTAssertEqual(l.rasterizationScale, 1)
        XCTAssertNil(l.name); XCTAssertNil(l.style); XCTAssertNil(l.actions); XCTAssertNil(l.delegate)
        XCTAssertNil(l.layoutManager); XCTAssertNil(l.constraints)
        // Through key-value coding too.
        XCTAssertEqual(l.value(forKey: "contentsGravity") as? CALayerContentsGravity, .resize)

        l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        l.name = "sprite"
        XCTAssertEqual(l.contentsRect, CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        XCTAssertEqual(l.name, "sprite")
        XCTAssertEqual(CALayer().contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1), "another layer keeps the default")
        l.setValue(2.0, forKey: "rasterizationScale")
        XCTAssertEqual(l.rasterizationScale, 2)
    }

    func testACopyHasItsOwn() {
        let model = CALayer()
        model.contentsGravity = .center
        model.magnificationFilter = .nearest
        model.actions = ["opacity": NSNull()]
        model.name = "model"
        let copy = CALayer(layer: model)
        XCTAssertEqual(copy.contentsGravity, .center)
        XCTAssertEqual(copy.magnificationFilter, .nearest)
        XCTAssertNotNil(copy.actions?["opacity"])
        XCTAssertEqual(copy.name, "model")
        copy.contentsGravity = .top
        XCTAssertEqual(model.contentsGravity, .center, "changing the copy leaves the model alone")
        XCTAssertEqual(CALayer(layer: CALayer()).contentsGravity, .resize)
    }

    final class Delegate: CALayerDelegate {}

    func testTheDelegateIsWeak() {
        let l = CALayer()
        var d: Delegate? = Delegate()
        l.delegate = d
        XCTAssertTrue(l.delegate === d)
        XCTAssertTrue(CALayer(layer: l).delegate === d, "a copy shares the delegate")
        d = nil
        XCTAssertNil(l.delegate, "a delegate that goes leaves nil behind")
    }

    /// `MainThread.isCurrent` (what the compositor asks instead of Foundation's system call).
    func testMainThreadIsKnownPerThread() {
        XCTAssertTrue(MainThread.isCurrent, "XCTest runs tests on the main thread")
        XCTAssertEqual(MainThread.isCurrent, Thread.isMainThread)
        let done = expectation(description: "other thread")
        nonisolated(unsafe) var elsewhere = true
        Thread.detachNewThread { elsewhere = MainThread.isCurrent; done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertFalse(elsewhere)
    }
}
