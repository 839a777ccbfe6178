import Foundation
import QuartzCore

/// A view a collection view reuses: the base of its cells and supplementary views (Apple:
/// UICollectionReusableView). A registered class is made through `init(registeredFor:)`,
/// which calls `init(frame:)` — so a subclass's own `override init(frame:)` runs, as in
/// UIKit (see UITableViewCell for why Swift needs this).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?
    /// The kind of a supplementary view (its reuse queue is the kind's and identifier's).
    var supplementaryKind: String?
    /// The collection view's tiling pass that last placed the view.
    var tileMark = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a view of a registered class.
    public required convenience init(registeredFor reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view is handed out again: reset per-item state here.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (frame, alpha, z order, transform).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants, for a self-sizing item: the default fits the view's
    /// constraints (or `sizeThatFits`) at the attributes' width.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let target = layoutAttributes.size
        let axes = layoutAttributes.estimatedAxes
        let root = (self as? UICollectionViewCell)?.contentView ?? self
        var size = target
        if UITableViewCell.usesConstraints(root) {
            let s = root.systemLayoutSizeFitting(CGSize(width: axes.width ? 0 : target.width, height: axes.height ? 0 : target.height),
                                                 withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                                 verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
            size = s
        } else {
            let bound = CGSize(width: axes.width ? 0 : target.width, height: 0)
            let s = root.subviews.reduce(CGSize.zero) { acc, v in
                let f = v.sizeThatFits(bound)
                return CGSize(width: max(acc.width, f.width), height: max(acc.height, f.height))
            }
            size = s
        }
        if axes.width, size.width >= 1 { fitted.size.width = size.width.rounded(.up) }
        if axes.height, size.height >= 1 { fitted.size.height = size.height.rounded(.up) }
        return fitted
    }
}

/// One item of a collection view (Apple: UICollectionViewCell): content in `contentView`,
/// a background, a selected background shown while selected or highlighted, and the
/// configurations of the modern API.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private let contentViewStorage = UIView()
    open var contentView: UIView { contentViewStorage }
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectionLook()
        }
    }
    private var selectedStorage = false, highlightedStorage = false
    /// Whether the collection view is editing and lets this item edit (its delegate's
    /// `canEditItemAt`): the configuration state's `isEditing`.
    var editingStorage = false {
        didSet { if editingStorage != oldValue { editingDidChange(); stateDidChange() } }
    }
    open var isSelected: Bool {
        get { selectedStorage }
        set { guard newValue != selectedStorage else { return }; selectedStorage = newValue; stateDidChange() }
    }
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { guard newValue != highlightedStorage else { return }; highlightedStorage = newValue; stateDidChange() }
    }
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    private let configured = ConfiguredViews()
    private var configuredContentView: (UIView & UIContentView)? { configured.content }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        encapsulatedHeightYields = true
        contentViewStorage.encapsulatedHeightYields = true
        encapsulatedWidthYields = true
        contentViewStorage.encapsulatedWidthYields = true
        contentViewStorage.frame = bounds
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState()
        s.isSelected = selectedStorage
        s.isHighlighted = highlightedStorage
        s.isEditing = editingStorage
        return s
    }

    /// Updates the configurations for a new state; override to restyle (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, contentConfiguration != nil { applyContentConfiguration() }
        if automaticallyUpdatesBackgroundConfiguration, backgroundConfiguration != nil { applyBackgroundConfiguration() }
    }

    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Another appearance: the configurations are updated (UIKit updates a cell's
    /// configuration when its traits change).
    override func resolveColorsForInterfaceStyle() { setNeedsUpdateConfiguration() }

    /// Both background views fill the cell, whatever size it had when they were set (UIKit
    /// keeps them at its bounds).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// A list cell shows or hides its editing accessories.
    func editingDidChange() {}

    private func stateDidChange() {
        updateSelectionLook()
        updateConfiguration(using: configurationState)
    }

    private func updateSelectionLook() {
        guard let v = selectedBackgroundView else { return }
        if v.superview !== self {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(v, belowSubview: contentView)
        }
        UIView.performWithoutAnimation { v.alpha = selectedStorage || highlightedStorage ? 1 : 0 }
    }

    private func applyContentConfiguration() {
        configured.applyContent(contentConfiguration, state: configurationState, update: automaticallyUpdatesContentConfiguration, in: contentView)
    }

    private func applyBackgroundConfiguration() {
        configured.applyBackground(backgroundConfiguration, state: configurationState,
                                   update: automaticallyUpdatesBackgroundConfiguration, in: self)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if let v = configuredContentView, !UITableViewCell.usesConstraints(contentView) || contentView.subviews.count == 1 {
            let fitted = layoutAttributes.copy()
            fitted.size = CGSize(width: layoutAttributes.size.width,
                                 height: v.sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0)).height.rounded(.up))
            return fitted
        }
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}
