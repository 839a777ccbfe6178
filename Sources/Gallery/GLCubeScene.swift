import GLKit
import UIKit

/// OpenGL inside Core Animation: a shaded cube spun by GL (a GLKView with a depth buffer,
/// GLKBaseEffect lighting each face) in a view whose layer Core Animation itself turns in 3D,
/// with rounded corners and a border — "just a layer" to the compositor.
public struct GLCubeScene: ViewScene, TickingScene {
    public init() {}
    public let name = "gl-cube"
    public let summary = "A lit cube spun by OpenGL ES in a GLKView whose layer Core Animation turns in 3D"
    public let isAnimated = true
    public var tickInterval: Double { 0 }

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        root.layer.sublayerTransform = perspective
        let side = min(size.width, size.height) * 0.62
        let cube = SpinningCubeView(frame: CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
        cube.layer.cornerRadius = 24
        cube.layer.masksToBounds = true
        cube.layer.borderWidth = 3
        cube.layer.borderColor = UIColor(white: 0.95, alpha: 1).cgColor
        cube.layer.transform = CATransform3DMakeRotation(.pi / 7, 0.3, 1, 0)
        root.addSubview(cube)
        cube.angle = 0
        return root
    }

    @MainActor private func update(_ root: UIView, time: Double) {
        for case let cube as SpinningCubeView in root.subviews { cube.angle = Float(time) }
    }

    public func tick(_ root: CALayer, time: Double) { withRootView(of: root) { update($0, time: time) } }
}

/// A GLKView subclass that draws a cube of six coloured, lit faces, turned by `angle` (in
/// seconds of spin).
final class SpinningCubeView: GLKView {
    private let effect = GLKBaseEffect()
    var angle: Float = 0 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame, context: EAGLContext(api: .openGLES2) ?? EAGLContext(api: .openGLES3)!)
        drawableDepthFormat = .format24
        drawableMultisample = .multisample4X
        effect.light0.enabled = GLboolean(GL_TRUE)
        effect.light0.diffuseColor = GLKVector4Make(0.8, 0.8, 0.8, 1)
        effect.light0.ambientColor = GLKVector4Make(0.1, 0.1, 0.1, 1)
        effect.light0.position = GLKVector4Make(0.4, 0.8, 1, 0)
        effect.colorMaterialEnabled = GLboolean(GL_TRUE)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let aspect = Float(max(1, drawableWidth)) / Float(max(1, drawableHeight))
        effect.transform.projectionMatrix = GLKMatrix4MakePerspective(GLKMathDegreesToRadians(45), aspect, 0.1, 100)
        var mv = GLKMatrix4MakeTranslation(0, 0, -5)
        mv = GLKMatrix4RotateX(mv, 0.5 + angle * 0.6)
        mv = GLKMatrix4RotateY(mv, angle)
        effect.transform.modelviewMatrix = mv
        effect.prepareToDraw()
        glClearColor(0.16, 0.18, 0.24, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_DEPTH_BUFFER_BIT))
        glEnable(GLenum(GL_DEPTH_TEST))
        let stride = GLsizei(MemoryLayout<GLfloat>.stride * 10)
        Self.vertices.withUnsafeBufferPointer { v in
            let base = UnsafeRawPointer(v.baseAddress!)
            for (attribute, offset, count) in [(GLKVertexAttrib.position, 0, 3), (.normal, 3, 3), (.color, 6, 4)] {
                glEnableVertexAttribArray(GLuint(attribute.rawValue))
                glVertexAttribPointer(GLuint(attribute.rawValue), GLint(count), GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                      base + offset * MemoryLayout<GLfloat>.stride)
            }
            glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(v.count / 10))
        }
        glDisableVertexAttribArray(GLuint(GLKVertexAttrib.normal.rawValue))
        glDisableVertexAttribArray(GLuint(GLKVertexAttrib.color.rawValue))
    }

    /// Six faces of two triangles: position, normal, colour per vertex.
    static let vertices: [GLfloat] = {
        let faces: [(normal: (Float, Float, Float), u: (Float, Float, Float), v: (Float, Float, Float), color: (Float, Float, Float))] = [
            ((0, 0, 1), (1, 0, 0), (0, 1, 0), (0.92, 0.33, 0.33)),
            ((0, 0, -1), (-1, 0, 0), (0, 1, 0), (0.33, 0.75, 0.4)),
            ((1, 0, 0), (0, 0, -1), (0, 1, 0), (0.33, 0.5, 0.95)),
            ((-1, 0, 0), (0, 0, 1), (0, 1, 0), (0.96, 0.8, 0.28)),
            ((0, 1, 0), (1, 0, 0), (0, 0, -1), (0.68, 0.4, 0.85)),
            ((0, -1, 0), (1, 0, 0), (0, 0, 1), (0.33, 0.82, 0.86)),
        ]
        var out: [GLfloat] = []
        for f in faces {
            let corners: [(Float, Float)] = [(-1, -1), (1, -1), (1, 1), (-1, -1), (1, 1), (-1, 1)]
            for (a, b) in corners {
                out += [f.normal.0 + a * f.u.0 + b * f.v.0, f.normal.1 + a * f.u.1 + b * f.v.1, f.normal.2 + a * f.u.2 + b * f.v.2,
                        f.normal.0, f.normal.1, f.normal.2, f.color.0, f.color.1, f.color.2, 1]
            }
        }
        return out
    }()
}
