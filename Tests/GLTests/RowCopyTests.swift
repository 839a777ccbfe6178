import XCTest
import CPixelKernels
import LaminaTestSupport

/// The read-back's row kernel: GL's rows into a top-down image, flipped or not, red and
/// blue swapped or not, against a pixel-by-pixel reference; its AVX2 build against its SSE2 build.
final class RowCopyTests: XCTestCase {
    /// Copies `source` (`width` × `height`, tightly packed) into rows of `dstStride` bytes.
    private func copy(_ source: [UInt32], _ width: Int, _ height: Int, dstStride: Int, flip: Bool = true, swap: Bool, portable: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0xAB, count: dstStride * height)
        source.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { d in
                let f = portable ? lamina_copy_rows_portable : lamina_copy_rows
                f(s.baseAddress!.assumingMemoryBound(to: UInt8.self), width * 4,
                  d.baseAddress!.assumingMemoryBound(to: UInt8.self), dstStride, Int32(width), Int32(height), flip ? 1 : 0, swap ? 1 : 0)
            }
        }
        return out
    }

    func testRowsAreFlippedAndRedAndBlueSwapped() {
        // Widths around the 4- and 8-pixel steps, so every tail is exercised.
        for width in [1, 3, 4, 7, 8, 9, 17, 33] {
            let height = 5, stride = width * 4 + 12
            var rng = SplitMix(seed: UInt64(width))
            let source = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            for (swap, flip) in [(false, true), (true, true), (false, false), (true, false)] {
                let out = copy(source, width, height, dstStride: stride, flip: flip, swap: swap, portable: false)
                for y in 0..<height {
                    for x in 0..<width {
                        let s = source[(flip ? height - 1 - y : y) * width + x]
                        let bytes = withUnsafeBytes(of: s.littleEndian) { Array($0) }
                        let expected = swap ? [bytes[2], bytes[1], bytes[0], bytes[3]] : bytes
                        let i = y * stride + x * 4
                        XCTAssertEqual(Array(out[i..<i + 4]), expected, "width \(width), swap \(swap), flip \(flip), pixel (\(x), \(y))")
                    }
                    // The stride's padding is not written.
                    XCTAssertEqual(out[y * stride + width * 4], 0xAB)
                }
            }
        }
    }

    func testTheAVX2AndSSE2BuildsGiveTheSameBytes() {
        let (width, height) = (1283, 7)
        var rng = SplitMix(seed: 42)
        let source = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        XCTAssertEqual(copy(source, width, height, dstStride: width * 4, swap: true, portable: false),
                       copy(source, width, height, dstStride: width * 4, swap: true, portable: true))
    }
}
