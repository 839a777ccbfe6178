/// What an OpenGL ES renderbuffer can be stored from and presented to (Apple: OpenGLES's
/// `EAGLDrawable`, adopted by `CAEAGLLayer`). Declared here, beside the layer that adopts it;
/// the OpenGLES module re-exports it, so `import OpenGLES` finds it as on Apple.
public protocol EAGLDrawable: AnyObject {
    /// How the drawable's renderbuffer is made: `kEAGLDrawablePropertyRetainedBacking` (a
    /// Bool: whether the pixels stay after a present) and `kEAGLDrawablePropertyColorFormat`
    /// (`kEAGLColorFormatRGBA8`, `kEAGLColorFormatRGB565`, `kEAGLColorFormatSRGBA8`).
    var drawableProperties: [AnyHashable: Any]! { get set }
}

/// Key of `drawableProperties`: whether the renderbuffer's pixels are kept after a present
/// (a Bool; default false — the next frame must redraw everything).
public let kEAGLDrawablePropertyRetainedBacking = "EAGLDrawablePropertyRetainedBacking"
/// Key of `drawableProperties`: the renderbuffer's colour format (default `kEAGLColorFormatRGBA8`).
public let kEAGLDrawablePropertyColorFormat = "EAGLDrawablePropertyColorFormat"
/// 32-bit RGBA, 8 bits a channel.
public let kEAGLColorFormatRGBA8 = "RGBA8"
/// 16-bit RGB (5, 6, 5): no alpha, so the layer shows it opaque.
public let kEAGLColorFormatRGB565 = "RGB565"
/// 32-bit RGBA in the sRGB colour space (the pixels are stored and shown as sRGB, as Lamina's
/// compositor works in sRGB anyway).
public let kEAGLColorFormatSRGBA8 = "SRGBA8"

/// The colour formats a drawable can ask for, read from its properties.
package enum EAGLColorFormat: Sendable {
    case rgba8, rgb565, srgba8

    /// The format `properties` name; nil (with the value) for one EAGL does not know.
    package static func of(_ properties: [AnyHashable: Any]?) -> Result<EAGLColorFormat, UnknownFormat> {
        guard let value = properties?[kEAGLDrawablePropertyColorFormat] else { return .success(.rgba8) }
        switch value as? String {
        case kEAGLColorFormatRGBA8: return .success(.rgba8)
        case kEAGLColorFormatRGB565: return .success(.rgb565)
        case kEAGLColorFormatSRGBA8: return .success(.srgba8)
        default: return .failure(UnknownFormat(value: "\(value)"))
        }
    }
    package struct UnknownFormat: Error { package let value: String }

    /// Whether the format has no alpha channel (the layer's pixels are then opaque).
    package var isOpaque: Bool { self == .rgb565 }
}
