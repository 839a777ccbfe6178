import QuartzCore
import UIKit
import Shell
#if canImport(Glibc)
import Glibc
#endif

/// The gallery as an app: one scene at a time filling the window. Click the background or
/// press →/space/n for the next scene (←/p for the previous), drag a layer to move it,
/// scroll to scrub the scene's time (001 Listing 5-4's pause by `speed` 0 and `timeOffset`),
/// r to resume. With `printState` it reports what it does on stdout, one line each, for tests.
public final class GalleryApp: ShellApp {
    public let rootLayer = CALayer()
    public private(set) var index: Int
    private var live: LiveScene?
    /// Where state lines go (nil: nowhere).
    private let report: ((String) -> Void)?
    private var drag: (layer: CALayer, last: CGPoint)?
    private var press: CGPoint?
    private var scale: CGFloat = 1

    /// The scenes it cycles through.
    public let scenes: [Scene]

    public init(scene: String?, scenes: [Scene] = Gallery.scenes, report: ((String) -> Void)? = nil) {
        self.scenes = scenes
        index = scene.flatMap { name in scenes.firstIndex { $0.name == name } } ?? 0
        self.report = report
        rootLayer.name = "gallery"
        rootLayer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    }

    public var scene: Scene { scenes[index] }
    /// The scene's live tree.
    public var sceneRoot: CALayer? { live?.root }
    /// Set to show another title than the scene's.
    public var customTitle: String?
    public var title: String { customTitle ?? "Lamina — \(scene.name)" }
    public var preferredContentSize: CGSize { scene.preferredSize }

    private func report(_ line: String) { report?(line) }

    /// Shows scene `i` at the window's size (animations start now).
    public func show(_ i: Int) {
        let n = scenes.count
        index = ((i % n) + n) % n
        live?.stop()
        live?.root.removeFromSuperlayer()
        // The screen's scale is the window's: image views load @2x images on a 2× output.
        UIScreen.main.scale = rootLayer.contentsScale
        let l = LiveScene(scene, size: rootLayer.bounds.size, scale: rootLayer.contentsScale)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.addSublayer(l.root)
        CATransaction.commit()
        live = l
        report("scene \(scene.name)")
    }

    public func contentSizeDidChange(_ size: CGSize) {
        report("size \(Int(size.width))x\(Int(size.height))")
        show(index)
    }

    public func handle(_ event: InputEvent, hit: CALayer?) {
        switch event.kind {
        case let .pointerButton(p, button, pressed) where button == PointerButton.left:
            pressed ? begin(at: p, hit: hit) : end(at: p)
        case let .pointerMotion(p), let .touchMotion(0, p): moveDrag(to: p)
        case let .touchDown(0, p): begin(at: p, hit: hit)
        case .touchUp(0), .touchCancel: end(at: nil)      // a cancelled touch ends the drag where it is
        case let .scroll(_, _, dy, _, v120): scrub(by: v120 != 0 ? Double(v120) / 120 * 0.25 : dy / 40)
        case let .key(sym, text, true, _, _): key(sym, text)
        default: break
        }
    }

    private func begin(at p: CGPoint, hit: CALayer?) {
        press = p
        if let h = hit, h !== rootLayer, h !== live?.root { drag = (h, p) }
    }

    private func moveDrag(to p: CGPoint) {
        guard let d = drag, let parent = d.layer.superlayer else { return }
        // The pointer's movement in the dragged layer's superlayer space.
        let a = parent.convert(d.last, from: rootLayer), b = parent.convert(p, from: rootLayer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        d.layer.position = CGPoint(x: d.layer.position.x + b.x - a.x, y: d.layer.position.y + b.y - a.y)
        CATransaction.commit()
        drag = (d.layer, p)
        report("moved \(d.layer.name ?? "layer") \(fmt(d.layer.position.x)) \(fmt(d.layer.position.y))")
    }

    private func end(at p: CGPoint?) {
        defer { drag = nil; press = nil }
        guard drag == nil, let start = press else { return }
        // A click (no drag) on the background: the next scene.
        if let p, hypot(p.x - start.x, p.y - start.y) < 4 { show(index + 1) }
    }

    private func key(_ sym: UInt32, _ text: String) {
        switch sym {
        case KeySym.right, KeySym.space: show(index + 1)
        case KeySym.left: show(index - 1)
        default:
            switch text {
            case "n": show(index + 1)
            case "p": show(index - 1)
            case "r": resume()
            default:
                // Other text (composed characters included) is only reported.
                if let c = text.unicodeScalars.first, c.value >= 0x20, c.value != 0x7F { report("typed \(text)") }
            }
        }
    }

    /// Pauses the scene (speed 0) and moves its time by `seconds` (Listing 5-4's pause).
    private func scrub(by seconds: Double) {
        guard let root = live?.root else { return }
        if root.speed != 0 {
            let paused = root.convertTime(CACurrentMediaTime(), from: nil)
            root.speed = 0
            root.timeOffset = paused
        }
        root.timeOffset = max(0, root.timeOffset + seconds)
        report("time \(fmt(root.timeOffset - (live?.startLocalTime ?? 0)))")
    }

    /// Listing 5-4's resume: continue from the paused time.
    private func resume() {
        guard let root = live?.root, root.speed == 0 else { return }
        let paused = root.timeOffset
        root.speed = 1
        root.timeOffset = 0
        root.beginTime = 0
        root.beginTime = root.convertTime(CACurrentMediaTime(), from: nil) - paused
        report("resumed \(fmt(paused))")
    }

    public func shouldClose() -> Bool {
        report("close")
        return true
    }

    private func fmt(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
    private func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}
