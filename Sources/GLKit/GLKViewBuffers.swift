import OpenGLES
import QuartzCore

/// A GLKView's framebuffer: the colour renderbuffer stored from its layer, a depth and/or
/// stencil renderbuffer, and for 4× multisampling a second framebuffer of multisampled
/// renderbuffers that GL draws into and that is resolved (`glBlitFramebuffer`) into the
/// colour renderbuffer before a present.
final class GLKViewBuffers {
    let width: Int, height: Int
    private(set) var framebuffer: GLuint = 0
    private(set) var color: GLuint = 0
    private var depthStencil: GLuint = 0
    private var sampledFramebuffer: GLuint = 0
    private var sampledColor: GLuint = 0
    private var sampledDepth: GLuint = 0

    /// Where drawing goes: the multisampled framebuffer when there is one.
    var drawFramebuffer: GLuint { sampledFramebuffer != 0 ? sampledFramebuffer : framebuffer }

    /// Made in `context` (current) at `layer`'s size in pixels; nil when the layer has no
    /// pixels or GL refused (said on stderr).
    init?(context: EAGLContext, layer: CAEAGLLayer, depth: GLKViewDrawableDepthFormat,
          stencil: GLKViewDrawableStencilFormat, multisample: Bool) {
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glGenRenderbuffers(1, &color)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
        guard context.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer) else {
            width = 0; height = 0; delete(); return nil
        }
        var w: GLint = 0, h: GLint = 0
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &w)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &h)
        width = Int(w); height = Int(h)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        let depthFormat: Int32? = switch (depth, stencil) {
        case (.formatNone, .formatNone): nil
        case (.formatNone, .format8): GL_STENCIL_INDEX8
        case (.format16, .formatNone): GL_DEPTH_COMPONENT16
        case (.format24, .formatNone): GL_DEPTH_COMPONENT24
        case (_, .format8): GL_DEPTH24_STENCIL8
        }
        let attachments = depthFormat.map(Self.attachments) ?? []
        if multisample {
            var samples: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_SAMPLES), &samples)
            let n = GLsizei(min(4, samples))
            glGenFramebuffers(1, &sampledFramebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), sampledFramebuffer)
            glGenRenderbuffers(1, &sampledColor)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), sampledColor)
            var internalFormat: GLint = 0
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
            glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_INTERNAL_FORMAT), &internalFormat)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), sampledColor)
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), n, GLenum(internalFormat), w, h)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), sampledColor)
            if let depthFormat {
                glGenRenderbuffers(1, &sampledDepth)
                glBindRenderbuffer(GLenum(GL_RENDERBUFFER), sampledDepth)
                glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), n, GLenum(depthFormat), w, h)
                for a in attachments { glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(a), GLenum(GL_RENDERBUFFER), sampledDepth) }
            }
        } else if let depthFormat {
            glGenRenderbuffers(1, &depthStencil)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthStencil)
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(depthFormat), w, h)
            for a in attachments { glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(a), GLenum(GL_RENDERBUFFER), depthStencil) }
        }
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            Diagnostics.warn("GLKView: the framebuffer is not complete (status 0x\(String(status, radix: 16)))")
            delete()
            return nil
        }
    }

    private static func attachments(_ format: Int32) -> [Int32] {
        switch format {
        case GL_STENCIL_INDEX8: [GL_STENCIL_ATTACHMENT]
        case GL_DEPTH24_STENCIL8: [GL_DEPTH_ATTACHMENT, GL_STENCIL_ATTACHMENT]
        default: [GL_DEPTH_ATTACHMENT]
        }
    }

    /// Resolves multisampled drawing into the colour renderbuffer, and binds that
    /// renderbuffer for the present.
    func resolveAndBindColor() {
        if sampledFramebuffer != 0 {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), sampledFramebuffer)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
            glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                              GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), sampledFramebuffer)
        }
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
    }

    /// Deletes every object (the owning context current).
    func delete() {
        for fb in [framebuffer, sampledFramebuffer] where fb != 0 { var n = fb; glDeleteFramebuffers(1, &n) }
        for rb in [color, depthStencil, sampledColor, sampledDepth] where rb != 0 { var n = rb; glDeleteRenderbuffers(1, &n) }
        framebuffer = 0; color = 0; depthStencil = 0; sampledFramebuffer = 0; sampledColor = 0; sampledDepth = 0
    }
}
