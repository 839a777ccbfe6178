import XCTest
import CoreMedia
import AVFoundation

/// CMTime and CMTimeRange as Core Media defines them (Apple: CMTime, CMTimeCompare, CMTimeAdd).
final class CMTimeTests: XCTestCase {
    func testSecondsAndEqualFractions() {
        XCTAssertEqual(CMTime(value: 1, timescale: 2).seconds, 0.5)
        XCTAssertEqual(CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 2, timescale: 4))
        XCTAssertEqual(Set([CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 300, timescale: 600)]).count, 1)
        XCTAssertLessThan(CMTimeMake(value: 1, timescale: 3), CMTimeMake(value: 1, timescale: 2))
        XCTAssertEqual(CMTimeGetSeconds(CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)), 1.5)
        XCTAssertEqual(CMTimeMakeWithSeconds(1.5, preferredTimescale: 600).value, 900)
        XCTAssertFalse(CMTime(seconds: 0.5, preferredTimescale: 600).hasBeenRounded)
        let third = CMTime(seconds: 1.0 / 3, preferredTimescale: 10)
        XCTAssertEqual(third.value, 3)
        XCTAssertTrue(third.hasBeenRounded)
        XCTAssertFalse(CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        XCTAssertFalse(CMTime(value: 1, timescale: 0).isValid)
    }

    func testTheOrderOfKinds() {
        let order: [CMTime] = [.negativeInfinity, CMTimeMake(value: -5, timescale: 1), .zero, CMTimeMake(value: 1_000_000, timescale: 1),
                               .indefinite, .positiveInfinity, .invalid]
        for (i, a) in order.enumerated() {
            for (j, b) in order.enumerated() {
                XCTAssertEqual(CMTimeCompare(a, b), Int32(i < j ? -1 : (i == j ? 0 : 1)), "\(i) vs \(j)")
            }
        }
        XCTAssertTrue(CMTime.indefinite.seconds.isNaN)
        XCTAssertEqual(CMTime.positiveInfinity.seconds, .infinity)
    }

    func testArithmetic() {
        let sum = CMTimeMake(value: 1, timescale: 2) + CMTimeMake(value: 1, timescale: 3)
        XCTAssertEqual(sum.timescale, 6)
        XCTAssertEqual(sum.value, 5)
        XCTAssertEqual((CMTimeMake(value: 3, timescale: 4) - CMTimeMake(value: 1, timescale: 4)).value, 2)
        XCTAssertEqual(CMTimeMake(value: 3, timescale: 4) * Int32(2), CMTimeMake(value: 3, timescale: 2))
        XCTAssertEqual(CMTimeMake(value: 3, timescale: 4) * 2.0, CMTimeMake(value: 3, timescale: 2))
        // The result keeps the operand's timescale, rounding (Apple: CMTimeMultiplyByFloat64).
        let half = CMTimeMultiplyByFloat64(CMTimeMake(value: 3, timescale: 4), multiplier: 0.5)
        XCTAssertEqual(half.timescale, 4)
        XCTAssertEqual(half.value, 2)
        XCTAssertTrue(half.hasBeenRounded)
        XCTAssertEqual(CMTime.positiveInfinity + .negativeInfinity, .invalid)
        XCTAssertTrue((CMTime.positiveInfinity + CMTimeMake(value: 1, timescale: 1)).isPositiveInfinity)
        XCTAssertTrue((CMTime.indefinite + .zero).isIndefinite)
        XCTAssertFalse((CMTime.invalid + .zero).isValid)
        XCTAssertEqual(CMTimeConvertScale(CMTimeMake(value: 1, timescale: 3), timescale: 10, method: .roundTowardZero).value, 3)
        XCTAssertEqual(CMTimeConvertScale(CMTimeMake(value: 2, timescale: 3), timescale: 10, method: .default).value, 7)
        XCTAssertEqual(CMTimeAbsoluteValue(CMTimeMake(value: -3, timescale: 1)), CMTimeMake(value: 3, timescale: 1))
        // Exact comparison where value × timescale passes 64 bits.
        XCTAssertLessThan(CMTime(value: .max - 1, timescale: .max), CMTime(value: .max, timescale: .max))
    }

    func testRanges() {
        let r = CMTimeRange(start: CMTimeMake(value: 1, timescale: 1), duration: CMTimeMake(value: 2, timescale: 1))
        XCTAssertEqual(r.end, CMTimeMake(value: 3, timescale: 1))
        XCTAssertTrue(r.containsTime(CMTimeMake(value: 1, timescale: 1)))
        XCTAssertFalse(r.containsTime(CMTimeMake(value: 3, timescale: 1)))
        XCTAssertEqual(CMTimeRangeGetIntersection(r, otherRange: CMTimeRange(start: .zero, end: CMTimeMake(value: 2, timescale: 1))),
                       CMTimeRange(start: CMTimeMake(value: 1, timescale: 1), end: CMTimeMake(value: 2, timescale: 1)))
        XCTAssertTrue(CMTimeRange.zero.isEmpty)
        XCTAssertFalse(CMTimeRange.invalid.isValid)
    }

    func testTimesInValues() {
        let t = CMTimeMake(value: 7, timescale: 30)
        XCTAssertEqual(NSValue(time: t).timeValue, t)
        XCTAssertFalse(NSValue(range: NSRange(location: 1, length: 2)).timeValue.isValid)
    }
}
