import Foundation
import UIKit
import QuartzCore

/// What updates a GLKViewController's model each frame (Apple: GLKViewControllerDelegate).
@MainActor
public protocol GLKViewControllerDelegate: AnyObject {
    /// Called once a frame, before the view draws.
    func glkViewControllerUpdate(_ controller: GLKViewController)
    /// Called when the controller pauses or resumes.
    func glkViewController(_ controller: GLKViewController, willPause pause: Bool)
}

extension GLKViewControllerDelegate {
    public func glkViewController(_ controller: GLKViewController, willPause pause: Bool) {}
}

/// A controller that runs a GLKView's frame loop (Apple: GLKViewController): while its view
/// is in a window and it is not paused, a display link at `preferredFramesPerSecond` updates
/// (the delegate's `glkViewControllerUpdate(_:)`, or `update()` of a subclass) and then
/// draws the view (`display()`). Its view is a GLKView whose delegate it is, unless given
/// another: override `glkView(_:drawIn:)` to draw.
///
/// Lamina: Apple calls a subclass's `update` method found by selector; here `update()` is an
/// overridable method that the delegate, when set, takes the place of.
open class GLKViewController: UIViewController, GLKViewDelegate {
    open weak var delegate: GLKViewControllerDelegate?
    /// The frame rate asked for (30 by default, as Apple's); the display's rate caps it.
    open var preferredFramesPerSecond: Int = 30 { didSet { link?.preferredFramesPerSecond = preferredFramesPerSecond } }
    /// The frame rate frames are made at.
    public var framesPerSecond: Int {
        let display = UIScreen.main.maximumFramesPerSecond
        return preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, display) : display
    }
    /// Pausing stops updates and draws (the delegate is told first).
    open var isPaused: Bool {
        get { paused }
        set {
            guard newValue != paused else { return }
            delegate?.glkViewController(self, willPause: newValue)
            paused = newValue
            if !newValue { lastResume = nil }
            syncLink()
        }
    }
    /// Pauses when the app resigns active (it stops drawing in the background).
    open var pauseOnWillResignActive = true
    /// Resumes when the app becomes active again.
    open var resumeOnDidBecomeActive = true
    /// Frames drawn since the controller first ran.
    public private(set) var framesDisplayed = 0
    public private(set) var timeSinceFirstResume: TimeInterval = 0
    public private(set) var timeSinceLastResume: TimeInterval = 0
    public private(set) var timeSinceLastUpdate: TimeInterval = 0
    public private(set) var timeSinceLastDraw: TimeInterval = 0

    private var paused = false
    private var link: CADisplayLink?
    private var firstResume: CFTimeInterval?, lastResume: CFTimeInterval?
    private var lastUpdate: CFTimeInterval?, lastDraw: CFTimeInterval?

    /// A GLKView filling the screen, drawing through this controller.
    open override func loadView() {
        let v = GLKView(frame: UIScreen.main.bounds)
        v.delegate = self
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let v = view as? GLKView, v.delegate == nil { v.delegate = self }
        observeActivity()
    }

    private let observers = ObserverTokens()

    private func observeActivity() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { if let self, self.pauseOnWillResignActive { self.isPaused = true } }
        })
        observers.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { if let self, self.resumeOnDidBecomeActive { self.isPaused = false } }
        })
    }


    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        (view as? GLKView)?.enableSetNeedsDisplay = false
        syncLink()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        syncLink()
    }

    /// The model's update for this frame, when no delegate does it. Does nothing by default.
    open func update() {}

    /// Draws the view's content (the view's framebuffer is bound). Does nothing by default.
    open func glkView(_ view: GLKView, drawIn rect: CGRect) {}

    private func syncLink() {
        let running = !paused && isAppeared
        if running, link == nil {
            let l = CADisplayLink { [weak self] link in
                MainActor.assumeIsolated {
                    if let self { self.frame(at: link.targetTimestamp) } else { link.invalidate() }
                }
            }
            l.preferredFramesPerSecond = preferredFramesPerSecond
            l.add(to: .main, forMode: .common)
            link = l
        } else if !running, let l = link {
            l.invalidate()
            link = nil
        }
    }

    private func frame(at t: CFTimeInterval) {
        if firstResume == nil { firstResume = t }
        if lastResume == nil { lastResume = t }
        timeSinceFirstResume = t - (firstResume ?? t)
        timeSinceLastResume = t - (lastResume ?? t)
        timeSinceLastUpdate = lastUpdate.map { t - $0 } ?? 0
        lastUpdate = t
        if let delegate { delegate.glkViewControllerUpdate(self) } else { update() }
        timeSinceLastDraw = lastDraw.map { t - $0 } ?? 0
        lastDraw = t
        (viewIfLoaded as? GLKView)?.display()
        framesDisplayed += 1
    }
}

/// Notification observers removed when their owner goes.
private final class ObserverTokens: @unchecked Sendable {
    private var tokens: [NSObjectProtocol] = []
    var isEmpty: Bool { tokens.isEmpty }
    func append(_ token: NSObjectProtocol) { tokens.append(token) }
    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}
