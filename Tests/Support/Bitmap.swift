import CoreGraphics

/// A premultiplied pixel as stored, 0…255 per channel.
public struct RGBA8: Equatable, CustomStringConvertible, Sendable {
    public var r, g, b, a: Int
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let clear = RGBA8(0, 0, 0, 0)
    public static let black = RGBA8(0, 0, 0, 255)
    public static let white = RGBA8(255, 255, 255, 255)
    public static let red = RGBA8(255, 0, 0, 255)
    public static let green = RGBA8(0, 255, 0, 255)
    public static let blue = RGBA8(0, 0, 255, 255)
    public var description: String { "(\(r), \(g), \(b), \(a))" }
    public func distance(to o: RGBA8) -> Int {
        max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a))
    }
}

/// An sRGB premultiplied ARGB32 bitmap context (the native layout), zeroed, bottom-left origin.
public func makeBitmapContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The pixel at (x, y) counted from the top-left of memory (row 0 is the image's top row).
public func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> RGBA8 {
    precondition(ctx.bitsPerPixel == 32 && x >= 0 && y >= 0 && x < ctx.width && y < ctx.height,
                 "pixel(\(x), \(y)) outside a \(ctx.width)×\(ctx.height) 32-bit context")
    let word = (ctx.data! + y * ctx.bytesPerRow).load(fromByteOffset: x * 4, as: UInt32.self)
    return RGBA8(Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF), Int(word >> 24))
}

/// The pixel at (x, y) from the top-left of an image's native pixels.
public func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA8 {
    let ctx = makeBitmapContext(width: image.width, height: image.height)
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    return pixel(ctx, x, y)
}

/// Where tests write the PNGs a person should look at, and actual/diff images on failure.
public let artifactDirectory: URL = {
    let env = ProcessInfo.processInfo.environment["LAMINA_ARTIFACTS"]
    let url = URL(fileURLWithPath: env ?? repositoryRoot.appendingPathComponent(".build/test-artifacts").path)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

public let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.pathComponents.count > 1 {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}()

@discardableResult
public func writeArtifact(_ image: CGImage, _ name: String) -> URL {
    let url = artifactDirectory.appendingPathComponent(name + ".png")
    try? image.pngData()?.write(to: url)
    return url
}

import XCTest
/// Asserts two integers (pixel channels) are within `tolerance` of each other.
public func XCTAssertNear(_ a: Int, _ b: Int, _ tolerance: Int, _ message: String = "",
                          file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertLessThanOrEqual(abs(a - b), tolerance, "\(a) vs \(b) (±\(tolerance)) \(message)", file: file, line: line)
}

/// An image from RGBA bytes (premultiplied, Apple's common iOS layout), row by row from the top.
public func rgbaImage(width: Int, height: Int, _ bytes: [UInt8]) -> CGImage {
    CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
}
