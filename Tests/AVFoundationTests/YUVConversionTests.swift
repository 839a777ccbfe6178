import XCTest
import CPixelKernels
import CGStreamer
@testable import AVFoundation
import LaminaTestSupport

/// The 4:2:0 → xRGB32 kernel against the conversion done in doubles, and its AVX2 build
/// against its SSE2 build byte for byte.
final class YUVConversionTests: XCTestCase {
    /// Planes of `width` × `height` with every kind of value, odd sizes included.
    private func planes(_ width: Int, _ height: Int) -> (y: [UInt8], u: [UInt8], v: [UInt8], cw: Int) {
        var rng = SplitMix(seed: UInt64(width * 1000 + height))
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        let y = (0..<width * height).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let u = (0..<cw * ch).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let v = (0..<cw * ch).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return (y, u, v, cw)
    }

    private func convert(_ p: (y: [UInt8], u: [UInt8], v: [UInt8], cw: Int), _ width: Int, _ height: Int,
                         _ m: lamina_yuv_matrix, portable: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var m = m
        p.y.withUnsafeBufferPointer { y in p.u.withUnsafeBufferPointer { u in p.v.withUnsafeBufferPointer { v in
            out.withUnsafeMutableBufferPointer { d in
                let f = portable ? lamina_i420_to_xrgb_portable : lamina_i420_to_xrgb
                f(y.baseAddress!, width, u.baseAddress!, p.cw, v.baseAddress!, p.cw, d.baseAddress!, width * 4,
                  Int32(width), Int32(height), &m)
            }
        } } }
        return out
    }

    func testMatchesTheExactConversionWithinOneLevel() {
        var colorimetry = GstVideoColorimetry()
        colorimetry.matrix = GST_VIDEO_COLOR_MATRIX_BT709
        colorimetry.range = GST_VIDEO_COLOR_RANGE_16_235
        let m = YUVMatrix.of(colorimetry, height: 1080)
        let (w, h) = (77, 9)
        let p = planes(w, h)
        let out = convert(p, w, h, m, portable: false)
        var worst = 0
        for row in 0..<h {
            for x in 0..<w {
                let yy = (Double(p.y[row * w + x]) - 16) * 255 / 219
                let u = (Double(p.u[row / 2 * p.cw + x / 2]) - 128) * 255 / 224
                let v = (Double(p.v[row / 2 * p.cw + x / 2]) - 128) * 255 / 224
                let r = yy + 1.5748 * v, g = yy - 0.1873 * u - 0.4681 * v, b = yy + 1.8556 * u
                func c(_ x: Double) -> Int { Int(min(255, max(0, x.rounded(.down)))) }
                let i = (row * w + x) * 4
                worst = max(worst, abs(Int(out[i]) - c(b)), abs(Int(out[i + 1]) - c(g)), abs(Int(out[i + 2]) - c(r)))
                XCTAssertEqual(out[i + 3], 255)
            }
        }
        XCTAssertLessThanOrEqual(worst, 3, "largest difference from the exact conversion")
    }

    func testTheAVX2AndSSE2BuildsGiveTheSameBytes() {
        var colorimetry = GstVideoColorimetry()
        colorimetry.matrix = GST_VIDEO_COLOR_MATRIX_BT601
        colorimetry.range = GST_VIDEO_COLOR_RANGE_0_255
        let m = YUVMatrix.of(colorimetry, height: 480)
        for (w, h) in [(1, 1), (31, 3), (64, 4), (97, 5), (1920, 2)] {
            let p = planes(w, h)
            XCTAssertEqual(convert(p, w, h, m, portable: false), convert(p, w, h, m, portable: true), "\(w)×\(h)")
        }
    }
}
