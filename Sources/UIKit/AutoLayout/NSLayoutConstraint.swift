import Foundation

/// A relation between two attributes of views or layout guides (Apple: NSLayoutConstraint):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Activating installs it on the two items' nearest common ancestor (whose `constraints`
/// list it joins) and adds it at once to the layout engine of their hierarchy, an
/// incremental Cassowary solver: the next layout pass reads the solution. Changing `constant`
/// re-solves incrementally; `multiplier` and the items are fixed, as in UIKit.
///
/// Where UIKit raises an Objective-C exception (an attribute pairing it forbids, items with no
/// common ancestor, a NaN constant), Lamina prints the reason on stderr and leaves the
/// constraint inactive or the old value in place: the app goes on, as the issue asks.
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible {
    /// Not owned, nil once gone (as UIKit's weak reference; see ItemReference).
    public var firstItem: AnyObject? { first.object }
    private let first: WeakItem
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { second.object }
    private let second: WeakItem
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Added to the second side. Finite only: NaN or ∞ is refused with a message.
    public var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("NSLayoutConstraint: constant \(newValue) refused for \(self); it stays \(constantStorage)")
                return
            }
            guard newValue != constantStorage else { return }
            let old = constantStorage
            constantStorage = newValue
            engine?.constantDidChange(self, by: newValue - old)
        }
    }
    /// 1…1000; 1000 is required. Changing between required and optional while active is
    /// refused, as UIKit refuses it.
    public var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let p = UILayoutPriority(min(1000, max(1, newValue.rawValue.isFinite ? newValue.rawValue : 1000)))
            guard p != priorityStorage else { return }
            if isActive, (p == .required) != (priorityStorage == .required) {
                Diagnostics.warn("NSLayoutConstraint: a priority cannot change between required and optional on an active constraint (\(self)); deactivate it first")
                return
            }
            priorityStorage = p
            engine?.priorityDidChange(self)
        }
    }
    /// A name shown in the constraint's description and in layout messages.
    public var identifier: String?
    /// Whether an archive would keep it (no archives here: stored for API compatibility).
    public var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting true installs it on the common
    /// ancestor of its items; false removes it.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    /// Deactivates each; an engine losing most of its constraints solves the rest afresh.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngine.batch(removing: constraints) { for c in constraints { c.isActive = false } }
    }

    /// UIKit's designated way to make a constraint from items and attributes.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c, system: nil)
    }

    package init(_ item1: AnyObject, _ attr1: Attribute, _ relation: Relation, _ item2: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant c: CGFloat, system: SystemRole?) {
        first = WeakItem(item1)
        firstAttribute = attr1
        self.relation = relation
        second = WeakItem(item2)
        secondAttribute = item2 == nil ? .notAnAttribute : attr2
        var m = multiplier, k = c
        if !m.isFinite {
            Diagnostics.warn("NSLayoutConstraint: multiplier \(multiplier) refused (must be finite); 1 is used")
            m = 1
        }
        if !k.isFinite {
            Diagnostics.warn("NSLayoutConstraint: constant \(c) refused (must be finite); 0 is used")
            k = 0
        }
        self.multiplier = m
        constantStorage = k
        systemRole = system
        invalidReason = system == nil ? Self.validate(item1, attr1, item2, item2 == nil ? .notAnAttribute : attr2, m) : nil
    }

    /// UIKit's rules for a constraint it can solve: items that are views or layout guides,
    /// attributes on one axis, a location never equal to a constant or to a size, and
    /// leading/trailing never mixed with left/right.
    private static func validate(_ item1: AnyObject, _ a1: Attribute, _ item2: AnyObject?, _ a2: Attribute, _ m: CGFloat) -> String? {
        guard item1 is LayoutItem else { return "the first item \(type(of: item1)) is not a view or layout guide" }
        if let item2, !(item2 is LayoutItem) { return "the second item \(type(of: item2)) is not a view or layout guide" }
        if a1 == .notAnAttribute { return "the first attribute is notAnAttribute" }
        guard item2 != nil else {
            return a1.isSize ? nil : "a constraint cannot make the location attribute \(a1) equal to a constant"
        }
        if a2 == .notAnAttribute { return "the second item has no attribute" }
        if a1.isHorizontal != a2.isHorizontal, !(a1.isSize && a2.isSize) {
            return "invalid pairing of layout attributes \(a1) and \(a2): one is horizontal, the other vertical"
        }
        if a1.isSize != a2.isSize, !(a1.isSize) {
            return "invalid pairing of layout attributes \(a1) and \(a2): a location cannot be related to a size"
        }
        if a1.isSize != a2.isSize { return "invalid pairing of layout attributes \(a1) and \(a2): a size cannot be related to a location" }
        if (a1.isDirectional && a2.isAbsoluteHorizontalEdge) || (a2.isDirectional && a1.isAbsoluteHorizontalEdge) {
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(a1), \(a2)); use leading/trailing for both"
        }
        if !a1.isSize, m == 0 { return "a multiplier of 0 makes the location \(a1) equal to a constant" }
        return nil
    }

    // MARK: Anchors

    /// The anchor of the first item's first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The anchor of the second item's attribute, nil for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Engine state

    /// The constraints UIKit makes itself (autoresizing masks, content sizes, layout guides):
    /// never in a view's `constraints`, named so in messages.
    package enum SystemRole {
        case autoresizing(String), contentSize, layoutGuide, fitting
    }
    package let systemRole: SystemRole?
    @exclusivity(unchecked) var constantStorage: CGFloat
    @exclusivity(unchecked) var priorityStorage = UILayoutPriority.required
    /// Why UIKit would refuse the constraint, if it would.
    let invalidReason: String?
    /// The view whose `constraints` hold it while it is active.
    var installedView: UIView? {
        get { installedReference?.view }
        set { installedReference = newValue?.itemReference }
    }
    @exclusivity(unchecked) private var installedReference: ItemReference?
    /// The engine the constraint is in, nil once it is gone (not `weak`: see EngineReference).
    var engine: LayoutEngine? {
        get { engineReference?.engine }
        set { engineReference = newValue?.reference }
    }
    @exclusivity(unchecked) private var engineReference: EngineReference?
    /// The solver's handle (−1: not in the solver, e.g. broken for a conflict).
    @exclusivity(unchecked) var engineHandle = -1
    /// The constraint was left out of the solver to resolve a conflict of required ones.
    @exclusivity(unchecked) var isBroken = false
    /// Changed when the constraint leaves its view's list / its engine (ConstraintList).
    @exclusivity(unchecked) var installStamp: UInt32 = 0
    @exclusivity(unchecked) var engineStamp: UInt32 = 0
    /// The sides as sums of attributes, for constraints made from `anchorWithOffset(to:)`.
    var firstTerms: [LayoutTerm]?
    var secondTerms: [LayoutTerm]?
    /// Its terms use margins or baselines, whose offsets the views may change.
    @exclusivity(unchecked) var readsViewMetrics = false

    public nonisolated var description: String {
        MainActor.assumeIsolated { LayoutDescriptions.describe(self) }
    }
}

