import XCTest
import CoreGraphics
import LaminaTestSupport

final class ContextTests: XCTestCase {
    let rgb = CGColorSpaceCreateDeviceRGB()

    func testCreationReportsItsLayout() {
        let ctx = CGContext(data: nil, width: 10, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        XCTAssertEqual(ctx.width, 10); XCTAssertEqual(ctx.height, 5)
        XCTAssertEqual(ctx.bytesPerRow, 40)
        XCTAssertEqual(ctx.bitsPerPixel, 32)
        XCTAssertEqual(ctx.alphaInfo, .premultipliedLast)
        XCTAssertNotNil(ctx.data)
        XCTAssertEqual(ctx.ctm, .identity, "a bitmap context starts with the identity CTM")
    }

    /// Bad input: unsupported layouts, impossible sizes and a short bytesPerRow are nil.
    func testInvalidContextsAreRefused() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue
        XCTAssertNil(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: rgb, bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.last.rawValue), "Apple refuses non-premultiplied contexts")
        XCTAssertNil(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info))
        XCTAssertNil(CGContext(data: nil, width: -1, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info))
    }

    /// "A context you create has Apple's bottom-left origin; memory row 0 is the top row."
    func testBottomLeftOrigin() {
        let ctx = makeBitmapContext(width: 10, height: 10)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        XCTAssertEqual(pixel(ctx, 5, 9), .red, "y = 0 is the bottom row")
        XCTAssertEqual(pixel(ctx, 5, 0), .clear)
    }

    func testCallerMemoryInEveryLayout() {
        // RGBA in memory (premultipliedLast, default order): the caller's bytes change.
        var rgba = [UInt8](repeating: 0, count: 4 * 4 * 2)
        rgba.withUnsafeMutableBytes { buf in
            let ctx = CGContext(data: buf.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))   // bottom row = memory row 1
        }
        XCTAssertEqual(Array(rgba[16..<20]), [0, 0, 255, 255])
        XCTAssertEqual(Array(rgba[0..<4]), [0, 0, 0, 0])
        // Gray, 8 bits: luminance.
        var gray = [UInt8](repeating: 0, count: 4)
        gray.withUnsafeMutableBytes { buf in
            let ctx = CGContext(data: buf.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        XCTAssertNear(Int(gray[0]), 128, 1); XCTAssertEqual(gray[3], 0)
        // Alpha only: coverage.
        var alpha = [UInt8](repeating: 0, count: 8)
        alpha.withUnsafeMutableBytes { buf in
            let ctx = CGContext(data: buf.baseAddress, width: 8, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        XCTAssertNear(Int(alpha[0]), 128, 1); XCTAssertEqual(alpha[7], 0)
    }

    func testStateSaveRestoreAndTransforms() {
        let ctx = makeBitmapContext(width: 10, height: 10)
        ctx.translateBy(x: 5, y: 0)
        ctx.saveGState()
        ctx.scaleBy(x: 2, y: 2)
        ctx.rotate(by: .pi)
        XCTAssertEqual(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0)).x, 3, accuracy: 1e-9)
        ctx.restoreGState()
        XCTAssertEqual(ctx.ctm, CGAffineTransform(translationX: 5, y: 0))
        ctx.restoreGState()     // unmatched: ignored
        XCTAssertEqual(ctx.ctm, CGAffineTransform(translationX: 5, y: 0))
        ctx.concatenate(CGAffineTransform(scaleX: 3, y: 1))
        XCTAssertEqual(ctx.convertToUserSpace(CGPoint(x: 11, y: 0)).x, 2, accuracy: 1e-9)
    }

    /// Paths are built through the CTM when added and reported in user space.
    func testPathStateAndQueries() {
        let ctx = makeBitmapContext(width: 100, height: 100)
        XCTAssertTrue(ctx.isPathEmpty)
        ctx.translateBy(x: 10, y: 10)
        ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(ctx.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(ctx.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        XCTAssertFalse(ctx.pathContains(CGPoint(x: 25, y: 5), mode: .fill))
        ctx.setLineWidth(4)
        XCTAssertTrue(ctx.pathContains(CGPoint(x: 21, y: 5), mode: .stroke))
        ctx.replacePathWithStrokedPath()
        XCTAssertFalse(ctx.pathContains(CGPoint(x: 10, y: 10), mode: .fill), "the stroke outline has a hole")
        ctx.beginPath()
        XCTAssertTrue(ctx.isPathEmpty)
        XCTAssertNil(ctx.path)
    }

    func testClipBoundingBox() {
        let ctx = makeBitmapContext(width: 100, height: 50)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        ctx.clip(to: CGRect(x: 10, y: 5, width: 30, height: 20))
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 10, y: 5, width: 30, height: 20))
        ctx.scaleBy(x: 2, y: 2)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 5, y: 2.5, width: 15, height: 10))
    }

    func testMakeImageIsASnapshot() {
        let ctx = makeBitmapContext(width: 4, height: 4)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let img = ctx.makeImage()!
        ctx.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(pixel(ctx, 1, 1), .clear)
        XCTAssertEqual(pixel(img, 1, 1), .green)
    }
}

