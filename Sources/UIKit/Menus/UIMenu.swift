import Foundation

/// A list of actions and submenus (Apple: UIMenu), shown by a button or bar button item whose
/// `menu` it is. `.displayInline` puts a submenu's children in its parent's list between
/// separators; `.singleSelection` keeps one child checked (choosing one unchecks the others);
/// `.destructive` draws the submenu's title in red.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (Apple: UIMenu.Options).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The checked actions, inline submenus' included.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let a = child as? UIAction { return a.state == .on ? [a] : [] }
            if let m = child as? UIMenu, m.options.contains(.displayInline) { return m.selectedElements }
            return []
        }
    }

    /// The actions reached without opening a submenu (inline submenus' included).
    var inlineActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let a = child as? UIAction { return [a] }
            if let d = child as? UIDeferredMenuElement { return UIMenu(children: d.provided ?? []).inlineActions }
            if let m = child as? UIMenu, m.options.contains(.displayInline) { return m.inlineActions }
            return []
        }
    }

    /// A child was chosen: in a single-selection menu it becomes the checked one.
    func choose(_ action: UIAction) {
        if options.contains(.singleSelection), children.contains(where: { $0 === action }) {
            for case let a as UIAction in children { a.state = a === action ? .on : .off }
        }
        for case let m as UIMenu in children { m.choose(action) }
    }
}
