import CGLES

/// The vertex attribute slots GLKit's effects read (Apple: GLKVertexAttrib): pass
/// `GLuint(GLKVertexAttrib.position.rawValue)` to `glEnableVertexAttribArray` and
/// `glVertexAttribPointer`.
public enum GLKVertexAttrib: GLint, Sendable {
    case position = 0
    case normal = 1
    case color = 2
    case texCoord0 = 3
    case texCoord1 = 4
}
