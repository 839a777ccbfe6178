import QuartzCore

/// A trait (Apple, iOS 17: UITraitDefinition): what `registerForTraitChanges(_:handler:)` is
/// told about, named by its type (`UITraitUserInterfaceStyle.self`). Lamina's are the system
/// traits a `UITraitCollection` holds; custom traits are not built.
public protocol UITraitDefinition {
    /// The trait's unique name.
    static var identifier: String { get }
    /// The trait's name for people.
    static var name: String { get }
    /// Whether a change of it can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
    /// The trait's value in `traits`, compared before and after a change.
    static func value(in traits: UITraitCollection) -> AnyHashable
}

extension UITraitDefinition {
    public static var name: String { identifier }
    public static var affectsColorAppearance: Bool { false }
}

/// Any trait, as the registration methods take them (Apple: `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static var affectsColorAppearance: Bool { true }
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle.rawValue }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass.rawValue }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass.rawValue }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection.rawValue }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom.rawValue }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static var affectsColorAppearance: Bool { false }
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

extension UITraitCollection {
    /// The traits whose change can change how dynamic colours resolve (iOS 17).
    public static func systemTraitsAffectingColorAppearance() -> [UITrait] { [UITraitUserInterfaceStyle.self] }
    /// The traits whose change can change how images resolve (iOS 17).
    public static func systemTraitsAffectingImageLookup() -> [UITrait] { [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self] }
}
