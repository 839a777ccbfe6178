import Foundation

/// The reader's preferred text size (Apple: UIContentSizeCategory), in Apple's order from
/// extra small to the largest accessibility size. A Lamina app's is `.large`, iOS's default
/// (the desktop's text scaling does not reach it yet), so Dynamic Type fonts have their
/// default sizes; fonts asked for other categories (`compatibleWith:`) have Apple's sizes for
/// those.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in Apple's order (unspecified first).
    static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the category is in `ordered` (an unknown one counts as unspecified).
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// The five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }

    /// Posted (by UIApplication) when the reader's category changes; the new one is under
    /// `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIApplication {
    /// The reader's text size: iOS's default, `.large`.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// What can follow the reader's text size (Apple: UIContentSizeCategoryAdjusting): with
/// `adjustsFontForContentSizeCategory`, a Dynamic Type font is picked again when the category
/// changes. Lamina's category stays the default (`.large`), so the property is kept and has
/// nothing to follow yet.
@MainActor
public protocol UIContentSizeCategoryAdjusting {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
