import QuartzCore

/// Small images the scenes use as layer contents, drawn with CoreGraphics.
enum SampleArt {
    /// A 64×64 app-icon-like badge: a rounded blue square with a white ring and dot.
    static let icon: CGImage = {
        let ctx = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.addPath(CGPath(roundedRect: CGRect(x: 2, y: 2, width: 60, height: 60), cornerWidth: 14, cornerHeight: 14, transform: nil))
        ctx.setFillColor(rgb(0.2, 0.45, 0.9)); ctx.fillPath()
        ctx.setStrokeColor(rgb(1, 1, 1)); ctx.setLineWidth(5)
        ctx.strokeEllipse(in: CGRect(x: 14, y: 14, width: 36, height: 36))
        ctx.setFillColor(rgb(1, 0.8, 0.2)); ctx.fillEllipse(in: CGRect(x: 26, y: 26, width: 12, height: 12))
        return ctx.makeImage()!
    }()

    /// A 200×100 image, largely transparent, with the icon in its lower right corner (001 Figure A-3).
    static let cornerIcon: CGImage = {
        let ctx = CGContext(data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.draw(icon, in: CGRect(x: 130, y: 6, width: 64, height: 64))   // y up: near the bottom
        return ctx.makeImage()!
    }()

    /// An elliptical mask image: opaque fill, a thick half-transparent ring (000 Figure 16.11).
    static func ellipseMask(size: CGSize) -> CGImage {
        let ctx = CGContext(data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let r = CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)
        ctx.setFillColor(rgb(0, 0, 0)); ctx.fillEllipse(in: r)
        ctx.setStrokeColor(rgb(0, 0, 0, 0.5)); ctx.setLineWidth(20); ctx.strokeEllipse(in: r)
        return ctx.makeImage()!
    }
}
