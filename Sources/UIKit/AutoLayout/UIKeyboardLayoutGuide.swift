import Foundation

/// The layout guide of the software keyboard (Apple: UIKeyboardLayoutGuide, `view.keyboardLayoutGuide`).
/// Lamina's windows take a hardware keyboard and show none on screen, so the guide stays where
/// iOS keeps it while the keyboard is hidden: along the bottom of the owning view, as tall as
/// the view's bottom safe area. Content pinned above it (`bottomAnchor` to its `topAnchor`)
/// sits at the safe area's bottom.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (there is none here).
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide spans the bottom safe area (iOS 17: true) or has no
    /// height at the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue, let owner = owningView { owner.safeAreaDidChangeInSubtree() } }
    }
    /// How far below the keyboard's top a drag dismisses it interactively (no keyboard here).
    open var keyboardDismissPadding: CGFloat = 0

    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner, identifier: "UIViewKeyboardLayoutGuide")
    }
}
