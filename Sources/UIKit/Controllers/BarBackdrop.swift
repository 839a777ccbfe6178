import QuartzCore

/// What a navigation bar, a toolbar and a tab bar draw behind their items: by default (iOS
/// 13's look) a nearly opaque background in the bar tint (white when none) reaching past the
/// bar over the safe area beside it, and a hairline on the edge facing the content; or what
/// the bar's appearance says (UIBarAppearance.swift, `show`).
@MainActor
final class BarBackdrop {
    let background = UIView(), hairline = UIView()
    /// The appearance's `backgroundEffect`, under the background: made only once one is set
    /// (a backdrop alive makes every frame look for backdrops).
    private var effect: UIVisualEffectView?

    init() {
        background.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = .barHairline
    }

    func install(in bar: UIView) {
        bar.addSubview(background)
        bar.addSubview(hairline)
    }

    func showEffect(_ blur: UIBlurEffect?) {
        if blur == nil, effect == nil { return }
        if effect == nil, let bar = background.superview {
            let made = UIVisualEffectView(effect: nil)
            made.isUserInteractionEnabled = false
            made.frame = background.frame
            bar.insertSubview(made, belowSubview: background)
            effect = made
        }
        effect?.effect = blur
        effect?.isHidden = blur == nil
    }

    /// Lays the backdrop out in `bounds`, reaching `extension` points past the edge away from
    /// the content; the hairline on the content's side (below a top bar, above a bottom one).
    func layout(in bounds: CGRect, extension reach: CGFloat, contentBelow: Bool) {
        let line = 1 / max(1, UIScreen.main.scale)
        if contentBelow {
            background.frame = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach)
            hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: line)
        } else {
            background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + reach)
            hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
        }
        effect?.frame = background.frame
    }
}
