import QuartzCore
import UIKit

/// The gallery's root view controller: one scene at a time filling the window. Navigation as
/// a user of a UIKit app expects it — → / space / n for the next scene and ← / p for the
/// previous (key commands), a tap on the background for the next, a swipe left or right.
/// A drag moves the layer under the finger; the wheel scrubs the scene's time (001 Listing
/// 5-4's pause by `speed` 0 and `timeOffset`), r resumes. With a `report` it says what it does,
/// one line each, for tests and `--print-state`.
@MainActor
public final class GalleryViewController: UIViewController {
    /// The scenes it cycles through.
    public let scenes: [Scene]
    public private(set) var index: Int
    private var live: LiveScene?
    /// The size and scale the shown scene was built for (it is built again when they change).
    private var built: (size: CGSize, scale: CGFloat)?
    private let reportLine: ((String) -> Void)?
    /// Set to show another title than the scene's.
    public var customTitle: String? { didSet { nameScene() } }

    /// The touch-down point of the touch the gallery's recognizers are deciding about.
    var pressPoint: CGPoint?
    /// The layer a drag moves, and the last point it followed.
    var drag: (layer: CALayer, last: CGPoint)?

    public init(scene: String?, scenes: [Scene] = Gallery.scenes, report: ((String) -> Void)? = nil) {
        self.scenes = scenes
        index = scene.flatMap { name in scenes.firstIndex { $0.name == name } } ?? 0
        reportLine = report
        super.init(nibName: nil, bundle: nil)
        nameScene()
    }

    required init?(coder: NSCoder) { fatalError("GalleryViewController is made in code, not from an archive") }

    /// The window's title and preferred size are the shown scene's.
    private func nameScene() {
        title = customTitle ?? "Lamina — \(scene.name)"
        preferredContentSize = scene.preferredSize
    }

    public var scene: Scene { scenes[index] }
    /// The shown scene's live tree (a layer scene's root, or a view scene's root view's layer).
    public var sceneRoot: CALayer? { live?.root }
    /// The shown scene's root view, for scenes made of views.
    public var sceneView: UIView? { live?.rootView }

    func report(_ line: String) { reportLine?(line) }

    public override func loadView() {
        let v = UIView()
        v.backgroundColor = .white
        v.layer.name = "gallery"
        view = v
        installGestures()
    }

    /// The scene is built for the view's size and the screen's scale: again when the window
    /// is resized or moves to an output of another scale.
    public override func viewDidLayoutSubviews() {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0, built?.size != size || built?.scale != UIScreen.main.scale else { return }
        if built?.size != size { report("size \(Int(size.width))x\(Int(size.height))") }
        // A scene laid out by constraints follows the new size itself (its root resizes with
        // this view); built again only for another scale.
        if scene.followsWindowSize, let b = built, b.scale == UIScreen.main.scale, live?.rootView != nil {
            built = (size, b.scale)
            return
        }
        show(index)
    }

    /// Shows scene `i` at the view's size (its animations start now).
    public func show(_ i: Int) {
        let n = scenes.count
        index = ((i % n) + n) % n
        drag = nil
        live?.stop()
        live?.rootView?.removeFromSuperview()
        live?.root.removeFromSuperlayer()
        // The screen is the output the window is on (the app host keeps its scale).
        let size = view.bounds.size, scale = UIScreen.main.scale
        built = (size, scale)
        let l = LiveScene(scene, size: size, scale: scale, report: reportLine)
        UIView.performWithoutAnimation {
            if let v = l.rootView { view.addSubview(v) } else { view.layer.addSublayer(l.root) }
        }
        live = l
        nameScene()
        report("scene \(scene.name)")
    }

    // MARK: Keys

    public override var keyCommands: [UIKeyCommand]? { navigationCommands }

    private lazy var navigationCommands: [UIKeyCommand] = {
        [UIKeyCommand(title: "Next Scene", input: UIKeyCommand.inputRightArrow) { [unowned self] _ in show(index + 1) },
         UIKeyCommand(title: "Previous Scene", input: UIKeyCommand.inputLeftArrow) { [unowned self] _ in show(index - 1) },
         UIKeyCommand(title: "Next Scene", input: " ") { [unowned self] _ in show(index + 1) },
         UIKeyCommand(title: "Next Scene", input: "n") { [unowned self] _ in show(index + 1) },
         UIKeyCommand(title: "Previous Scene", input: "p") { [unowned self] _ in show(index - 1) },
         UIKeyCommand(title: "Resume", input: "r") { [unowned self] _ in resume() }]
    }()

    /// Other text (composed characters included) is only reported.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let text = press.key?.characters, let c = text.unicodeScalars.first, c.value >= 0x20, c.value != 0x7F else { continue }
            report("typed \(text)")
        }
    }

    // MARK: Time

    /// Pauses the scene (speed 0) and moves its time by `seconds` (Listing 5-4's pause).
    func scrub(by seconds: Double) {
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

    func fmt(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
    func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}
