@_spi(Reflection) import Swift
import XCTest
@testable import QuartzCore

/// A frame over thousands of animated layers prefetches the first bytes of each layer, its
/// presentation copy and its animations (`PrefetchHints`, `CALayer.frameBytes`,
/// `CAAnimation.frameBytes`): the fields a frame reads must lie within them, and the ranges
/// must not run far past them (lines loaded for nothing take the place of needed ones).
/// Field offsets come from the Swift runtime's reflection of the classes.
final class LayerFieldOrderTests: XCTestCase {
    /// Each stored field of `type` (superclasses' included): where it ends, in bytes from the
    /// object's start.
    func fieldEnds(_ type: AnyClass) -> [String: Int] {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        var ends: [String: Int] = [:]
        // Raw value 1: `.classType` (a static var Swift 6 will not read from a test).
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, _ in
            ends[String(cString: name)] = offset + _openExistential(fieldType, do: size)
            return true
        }
        return ends
    }

    func assertWithin(_ fields: [String], of type: AnyClass, _ range: Range<Int>, _ what: String,
                      file: StaticString = #filePath, line: UInt = #line) {
        let ends = fieldEnds(type)
        XCTAssertFalse(ends.isEmpty, "reflection found no fields of \(type)", file: file, line: line)
        var last = 0
        for f in fields {
            guard let end = ends[f] else { XCTFail("\(type) has no stored field \(f)", file: file, line: line); continue }
            XCTAssertLessThanOrEqual(end, range.upperBound, "\(type).\(f) ends past \(what)", file: file, line: line)
            last = max(last, end)
        }
        XCTAssertLessThan(range.upperBound - last, 64, "\(what) reaches a cache line past what a frame reads", file: file, line: line)
    }

    func testGeometryAndOpacityLeadTheLayer() {
        assertWithin(["bounds", "position", "anchorPoint", "zPosition", "anchorPointZ", "transformStorage",
                      "sublayerTransformStorage", "isGeometryFlipped", "opacity"],
                     of: CALayer.self, CALayer.valueBytes, "CALayer.valueBytes")
    }

    func testPerFrameStateFollowsThem() {
        // The superlayer link too: setting a position on a copy asks it (`placementChanged`).
        assertWithin(["bounds", "position", "anchorPoint", "transformStorage", "opacity", "superlayerStorage", "needsDisplayFlag",
                      "isInAnimationEngine", "snapshotDirty", "isCopy", "asksNeedsDisplay", "modelVersion",
                      "animationEntries", "animationListVersion", "keysRecordedAt", "renderCopy", "copiedVersion",
                      "animatedAccess", "animatesSublayerPlacement", "contentsCrossfade", "transitionState",
                      "descendantSnapshotDirty"],
                     of: CALayer.self, CALayer.presentationBytes, "CALayer.presentationBytes")
    }

    /// A layer released for good is loaded whole beforehand (`CALayer.instanceBytes`, in `deinit`).
    func testInstanceBytesHoldEveryField() {
        let last = fieldEnds(CALayer.self).values.max() ?? 0
        XCTAssertGreaterThan(last, CALayer.frameBytes.upperBound, "reflection found the layer's fields")
        XCTAssertLessThanOrEqual(last, CALayer.instanceBytes.upperBound, "a field ends past CALayer.instanceBytes")
        XCTAssertLessThan(CALayer.instanceBytes.upperBound - last, 64, "CALayer.instanceBytes reaches a cache line past the fields")
    }

    /// A layout pass over a large tree prefetches only the start of each layer (`CALayer.layoutBytes`).
    func testWhatALayoutPassReadsLeadsTheLayer() {
        assertWithin(["superlayerStorage", "sublayerStorage", "ownerDelegate", "needsLayoutFlag", "descendantNeedsLayout"],
                     of: CALayer.self, CALayer.layoutBytes, "CALayer.layoutBytes")
    }

    func testTheEnginesFrameReadsTimingAndValuesNext() {
        assertWithin(["sublayerStorage", "beginTime", "speed", "timeOffset", "backgroundColor",
                      "cornerRadius", "borderWidth", "borderColor", "isHidden", "shadowColor", "shadowOpacity",
                      "shadowOffset", "shadowRadius", "transitionState"],
                     of: CALayer.self, CALayer.frameBytes, "CALayer.frameBytes")
        XCTAssertEqual(CALayer.valueBytes.lowerBound, 0)
        XCTAssertLessThan(CALayer.valueBytes.upperBound, CALayer.presentationBytes.upperBound)
        XCTAssertLessThan(CALayer.presentationBytes.upperBound, CALayer.frameBytes.upperBound)
    }

    func testWhatAFrameReadsOfABasicAnimationLeadsIt() {
        assertWithin(["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses",
                      "fillMode", "timingFunction", "keyPath", "isAdditive", "isCumulative", "resolvedAccess", "scalarEnds"],
                     of: CABasicAnimation.self, CAAnimation.frameBytes, "CAAnimation.frameBytes")
        // The large converted ends come after: a frame of numbers never reads them.
        XCTAssertGreaterThanOrEqual(fieldEnds(CABasicAnimation.self)["convertedEnds"] ?? 0, CAAnimation.frameBytes.upperBound)
    }

    /// A render thread refills a snapshot two frames old by writing its animated fields, its
    /// children and its bounds: all before the contents and rare parts it never changes.
    func testWhatAFrameRefillsOfASnapshotLeadsIt() {
        let refilled: [PartialKeyPath<LayerSnapshot>] = [\.version, \.bounds, \.toParent, \.opacity, \.backgroundColor,
            \.cornerRadius, \.borderWidth, \.borderColor, \.shadowOpacity, \.shadowRadius, \.shadowColor, \.shadowOffset,
            \.shadowPath, \.ownReach, \.subtreeBounds, \.paintedBounds, \.maskBoxes, \.sublayerBoxes]
        for field in refilled {
            let offset = MemoryLayout<LayerSnapshot>.offset(of: field)!
            XCTAssertLessThan(16 + offset, SnapshotBox.frameBytes.upperBound, "\(field)")
        }
        let contents = MemoryLayout<LayerSnapshot>.offset(of: \LayerSnapshot.contents)!
        XCTAssertEqual(SnapshotBox.frameBytes.upperBound, 16 + contents)
        XCTAssertLessThan(SnapshotBox.frameBytes.count, 16 + MemoryLayout<LayerSnapshot>.size - 64,
                          "the contents fields a frame never writes are left out")
    }
}
