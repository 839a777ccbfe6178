import CGLES
import Foundation
import QuartzCore

/// The GLSL ES 1.00 programs behind `GLKBaseEffect`, one per combination of features in use
/// (which lights, per-vertex or per-pixel lighting, which textures and how they combine),
/// written out and compiled the first time that combination draws. Attributes are bound to
/// `GLKVertexAttrib`'s slots before linking, so apps set up vertex arrays as on Apple.
struct BaseEffectVariant: Hashable {
    var lights: [Bool]                  // light0, light1, light2 on
    var perPixel: Bool
    var colorMaterial: Bool
    var twoSided: Bool
    var textures: [GLKTextureEnvMode?]  // texture2d0, texture2d1: nil when off

    var lit: Bool { lights.contains(true) }

    /// The shared lighting code: the colour a surface of normal `n` at eye position `p` gets
    /// from the lights (OpenGL ES 1's fixed-function equation).
    private var lightingFunction: String {
        var s = """
        uniform vec4 u_sceneAmbient;
        uniform vec4 u_matAmbient; uniform vec4 u_matDiffuse; uniform vec4 u_matSpecular; uniform vec4 u_matEmissive;
        uniform float u_shininess;
        uniform vec4 u_lightPosition[3]; uniform vec4 u_lightAmbient[3]; uniform vec4 u_lightDiffuse[3];
        uniform vec4 u_lightSpecular[3]; uniform vec3 u_lightAttenuation[3];
        vec4 lightOne(int i, vec3 n, vec3 p, vec4 ambient, vec4 diffuse) {
            vec3 toLight = u_lightPosition[i].w == 0.0 ? normalize(u_lightPosition[i].xyz) : u_lightPosition[i].xyz - p;
            float d = length(toLight);
            vec3 l = toLight / max(d, 1e-6);
            float att = 1.0;
            if (u_lightPosition[i].w != 0.0) {
                att = 1.0 / (u_lightAttenuation[i].x + u_lightAttenuation[i].y * d + u_lightAttenuation[i].z * d * d);
            }
            float nl = max(dot(n, l), 0.0);
            vec4 c = u_lightAmbient[i] * ambient + nl * u_lightDiffuse[i] * diffuse;
            if (nl > 0.0 && u_shininess > 0.0) {
                vec3 h = normalize(l + vec3(0.0, 0.0, 1.0));
                c += pow(max(dot(n, h), 0.0), u_shininess) * u_lightSpecular[i] * u_matSpecular;
            }
            return att * c;
        }
        vec4 shade(vec3 n, vec3 p, vec4 vertexColor) {
            vec4 ambient = \(colorMaterial ? "vertexColor" : "u_matAmbient");
            vec4 diffuse = \(colorMaterial ? "vertexColor" : "u_matDiffuse");
            vec4 c = u_matEmissive + u_sceneAmbient * ambient;

        """
        for (i, on) in lights.enumerated() where on { s += "    c += lightOne(\(i), n, p, ambient, diffuse);\n" }
        s += "    return vec4(c.rgb, diffuse.a);\n}\n"
        return s
    }

    var vertexShader: String {
        var s = """
        attribute vec4 a_position; attribute vec3 a_normal; attribute vec4 a_color;
        attribute vec2 a_texCoord0; attribute vec2 a_texCoord1;
        uniform mat4 u_modelview; uniform mat4 u_projection; uniform mat3 u_normalMatrix;
        varying vec4 v_color; varying vec2 v_texCoord0; varying vec2 v_texCoord1;
        varying vec3 v_normal; varying vec3 v_eye;

        """
        if lit && !perPixel { s += lightingFunction }
        s += """
        void main() {
            vec4 eye = u_modelview * a_position;
            gl_Position = u_projection * eye;
            v_texCoord0 = a_texCoord0; v_texCoord1 = a_texCoord1;
            v_normal = normalize(u_normalMatrix * a_normal);
            v_eye = eye.xyz / eye.w;

        """
        s += lit && !perPixel ? "    v_color = shade(v_normal, v_eye, a_color);\n" : "    v_color = a_color;\n"
        s += "}\n"
        return s
    }

