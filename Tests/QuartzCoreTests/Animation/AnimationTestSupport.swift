import XCTest
import QuartzCore

/// Deterministic animation time: the virtual media clock, advanced by hand, with the engine
/// stepped as a frame would step it. No sleeping.
class AnimationTestCase: XCTestCase {
    var root: CALayer!

    override func setUp() {
        super.setUp()
        MediaClock.virtualTime = 1000
        root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        CATransaction.flush()
    }

    override func tearDown() {
        func clear(_ l: CALayer) { l.removeAllAnimations(); l.sublayers?.forEach(clear) }
        clear(root)
        CATransaction.flush()
        AnimationEngine.shared.advance(to: .infinity)
        MediaClock.virtualTime = nil
        super.tearDown()
    }

    /// A layer in the tree, committed (so its changes run actions).
    func committedLayer<L: CALayer>(_ make: () -> L = { CALayer() }) -> L {
        let l = make()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(l)
        CATransaction.flush()
        return l
    }

    /// Moves the clock to `t` and runs a frame's animation step there.
    func advance(to t: CFTimeInterval) {
        MediaClock.virtualTime = t
        CATransaction.flush()
        AnimationEngine.shared.advance(to: t)
    }

    /// A CARenderer frame at media time `t` (the clock moved there too).
    func renderFrame(_ r: CARenderer, _ t: CFTimeInterval) {
        MediaClock.virtualTime = t
        r.beginFrame(atTime: t, timeStamp: nil); r.render(); r.endFrame()
    }

    func presented(_ l: CALayer, _ key: String) -> CGFloat? {
        Coerce.cgFloat(l.presentation()?.value(forKeyPath: key))
    }
}

final class DelegateRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "stop-finished" : "stop-removed") }
}
