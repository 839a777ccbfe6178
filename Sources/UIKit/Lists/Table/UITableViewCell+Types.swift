import QuartzCore

extension UITableViewCell {
    /// The classic layouts of a cell's built-in labels (Apple: UITableViewCell.CellStyle).
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label.
        case `default`
        /// A label on the left and a grey, right-aligned detail label on the right.
        case value1
        /// A small, right-aligned blue label on the left and a detail label after it.
        case value2
        /// A label with a smaller grey label under it.
        case subtitle
    }

    /// How a selected or highlighted cell looks (Apple: UITableViewCell.SelectionStyle).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// The standard control at a cell's trailing edge (Apple: UITableViewCell.AccessoryType).
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// What editing a row does (Apple: UITableViewCell.EditingStyle): the control a row shows
    /// in editing mode, and what `commit` is told.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// How the lines between rows are drawn (Apple: UITableViewCell.SeparatorStyle).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// The state a cell's configurations are updated for (Apple: UICellConfigurationState).
public struct UICellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false
    public var isFocused = false
    public var isSwiped = false
    public var isExpanded = false
    public init() {}
}
