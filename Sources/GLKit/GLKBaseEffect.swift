import CGLES
import OpenGLES

/// A ready-made shader for OpenGL ES 2 (Apple: GLKBaseEffect, 003 Listing 6.14): set its
/// properties, call `prepareToDraw()`, then draw with vertex arrays at `GLKVertexAttrib`'s
/// slots. It draws vertex colours (`GLKVertexAttrib.color`) or, where none are given, the
/// `constantColor`; up to three lights (per vertex or per pixel) on a material; and two
/// textures combined by their `envMode`; all through `transform`. The program for each
/// combination is made once per sharegroup, in the context current when it first draws there.
open class GLKBaseEffect {
    public let transform = GLKEffectPropertyTransform()
    public let light0 = GLKEffectPropertyLight()
    public let light1 = GLKEffectPropertyLight()
    public let light2 = GLKEffectPropertyLight()
    public let material = GLKEffectPropertyMaterial()
    public let texture2d0 = GLKEffectPropertyTexture()
    public let texture2d1 = GLKEffectPropertyTexture()
    public var lightingType: GLKLightingType = .perVertex
    /// Lit faces facing away from the viewer are lit from behind too (per-pixel lighting).
    public var lightModelTwoSided: GLboolean = GLboolean(GL_FALSE)
    /// The vertex colour stands for the material's ambient and diffuse colours when lit.
    public var colorMaterialEnabled: GLboolean = GLboolean(GL_FALSE)
    public var lightModelAmbientColor = GLKVector4Make(0.2, 0.2, 0.2, 1)
    /// Whether `constantColor` is used where no per-vertex colour is given (true); white otherwise.
    public var useConstantColor: GLboolean = GLboolean(GL_TRUE)
    public var constantColor = GLKVector4Make(1, 1, 1, 1)
    public var label: String?

    private var programs: [BaseEffectVariant: BaseEffectProgram] = [:]
    /// The sharegroup the programs were made in: in another, they are made again.
    private weak var programGroup: EAGLSharegroup?

    public init() {}

    /// Binds the program for the properties as they are now and sets its uniforms, in the
    /// current context. Call it again after changing a property.
    open func prepareToDraw() {
        let lights = [light0, light1, light2]
        let variant = BaseEffectVariant(lights: lights.map(\.isOn), perPixel: lightingType == .perPixel,
                                        colorMaterial: colorMaterialEnabled != GLboolean(GL_FALSE),
                                        twoSided: lightModelTwoSided != GLboolean(GL_FALSE),
                                        textures: [texture2d0, texture2d1].map { $0.isOn ? $0.envMode : nil })
        let group = EAGLContext.current()?.sharegroup
        if group !== programGroup {
            programs = [:]
            programGroup = group
        }
        let program: BaseEffectProgram
        if let made = programs[variant] {
            program = made
        } else {
            guard let made = BaseEffectProgram(variant) else { return }
            programs[variant] = made
            program = made
        }
        glUseProgram(program.program)
        withMatrix(transform.modelviewMatrix) { glUniformMatrix4fv(program.modelview, 1, GLboolean(GL_FALSE), $0) }
        withMatrix(transform.projectionMatrix) { glUniformMatrix4fv(program.projection, 1, GLboolean(GL_FALSE), $0) }
        var normal = transform.normalMatrix
        withUnsafeBytes(of: &normal.m) { glUniformMatrix3fv(program.normalMatrix, 1, GLboolean(GL_FALSE), $0.baseAddress!.assumingMemoryBound(to: GLfloat.self)) }
        // Where no colour array is enabled, GL reads the attribute's current value: the
        // constant colour (or white), as Apple's effect does.
        let c = useConstantColor != GLboolean(GL_FALSE) ? constantColor : GLKVector4Make(1, 1, 1, 1)
        glVertexAttrib4f(GLuint(GLKVertexAttrib.color.rawValue), c.x, c.y, c.z, c.w)
        if variant.lit {
            uniform(program.sceneAmbient, lightModelAmbientColor)
            uniform(program.matAmbient, material.ambientColor); uniform(program.matDiffuse, material.diffuseColor)
            uniform(program.matSpecular, material.specularColor); uniform(program.matEmissive, material.emissiveColor)
            glUniform1f(program.shininess, material.shininess)
            for (i, light) in lights.enumerated() where light.isOn {
                let eye = GLKMatrix4MultiplyVector4(light.transform.modelviewMatrix, light.position)
                uniform(program.lightPosition[i], eye)
                uniform(program.lightAmbient[i], light.ambientColor)
                uniform(program.lightDiffuse[i], light.diffuseColor)
                uniform(program.lightSpecular[i], light.specularColor)
                glUniform3f(program.lightAttenuation[i], light.constantAttenuation, light.linearAttenuation, light.quadraticAttenuation)
            }
        }
        for (i, texture) in [texture2d0, texture2d1].enumerated() where texture.isOn {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(i)))
            glBindTexture(texture.target, texture.name)
            glUniform1i(i == 0 ? program.texture0 : program.texture1, GLint(i))
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    private func withMatrix(_ m: GLKMatrix4, _ body: (UnsafePointer<GLfloat>) -> Void) {
        var m = m
        withUnsafeBytes(of: &m.m) { body($0.baseAddress!.assumingMemoryBound(to: GLfloat.self)) }
    }

    private func uniform(_ location: GLint, _ v: GLKVector4) { glUniform4f(location, v.x, v.y, v.z, v.w) }
}
