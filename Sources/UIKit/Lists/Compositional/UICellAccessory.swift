import Foundation
import QuartzCore

/// A standard control at a list cell's edge (Apple: UICellAccessory). The editing ones —
/// delete, insert and multiselect — sit at the leading edge; the rest, and the reorder grip,
/// at the trailing edge; a custom view where its placement says. Each shows in the editing
/// states `displayed` names; a hidden one (`isHidden`) keeps its room but shows nothing and
/// does nothing, so rows with and without it line up.
public struct UICellAccessory {
    /// When an accessory shows (Apple: UICellAccessory.DisplayedState).
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }

    /// The room an accessory is given (Apple: UICellAccessory.LayoutDimension). `.standard` is
    /// the system's accessory room, 22 points here (the editing controls' circle); the
    /// accessory is centred in its room and keeps its own size.
    public enum LayoutDimension: Sendable, Equatable { case actual, standard, custom(CGFloat) }

    public typealias ActionHandler = () -> Void
    /// Where a custom accessory goes among the accessories on its edge (their indices run
    /// from the cell's outer edge inwards on the leading side, from the content outwards on
    /// the trailing side: left to right either way).
    public typealias Position = ([UICellAccessory]) -> Int

    /// Which edge a custom view goes to, when it shows, and where among that edge's others.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    enum Kind {
        case disclosureIndicator, checkmark, multiselect, detail(ActionHandler?)
        case delete(ActionHandler?), insert(ActionHandler?)
        case reorder(showsVerticalSeparator: Bool)
        case outlineDisclosure(ActionHandler?)
        case label(String, font: UIFont, adjustsFontForContentSizeCategory: Bool)
        case customView(UIView, maintainsFixedSize: Bool, position: Position)
    }
    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let leading: Bool

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
         tintColor: UIColor?, backgroundColor: UIColor? = nil, leading: Bool = false) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.leading = leading
    }

    /// Whether the accessory is part of the cell in this editing state.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    // MARK: The accessories

    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// The red minus. A tap runs `actionHandler`, or without one uncovers the row's trailing
    /// swipe actions (its list configuration's `trailingSwipeActionsConfigurationProvider`).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, leading: true)
    }
    /// The green plus; a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, leading: true)
    }
    /// The grip: a drag on it moves the item (the collection view's interactive movement,
    /// which asks the data source's `canMoveItemAt` and tells its `moveItemAt`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// The selection circle: empty, or filled with a checkmark while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, leading: true)
    }
    /// The chevron of an outline's parent row: pointing right while closed, down while open.
    /// A tap opens or closes the row's item in its section snapshot (or runs `actionHandler`
    /// instead, when given).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// A short text in the secondary label colour (the options' tint instead, when given).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, font: options.font, adjustsFontForContentSizeCategory: options.adjustsFontForContentSizeCategory),
                        displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }
    /// The info button; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }
    /// Any view, at the edge and position its placement gives.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, leading, position): (DisplayedState, Bool, Position)
        switch configuration.placement {
        case .leading(let d, let at): (displayed, leading, position) = (d, true, at)
        case .trailing(let d, let at): (displayed, leading, position) = (d, false, at)
        }
        return UICellAccessory(.customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize, position: position),
                               displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor, leading: leading)
    }

    // MARK: Options

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of the delete, insert and multiselect controls: a background colour fills
    /// the circle (red, green, or the tint when selected), the tint colours its mark.
    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// A hairline between the grip and the content.
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// How an outline disclosure looks (Apple: UICellAccessory.OutlineDisclosureOptions).
    public struct OutlineDisclosureOptions {
        public enum Style: Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (else it is given the row's standard
        /// accessory height, keeping its width).
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
