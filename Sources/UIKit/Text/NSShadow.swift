import Foundation
import QuartzCore

/// A shadow for text (Apple: NSShadow), given to an attributed string's `.shadow`: offset in
/// points (positive height is down, as UIKit's coordinates run), blur radius, and colour (a
/// `UIColor`; nil is black at a third opacity). Labels, text views, string drawing and
/// `CATextLayer` draw it under the run's glyphs.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// Apple's default: 3 points up.
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); nil draws black at a third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSShadow()
        c.shadowOffset = shadowOffset
        c.shadowBlurRadius = shadowBlurRadius
        c.shadowColor = shadowColor
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSShadow else { return false }
        return o.shadowOffset == shadowOffset && o.shadowBlurRadius == shadowBlurRadius && o.textShadow.color == textShadow.color
    }
    open override var hash: Int { shadowOffset.width.hashValue ^ shadowOffset.height.hashValue ^ shadowBlurRadius.hashValue }
}

extension NSShadow: TextShadowProviding {
    /// In the drawing's base space, where positive height is up: UIKit's offset flipped.
    package var textShadow: TextStyle.Shadow {
        let color = (shadowColor as? CGColorProviding)?.cgColor ?? (shadowColor.map { $0 as AnyObject } as? CGColor)
            ?? CGColor(gray: 0, alpha: 1.0 / 3)
        let offset = CGSize(width: shadowOffset.width.isFinite ? shadowOffset.width : 0,
                            height: shadowOffset.height.isFinite ? -shadowOffset.height : 0)
        return TextStyle.Shadow(offset: offset, blur: shadowBlurRadius.isFinite ? max(0, shadowBlurRadius) : 0, color: color)
    }
}
