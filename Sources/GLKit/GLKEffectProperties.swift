import CGLES

/// The matrices an effect draws with (Apple: GLKEffectPropertyTransform). Both identity by
/// default: positions are then clip coordinates, as in 003 Listing 6.14.
public final class GLKEffectPropertyTransform {
    public var modelviewMatrix = GLKMatrix4Identity
    public var projectionMatrix = GLKMatrix4Identity
    /// The inverse transpose of the model-view's 3×3 part: what normals go through.
    public var normalMatrix: GLKMatrix3 {
        GLKMatrix3InvertAndTranspose(GLKMatrix4GetMatrix3(modelviewMatrix), nil)
    }
    init() {}
}

/// How a light shades (Apple: GLKLightingType).
public enum GLKLightingType: GLint, Sendable {
    /// Lit at each vertex, the colours interpolated between.
    case perVertex = 0
    /// Lit at each pixel (normals interpolated).
    case perPixel = 1
}

/// One light of an effect (Apple: GLKEffectPropertyLight). Directional when `position.w` is 0
/// (the default: from +z, toward the viewer's back), a point light otherwise. `position` is
/// taken through `transform.modelviewMatrix` when the effect draws.
public final class GLKEffectPropertyLight {
    public var enabled: GLboolean = GLboolean(GL_FALSE)
    public var position = GLKVector4Make(0, 0, 1, 0)
    public var ambientColor = GLKVector4Make(0, 0, 0, 1)
    public var diffuseColor = GLKVector4Make(1, 1, 1, 1)
    public var specularColor = GLKVector4Make(1, 1, 1, 1)
    public var constantAttenuation: GLfloat = 1
    public var linearAttenuation: GLfloat = 0
    public var quadraticAttenuation: GLfloat = 0
    public var transform = GLKEffectPropertyTransform()
    init() {}

    var isOn: Bool { enabled != GLboolean(GL_FALSE) }
}

/// The surface a light falls on (Apple: GLKEffectPropertyMaterial); OpenGL's defaults.
public final class GLKEffectPropertyMaterial {
    public var ambientColor = GLKVector4Make(0.2, 0.2, 0.2, 1)
    public var diffuseColor = GLKVector4Make(0.8, 0.8, 0.8, 1)
    public var specularColor = GLKVector4Make(0, 0, 0, 1)
    public var emissiveColor = GLKVector4Make(0, 0, 0, 1)
    public var shininess: GLfloat = 0
    init() {}
}

/// How a texture combines with the colour below it (Apple: GLKTextureEnvMode).
public enum GLKTextureEnvMode: GLint, Sendable {
    /// The texture's colour alone.
    case replace = 0
    /// The texture times the lit (or vertex, or constant) colour.
    case modulate = 1
    /// The texture over the colour by the texture's alpha.
    case decal = 2
}

/// A texture an effect samples (Apple: GLKEffectPropertyTexture): a GL texture name made by
/// the app (`glGenTextures`/`glTexImage2D`), read at `GLKVertexAttrib.texCoord0`. Only
/// `GL_TEXTURE_2D` is drawn.
public final class GLKEffectPropertyTexture {
    public var enabled: GLboolean = GLboolean(GL_TRUE)
    public var name: GLuint = 0
    public var target: GLenum = GLenum(GL_TEXTURE_2D)
    public var envMode: GLKTextureEnvMode = .modulate
    init() {}

    var isOn: Bool { enabled != GLboolean(GL_FALSE) && name != 0 && target == GLenum(GL_TEXTURE_2D) }
}
