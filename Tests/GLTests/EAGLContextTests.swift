import XCTest
import OpenGLES
@testable import QuartzCore
import LaminaTestSupport

/// EAGLContext's contract: per-thread current contexts, sharegroups, and refusing bad input
/// with a message and nothing allocated.
final class EAGLContextTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GLTestEnvironment.pin()
    }

    override func tearDown() {
        EAGLContext.setCurrent(nil)
        super.tearDown()
    }

    func testContextsAreCurrentPerThread() throws {
        let a = try XCTUnwrap(EAGLContext(api: .openGLES2))
        XCTAssertEqual(a.api, .openGLES2)
        XCTAssertTrue(EAGLContext.setCurrent(a))
        XCTAssertTrue(EAGLContext.current() === a)
        let other = Thread.detachAndWait { EAGLContext.current() == nil }
        XCTAssertTrue(other, "another thread has no current context")
        XCTAssertTrue(EAGLContext.setCurrent(nil))
        XCTAssertNil(EAGLContext.current())
    }

    func testES1IsNotOffered() {
        XCTAssertNil(EAGLContext(api: .openGLES1))
    }

    func testES3ContextSpeaksES3() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES3))
        EAGLContext.setCurrent(c)
        let version = String(cString: glGetString(GLenum(GL_VERSION)))
        XCTAssertTrue(version.hasPrefix("OpenGL ES 3"), version)
    }

    /// A context current on one thread is refused on another (EAGL: one thread at a time).
    func testAContextCurrentOnAnotherThreadIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        let context = c
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            EAGLContext.setCurrent(context)
            holding.signal()
            release.wait()
            EAGLContext.setCurrent(nil)
            done.signal()
        }
        holding.wait()
        XCTAssertFalse(EAGLContext.setCurrent(c), "current on the other thread")
        XCTAssertNil(EAGLContext.current())
        release.signal()
        done.wait()
        XCTAssertTrue(EAGLContext.setCurrent(c), "free again once the other thread let it go")
    }

    /// Objects made in one context of a sharegroup are seen by the others.
    func testSharegroupsShareObjects() throws {
        let a = try XCTUnwrap(EAGLContext(api: .openGLES2))
        let b = try XCTUnwrap(EAGLContext(api: .openGLES2, sharegroup: a.sharegroup))
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        XCTAssertTrue(a.sharegroup === b.sharegroup)
        XCTAssertFalse(a.sharegroup === c.sharegroup)
        EAGLContext.setCurrent(a)
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        EAGLContext.setCurrent(b)
        XCTAssertEqual(glIsTexture(texture), GLboolean(GL_TRUE))
        EAGLContext.setCurrent(c)
        XCTAssertEqual(glIsTexture(texture), GLboolean(GL_FALSE))
    }

    private func boundRenderbuffer() -> GLuint {
        var rb: GLuint = 0
        glGenRenderbuffers(1, &rb)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
        return rb
    }

    func testALayerOfNoPixelsIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        _ = boundRenderbuffer()
        let layer = CAEAGLLayer()
        layer.frame = .zero
        XCTAssertFalse(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer))
        var w: GLint = -1
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &w)
        XCTAssertEqual(w, 0, "nothing allocated")
        XCTAssertFalse(c.presentRenderbuffer(Int(GL_RENDERBUFFER)), "no storage from a drawable to present")
    }

    func testAnImpossiblyLargeLayerIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        _ = boundRenderbuffer()
        let layer = CAEAGLLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        XCTAssertFalse(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer))
        var w: GLint = -1
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &w)
        XCTAssertEqual(w, 0, "nothing allocated")
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR), "refused before GL was asked")
    }

    func testAnUnknownColourFormatIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        _ = boundRenderbuffer()
        let layer = CAEAGLLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.drawableProperties = [kEAGLDrawablePropertyColorFormat: "RGBA4"]
        XCTAssertFalse(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer))
    }

    func testPresentingWithoutABoundRenderbufferIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        XCTAssertFalse(c.presentRenderbuffer(Int(GL_RENDERBUFFER)))
        let layer = CAEAGLLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer), "no renderbuffer bound to store into")
    }

    func testAContextNotCurrentHereIsRefused() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        let layer = CAEAGLLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer))
        XCTAssertFalse(c.presentRenderbuffer(Int(GL_RENDERBUFFER)))
    }

    /// The layer goes while its present is read back: nothing is shown, nothing crashes, and
    /// a later present to the (gone) layer is refused.
    func testTheLayerFreedWhileAPresentIsInFlight() throws {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        var fb: GLuint = 0
        glGenFramebuffers(1, &fb)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        let rb = boundRenderbuffer()
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), rb)
        weak var gone: CAEAGLLayer?
        var frames: PresentedFrames?
        do {
            let layer = CAEAGLLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 512, height: 512)
            XCTAssertTrue(c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer))
            glClearColor(1, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            XCTAssertTrue(c.presentRenderbuffer(Int(GL_RENDERBUFFER)))
            frames = layer.presented
            gone = layer
        }
        XCTAssertNil(gone, "the layer went with its present in flight")
        frames?.settle()
        XCTAssertNotNil(frames?.latest.image, "the read-back finished into the frames it held")
        XCTAssertFalse(c.presentRenderbuffer(Int(GL_RENDERBUFFER)), "its layer is gone")
    }
}

extension Thread {
    /// Runs `body` on a new thread and waits for its answer.
    static func detachAndWait<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Thread.detachNewThread { result = body(); done.signal() }
        done.wait()
        return result!
    }
}
