import CEGL
import CGLES
import Foundation
import QuartzCore

/// An OpenGL ES rendering context (Apple: EAGLContext): the GL state, the objects of its
/// sharegroup, and the bridge to `CAEAGLLayer` — `renderbufferStorage(_:from:)` and
/// `presentRenderbuffer(_:)` (EAGLContext+Drawables.swift). A context is current on one
/// thread at a time, per thread as in EAGL (`setCurrent(_:)`); GL calls go to the calling
/// thread's current context. Made on EGL over Mesa: hardware where a GPU's render node is
/// reachable, llvmpipe on the CPU otherwise.
///
/// Lamina: not an `NSObject` subclass (Apple's is); sendable, as apps hand a context to their
/// render thread.
open class EAGLContext: @unchecked Sendable {
    /// The OpenGL ES version asked for.
    public let api: EAGLRenderingAPI
    /// The objects this context shares with others.
    public let sharegroup: EAGLSharegroup
    /// A name for debugging tools.
    open var debugLabel: String?

    package let egl: EGLContext
    /// The pixel read-back of presents (its buffers are made on first present).
    package let readback: FrameReadback

    /// A context of `api` with a sharegroup of its own; nil when the machine has no OpenGL ES
    /// of that version (no EGL driver, or ES 1), as Apple returns nil (said once on stderr).
    public convenience init?(api: EAGLRenderingAPI) {
        self.init(api: api, sharegroup: nil)
    }

    /// A context of `api` sharing objects with the contexts of `sharegroup` (a new group when nil).
    public init?(api: EAGLRenderingAPI, sharegroup: EAGLSharegroup?) {
        guard api != .openGLES1 else {
            Self.sayUnavailable("OpenGL ES 1 is not offered (its fixed-function API is not in Lamina's OpenGLES); ask for .openGLES2 or .openGLES3")
            return nil
        }
        if let reason = EGLConnection.unavailableReason {
            Self.sayUnavailable(reason)
            return nil
        }
        let group = sharegroup ?? EAGLSharegroup()
        guard let root = group.root,
              let context = EGLConnection.makeContext(major: Int(api.rawValue), sharing: root) else {
            Self.sayUnavailable("EGL made no OpenGL ES \(api.rawValue) context (\(EGLConnection.errorName()))")
            return nil
        }
        self.api = api
        self.sharegroup = group
        egl = context
        readback = FrameReadback(sharegroup: group)
    }

    deinit {
        readback.retire()
        EGLConnection.destroy(egl)
    }

    private static let saidUnavailable = Locked(false)
    private static func sayUnavailable(_ reason: String) {
        let first = saidUnavailable.withLock { said in defer { said = true }; return !said }
        if first { Diagnostics.warn("EAGLContext: no OpenGL ES context: \(reason)") }
    }

    // MARK: The current context, per thread

    private static let currentKey = "lamina.EAGLContext.current"

    /// Makes `context` the calling thread's current context (nil: none), keeping it alive
    /// while it is. False, with a message, when it is current on another thread: a context is
    /// used by one thread at a time.
    @discardableResult
    open class func setCurrent(_ context: EAGLContext?) -> Bool {
        let thread = Thread.current
        guard EGLConnection.makeCurrent(context?.egl) else {
            let why = EGLConnection.errorName()
            if why == "EGL_BAD_ACCESS" {
                Diagnostics.warn("EAGLContext.setCurrent: the context is current on another thread; a context is used by one thread at a time (EGL_BAD_ACCESS)")
            } else {
                Diagnostics.warn("EAGLContext.setCurrent: EGL refused the context (\(why))")
            }
            return false
        }
        thread.threadDictionary[currentKey] = context
        return true
    }

    /// The calling thread's current context.
    open class func current() -> EAGLContext? {
        Thread.current.threadDictionary[currentKey] as? EAGLContext
    }

    /// Whether this context is current on the calling thread (GL calls reach it).
    package var isCurrentHere: Bool { EGLConnection.currentContext == egl }
}
