import CWaylandClient

/// One monitor: its integer scale (wl_output.scale), which sizes buffers when no fractional
/// scale is offered.
public final class WaylandOutput {
    package let output: OpaquePointer
    public private(set) var scale: Int32 = 1
    private var pendingScale: Int32 = 1
    private let changed: () -> Void

    init(output: OpaquePointer, changed: @escaping () -> Void) {
        self.output = output
        self.changed = changed
        wl_output_add_listener(output, outputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func destroy() { wl_output_destroy(output) }

    fileprivate func scaleEvent(_ s: Int32) { pendingScale = max(1, s) }
    fileprivate func done() {
        guard pendingScale != scale else { return }
        scale = pendingScale
        changed()
    }
}

private func output(_ data: UnsafeMutableRawPointer?) -> WaylandOutput? {
    data.map { Unmanaged<WaylandOutput>.fromOpaque($0).takeUnretainedValue() }
}

nonisolated(unsafe) private let outputListener: UnsafeMutablePointer<wl_output_listener> = {
    let l = UnsafeMutablePointer<wl_output_listener>.allocate(capacity: 1)
    l.initialize(to: wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { _, _, _, _, _, _ in },
        done: { data, _ in output(data)?.done() },
        scale: { data, _, s in output(data)?.scaleEvent(s) },
        name: { _, _, _ in },
        description: { _, _, _ in }))
    return l
}()
