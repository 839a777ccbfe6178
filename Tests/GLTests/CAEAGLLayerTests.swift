import XCTest
import GLKit
import OpenGLES
import Gallery
@testable import QuartzCore
import LaminaTestSupport

/// CAEAGLLayer with EAGLContext and GLKBaseEffect: 003 Listing 6.14 drawn, read back and
/// composited, probed through `render(in:)`.
final class CAEAGLLayerTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GLTestEnvironment.pin()
    }

    private func render(_ layer: CALayer, width: Int, height: Int) -> CGContext {
        let ctx = makeBitmapContext(width: width, height: height)
        ctx.translateBy(x: 0, y: CGFloat(height)); ctx.scaleBy(x: 1, y: -1)
        layer.render(in: ctx)
        return ctx
    }

    /// The gallery's port of the listing (Sources/Gallery/GLTriangleScene.swift), as written.
    func testListing614DrawsTheTriangleOnTheClearColour() throws {
        let root = GLTriangleScene().makeRoot(size: CGSize(width: 240, height: 240))
        let ctx = render(root, width: 240, height: 240)
        writeArtifact(ctx.makeImage()!, "gl-listing-6.14")
        let glLayer = try XCTUnwrap(root.sublayers?.first as? CAEAGLLayer)
        XCTAssertEqual(glLayer.frame, CGRect(x: 20, y: 20, width: 200, height: 200))
        let presented = try XCTUnwrap(glLayer.contents as? CGImage, "the present became the layer's contents")
        XCTAssertEqual(presented.width, 200, "the renderbuffer is the layer's size in pixels")
        XCTAssertEqual(presented.height, 200)
        // Outside the triangle: the clear colour (black, opaque); outside the layer, the root's grey.
        XCTAssertLessThanOrEqual(pixel(ctx, 30, 30).distance(to: .black), 2)
        XCTAssertLessThanOrEqual(pixel(ctx, 210, 210).distance(to: .black), 2)
        XCTAssertLessThanOrEqual(pixel(ctx, 5, 5).distance(to: RGBA8(237, 237, 242, 255)), 2)
        // The apex (0, 0.5) is green, at the top (GL's y up is the layer's up); the bottom
        // left (-0.5, -0.5) blue, the bottom right red.
        let apex = pixel(ctx, 120, 73)
        XCTAssertGreaterThan(apex.g, 200, "apex \(apex)")
        let left = pixel(ctx, 73, 168), right = pixel(ctx, 166, 168)
        XCTAssertGreaterThan(left.b, 200, "bottom left \(left)"); XCTAssertLessThan(left.r, 40)
        XCTAssertGreaterThan(right.r, 200, "bottom right \(right)"); XCTAssertLessThan(right.b, 40)
        let centre = pixel(ctx, 120, 140)
        XCTAssertGreaterThan(centre.r + centre.g + centre.b, 200, "centre \(centre)")
    }
}

/// A GL layer filled with one clear colour per present, for the compositing tests.
final class ClearingLayer {
    let context: EAGLContext
    let layer = CAEAGLLayer()
    private var framebuffer: GLuint = 0, renderbuffer: GLuint = 0
    private(set) var width: GLint = 0, height: GLint = 0

    init?(frame: CGRect, scale: CGFloat = 1, format: String = kEAGLColorFormatRGBA8, retained: Bool = false) {
        guard let c = EAGLContext(api: .openGLES2) else { return nil }
        context = c
        layer.frame = frame
        layer.contentsScale = scale
        layer.drawableProperties = [kEAGLDrawablePropertyColorFormat: format, kEAGLDrawablePropertyRetainedBacking: retained]
        EAGLContext.setCurrent(c)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glGenRenderbuffers(1, &renderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
        guard c.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer) else { return nil }
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &width)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &height)
    }

    /// Gives the renderbuffer storage again from the layer (after its size changed).
    func storeAgain() -> Bool {
        EAGLContext.setCurrent(context)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        guard context.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer) else { return false }
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &width)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &height)
        return true
    }

    /// Clears to the colour (and, given a rect in pixels from GL's bottom left, only there) and presents.
    @discardableResult
    func present(_ r: GLfloat, _ g: GLfloat, _ b: GLfloat, _ a: GLfloat, scissor: (Int32, Int32, Int32, Int32)? = nil) -> Bool {
        EAGLContext.setCurrent(context)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, width, height)
        if let s = scissor { glEnable(GLenum(GL_SCISSOR_TEST)); glScissor(s.0, s.1, s.2, s.3) }
        glClearColor(r, g, b, a)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        return context.presentRenderbuffer(Int(GL_RENDERBUFFER))
    }
}

