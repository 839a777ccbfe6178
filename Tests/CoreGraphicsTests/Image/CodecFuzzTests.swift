import XCTest
import CoreGraphics
import LaminaTestSupport

/// Bad input: hundreds of truncated and mutated images through both decoders. Each must give
/// nil or an image of sane size — never a crash, a hang or an absurd allocation.
final class CodecFuzzTests: XCTestCase {
    func mutants(of data: Data, count: Int, seed: UInt64) -> [Data] {
        var rng = SplitMix(state: seed)
        var out: [Data] = []
        for i in 0..<count {
            var d = data
            switch i % 4 {
            case 0: d = d.prefix(rng.below(d.count))                         // truncation
            case 1: for _ in 0...rng.below(8) { d[rng.below(d.count)] = UInt8(rng.below(256)) }   // byte flips
            case 2:                                                           // header damage (sizes, types)
                for _ in 0...rng.below(3) { d[min(d.count - 1, 8 + rng.below(24))] = UInt8(rng.below(256)) }
            default:                                                          // chunk splicing
                let a = rng.below(d.count), b = rng.below(d.count)
                d = d.prefix(min(a, b)) + d.suffix(from: max(a, b))
            }
            out.append(d)
        }
        return out
    }

    func testMutatedPNGs() {
        var decoded = 0
        for (i, name) in ["rgba4x3.png", "gradient32.png", "palette2x2.png"].enumerated() {
            for m in mutants(of: fixture(name), count: 150, seed: UInt64(i + 1)) {
                if let img = decodePNG(m) {
                    decoded += 1
                    XCTAssertTrue(img.width > 0 && img.width <= 32767 && img.height > 0 && img.height <= 32767)
                }
            }
        }
        XCTAssertLessThan(decoded, 450, "most mutants must be refused")
    }

    func testMutatedJPEGs() {
        var decoded = 0
        for (i, name) in ["halves16x8.jpg", "gray8x8.jpg", "halves16x8-progressive.jpg"].enumerated() {
            for m in mutants(of: fixture(name), count: 150, seed: UInt64(100 + i)) where !m.isEmpty {
                if let img = decodeJPEG(m) {
                    decoded += 1
                    XCTAssertTrue(img.width > 0 && img.height > 0)
                }
            }
        }
        XCTAssertLessThan(decoded, 450)
    }

    /// A JPEG declaring more pixels than its bytes could code (each 8×8 block costs at least a
    /// bit) is refused before the decoder allocates for them: 16000×16000 from a few hundred
    /// bytes would have filled a gigabyte of grey.
    func testAJPEGDeclaringMorePixelsThanItsDataCanHoldIsRefused() {
        var data = fixture("gray8x8.jpg")
        let bytes = [UInt8](data)
        guard let sof = bytes.indices.dropLast(9).first(where: { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) }) else {
            return XCTFail("no frame header in the fixture")
        }
        XCTAssertNotNil(decodeJPEG(data), "the fixture itself decodes")
        data.replaceSubrange((sof + 5)..<(sof + 9), with: [0x3E, 0x80, 0x3E, 0x80])     // 16000 × 16000
        XCTAssertNil(decodeJPEG(data))
    }

    func testEmptyAndGarbageData() {
        XCTAssertNil(decodePNG(Data()))
        XCTAssertNil(decodeJPEG(Data([0xFF, 0xD8])))
        XCTAssertNil(decodePNG(Data(repeating: 0x89, count: 1000)))
        // A PNG header claiming 100000 × 100000 is refused before any allocation.
        var huge = fixture("rgb3x3.png")
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        XCTAssertNil(decodePNG(huge))
    }
}