    var fragmentShader: String {
        var s = """
        precision mediump float;
        varying vec4 v_color; varying vec2 v_texCoord0; varying vec2 v_texCoord1;
        varying vec3 v_normal; varying vec3 v_eye;
        uniform sampler2D u_texture0; uniform sampler2D u_texture1;

        """
        if lit && perPixel { s += lightingFunction }
        s += "void main() {\n"
        if lit && perPixel {
            s += "    vec3 n = normalize(v_normal);\n"
            if twoSided { s += "    if (!gl_FrontFacing) n = -n;\n" }
            s += "    vec4 c = shade(n, v_eye, v_color);\n"
        } else {
            s += "    vec4 c = v_color;\n"
        }
        for (i, mode) in textures.enumerated() {
            guard let mode else { continue }
            s += "    vec4 t\(i) = texture2D(u_texture\(i), v_texCoord\(i));\n"
            switch mode {
            case .replace: s += "    c = t\(i);\n"
            case .modulate: s += "    c = c * t\(i);\n"
            case .decal: s += "    c = vec4(mix(c.rgb, t\(i).rgb, t\(i).a), c.a);\n"
            }
        }
        s += "    gl_FragColor = c;\n}\n"
        return s
    }
}

/// A linked program of one variant and where its uniforms are.
final class BaseEffectProgram {
    let program: GLuint
    let modelview, projection, normalMatrix, texture0, texture1: GLint
    let sceneAmbient, matAmbient, matDiffuse, matSpecular, matEmissive, shininess: GLint
    /// Per light (array elements are found one by one: GLSL does not promise them in a row).
    let lightPosition, lightAmbient, lightDiffuse, lightSpecular, lightAttenuation: [GLint]

    /// Compiles and links `variant` in the current context; nil (with GL's log on stderr) if
    /// the driver refuses it.
    init?(_ variant: BaseEffectVariant) {
        guard let vs = Self.compile(GLenum(GL_VERTEX_SHADER), variant.vertexShader),
              let fs = Self.compile(GLenum(GL_FRAGMENT_SHADER), variant.fragmentShader) else { return nil }
        let p = glCreateProgram()
        glAttachShader(p, vs); glAttachShader(p, fs)
        for (attribute, name) in [(GLKVertexAttrib.position, "a_position"), (.normal, "a_normal"), (.color, "a_color"),
                                  (.texCoord0, "a_texCoord0"), (.texCoord1, "a_texCoord1")] {
            glBindAttribLocation(p, GLuint(attribute.rawValue), name)
        }
        glLinkProgram(p)
        glDeleteShader(vs); glDeleteShader(fs)
        var linked: GLint = 0
        glGetProgramiv(p, GLenum(GL_LINK_STATUS), &linked)
        guard linked != 0 else {
            Diagnostics.warn("GLKBaseEffect: the program did not link: \(Self.log(p, program: true))")
            glDeleteProgram(p)
            return nil
        }
        program = p
        func at(_ name: String) -> GLint { glGetUniformLocation(p, name) }
        modelview = at("u_modelview"); projection = at("u_projection"); normalMatrix = at("u_normalMatrix")
        texture0 = at("u_texture0"); texture1 = at("u_texture1")
        sceneAmbient = at("u_sceneAmbient"); matAmbient = at("u_matAmbient"); matDiffuse = at("u_matDiffuse")
        matSpecular = at("u_matSpecular"); matEmissive = at("u_matEmissive"); shininess = at("u_shininess")
        func each(_ name: String) -> [GLint] { (0..<3).map { at("\(name)[\($0)]") } }
        lightPosition = each("u_lightPosition"); lightAmbient = each("u_lightAmbient"); lightDiffuse = each("u_lightDiffuse")
        lightSpecular = each("u_lightSpecular"); lightAttenuation = each("u_lightAttenuation")
    }

    private static func compile(_ kind: GLenum, _ source: String) -> GLuint? {
        let shader = glCreateShader(kind)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok != 0 else {
            Diagnostics.warn("GLKBaseEffect: a shader did not compile: \(log(shader, program: false))")
            glDeleteShader(shader)
            return nil
        }
        return shader
    }

    private static func log(_ object: GLuint, program: Bool) -> String {
        var buffer = [GLchar](repeating: 0, count: 2048)
        var length: GLsizei = 0
        if program { glGetProgramInfoLog(object, 2048, &length, &buffer) } else { glGetShaderInfoLog(object, 2048, &length, &buffer) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