extension LayoutEngine {
    /// Installs `c` on its items' nearest common ancestor and adds it to that hierarchy's
    /// engine; refuses, with UIKit's reason, what UIKit would raise on.
    static func activate(_ c: NSLayoutConstraint) {
        guard c.installedView == nil else { return }
        if let reason = c.invalidReason {
            Diagnostics.warn("NSLayoutConstraint: cannot activate \(c): \(reason)")
            return
        }
        var views: [UIView] = []
        for item in itemsOf(c) {
            guard let it = item as? any LayoutItem else {
                Diagnostics.warn("NSLayoutConstraint: cannot activate \(c): one of its items was deallocated")
                return
            }
            guard let v = it.itemView else {
                Diagnostics.warn("NSLayoutConstraint: cannot activate \(c): its layout guide is in no view (addLayoutGuide first)")
                return
            }
            views.append(v)
        }
        guard var ancestor = views.first else { return }
        for v in views.dropFirst() {
            guard let common = commonAncestor(ancestor, v) else {
                Diagnostics.warn("Unable to activate constraint with anchors \(c.firstAnchor) and \(c.secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. (\(LayoutDescriptions.name(of: ancestor)) and \(LayoutDescriptions.name(of: v)))")
                return
            }
            ancestor = common
        }
        c.installedView = ancestor
        ancestor.autoLayoutParts.installed.append(c)
        engine(for: ancestor, create: true)!.add(c)
    }

    static func deactivate(_ c: NSLayoutConstraint) {
        guard let at = c.installedView else { return }
        c.engine?.remove(c)
        c.installStamp &+= 1
        at.autoLayout?.installed.noteRemoval()
        c.installedView = nil
    }

    private static func itemsOf(_ c: NSLayoutConstraint) -> [AnyObject?] {
        var items: [AnyObject?] = c.firstTerms?.map(\.item) ?? [c.firstItem]
        if let terms = c.secondTerms { items += terms.map(\.item) } else if c.secondAttribute != .notAnAttribute { items.append(c.secondItem) }
        return items
    }

    /// The nearest view that is `a` or an ancestor of `a`, and `b` or an ancestor of `b`.
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var depthA = 0, depthB = 0
        var p: UIView? = a
        while let q = p { depthA += 1; p = q.superviewStorage }
        p = b
        while let q = p { depthB += 1; p = q.superviewStorage }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?.superviewStorage; depthA -= 1 }
        while depthB > depthA { y = y?.superviewStorage; depthB -= 1 }
        while let u = x, let w = y, u !== w { x = u.superviewStorage; y = w.superviewStorage }
        return x
    }
}
