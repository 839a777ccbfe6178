import QuartzCore

/// What a view says of itself to assistive technologies (Apple: the UIAccessibility informal
/// protocol on views). What the app sets wins; unset, UIKit's views answer as on iOS: a label
/// is static text named by its text; a button is a button named by its title; a switch is a
/// button whose value is "1" or "0"; a slider is adjustable with its value as a percentage;
/// a text field's value is its text (or its placeholder while empty); an image view is an
/// image but not an element of its own; a disabled control adds `.notEnabled`, a selected one
/// `.selected`. Kept on the view's rarely used parts, so views that never hear of
/// accessibility stay small.
final class AccessibilityParts {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var containerType: UIAccessibilityContainerType?
}

extension UIView {
    var accessibilityParts: AccessibilityParts {
        if let a = rare?.accessibility { return a }
        let a = AccessibilityParts()
        rareParts.accessibility = a
        return a
    }
}

extension UIControl {
    /// A control's state as traits: disabled, selected.
    var controlStateTraits: UIAccessibilityTraits {
        var t: UIAccessibilityTraits = []
        if !isEnabled { t.insert(.notEnabled) }
        if isSelected { t.insert(.selected) }
        return t
    }
}
