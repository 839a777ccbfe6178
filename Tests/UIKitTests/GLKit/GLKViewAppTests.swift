import XCTest
import GLKit
import Shell
@testable import QuartzCore
@testable import UIKit
import LaminaTestSupport

/// A GLKViewController that clears to red on even frames and blue on odd ones.
final class AlternatingController: GLKViewController {
    var updates = 0
    var draws: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        (view as! GLKView).context = EAGLContext(api: .openGLES2)
    }
    override func update() { updates += 1 }
    override func glkView(_ view: GLKView, drawIn rect: CGRect) {
        draws.append(framesDisplayed)
        let even = framesDisplayed % 2 == 0
        glClearColor(even ? 1 : 0, 0, even ? 0 : 1, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }
}

/// GLKView and GLKViewController in a launched app, frames from the headless twin.
final class GLKViewAppTests: AppTestCase {
    /// Mesa's CPU renderer, so probes read the same with a GPU or without (before the first context).
    override class func setUp() {
        super.setUp()
        setenv("LIBGL_ALWAYS_SOFTWARE", "1", 1)
    }

    override func tearDown() {
        EAGLContext.setCurrent(nil)
        super.tearDown()
    }

    @MainActor private static func launch<C: UIViewController>(_ root: @escaping @MainActor () -> C, scale: CGFloat = 1) -> (HeadlessPlatform, C) {
        HostingAppDelegate.makeRoot = root
        let platform = UIApplication.launchHeadless(HostingAppDelegate.self, size: CGSize(width: 120, height: 80), scale: scale)
        return (platform, UIApplication.shared.keyWindow!.rootViewController as! C)
    }

    /// Each frame shows what GL drew for that frame: the controller updates, the view draws
    /// and presents, and the frame waits for its pixels on the virtual clock.
    nonisolated func testTheControllersFrameLoopDrawsEveryFrame() throws {
        MainActor.assumeIsolated {
            let (platform, controller) = Self.launch { () -> AlternatingController in
                let c = AlternatingController()
                c.preferredFramesPerSecond = 60
                return c
            }
            defer { platform.finish() }
            var shown: [RGBA8] = []
            platform.run(events: [], duration: 5.0 / 60) { _, _, image in shown.append(pixel(image, 60, 40)) }
            XCTAssertGreaterThanOrEqual(controller.framesDisplayed, 4)
            XCTAssertEqual(controller.updates, controller.framesDisplayed, "one update per draw")
            XCTAssertEqual(controller.draws, Array(0..<controller.framesDisplayed))
            // From the first frame the loop ran in, frames alternate red and blue.
            let first = try? XCTUnwrap(shown.firstIndex { $0 == .red || $0 == .blue })
            XCTAssertNotNil(first)
            for (i, p) in shown.enumerated().dropFirst(first ?? 0) {
                XCTAssertTrue(p == .red || p == .blue, "frame \(i): \(p)")
                if i > 0, shown[i - 1] == .red || shown[i - 1] == .blue { XCTAssertNotEqual(p, shown[i - 1], "frame \(i) alternates") }
            }
            let (view, ctl) = (controller.view as! GLKView, controller)
            XCTAssertEqual(view.drawableWidth, 120); XCTAssertEqual(view.drawableHeight, 80)
            ctl.isPaused = true
            let drawn = ctl.framesDisplayed
            platform.run(events: [], duration: platform.time(ofFrame: platform.frameIndex) + 3.0 / 60)
            XCTAssertEqual(ctl.framesDisplayed, drawn, "paused: no draws")
            ctl.isPaused = false
            platform.run(events: [], duration: platform.time(ofFrame: platform.frameIndex) + 3.0 / 60)
            XCTAssertGreaterThan(ctl.framesDisplayed, drawn, "resumed")
        }
    }

