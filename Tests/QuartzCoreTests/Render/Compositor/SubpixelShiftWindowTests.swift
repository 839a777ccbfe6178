import XCTest
@testable import QuartzCore
import CoreGraphics

/// A sub-pixel move of just the part of a bitmap a draw reads (`SubpixelShift.shift(needed:)`:
/// a card half inside a damaged rect or a band) writes that part as the whole move does, for
/// a8 and ARGB32, any fraction, any needed and skipped rects.
final class SubpixelShiftWindowTests: XCTestCase {
    func testMovingPartOfABitmapGivesThoseBytesOfTheWholeMove() {
        var rng = SystemRandomNumberGenerator()
        for round in 0..<400 {
            let format: PixelBuffer.Format = Bool.random(using: &rng) ? .a8 : .argb32
            let w = Int.random(in: 1...60, using: &rng), h = Int.random(in: 1...40, using: &rng)
            let source = PixelBuffer(width: w, height: h, format: format)!
            for i in 0..<source.byteCount { source.bytes[i] = UInt8.random(in: 0...255, using: &rng) }
            let whole = PixelBuffer(width: w + 1, height: h + 1, format: format)!, part = PixelBuffer(width: w + 1, height: h + 1, format: format)!
            for i in 0..<part.byteCount { part.bytes[i] = 0xAB }
            let fx = CGFloat.random(in: 0..<1, using: &rng), fy = CGFloat.random(in: 0..<1, using: &rng)
            func rect() -> PixelRect {
                let x = Int.random(in: -3...(w + 1), using: &rng), y = Int.random(in: -3...(h + 1), using: &rng)
                return PixelRect(x: x, y: y, width: Int.random(in: 0...(w + 4), using: &rng), height: Int.random(in: 0...(h + 4), using: &rng))
            }
            let needed = rect().intersection(PixelRect(x: 0, y: 0, width: w + 1, height: h + 1))
            let skip: PixelRect? = Bool.random(using: &rng) ? rect() : nil
            SubpixelShift.shift(source, fx: fx, fy: fy, into: whole, skipping: skip)
            SubpixelShift.shift(source, fx: fx, fy: fy, into: part, skipping: skip, needed: needed)
            let n = source.bytesPerPixel
            for y in needed.y ..< needed.y + needed.height {
                for x in needed.x ..< needed.x + needed.width where !(skip.map { !$0.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).isEmpty } ?? false) {
                    for c in 0..<n where whole.bytes[y * whole.stride + x * n + c] != part.bytes[y * part.stride + x * n + c] {
                        XCTFail("round \(round): \(w)×\(h) \(format), needed \(needed), skip \(String(describing: skip)): pixel (\(x), \(y)) differs")
                        return
                    }
                }
            }
        }
    }
}
