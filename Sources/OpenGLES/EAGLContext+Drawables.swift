import CGLES
import QuartzCore

/// The bridge between GL renderbuffers and Core Animation layers (Apple: EAGLDrawable's
/// EAGLContext methods).
extension EAGLContext {
    /// Gives the renderbuffer bound to `target` (`GL_RENDERBUFFER`) storage for `drawable`: its
    /// bounds times its `contentsScale`, in pixels, in the colour format of its
    /// `drawableProperties`. Read the size back with `glGetRenderbufferParameteriv`. Call it
    /// again after the layer's size changes. A nil drawable detaches the renderbuffer. False,
    /// with a message and nothing allocated, for a layer of no pixels, one larger than GL
    /// renderbuffers can be, an unknown colour format, no bound renderbuffer, or a context not
    /// current on this thread.
    @discardableResult
    public func renderbufferStorage(_ target: Int, from drawable: EAGLDrawable?) -> Bool {
        func refuse(_ why: String) -> Bool {
            Diagnostics.warn("EAGLContext.renderbufferStorage(_:from:): \(why); no storage made")
            return false
        }
        let name: GLuint
        switch boundRenderbuffer(target) {
        case .success(let bound): name = bound
        case .failure(let why): return refuse(why.description)
        }
        guard let drawable else {
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 0, 0)
            _ = sharegroup.drawables.withLock { $0.removeValue(forKey: name) }
            return true
        }
        guard let layer = drawable as? CAEAGLLayer else { return refuse("\(type(of: drawable)) is not a CAEAGLLayer") }
        let format: EAGLColorFormat
        switch EAGLColorFormat.of(layer.drawableProperties) {
        case .success(let f): format = f
        case .failure(let unknown): return refuse("unknown kEAGLDrawablePropertyColorFormat \(unknown.value)")
        }
        let size = layer.bounds.size, scale = layer.contentsScale
        let pw = (size.width * scale).rounded(), ph = (size.height * scale).rounded()
        guard pw.isFinite, ph.isFinite, pw >= 1, ph >= 1 else {
            return refuse("the layer is \(pw)×\(ph) pixels (bounds \(size) at contentsScale \(scale))")
        }
        var maxSize: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &maxSize)
        guard pw <= CGFloat(maxSize), ph <= CGFloat(maxSize), PixelBuffer.validSize(Int(pw), Int(ph)) else {
            return refuse("the layer is \(Int(pw))×\(Int(ph)) pixels, more than GL_MAX_RENDERBUFFER_SIZE \(maxSize) or Lamina's largest image")
        }
        let (w, h) = (Int(pw), Int(ph))
        let internalFormat: Int32
        switch format {
        case .rgba8: internalFormat = GL_RGBA8
        case .rgb565: internalFormat = GL_RGB565
        case .srgba8: internalFormat = GL_SRGB8_ALPHA8
        }
        _ = glGetError()
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(internalFormat), GLsizei(w), GLsizei(h))
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else { return refuse("GL refused \(w)×\(h) pixels (GL error 0x\(String(error, radix: 16)))") }
        let storage = DrawableStorage(layer: layer, frames: layer.presentedFrames(), width: w, height: h,
                                      formatIsOpaque: format.isOpaque)
        sharegroup.drawables.withLock { $0[name] = storage }
        return true
    }

    /// Shows the renderbuffer bound to `target` in the layer it was stored from, at the next
    /// frame (with the frame's transaction when the layer `presentsWithTransaction`). The
    /// pixels are read back without waiting for GL to finish. False, with a message, when no
    /// renderbuffer stored from a layer is bound, its layer is gone, or the context is not
    /// current on this thread.
    @discardableResult
    public func presentRenderbuffer(_ target: Int) -> Bool {
        func refuse(_ why: String) -> Bool {
            Diagnostics.warn("EAGLContext.presentRenderbuffer(_:): \(why); nothing presented")
            return false
        }
        let bound: GLuint
        switch boundRenderbuffer(target) {
        case .success(let name): bound = name
        case .failure(let why): return refuse(why.description)
        }
        guard let storage = sharegroup.drawables.withLock({ $0[bound] }) else {
            return refuse("renderbuffer \(bound) has no storage from a drawable (renderbufferStorage(_:from:))")
        }
        guard let layer = storage.layer else { return refuse("the renderbuffer's layer is gone") }
        let opaque = storage.formatIsOpaque || layer.isOpaque
        return readback.present(bound, storage, opaque: opaque)
    }

    /// Why a renderbuffer call cannot go ahead.
    struct Refusal: Error, CustomStringConvertible { let description: String }

    /// The renderbuffer bound to `target` in this context, which must be current here.
    private func boundRenderbuffer(_ target: Int) -> Result<GLuint, Refusal> {
        guard isCurrentHere else { return .failure(Refusal(description: "the context is not current on this thread")) }
        guard target == Int(GL_RENDERBUFFER) else {
            return .failure(Refusal(description: "target 0x\(String(target, radix: 16)) is not GL_RENDERBUFFER"))
        }
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_RENDERBUFFER_BINDING), &bound)
        guard bound != 0 else { return .failure(Refusal(description: "no renderbuffer is bound to GL_RENDERBUFFER")) }
        return .success(GLuint(bound))
    }
}
