import Foundation
import QuartzCore

/// What a colour picker tells (Apple: UIColorPickerViewControllerDelegate). Every method has
/// a default that does nothing (Swift has no optional protocol methods).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// A colour was chosen: `continuously` while a slider is still being dragged.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The iOS 14 form, called after the one above when a choice is final.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was closed (its close button).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// Picks a colour (Apple: UIColorPickerViewController). Present it: a sheet with the colour
/// chosen so far, a grid of swatches (greys, then twelve hues from deep to pale) and sliders
/// (red, green and blue, and a hex field), an opacity slider when `supportsAlpha`, and a
/// close button. Each choice goes to the delegate; closing tells it and dismisses the sheet.
///
/// Lamina: iOS's spectrum tab and eyedropper are absent; the grid and sliders are.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour chosen (setting it shows it without telling the delegate).
    open var selectedColor: UIColor = .white { didSet { if !applying { showSelection() } } }
    /// Whether the opacity slider shows (true by default); without it, colours are opaque.
    open var supportsAlpha = true { didSet { if isViewLoaded { layOutControls() } } }
    private var applying = false

    let panel = ColorPickerPanel()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Colors"
        modalPresentationStyle = .pageSheet
        preferredContentSize = CGSize(width: 360, height: 520)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Colors"
    }

    open override func loadView() {
        view = panel
        panel.titleLabel.text = title
        panel.closeButton.addAction(UIAction { [unowned self] _ in finish() }, for: .touchUpInside)
        panel.picked = { [unowned self] color, continuously in pick(color, continuously: continuously) }
        layOutControls()
        showSelection()
    }

    private func layOutControls() {
        panel.showsOpacity = supportsAlpha
        panel.setNeedsLayout()
    }

    private func showSelection() {
        guard isViewLoaded else { return }
        panel.show(selectedColor)
    }

    /// A choice in the panel: kept, shown, and told.
    private func pick(_ color: UIColor, continuously: Bool) {
        let chosen = supportsAlpha ? color : color.withAlphaComponent(1)
        applying = true
        selectedColor = chosen
        applying = false
        panel.show(chosen)
        delegate?.colorPickerViewController(self, didSelect: chosen, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    private func finish() {
        delegate?.colorPickerViewControllerDidFinish(self)
        dismiss(animated: true)
    }
}
