import UIKit
import OpenGLES
import QuartzCore

/// A view that draws with OpenGL ES (Apple: GLKView; 003 "CAEAGLLayer": "a UIView subclass
/// called GLKView that handles most of the setup and drawing for you"). Its layer is a
/// `CAEAGLLayer`; the view makes the framebuffer and renderbuffers (colour, depth, stencil,
/// multisampled) at the layer's size in pixels, binds them, calls `draw(_:)` — which asks the
/// delegate's `glkView(_:drawIn:)` unless a subclass overrides it — and presents. It draws at
/// the display pass after `setNeedsDisplay()` (when `enableSetNeedsDisplay`), or now with
/// `display()`; a change of size or scale makes new buffers and draws again.
open class GLKView: UIView, EAGLLayerDisplaying {
    open override class var layerClass: AnyClass { CAEAGLLayer.self }

    /// The context the view draws with; a new one lets the old one's buffers go.
    open var context: EAGLContext! {
        didSet { if context !== oldValue { deleteDrawable(in: oldValue) } }
    }
    open weak var delegate: GLKViewDelegate?
    open var drawableColorFormat: GLKViewDrawableColorFormat = .RGBA8888 { didSet { deleteDrawable() } }
    open var drawableDepthFormat: GLKViewDrawableDepthFormat = .formatNone { didSet { deleteDrawable() } }
    open var drawableStencilFormat: GLKViewDrawableStencilFormat = .formatNone { didSet { deleteDrawable() } }
    open var drawableMultisample: GLKViewDrawableMultisample = .multisampleNone { didSet { deleteDrawable() } }
    /// Whether `setNeedsDisplay()` makes the view draw at the next display pass (true); when
    /// false only `display()` draws (GLKViewController draws that way, once a frame).
    open var enableSetNeedsDisplay = true

    /// The drawable's size in pixels (0 before it is first bound).
    public var drawableWidth: Int { buffers?.width ?? 0 }
    public var drawableHeight: Int { buffers?.height ?? 0 }

    private var buffers: GLKViewBuffers?

    public init(frame: CGRect, context: EAGLContext) {
        super.init(frame: frame)
        self.context = context
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        layer.setNeedsDisplay()
    }

    private var glLayer: CAEAGLLayer { layer as! CAEAGLLayer }

    /// Draws the view's content: the delegate's `glkView(_:drawIn:)`. Override to draw in a
    /// subclass instead (the framebuffer is bound).
    open override func draw(_ rect: CGRect) {
        delegate?.glkView(self, drawIn: rect)
    }

    /// Makes the context current and binds the view's framebuffer (made, or made again at a
    /// new size, first), with the viewport over all of it.
    open func bindDrawable() {
        guard let context else { return }
        if EAGLContext.current() !== context { EAGLContext.setCurrent(context) }
        let scale = layer.contentsScale
        let w = Int((bounds.width * scale).rounded()), h = Int((bounds.height * scale).rounded())
        if let b = buffers, b.width != w || b.height != h { deleteDrawable() }
        if buffers == nil {
            glLayer.drawableProperties = [
                kEAGLDrawablePropertyRetainedBacking: false,
                kEAGLDrawablePropertyColorFormat: drawableColorFormat == .RGB565 ? kEAGLColorFormatRGB565
                    : drawableColorFormat == .SRGBA8888 ? kEAGLColorFormatSRGBA8 : kEAGLColorFormatRGBA8,
            ]
            buffers = GLKViewBuffers(context: context, layer: glLayer, depth: drawableDepthFormat,
                                     stencil: drawableStencilFormat, multisample: drawableMultisample == .multisample4X)
        }
        guard let b = buffers else { return }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), b.drawFramebuffer)
        glViewport(0, 0, GLsizei(b.width), GLsizei(b.height))
    }

    /// Lets the framebuffer and renderbuffers go (they are made again when next bound).
    open func deleteDrawable() { deleteDrawable(in: context) }

    private func deleteDrawable(in owner: EAGLContext?) {
        guard let b = buffers else { return }
        buffers = nil
        guard let owner else { return }
        let previous = EAGLContext.current()
        if previous !== owner { EAGLContext.setCurrent(owner) }
        b.delete()
        if previous !== owner { EAGLContext.setCurrent(previous) }
    }

    /// Draws now: binds the drawable, calls `draw(_:)`, and presents. The context stays current.
    open func display() {
        guard context != nil, bounds.width > 0, bounds.height > 0 else { return }
        bindDrawable()
        guard let b = buffers else { return }
        draw(bounds)
        b.resolveAndBindColor()
        context.presentRenderbuffer(Int(GL_RENDERBUFFER))
    }

    /// The view's content drawn now, as an image (waits for the read-back).
    open var snapshot: UIImage {
        display()
        let frames = glLayer.presentedFrames()
        frames.settle()
        guard let image = frames.latest.image,
              let copy = image.cropping(to: CGRect(x: 0, y: 0, width: image.width, height: image.height)) else { return UIImage() }
        return UIImage(cgImage: copy, scale: layer.contentsScale, orientation: .up)
    }

    nonisolated package func displayEAGLLayer(_ layer: CAEAGLLayer) {
        MainActor.assumeIsolated {
            if enableSetNeedsDisplay { display() }
        }
    }
}
