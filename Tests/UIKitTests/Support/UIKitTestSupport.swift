import XCTest
import UIKit
import LaminaTestSupport
@testable import QuartzCore

/// View tests on the virtual media clock: time moves only when a test moves it, and each
/// step commits the transaction and runs the animation engine as a frame would.
class ViewTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        // A screen left at another scale by an earlier test would pick other image files.
        MainActor.assumeIsolated { UIScreen.main.scale = 1 }
        MediaClock.virtualTime = 1000
        CATransaction.flush()
    }

    override func tearDown() {
        CATransaction.flush()
        AnimationEngine.shared.advance(to: .infinity)
        MediaClock.virtualTime = nil
        super.tearDown()
    }
}

/// Commits what is pending (the end of a main-loop turn).
@MainActor func commit() { CATransaction.flush() }

/// Moves the clock to `t` and runs a frame's animation step there.
@MainActor func advance(to t: CFTimeInterval) {
    MediaClock.virtualTime = t
    CATransaction.flush()
    AnimationEngine.shared.advance(to: t)
}

/// A view in a committed window-less tree, so its changes run actions.
@MainActor func committedView() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(v)
    commit()
    return (root, v)
}

/// Renders `view`'s layer tree into a `width`×`height` bitmap (top-left origin, as UIKit).
@MainActor func render(_ view: UIView, width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
    let ctx = makeBitmapContext(width: width, height: height)
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: scale, y: -scale)
    view.layer.render(in: ctx)
    return ctx
}

/// Records UIKit's hierarchy callbacks in order.
@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    weak var sink: RecordingView?
    var name = ""
    private func note(_ s: String) { (sink ?? self).log.append("\(name).\(s)") }
    override func willMove(toSuperview newSuperview: UIView?) { note("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { note("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
    var layouts = 0
    var layoutLog: ((String) -> Void)?
    /// Run in `layoutSubviews`, after logging.
    var onLayout: (() -> Void)?
    override func layoutSubviews() { layouts += 1; layoutLog?(name); onLayout?() }
}
