import Foundation

/// One attribute of a view or layout guide, for making constraints (Apple: NSLayoutAnchor).
///
/// The subclasses carry the axis in the type, as UIKit's do: an `NSLayoutXAxisAnchor` relates
/// only to X-axis anchors, a `NSLayoutYAxisAnchor` to Y-axis ones and a `NSLayoutDimension`
/// to dimensions, so relating an X anchor to a Y anchor does not compile.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or layout guide of the anchor (nil once it is gone).
    public var item: AnyObject? { itemStorage.object }
    private let itemStorage: WeakItem
    let attribute: NSLayoutConstraint.Attribute
    /// A sum of anchors instead of one attribute (`anchorWithOffset(to:)`).
    let terms: [LayoutTerm]?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, terms: [LayoutTerm]? = nil) {
        itemStorage = WeakItem(item)
        self.attribute = attribute
        self.terms = terms
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier m: CGFloat,
              constant c: CGFloat) -> NSLayoutConstraint {
        let own = item ?? PlaceholderItem.shared
        let made = NSLayoutConstraint(own, attribute, relation, other.map { $0.item ?? PlaceholderItem.shared },
                                      other?.attribute ?? .notAnAttribute, multiplier: m, constant: c, system: nil)
        made.firstTerms = terms
        made.secondTerms = other?.terms
        return made
    }

    public nonisolated var description: String {
        MainActor.assumeIsolated { "\(item.map { LayoutDescriptions.name(of: $0) } ?? "nil").\(attribute)" }
    }
}

/// A horizontal location: left, right, leading, trailing, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension.offset(from: self, to: otherAnchor)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
}

/// A vertical location: top, bottom, centre Y, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension.offset(from: self, to: otherAnchor)
    }
    /// `self == anchor + multiplier × the system spacing` (8 points).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutDescriptions.systemSpacing * m)
    }
}

/// A width or height, or the distance between two anchors.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self == multiplier × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `to − from`, an anchor of two terms.
    static func offset<A: AnyObject>(from a: NSLayoutAnchor<A>, to b: NSLayoutAnchor<A>) -> NSLayoutDimension {
        var terms = b.terms ?? [LayoutTerm(item: b.item, attribute: b.attribute, coefficient: 1)]
        terms += (a.terms ?? [LayoutTerm(item: a.item, attribute: a.attribute, coefficient: 1)]).map {
            LayoutTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient)
        }
        return NSLayoutDimension(item: b.item, attribute: b.attribute.isHorizontal ? .width : .height, terms: terms)
    }
}

/// One weighted attribute of a compound anchor.
struct LayoutTerm {
    var item: AnyObject? { itemStorage.object }
    private let itemStorage: WeakItem
    var attribute: NSLayoutConstraint.Attribute
    var coefficient: CGFloat

    @MainActor init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat) {
        itemStorage = WeakItem(item)
        self.attribute = attribute
        self.coefficient = coefficient
    }
}

/// Stands for an item that was deallocated before its anchor made a constraint: the
/// constraint is then refused on activation, with a message.
@MainActor final class PlaceholderItem {
    static let shared = PlaceholderItem()
}
