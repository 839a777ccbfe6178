import Foundation
import QuartzCore

/// UIKit's stack of current drawing contexts, one per thread as on iOS (drawing off the main
/// thread is allowed): `draw(_:)` runs with the view's context pushed; image contexts and
/// `UIGraphicsImageRenderer` push theirs.
enum UIGraphicsCurrentContext {
    /// One stack per thread; each entry knows whether it is an image context (and its scale).
    final class Stack {
        var entries: [(context: CGContext, imageScale: CGFloat?)] = []
    }
    private static let key = "LaminaUIGraphicsContextStack"

    static var stack: Stack {
        let dict = Thread.current.threadDictionary
        if let s = dict[key] as? Stack { return s }
        let s = Stack()
        dict[key] = s
        return s
    }
    static var top: CGContext? { stack.entries.last?.context }
}

/// The context drawing goes to: the one `draw(_:)` is running with, or the innermost image context.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsCurrentContext.top }
/// Makes `context` current (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsCurrentContext.stack.entries.append((context, nil)) }
public func UIGraphicsPopContext() {
    let s = UIGraphicsCurrentContext.stack
    guard !s.entries.isEmpty else { Diagnostics.warn("UIGraphicsPopContext() with no context pushed: ignored"); return }
    s.entries.removeLast()
}

/// A bitmap context of `size` points at `scale` (0: the main screen's), flipped to UIKit's
/// top-left origin, made current. nil for sizes that are not positive and finite.
package func makeUIKitBitmapContext(size: CGSize, opaque: Bool, scale: CGFloat) -> (CGContext, CGFloat)? {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
    let w = Int((size.width * s).rounded(.up)), h = Int((size.height * s).rounded(.up))
    let info = opaque ? CGImageAlphaInfo.noneSkipFirst.rawValue : CGImageAlphaInfo.premultipliedFirst.rawValue
    guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return nil }
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: s, y: -s)
    return (ctx, s)
}

/// Begins an image context of `size` points: opaque (no alpha) or not, at `scale` (0: the
/// screen's). Impossible sizes leave no context current, with a message (iOS asserts).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let (ctx, s) = makeUIKitBitmapContext(size: size, opaque: opaque, scale: scale) else {
        Diagnostics.warn("UIGraphicsBeginImageContext: invalid size \(size); no context begun")
        return
    }
    UIGraphicsCurrentContext.stack.entries.append((ctx, s))
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context (nil when the current context is not one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsCurrentContext.stack.entries.last, let scale = top.imageScale,
          let cg = top.context.makeImage() else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
}
public func UIGraphicsEndImageContext() {
    let s = UIGraphicsCurrentContext.stack
    guard let top = s.entries.last, top.imageScale != nil else {
        Diagnostics.warn("UIGraphicsEndImageContext() with no image context current: ignored"); return
    }
    s.entries.removeLast()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes a one-point frame inside `rect` in the current context.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
