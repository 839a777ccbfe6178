import UIKit

/// What draws a GLKView's content (Apple: GLKViewDelegate).
@MainActor
public protocol GLKViewDelegate: AnyObject {
    /// Draw with GL: the view's framebuffer is bound and its viewport set; the view presents
    /// what was drawn when this returns.
    func glkView(_ view: GLKView, drawIn rect: CGRect)
}

/// The colour renderbuffer's format (Apple: GLKViewDrawableColorFormat).
public enum GLKViewDrawableColorFormat: Int32, Sendable {
    case RGBA8888 = 0
    case RGB565 = 1
    case SRGBA8888 = 2
}

/// The depth renderbuffer's format, if any (Apple: GLKViewDrawableDepthFormat).
public enum GLKViewDrawableDepthFormat: Int32, Sendable {
    case formatNone = 0
    case format16 = 1
    case format24 = 2
}

/// The stencil renderbuffer's format, if any (Apple: GLKViewDrawableStencilFormat).
public enum GLKViewDrawableStencilFormat: Int32, Sendable {
    case formatNone = 0
    case format8 = 1
}

/// Multisampling of the drawable (Apple: GLKViewDrawableMultisample): 4× draws into
/// multisampled renderbuffers resolved into the colour renderbuffer before each present.
public enum GLKViewDrawableMultisample: Int32, Sendable {
    case multisampleNone = 0
    case multisample4X = 1
}
