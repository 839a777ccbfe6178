import GLKit
import OpenGLES
import QuartzCore

/// 003 Listing 6.14 / Figure 6.15: an OpenGL ES 2 context, a CAEAGLLayer, a framebuffer and a
/// colour renderbuffer stored from the layer, a GLKBaseEffect, and one triangle with blue,
/// green and red corners, presented once. Where the machine has no OpenGL ES the layer stays
/// blank (and one message says why).
public struct GLTriangleScene: LayerScene {
    public init() {}
    public let name = "gl-triangle"
    public let summary = "003 Listing 6.14: a triangle drawn by OpenGL ES with GLKBaseEffect in a CAEAGLLayer"
    public let isAnimated = false

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.93, 0.93, 0.95)
        let side = min(size.width, size.height) - 40
        let glLayer = TriangleLayer()
        // Shown with the transaction that adds it: the first frame that has the layer has its
        // triangle too, whichever way the frame is made (a window, a capture, a band test).
        glLayer.presentsWithTransaction = true
        glLayer.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        glLayer.contentsScale = root.contentsScale
        root.addSublayer(glLayer)
        glLayer.drawTriangle()
        return root
    }
}

/// The listing's view controller, as a layer that keeps its GL objects while it lives.
final class TriangleLayer: CAEAGLLayer {
    private var glContext: EAGLContext?
    private var framebuffer: GLuint = 0
    private var colorRenderbuffer: GLuint = 0
    private var framebufferWidth: GLint = 0
    private var framebufferHeight: GLint = 0
    private var effect: GLKBaseEffect?

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }

    func drawTriangle() {
        guard let context = EAGLContext(api: .openGLES2) else { return }
        glContext = context
        let previous = EAGLContext.current()
        EAGLContext.setCurrent(context)
        defer { EAGLContext.setCurrent(previous) }
        drawableProperties = [kEAGLDrawablePropertyRetainedBacking: false,
                              kEAGLDrawablePropertyColorFormat: kEAGLColorFormatRGBA8]
        effect = GLKBaseEffect()
        setUpBuffers(context)
        drawFrame(context)
    }

    private func setUpBuffers(_ context: EAGLContext) {
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glGenRenderbuffers(1, &colorRenderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        context.renderbufferStorage(Int(GL_RENDERBUFFER), from: self)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &framebufferWidth)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &framebufferHeight)
    }

    private func drawFrame(_ context: EAGLContext) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, framebufferWidth, framebufferHeight)
        effect?.prepareToDraw()
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        let vertices: [GLfloat] = [-0.5, -0.5, -1, 0, 0.5, -1, 0.5, -0.5, -1]
        let colors: [GLfloat] = [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1]
        glEnableVertexAttribArray(GLuint(GLKVertexAttrib.position.rawValue))
        glEnableVertexAttribArray(GLuint(GLKVertexAttrib.color.rawValue))
        glVertexAttribPointer(GLuint(GLKVertexAttrib.position.rawValue), 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, vertices)
        glVertexAttribPointer(GLuint(GLKVertexAttrib.color.rawValue), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, colors)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        context.presentRenderbuffer(Int(GL_RENDERBUFFER))
    }

    deinit {
        guard let glContext else { return }
        let previous = EAGLContext.current()
        EAGLContext.setCurrent(glContext)
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteRenderbuffers(1, &colorRenderbuffer)
        EAGLContext.setCurrent(previous === glContext ? nil : previous)
    }
}
