import CEGL
import CGLES
import Foundation

/// The one thread that finishes presents for every context: it waits on each present's fence
/// and copies its pixels out, with the sharegroup's root context current. Jobs run in the
/// order posted. Idle, it sleeps on a condition.
package final class ReadbackThread: @unchecked Sendable {
    package enum Job: @unchecked Sendable {
        case read(FrameReadback.ReadJob)
        case deleteBuffers([GLuint], root: EGLContext, keepAlive: EAGLSharegroup)
        case destroyContext(EGLContext)
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var started = false
    /// The root context current on the thread (read-back thread only).
    private var current: EGLContext?

    package func post(_ job: Job) {
        condition.lock()
        jobs.append(job)
        if !started {
            started = true
            let t = Thread { [self] in loop() }
            t.name = "lamina.gl-readback"
            t.start()
        }
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            run(job)
        }
    }

    private func run(_ job: Job) {
        switch job {
        case .read(let r):
            guard use(r.root) else { r.frames.drop(); r.owner.giveBack(r.buffer); return }
            r.run()
        case .deleteBuffers(var names, let root, _):
            guard use(root) else { return }
            glDeleteBuffers(GLsizei(names.count), &names)
        case .destroyContext(let context):
            if current == context { _ = EGLConnection.makeCurrent(nil); current = nil }
            EGLConnection.destroy(context)
        }
    }

    /// Makes `root` current on this thread if it is not.
    private func use(_ root: EGLContext?) -> Bool {
        guard let root else { return false }
        if current == root { return true }
        guard EGLConnection.makeCurrent(root) else { return false }
        current = root
        return true
    }
}
