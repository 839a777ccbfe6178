import XCTest
import GLKit
@testable import QuartzCore
import LaminaTestSupport

/// GLKBaseEffect's shading, read straight from the renderbuffer.
final class GLKBaseEffectTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GLTestEnvironment.pin()
    }
    override func tearDown() { EAGLContext.setCurrent(nil); super.tearDown() }

    /// A 64×64 framebuffer in a current context, and a quad over all of it.
    private func withTarget(depth: Bool = false, _ body: () -> Void) throws -> [UInt8] {
        let c = try XCTUnwrap(EAGLContext(api: .openGLES2))
        EAGLContext.setCurrent(c)
        var fb: GLuint = 0, rb: GLuint = 0
        glGenFramebuffers(1, &fb); glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        glGenRenderbuffers(1, &rb); glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 64, 64)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), rb)
        glViewport(0, 0, 64, 64)
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        body()
        var out = [UInt8](repeating: 0, count: 64 * 64 * 4)
        glReadPixels(0, 0, 64, 64, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &out)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
        return out
    }

    private func rgba(_ p: [UInt8], _ x: Int, _ y: Int) -> RGBA8 {
        let i = (y * 64 + x) * 4
        return RGBA8(Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
    }

    private let quad: [GLfloat] = [-1, -1, 0, 1, -1, 0, -1, 1, 0, 1, 1, 0]

    private func drawQuad(normals: Bool = false, texCoords: Bool = false) {
        glEnableVertexAttribArray(GLuint(GLKVertexAttrib.position.rawValue))
        glVertexAttribPointer(GLuint(GLKVertexAttrib.position.rawValue), 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, quad)
        let n: [GLfloat] = [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]
        let t: [GLfloat] = [0, 0, 1, 0, 0, 1, 1, 1]
        if normals {
            glEnableVertexAttribArray(GLuint(GLKVertexAttrib.normal.rawValue))
            glVertexAttribPointer(GLuint(GLKVertexAttrib.normal.rawValue), 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, n)
        }
        if texCoords {
            glEnableVertexAttribArray(GLuint(GLKVertexAttrib.texCoord0.rawValue))
            glVertexAttribPointer(GLuint(GLKVertexAttrib.texCoord0.rawValue), 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, t)
        }
        n.withUnsafeBufferPointer { _ in t.withUnsafeBufferPointer { _ in glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4) } }
        for a in [GLKVertexAttrib.position, .normal, .texCoord0] { glDisableVertexAttribArray(GLuint(a.rawValue)) }
    }

    func testConstantColourWhereNoVertexColoursAreGiven() throws {
        let effect = GLKBaseEffect()
        effect.constantColor = GLKVector4Make(0, 0.5, 1, 1)
        let p = try withTarget { effect.prepareToDraw(); drawQuad() }
        XCTAssertLessThanOrEqual(rgba(p, 32, 32).distance(to: RGBA8(0, 128, 255, 255)), 1)
        effect.useConstantColor = GLboolean(GL_FALSE)
        let white = try withTarget { effect.prepareToDraw(); drawQuad() }
        XCTAssertEqual(rgba(white, 32, 32), .white)
    }

    func testTransformMovesTheGeometry() throws {
        let effect = GLKBaseEffect()
        effect.constantColor = GLKVector4Make(1, 0, 0, 1)
        effect.transform.modelviewMatrix = GLKMatrix4Scale(GLKMatrix4MakeTranslation(0.5, 0, 0), 0.5, 0.5, 1)
        let p = try withTarget { effect.prepareToDraw(); drawQuad() }
        XCTAssertEqual(rgba(p, 48, 32), .red, "the quad's centre moved right")
        XCTAssertEqual(rgba(p, 16, 32), .black, "the left half is empty")
    }

    /// A directional light straight on gives ambient + diffuse; turned 60° away, half the diffuse.
    func testALightShadesByTheAngle() throws {
        let effect = GLKBaseEffect()
        effect.light0.enabled = GLboolean(GL_TRUE)
        effect.light0.position = GLKVector4Make(0, 0, 1, 0)
        effect.material.diffuseColor = GLKVector4Make(1, 1, 1, 1)
        effect.material.ambientColor = GLKVector4Make(0, 0, 0, 1)
        let straight = try withTarget { effect.prepareToDraw(); drawQuad(normals: true) }
        XCTAssertLessThanOrEqual(rgba(straight, 32, 32).distance(to: .white), 1)
        effect.light0.position = GLKVector4Make(0, sin(.pi / 3), cos(.pi / 3), 0)
        let slanted = try withTarget { effect.prepareToDraw(); drawQuad(normals: true) }
        XCTAssertLessThanOrEqual(rgba(slanted, 32, 32).distance(to: RGBA8(128, 128, 128, 255)), 2)
        effect.lightingType = .perPixel
        let perPixel = try withTarget { effect.prepareToDraw(); drawQuad(normals: true) }
        XCTAssertLessThanOrEqual(rgba(perPixel, 32, 32).distance(to: RGBA8(128, 128, 128, 255)), 2)
    }

    /// A 2×2 texture modulated by the constant colour, read at texCoord0.
    func testTextureModulatesTheColour() throws {
        let effect = GLKBaseEffect()
        effect.constantColor = GLKVector4Make(1, 1, 0, 1)
        let p = try withTarget {
            var texture: GLuint = 0
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            let texels: [UInt8] = [255, 255, 255, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA, 2, 2, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), texels)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            effect.texture2d0.name = texture
            effect.prepareToDraw()
            drawQuad(texCoords: true)
        }
        // GL's bottom-left texel is white × yellow; bottom-right red; top-left green; top-right blue × yellow = black.
        XCTAssertEqual(rgba(p, 10, 10), RGBA8(255, 255, 0, 255))
        XCTAssertEqual(rgba(p, 54, 10), .red)
        XCTAssertEqual(rgba(p, 10, 54), .green)
        XCTAssertEqual(rgba(p, 54, 54), .black)
        effect.texture2d0.envMode = .replace
        XCTAssertNoThrow(try withTarget { effect.prepareToDraw() })
    }
}
