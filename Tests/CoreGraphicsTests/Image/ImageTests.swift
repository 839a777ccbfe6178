import XCTest
import CoreGraphics
import LaminaTestSupport

func fixture(_ name: String) -> Data {
    try! Data(contentsOf: Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil)!)
}

func decodePNG(_ data: Data) -> CGImage? {
    CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
}
func decodeJPEG(_ data: Data) -> CGImage? {
    CGImage(jpegDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
}

final class ImageTests: XCTestCase {
    /// RGBA bytes (premultipliedLast, Apple's common iOS layout) read back through drawing.
    func testImageFromRGBAPixels() {
        let bytes: [UInt8] = [255, 0, 0, 255,   0, 128, 0, 128,
                              0, 0, 0, 0,       10, 20, 30, 255]
        let img = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                          space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                          provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                          intent: .defaultIntent)!
        XCTAssertEqual(img.width, 2); XCTAssertEqual(img.height, 2)
        XCTAssertEqual(img.bitsPerPixel, 32); XCTAssertEqual(img.bytesPerRow, 8)
        XCTAssertEqual(img.alphaInfo, .premultipliedLast)
        XCTAssertEqual(img.dataProvider?.data, Data(bytes))
        XCTAssertEqual(pixel(img, 0, 0), .red)
        XCTAssertEqual(pixel(img, 1, 0), RGBA8(0, 128, 0, 128))
        XCTAssertEqual(pixel(img, 0, 1), .clear)
        XCTAssertEqual(pixel(img, 1, 1), RGBA8(10, 20, 30, 255))
    }

    /// Non-premultiplied (`.last`) input is premultiplied on the way in; BGRA little-endian too.
    func testStraightAlphaAndLittleEndianLayouts() {
        let straight = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .last),
                               provider: CGDataProvider(data: Data([200, 100, 0, 128]))!, decode: nil,
                               shouldInterpolate: false, intent: .defaultIntent)!
        XCTAssertEqual(pixel(straight, 0, 0), RGBA8(100, 50, 0, 128))
        let bgra = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little),
                           provider: CGDataProvider(data: Data([30, 20, 10, 255]))!, decode: nil,
                           shouldInterpolate: false, intent: .defaultIntent)!
        XCTAssertEqual(pixel(bgra, 0, 0), RGBA8(10, 20, 30, 255))
        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alpha: .none),
                           provider: CGDataProvider(data: Data([0, 200]))!, decode: nil,
                           shouldInterpolate: false, intent: .defaultIntent)!
        XCTAssertEqual(pixel(gray, 1, 0), RGBA8(200, 200, 200, 255))
        let rgb = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .none),
                          provider: CGDataProvider(data: Data([1, 2, 3]))!, decode: nil,
                          shouldInterpolate: false, intent: .defaultIntent)!
        XCTAssertEqual(pixel(rgb, 0, 0), RGBA8(1, 2, 3, 255))
    }

    /// Bad input: each of these is nil, never a crash.
    func testInvalidDescriptionsAreRefused() {
        func make(_ w: Int, _ h: Int, bpc: Int = 8, bpp: Int = 32, row: Int, bytes: Int,
                  info: CGBitmapInfo = CGBitmapInfo(alpha: .premultipliedLast)) -> CGImage? {
            CGImage(width: w, height: h, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: row,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
                    provider: CGDataProvider(data: Data(count: bytes))!, decode: nil, shouldInterpolate: false,
                    intent: .defaultIntent)
        }
        XCTAssertNil(make(0, 1, row: 4, bytes: 4), "zero width")
        XCTAssertNil(make(100_000, 100_000, row: 400_000, bytes: 16), "enormous")
        XCTAssertNil(make(4, 1, row: 8, bytes: 16), "bytesPerRow too small")
        XCTAssertNil(make(4, 4, row: 16, bytes: 40), "too few bytes")
        XCTAssertNil(make(1, 1, bpc: 16, bpp: 64, row: 8, bytes: 8), "16-bit components")
        XCTAssertNil(make(1, 1, bpp: 32, row: 4, bytes: 4, info: CGBitmapInfo(alpha: .none)), "32 bpp RGB without alpha info")
        XCTAssertNotNil(make(4, 4, row: 16, bytes: 64))
    }

    func testCroppingUsesTopLeftPixelCoordinates() {
        let png = decodePNG(fixture("rgba4x3.png"))!
        let crop = png.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2))!
        XCTAssertEqual(crop.width, 2); XCTAssertEqual(crop.height, 2)
        XCTAssertEqual(pixel(crop, 0, 0), RGBA8(10, 20, 30, 255))
        XCTAssertEqual(pixel(crop, 1, 1), RGBA8(255, 0, 255, 255))
        XCTAssertEqual(png.cropping(to: CGRect(x: 3, y: 2, width: 10, height: 10))?.width, 1, "clipped to the image")
        XCTAssertNil(png.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)))
        XCTAssertNil(png.cropping(to: .null))
    }

    func testPNGDecodingOfEveryColourType() {
        let rgba = decodePNG(fixture("rgba4x3.png"))!
        XCTAssertEqual(rgba.width, 4); XCTAssertEqual(rgba.height, 3)
        XCTAssertEqual(rgba.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(pixel(rgba, 0, 0), .red)
        XCTAssertEqual(pixel(rgba, 2, 0), .blue)
        XCTAssertEqual(pixel(rgba, 3, 0), .clear)
        XCTAssertEqual(pixel(rgba, 0, 1).a, 128)
        XCTAssertLessThanOrEqual(pixel(rgba, 0, 1).distance(to: RGBA8(128, 0, 0, 128)), 1)
        XCTAssertEqual(pixel(decodePNG(fixture("gray5x2.png"))!, 4, 1), RGBA8(77, 77, 77, 255))
        XCTAssertEqual(pixel(decodePNG(fixture("rgb3x3.png"))!, 1, 1), RGBA8(255, 128, 0, 255))
        let pal = decodePNG(fixture("palette2x2.png"))!
        XCTAssertEqual(pixel(pal, 1, 0), .red)
        XCTAssertEqual(pixel(pal, 0, 1), .blue)
    }

    func testPNGRoundTrip() {
        let original = decodePNG(fixture("gradient32.png"))!
        let again = decodePNG(original.pngData()!)!
        for (x, y) in [(0, 0), (5, 7), (31, 31), (16, 3)] {
            XCTAssertLessThanOrEqual(pixel(original, x, y).distance(to: pixel(again, x, y)), 1)
        }
        XCTAssertEqual(original.pngData(), original.pngData(), "deterministic bytes")
    }

    func testJPEGDecoding() {
        let j = decodeJPEG(fixture("halves16x8.jpg"))!
        XCTAssertEqual(j.width, 16); XCTAssertEqual(j.height, 8)
        XCTAssertEqual(j.bitsPerPixel, 24)
        XCTAssertEqual(j.alphaInfo, .none)
        XCTAssertLessThanOrEqual(pixel(j, 2, 4).distance(to: .red), 8)
        XCTAssertLessThanOrEqual(pixel(j, 13, 4).distance(to: .blue), 8)
        let progressive = decodeJPEG(fixture("halves16x8-progressive.jpg"))!
        XCTAssertLessThanOrEqual(pixel(progressive, 13, 4).distance(to: .blue), 12)
        let gray = decodeJPEG(fixture("gray8x8.jpg"))!
        XCTAssertEqual(gray.bitsPerPixel, 8)
        XCTAssertLessThanOrEqual(pixel(gray, 4, 4).distance(to: RGBA8(200, 200, 200, 255)), 2)
        XCTAssertNil(decodeJPEG(fixture("rgba4x3.png")), "a PNG is not a JPEG")
        XCTAssertNil(decodePNG(fixture("halves16x8.jpg")), "a JPEG is not a PNG")
    }
}
