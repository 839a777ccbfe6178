import QuartzCore
import Foundation

/// Holds a touch's delivery to a scroll view's content for 150 ms: it fails then (or when the
/// touch ends), letting the held touches through; the pan recognizing first drops them.
@MainActor
final class ContentTouchDelay: UIGestureRecognizer {
    private var generation = 0
    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { $0.view is ImmediateContentTouches }) { state = .failed; return }
        generation += 1
        let mine = generation
        after(0.15) { [weak self] in
            guard let self, self.generation == mine, self.state == .possible else { return }
            self.state = .failed
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
    override func reset() { generation += 1 }
    /// It never recognizes, so it never stands in another's way.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