/// The GL layer under Core Animation's own compositing.
final class CAEAGLLayerCompositingTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GLTestEnvironment.pin()
    }
    override func tearDown() { EAGLContext.setCurrent(nil); super.tearDown() }

    private func render(_ layer: CALayer, width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
        let ctx = makeBitmapContext(width: width, height: height)
        ctx.translateBy(x: 0, y: CGFloat(height)); ctx.scaleBy(x: scale, y: -scale)
        layer.render(in: ctx)
        return ctx
    }

    private func whiteHost(_ size: CGFloat = 100) -> CALayer {
        let host = CALayer()
        host.frame = CGRect(x: 0, y: 0, width: size, height: size)
        host.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        return host
    }

    func testASecondPresentReplacesTheFirst() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(1, 0, 0, 1)
        XCTAssertEqual(pixel(render(host, width: 100, height: 100), 50, 50), .red)
        gl.present(0, 0, 1, 1)
        XCTAssertEqual(pixel(render(host, width: 100, height: 100), 50, 50), .blue)
    }

    /// GL's rows are bottom-up; the layer shows them top-down (GL's bottom at the layer's bottom).
    func testGLsBottomIsTheLayersBottom() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(0, 0, 1, 1)
        gl.present(1, 0, 0, 1, scissor: (0, 0, 100, 20))   // GL's bottom 20 rows red
        let ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 50, 95), .red, "bottom")
        XCTAssertEqual(pixel(ctx, 50, 5), .blue, "top")
    }

    /// Retained or not, the renderbuffer keeps what was drawn; a present of a partial redraw
    /// shows the old pixels around the new.
    func testARetainedBackingKeepsItsPixels() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), retained: true))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(0, 1, 0, 1)
        gl.present(1, 0, 0, 1, scissor: (40, 40, 20, 20))
        let ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 50, 50), .red)
        XCTAssertEqual(pixel(ctx, 10, 10), .green, "kept from the first present")
    }

    /// contentsScale 2 doubles the renderbuffer; the pixels land 1:1 on a scale-2 target.
    func testContentsScaleTwoDoublesTheRenderbuffer() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 50, height: 40), scale: 2))
        XCTAssertEqual(gl.width, 100); XCTAssertEqual(gl.height, 80)
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(0, 0, 1, 1)
        gl.present(1, 0, 0, 1, scissor: (0, 79, 1, 1))      // GL's top-left pixel
        let ctx = render(host, width: 200, height: 200, scale: 2)
        XCTAssertEqual(pixel(ctx, 0, 0), .red, "one device pixel")
        XCTAssertEqual(pixel(ctx, 1, 0), .blue)
        XCTAssertEqual(pixel(ctx, 0, 1), .blue)
        XCTAssertEqual(pixel(ctx, 99, 79), .blue)
        XCTAssertEqual(pixel(ctx, 100, 79), .white, "the layer ends at 50 points")
    }

    /// GL's output is premultiplied, as Core Animation takes it: half-transparent red over white.
    func testTranslucentPixelsBlendPremultiplied() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(0.5, 0, 0, 0.5)
        let p = pixel(render(host, width: 100, height: 100), 50, 50)
        XCTAssertLessThanOrEqual(p.distance(to: RGBA8(255, 128, 128, 255)), 2, "\(p)")
    }

    /// An opaque layer, or a colour format without alpha, shows its pixels opaque whatever alpha GL wrote.
    func testOpaqueLayersAndRGB565IgnoreAlpha() throws {
        let opaque = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 50, height: 100)))
        opaque.layer.isOpaque = true
        let rgb565 = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 50, y: 0, width: 50, height: 100), format: kEAGLColorFormatRGB565))
        let host = whiteHost()
        host.addSublayer(opaque.layer); host.addSublayer(rgb565.layer)
        opaque.present(0, 0, 1, 0)
        rgb565.present(0, 0, 1, 0)
        let ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 25, 50), .blue)
        XCTAssertLessThanOrEqual(pixel(ctx, 75, 50).distance(to: .blue), 4)
    }

    /// The GL layer under a rotation, rounded corners with masksToBounds, and a mask: the
    /// compositor treats its pixels as any contents.
    func testRotatedRoundedAndMasked() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 20, y: 20, width: 60, height: 60)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(1, 0, 0, 1)
        gl.layer.cornerRadius = 20
        gl.layer.masksToBounds = true
        var ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 50, 50), .red)
        XCTAssertEqual(pixel(ctx, 22, 22), .white, "the rounded corner is cut")
        XCTAssertEqual(pixel(ctx, 50, 22), .red, "the top edge's middle is kept")
        gl.layer.cornerRadius = 0
        gl.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 50, 50), .red)
        XCTAssertEqual(pixel(ctx, 22, 22), .white, "the square's corner turned away")
        XCTAssertEqual(pixel(ctx, 50, 12), .red, "a corner turned up to the top")
        gl.layer.transform = CATransform3DIdentity
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 30, height: 60)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        gl.layer.mask = mask
        ctx = render(host, width: 100, height: 100)
        XCTAssertEqual(pixel(ctx, 35, 50), .red, "inside the mask")
        XCTAssertEqual(pixel(ctx, 65, 50), .white, "outside the mask")
        writeArtifact(ctx.makeImage()!, "gl-layer-masked")
    }

    /// With `presentsWithTransaction` a window's frame (on the real clock) waits for the
    /// present made before it, so GL and layer changes land in the same frame.
    func testPresentsWithTransactionLandInTheNextFrame() throws {
        XCTAssertNil(MediaClock.virtualTime)
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        gl.layer.presentsWithTransaction = true
        let host = whiteHost(); host.addSublayer(gl.layer)
        let ctx = makeBitmapContext(width: 100, height: 100)
        let renderer = CARenderer(context: ctx)
        renderer.layer = host
        for (i, colour) in [RGBA8.red, .green, .blue].enumerated() {
            gl.present(colour == .red ? 1 : 0, colour == .green ? 1 : 0, colour == .blue ? 1 : 0, 1)
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil); renderer.render(); renderer.endFrame()
            XCTAssertEqual(pixel(ctx, 50, 50), colour, "frame \(i)")
        }
    }

    /// Where frames are shown in place (the read's own buffer is the layer's image), a frame
    /// someone still holds — a render thread's snapshot, an app that kept `contents` — is never
    /// read into again: later presents go to other buffers, and the held pixels stay.
    func testAHeldFrameIsNeverWrittenAgain() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 64, height: 64)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(1, 0, 0, 1)
        _ = render(host, width: 100, height: 100)
        let held = try XCTUnwrap(gl.layer.contents as? CGImage)
        for i in 0..<20 {
            gl.present(0, Float(i % 2), 1, 1)
            XCTAssertEqual(pixel(render(host, width: 100, height: 100), 32, 32), i % 2 == 0 ? .blue : RGBA8(0, 255, 255, 255), "present \(i)")
        }
        XCTAssertEqual(held.pixels.argb(x: 32, y: 32), 0xFFFF_0000, "the held frame is still the first present's red")
        let caps = gl.context.readback.capabilitiesHere
        if caps.persistentBuffers && caps.reverseRows && caps.readsBGRA {
            XCTAssertGreaterThan(gl.context.readback.buffersShownInPlace, 0, "this driver's frames are shown in place")
        }
    }

    /// Presents read the renderbuffer in the compositor's byte order and row order, with GL's
    /// pack state set for the read alone: the app's own `glReadPixels` afterwards still gives
    /// RGBA, bottom-up.
    func testTheAppReadsItsOwnPixelsAsRGBA() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 8, height: 8)))
        gl.present(1, 0, 0, 1, scissor: (0, 0, 4, 8))
        var rgba = [UInt8](repeating: 0, count: 8 * 8 * 4)
        glReadPixels(0, 0, 8, 8, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
        XCTAssertEqual(Array(rgba[0..<4]), [255, 0, 0, 255], "GL's bottom-left pixel, red")
        XCTAssertEqual(Array(rgba[7 * 4..<8 * 4]), [0, 0, 0, 0], "outside the scissor: cleared by no one yet")
        var reverse: GLint = -1
        glGetIntegerv(GLenum(0x93A4), &reverse)              // GL_PACK_REVERSE_ROW_ORDER_ANGLE
        if gl.context.readback.capabilitiesHere.reverseRows { XCTAssertEqual(reverse, 0, "the read's row order is the app's again") }
    }

    /// Multisampling as iOS apps write it: draw into a 4× RGBA8 renderbuffer, resolve it into
    /// the layer's with `glBlitFramebuffer`, present. OpenGL ES resolves only between equal
    /// formats, so the layer's storage must be the RGBA8 it says it is.
    func testAMultisampledRGBA8BufferResolvesIntoTheLayersRenderbuffer() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        gl.present(0, 0, 1, 1)                                // leaves the layer's framebuffer bound
        var layerFramebuffer: GLint = 0, layerRenderbuffer: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &layerFramebuffer)
        glGetIntegerv(GLenum(GL_RENDERBUFFER_BINDING), &layerRenderbuffer)
        var sampled: GLuint = 0, sampledColour: GLuint = 0
        glGenFramebuffers(1, &sampled); glBindFramebuffer(GLenum(GL_FRAMEBUFFER), sampled)
        glGenRenderbuffers(1, &sampledColour); glBindRenderbuffer(GLenum(GL_RENDERBUFFER), sampledColour)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), 4, GLenum(GL_RGBA8), 40, 40)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), sampledColour)
        XCTAssertEqual(glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)), GLenum(GL_FRAMEBUFFER_COMPLETE))
        glClearColor(0, 1, 0, 1); glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), sampled)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(layerFramebuffer))
        glBlitFramebuffer(0, 0, 40, 40, 0, 0, 40, 40, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR), "the resolve is allowed")
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), GLuint(layerRenderbuffer))
        XCTAssertTrue(gl.context.presentRenderbuffer(Int(GL_RENDERBUFFER)))
        XCTAssertEqual(pixel(render(host, width: 100, height: 100), 20, 20), .green)
        glDeleteRenderbuffers(1, &sampledColour); glDeleteFramebuffers(1, &sampled)
    }

    /// Stored again at a new size, the layer shows frames of the new size (buffers of the old
    /// size are let go).
    func testStoringAgainAtANewSizeShowsFramesOfThatSize() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        for _ in 0..<3 { gl.present(1, 0, 0, 1) }
        _ = render(host, width: 100, height: 100)
        gl.layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        XCTAssertTrue(gl.storeAgain())
        XCTAssertEqual(gl.width, 60); XCTAssertEqual(gl.height, 40)
        for _ in 0..<3 { gl.present(0, 1, 0, 1) }
        let ctx = render(host, width: 100, height: 100)
        let image = try XCTUnwrap(gl.layer.contents as? CGImage)
        XCTAssertEqual(image.width, 60); XCTAssertEqual(image.height, 40)
        XCTAssertEqual(pixel(ctx, 30, 20), .green)
        XCTAssertEqual(pixel(ctx, 70, 20), .white, "the layer ends at 60 points")
    }

    /// Presenting every frame settles into reusing the same few images: no allocation per present.
    func testSteadyPresentsReuseTheirImages() throws {
        let gl = try XCTUnwrap(ClearingLayer(frame: CGRect(x: 0, y: 0, width: 64, height: 64)))
        let host = whiteHost(); host.addSublayer(gl.layer)
        var seen = Set<ObjectIdentifier>()
        for i in 0..<30 {
            gl.present(Float(i % 2), 0, 1, 1)
            _ = render(host, width: 100, height: 100)
            if let image = gl.layer.contents as? CGImage { seen.insert(ObjectIdentifier(image)) }
        }
        XCTAssertLessThanOrEqual(seen.count, 4, "a few images turn; a new one per present would be 30")
    }
}
