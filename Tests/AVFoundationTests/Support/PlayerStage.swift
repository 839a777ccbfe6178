import AVFoundation
import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// A player layer on a white host, rendered by a `CARenderer` at chosen times of the virtual
/// clock (as the headless twin renders): the frame a time shows is the one probed.
final class PlayerStage {
    let host = CALayer()
    let layer: AVPlayerLayer
    let context: CGContext
    private let renderer: CARenderer

    init(player: AVPlayer?, size: CGSize = CGSize(width: 64, height: 48), gravity: AVLayerVideoGravity = .resize) {
        layer = AVPlayerLayer(player: player)
        layer.videoGravity = gravity
        host.frame = CGRect(origin: .zero, size: size)
        host.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.frame = host.bounds
        host.addSublayer(layer)
        context = makeBitmapContext(width: Int(size.width), height: Int(size.height))
        renderer = CARenderer(context: context)
        renderer.layer = host
    }

    /// Renders the frame at virtual time `t` and returns the pixel at (x, y) from the top left.
    @discardableResult
    func frame(at t: CFTimeInterval, probe x: Int = 32, _ y: Int = 24) -> RGBA8 {
        MediaClock.virtualTime = t
        renderer.beginFrame(atTime: t, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return pixel(context, x, y)
    }

    /// Renders a frame on the real clock (as a window does: nothing waits for GStreamer).
    func frameNow() {
        MediaClock.virtualTime = nil
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
    }

    /// The counting clip's frame shown at virtual time `t` (nil: not counting greys).
    func countingFrame(at t: CFTimeInterval) -> Int? {
        frame(at: t)
        let w = context.width, h = context.height
        let left = pixel(context, w / 4, h / 2), right = pixel(context, 3 * w / 4, h / 2)
        guard let high = TestMedia.digit(ofGrey: left.g), let low = TestMedia.digit(ofGrey: right.g) else { return nil }
        return 6 * high + low
    }
}

/// Runs the main run loop until `condition` holds (at most `timeout` seconds): what the
/// player posts to the main queue (status, seek completions) arrives.
func spin(timeout: TimeInterval = 10, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        if Date() > deadline { return false }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }
    return true
}

/// Tests on the virtual clock, which stands at `t0` when each begins (media time 0 of a
/// player started then) and is the real clock again after.
class VirtualClockTestCase: XCTestCase {
    /// The virtual time the tests start playing at.
    let t0: CFTimeInterval = 1000

    override func setUp() {
        super.setUp()
        MediaClock.virtualTime = t0
    }
    override func tearDown() {
        MediaClock.virtualTime = nil
        super.tearDown()
    }
}
