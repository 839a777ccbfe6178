import QuartzCore

/// The caret of editable text: a bar in the tint colour that shows half a second and hides
/// half a second, as UIKit's does while idle; moving it restarts the blink shown.
@MainActor
final class CaretView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("CaretView is made in code") }

    func startBlinking() {
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        layer.add(blink, forKey: "blink")
    }

    func stopBlinking() {
        layer.removeAnimation(forKey: "blink")
        isHidden = true
    }
}