    /// A GLKView with a delegate draws at the display pass after setNeedsDisplay, at the
    /// window's scale (the drawable is the view's size in pixels).
    nonisolated func testAGLKViewDrawsThroughItsDelegateAtTheWindowsScale() throws {
        MainActor.assumeIsolated {
            final class Painter: GLKViewDelegate {
                var green: GLfloat = 1
                var calls = 0
                func glkView(_ view: GLKView, drawIn rect: CGRect) {
                    calls += 1
                    glClearColor(0, green, 1 - green, 1)
                    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
                }
            }
            let painter = Painter()
            let (platform, controller) = Self.launch({ () -> UIViewController in
                let c = UIViewController()
                let v = GLKView(frame: CGRect(x: 10, y: 10, width: 50, height: 30), context: EAGLContext(api: .openGLES2)!)
                v.delegate = painter
                c.view.addSubview(v)
                return c
            }, scale: 2)
            defer { platform.finish() }
            let view = controller.view.subviews[0] as! GLKView
            var image = platform.renderFrame()!
            XCTAssertEqual(view.drawableWidth, 100); XCTAssertEqual(view.drawableHeight, 60)
            XCTAssertEqual(pixel(image, 70, 50), .green)
            XCTAssertEqual(painter.calls, 1)
            image = platform.renderFrame()!
            XCTAssertEqual(painter.calls, 1, "nothing asked for a redraw")
            painter.green = 0
            view.setNeedsDisplay()
            image = platform.renderFrame()!
            XCTAssertEqual(painter.calls, 2)
            XCTAssertEqual(pixel(image, 70, 50), .blue)
            let snapshot = view.snapshot
            XCTAssertEqual(snapshot.size, CGSize(width: 50, height: 30))
            XCTAssertEqual(pixel(snapshot.cgImage!, 5, 5), .blue)
        }
    }

    /// A render thread presents; the window's next frame shows it.
    nonisolated func testAPresentFromARenderThreadReachesTheNextFrame() throws {
        MainActor.assumeIsolated {
            let (platform, controller) = Self.launch { UIViewController() }
            defer { platform.finish() }
            let layer = CAEAGLLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            controller.view.layer.addSublayer(layer)
            let before = platform.renderFrame()!
            XCTAssertNotEqual(pixel(before, 20, 20), .green)
            let presented = Self.presentGreenFromAnotherThread(to: layer)
            XCTAssertTrue(presented)
            let after = platform.renderFrame()!
            XCTAssertEqual(pixel(after, 20, 20), .green)
            XCTAssertNotEqual(pixel(after, 60, 60), .green)
        }
    }

    /// Replays of a GL app are byte-identical frame for frame.
    nonisolated func testReplayedFramesAreIdentical() throws {
        MainActor.assumeIsolated {
            @MainActor func frames() -> [Data] {
                let (platform, _) = Self.launch { () -> AlternatingController in
                    let c = AlternatingController()
                    c.preferredFramesPerSecond = 60
                    return c
                }
                defer { platform.finish(); UIApplication.uninstall() }
                var out: [Data] = []
                platform.run(events: [], duration: 4.0 / 60) { _, _, image in out.append(image.pngData()!) }
                return out
            }
            let a = frames(), b = frames()
            XCTAssertEqual(a.count, b.count)
            XCTAssertEqual(a, b)
        }
    }

    /// A render thread's context clears `layer`'s renderbuffer green and presents.
    private static func presentGreenFromAnotherThread(to layer: CAEAGLLayer) -> Bool {
        nonisolated(unsafe) let target = layer
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var ok = false
        Thread.detachNewThread {
            defer { done.signal() }
            guard let c = EAGLContext(api: .openGLES2), EAGLContext.setCurrent(c) else { return }
            defer { EAGLContext.setCurrent(nil) }
            var fb: GLuint = 0, rb: GLuint = 0
            glGenFramebuffers(1, &fb); glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
            glGenRenderbuffers(1, &rb); glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), rb)
            guard c.renderbufferStorage(Int(GL_RENDERBUFFER), from: target) else { return }
            glViewport(0, 0, 40, 40)
            glClearColor(0, 1, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            ok = c.presentRenderbuffer(Int(GL_RENDERBUFFER))
        }
        done.wait()
        return ok
    }
}
