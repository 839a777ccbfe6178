import XCTest
@testable import QuartzCore

/// A class with manual notification, as a class adopts key-value observing here.
private final class Thermostat: _KeyValueCodingAndObserving {
    var target = 20.0 {
        willSet { willChangeValue(for: \.target) }
        didSet { didChangeValue(for: \.target) }
    }
    var mode = "auto" { didSet { didChangeValue(for: \.mode) } }
    var partner: Thermostat? { didSet { didChangeValue(for: \.partner) } }
    /// Computed from `target`: never announced itself.
    var isWarm: Bool { target >= 22 }
}

/// `observe(_:options:changeHandler:)`: what each option reports, when an observation stops,
/// values that are not announced, and layers (every property observable).
final class KeyValueObservingTests: XCTestCase {
    func testNewAndOldValuesOnEverySet() {
        let t = Thermostat()
        var seen: [(Double?, Double?)] = []
        let o = t.observe(\.target, options: [.new, .old]) { _, c in seen.append((c.oldValue, c.newValue)) }
        t.target = 21
        t.target = 21      // announced again: told again, as a manual notification is
        t.target = 18
        XCTAssertEqual(seen.map(\.0), [20, 21, 21])
        XCTAssertEqual(seen.map(\.1), [21, 21, 18])
        o.invalidate()
    }

    func testOptionsLeftOutLeaveValuesOut() {
        let t = Thermostat()
        var changes: [NSKeyValueObservedChange<Double>] = []
        let o = t.observe(\.target) { _, c in changes.append(c) }
        t.target = 25
        XCTAssertEqual(changes.count, 1)
        XCTAssertNil(changes[0].newValue)
        XCTAssertNil(changes[0].oldValue)
        XCTAssertEqual(changes[0].kind, .setting)
        XCTAssertFalse(changes[0].isPrior)
        XCTAssertNil(changes[0].indexes)
        _ = o
    }

    func testInitialIsToldAtOnce() {
        let t = Thermostat()
        t.mode = "heat"
        var seen: [String?] = []
        let o = t.observe(\.mode, options: [.initial, .new]) { _, c in seen.append(c.newValue) }
        XCTAssertEqual(seen, ["heat"])
        t.mode = "off"
        XCTAssertEqual(seen, ["heat", "off"])
        _ = o
    }

    func testPriorIsToldBeforeTheChange() {
        let t = Thermostat()
        var log: [String] = []
        let o = t.observe(\.target, options: [.prior, .old, .new]) { t, c in
            log.append(c.isPrior ? "before \(c.oldValue!) now \(t.target)" : "after \(c.oldValue!)→\(c.newValue!)")
        }
        t.target = 23
        XCTAssertEqual(log, ["before 20.0 now 20.0", "after 20.0→23.0"])
        _ = o
    }

    func testInvalidatingOrReleasingStopsTheHandler() {
        let t = Thermostat()
        var count = 0
        let kept = t.observe(\.target) { _, _ in count += 1 }
        var released: NSKeyValueObservation? = t.observe(\.target) { _, _ in count += 100 }
        t.target = 1
        XCTAssertEqual(count, 101)
        released = nil
        t.target = 2
        XCTAssertEqual(count, 102)
        kept.invalidate()
        kept.invalidate()       // twice is harmless
        t.target = 3
        XCTAssertEqual(count, 102)
        XCTAssertNil(released)
    }

    func testAHandlerMayStopItsOwnObservation() {
        let t = Thermostat()
        var count = 0
        var o: NSKeyValueObservation?
        o = t.observe(\.target) { _, _ in count += 1; o?.invalidate() }
        t.target = 1
        t.target = 2
        XCTAssertEqual(count, 1)
    }

    func testAComputedKeyPathIsToldWhenItsValueDiffers() {
        let t = Thermostat()
        var seen: [Bool?] = []
        let o = t.observe(\.isWarm, options: [.old, .new]) { _, c in seen.append(c.newValue) }
        t.target = 21       // still not warm: not told
        t.target = 22.5     // warm now
        t.target = 24       // still warm
        t.target = 19
        XCTAssertEqual(seen, [true, false])
        _ = o
    }

    func testObjectValuesCompareByIdentity() {
        let t = Thermostat(), a = Thermostat(), b = Thermostat()
        var seen: [ObjectIdentifier?] = []
        // Through another key, so the comparison decides: `partner?.partner`.
        t.partner = a
        let o = t.observe(\.partner?.partner, options: [.new]) { _, c in seen.append((c.newValue ?? nil).map(ObjectIdentifier.init)) }
        a.partner = b       // announced on `a`, not on `t`: `t`'s observation is not told
        t.mode = "heat"     // `t` announces: the path now leads to b
        t.mode = "cool"     // same b: not told
        t.partner = nil
        XCTAssertEqual(seen, [ObjectIdentifier(b), nil])
        _ = o
    }

    func testObservationsOfAnObjectThatIsGoneAreDropped() {
        var t: Thermostat? = Thermostat()
        var count = 0
        let o = t!.observe(\.target) { _, _ in count += 1 }
        t = nil
        // A new object, maybe at the same address, has no observations.
        let fresh = Thermostat()
        fresh.target = 5
        XCTAssertEqual(count, 0)
        o.invalidate()
    }

    func testEveryLayerPropertyCanBeObserved() {
        let layer = CALayer()
        var bounds: [CGRect] = [], opacity: [Float] = [], positions = 0
        let a = layer.observe(\.bounds, options: [.new]) { _, c in bounds.append(c.newValue!) }
        let b = layer.observe(\.opacity, options: [.new]) { _, c in opacity.append(c.newValue!) }
        let c = layer.observe(\.position) { _, _ in positions += 1 }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.opacity = 0.5
        layer.opacity = 0.5     // unchanged: the layer's properties are told when they differ
        CATransaction.commit()
        XCTAssertEqual(bounds, [CGRect(x: 0, y: 0, width: 40, height: 30)])
        XCTAssertEqual(opacity, [0.5])
        XCTAssertEqual(positions, 0)
        _ = (a, b, c)
    }
}
