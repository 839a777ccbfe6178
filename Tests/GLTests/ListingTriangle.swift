import GLKit
import OpenGLES
import QuartzCore

/// 003 Listing 6.14 in Swift as an iOS developer writes it: an ES 2 context, a CAEAGLLayer,
/// a framebuffer and colour renderbuffer stored from the layer, a GLKBaseEffect, and one
/// triangle with vertex colours presented.
final class ListingTriangle {
    let glContext: EAGLContext
    let glLayer = CAEAGLLayer()
    var framebuffer: GLuint = 0
    var colorRenderbuffer: GLuint = 0
    var framebufferWidth: GLint = 0
    var framebufferHeight: GLint = 0
    let effect = GLKBaseEffect()
    var clearColor: (GLfloat, GLfloat, GLfloat, GLfloat) = (0, 0, 0, 1)

    init?(frame: CGRect, scale: CGFloat = 1, retained: Bool = false) {
        guard let context = EAGLContext(api: .openGLES2) else { return nil }
        glContext = context
        EAGLContext.setCurrent(glContext)
        glLayer.frame = frame
        glLayer.contentsScale = scale
        glLayer.drawableProperties = [kEAGLDrawablePropertyRetainedBacking: retained,
                                      kEAGLDrawablePropertyColorFormat: kEAGLColorFormatRGBA8]
    }

    func setUpBuffers() {
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glGenRenderbuffers(1, &colorRenderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        glContext.renderbufferStorage(Int(GL_RENDERBUFFER), from: glLayer)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &framebufferWidth)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &framebufferHeight)
        if glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) != GLenum(GL_FRAMEBUFFER_COMPLETE) {
            print("Failed to make complete framebuffer object: \(glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)))")
        }
    }

    func tearDownBuffers() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer); framebuffer = 0 }
        if colorRenderbuffer != 0 { glDeleteRenderbuffers(1, &colorRenderbuffer); colorRenderbuffer = 0 }
    }

    @discardableResult
    func drawFrame(triangle: Bool = true, clear: Bool = true) -> Bool {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, framebufferWidth, framebufferHeight)
        effect.prepareToDraw()
        glClearColor(clearColor.0, clearColor.1, clearColor.2, clearColor.3)
        if clear { glClear(GLbitfield(GL_COLOR_BUFFER_BIT)) }
        if triangle {
            let vertices: [GLfloat] = [-0.5, -0.5, -1.0, 0.0, 0.5, -1.0, 0.5, -0.5, -1.0]
            let colors: [GLfloat] = [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1]
            glEnableVertexAttribArray(GLuint(GLKVertexAttrib.position.rawValue))
            glEnableVertexAttribArray(GLuint(GLKVertexAttrib.color.rawValue))
            glVertexAttribPointer(GLuint(GLKVertexAttrib.position.rawValue), 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, vertices)
            glVertexAttribPointer(GLuint(GLKVertexAttrib.color.rawValue), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, colors)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        return glContext.presentRenderbuffer(Int(GL_RENDERBUFFER))
    }

    deinit {
        EAGLContext.setCurrent(glContext)
        tearDownBuffers()
        EAGLContext.setCurrent(nil)
    }
}
