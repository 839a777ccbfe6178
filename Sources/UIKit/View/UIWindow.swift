import QuartzCore

/// The root of a view hierarchy shown on a screen (Apple: UIWindow). In an app, a window made
/// key and visible fills the toplevel's content area; it delivers the app's touches to the
/// views they began in and keys to its first responder.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Windows are in front of ordinary content by this much (Apple: UIWindow.Level).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
    /// Where the window stacks among the app's windows (higher in front).
    @exclusivity(unchecked) open var windowLevel = Level.normal
    /// The screen the window is on.
    @exclusivity(unchecked) open var screen: UIScreen = .main
    /// The window's undo manager, where its responders' undo goes (made when first asked for).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()
    @exclusivity(unchecked) package var firstResponderStorage: UIResponder? {
        didSet { if firstResponderStorage !== oldValue, oldValue?.hasInputViews == true || firstResponderStorage?.hasInputViews == true { inputDock.scheduleUpdate() } }
    }
    /// The first responder's input views, docked at the bottom (Responder/InputViewDock.swift).
    var inputDock: InputViewDock {
        if let d = inputDockIfMade { return d }
        let d = InputViewDock(window: self)
        inputDockIfMade = d
        return d
    }
    private(set) var inputDockIfMade: InputViewDock?
    /// Gesture recognition for the touches in this window.
    let gestures = GestureArbiter()

    /// The scene the window is in (iOS 13 and later). A window shown without one is put in
    /// the app's scene.
    @exclusivity(unchecked) open weak var windowScene: UIWindowScene?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWindow()
    }

    /// A window in `windowScene`, the size of its screen (what a scene delegate makes in
    /// `scene(_:willConnectTo:options:)`).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        setUpWindow()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWindow()
    }

    private func setUpWindow() {
        isWindow = true
    }

    /// The controller whose view fills the window. Setting it puts the controller's view in
    /// the window (sized to it, following its size) and, if the window is shown, tells the
    /// old controller it disappeared and the new one it appeared.
    @exclusivity(unchecked) open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if isShown { old.disappear() }
                if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            }
            installRootView()
        }
    }

    public var isKeyWindow: Bool { UIApplication.sharedIfRunning?.keyWindow === self }

    /// Shows the window and makes it the app's key window (the one keys go to).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    open func makeKey() {
        UIApplication.sharedIfRunning?.windowBecameKey(self)
        installRootView()
    }

    private var isShown: Bool { !isHidden && UIApplication.sharedIfRunning?.windows.containsIdentical(self) == true }

    /// Launching is over: a shown window's root controller appears.
    package func launchFinished() { installRootView() }

    private func installRootView() {
        guard let vc = rootViewController else { return }
        let v: UIView = vc.view
        if v.superview !== self {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
        // While the app launches, the root controller appears once launching is done (iOS:
        // after application(_:didFinishLaunchingWithOptions:) returns).
        if isShown, !vc.isAppeared, !(UIApplication.sharedIfRunning?.isLaunching ?? false) { vc.appear() }
    }

    /// The window's next responder is its scene (whose next is the application).
    open override var next: UIResponder? { windowScene ?? UIApplication.sharedIfRunning }

    // MARK: Delivering events

    /// Sends each touch of `event` that changed to the gesture recognizers of its view and the
    /// view's ancestors, then to the view it began in (touches of one phase and view together)
    /// unless a recognizer cancelled or holds it; or a press event to the first responder.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent { deliverPresses(presses); return }
        gestures.deliver(event, in: self)
    }

    private static func isShake(_ key: UIKey) -> Bool {
        key.modifierFlags.contains(.control) && key.modifierFlags.contains(.command)
            && key.charactersIgnoringModifiers.lowercased() == "z"
    }

    private func deliverPresses(_ event: UIPressesEvent) {
        let target: UIResponder = firstResponderStorage ?? rootViewController ?? self
        // A key command anywhere up the chain takes a key going down instead (the press it
        // replaced, if the seat never said it went up, is still cancelled below).
        var presses = event.pressSet
        let began = presses.filter { $0.phase == .began }
        if began.count == 1, let press = began.first, let key = press.key {
            var r: UIResponder? = target
            // A text input's own keys are its own, unless a command asks for priority.
            let typing = target is UIKeyInput && target.isFirstResponder
            while let responder = r {
                if let command = responder.keyCommands?.first(where: {
                    $0.matches(key) && (!typing || $0.wantsPriorityOverSystemBehavior || !$0.isSystemBehavior(forTextInput: key))
                }) {
                    command.action(command)
                    presses.remove(press)
                    break
                }
                r = responder.next
            }
            if presses.isEmpty { return }
            // A desktop cannot be shaken: Ctrl+Super+Z, the iOS Simulator's Shake, stands for
            // it — a shake motion begins and ends at the first responder.
            if Self.isShake(key) {
                let motion = UIEvent(type: .motion, timestamp: event.timestamp)
                motion.subtype = .motionShake
                target.motionBegan(.motionShake, with: motion)
                target.motionEnded(.motionShake, with: motion)
                return
            }
            // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo in the chain's undo manager.
            if let command = UndoKeyCommand(key), let manager = target.undoManager {
                command.perform(on: manager)
                return
            }
            // Otherwise a standard edit action (Ctrl+C…) goes to the first responder up the
            // chain that can do it now.
            if let action = StandardEditAction(key) {
                var r: UIResponder? = target
                while let responder = r, !responder.canPerformEditAction(action) { r = responder.next }
                if let responder = r {
                    action.perform(on: responder)
                    return
                }
            }
        }
        let byPhase = Dictionary(grouping: presses, by: \.phase)
        if let began = byPhase[.began] { target.pressesBegan(Set(began), with: event) }
        if let changed = byPhase[.changed] { target.pressesChanged(Set(changed), with: event) }
        if let ended = byPhase[.ended] { target.pressesEnded(Set(ended), with: event) }
        if let cancelled = byPhase[.cancelled] { target.pressesCancelled(Set(cancelled), with: event) }
        // Text for a first responder that takes it (UIKeyInput): what the keys typed.
        guard let input = firstResponderStorage as? UIKeyInput else { return }
        for press in presses where press.phase == .began {
            guard let key = press.key else { continue }
            if key.keyCode == .keyboardDeleteOrBackspace { input.deleteBackward(); continue }
            if key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command) { continue }
            let text = key.characters
            if !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) || text == "\r" {
                input.insertText(text == "\r" ? "\n" : text)
            }
        }
    }
}
