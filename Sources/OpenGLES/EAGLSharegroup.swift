import CEGL
import CGLES
import QuartzCore

/// The objects (textures, buffers, renderbuffers, programs) contexts share (Apple:
/// EAGLSharegroup): contexts made with the same sharegroup see each other's objects. A group
/// also has a hidden context of its own, the root the others share with, that the read-back
/// thread maps presented pixels through.
public final class EAGLSharegroup: @unchecked Sendable {
    /// A name for debugging tools.
    public var debugLabel: String?

    /// The hidden root context (nil when EGL has none to give).
    package let root: EGLContext?
    /// Renderbuffers stored from a drawable, by GL name: renderbuffers are shared objects, so
    /// any context of the group may present them.
    package let drawables = Locked<[GLuint: DrawableStorage]>([:])

    package init() {
        root = EGLConnection.makeContext(major: 3, sharing: nil) ?? EGLConnection.makeContext(major: 2, sharing: nil)
    }

    deinit {
        if let root { FrameReadback.thread.post(.destroyContext(root)) }
    }
}

/// A renderbuffer's storage made from a `CAEAGLLayer`: its size in pixels, and where its
/// presented frames go.
package struct DrawableStorage {
    package weak var layer: CAEAGLLayer?
    package let frames: PresentedFrames
    package let width: Int, height: Int
    /// The colour format has no alpha (RGB565).
    package let formatIsOpaque: Bool
}
