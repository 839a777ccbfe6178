import QuartzCore

/// Follows the pointer over the key window for the pointer interactions: at each move, the
/// innermost view under it with an interaction whose region holds it — or a text field or
/// text view, which show the text beam as on iPadOS — gives the style. Entering and leaving
/// regions is told to the delegates; the style's cursor is what the window shows
/// (`cursorName`, asked by the shell after each pointer event) and its effect is put on its
/// view (`PointerEffectState`).
@MainActor final class PointerTracker {
    static let shared = PointerTracker()

    /// The cursor theme's name the app asks for (nil: the arrow; "": hidden).
    private(set) var cursorName: String?
    private var active: (interaction: UIPointerInteraction, region: UIPointerRegion)?
    private var effect: PointerEffectState?
    private var last: (point: CGPoint, window: UIWindow)?

    func pointer(at p: CGPoint?, in window: UIWindow?) {
        last = p.flatMap { p in window.map { (p, $0) } }
        var found: (UIPointerInteraction, UIPointerRegion)?
        var beam = false
        if let p, let window {
            var v = window.hitTest(p, with: nil)
            search: while let view = v {
                for case let i as UIPointerInteraction in view.interactions where i.isEnabled {
                    let local = view.convert(p, from: window)
                    if let region = i.region(at: local, modifiers: []), region.rect.contains(local) {
                        found = (i, region)
                        break search
                    }
                }
                if Self.showsTextBeam(view) { beam = true; break }
                v = view.superview
            }
        }
        if let a = active, found.map({ $0.0 !== a.interaction || !$0.1.isSame(as: a.region) }) ?? true {
            active = nil
            let animator = PointerAnimator()
            a.interaction.delegate?.pointerInteraction(a.interaction, willExit: a.region, animator: animator)
            effect?.remove()
            effect = nil
            animator.run()
        }
        if let (interaction, region) = found, active == nil {
            active = (interaction, region)
            let style = interaction.style(for: region)
            let animator = PointerAnimator()
            interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
            if let e = style?.effect { effect = PointerEffectState(e) }
            cursorName = style?.cursorName
            animator.run()
        } else if found == nil {
            cursorName = beam ? "xterm" : nil
        }
    }

    /// The app is done: nothing is under the pointer any more.
    func reset() {
        effect?.remove()
        effect = nil
        active = nil
        last = nil
        cursorName = nil
    }

    /// An interaction's region or style may have changed: asked again where the pointer is.
    func invalidate(_ interaction: UIPointerInteraction) {
        guard let a = active, a.interaction === interaction else { return }
        active = nil
        effect?.remove()
        effect = nil
        cursorName = nil
        if let last { pointer(at: last.point, in: last.window) }
    }

    /// Text that can be selected or edited under the pointer shows the text cursor.
    private static func showsTextBeam(_ view: UIView) -> Bool {
        if let field = view as? UITextField { return field.isEnabled }
        if let text = view as? UITextView { return text.isEditable || text.isSelectable }
        return false
    }
}

/// The animations and completions a delegate adds while the pointer enters or leaves a
/// region, run together (a short ease-out, as the pointer's own transitions are).
@MainActor final class PointerAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { for a in animations { a() } },
                       completion: { done in for c in completions { c(done) } })
    }
}
