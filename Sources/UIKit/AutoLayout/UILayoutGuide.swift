/// A rectangle that takes part in Auto Layout without being a view (Apple: UILayoutGuide):
/// spacing between views, a region to centre content in, and the system guides of margins,
/// safe area, readable width and a scroll view's content and frame.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view the guide belongs to; set by `addLayoutGuide(_:)`.
    public internal(set) var owningView: UIView? {
        get { owner?.view }
        set { owner = newValue?.itemReference }
    }
    /// The owning view, not `weak` (see ItemReference).
    private var owner: ItemReference?
    private var reference: ItemReference?
    var itemReference: ItemReference {
        if let r = reference { return r }
        let r = ItemReference(self)
        reference = r
        return r
    }
    /// A name for the guide in descriptions and messages.
    open var identifier = ""

    enum Kind { case user, margins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }
    let kind: Kind
    var layoutNode: LayoutNode?
    private var solvedFrame = CGRect.zero

    public init() { kind = .user }
    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.owner = owner.itemReference
        self.identifier = identifier
    }

    deinit { ignoringIsolation { reference?.clear() } }

    /// The guide's frame in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        if let n = layoutNode { return n.engine.pixelAligned(n.solvedFrame(n.engine.solver)) }
        guard let owner = owningView else { return .zero }
        switch kind {
        case .user, .scrollContent: return solvedFrame
        case .margins: return owner.bounds.withOrigin(.zero).inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.withOrigin(.zero).inset(by: owner.safeAreaInsets)
        case .readableContent:
            let m = owner.bounds.withOrigin(.zero).inset(by: owner.layoutMargins)
            let w = min(m.width, UILayoutGuide.readableWidth)
            return CGRect(x: m.midX - w / 2, y: m.minY, width: w, height: m.height)
        case .scrollFrame: return owner.bounds.withOrigin(.zero)
        case .keyboard:
            let b = owner.bounds.withOrigin(.zero)
            let h = owner.keyboardGuideHeight
            return CGRect(x: b.minX, y: b.maxY - h, width: b.width, height: h)
        }
    }

    /// The width of readable text at the default text size (UIKit's readable content guide).
    static let readableWidth: CGFloat = 672

    func solvedFrameDidChange(_ f: CGRect) {
        solvedFrame = f
        if kind == .scrollContent, let scroll = owningView as? UIScrollView, f.size.width.isFinite, f.size.height.isFinite {
            let size = CGSize(width: max(0, f.width), height: max(0, f.height))
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }

    var itemView: UIView? { owningView }
    var layoutParent: UIView? { owningView }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    public nonisolated var description: String {
        MainActor.assumeIsolated { "<UILayoutGuide: \(LayoutDescriptions.address(self)) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningView.map { LayoutDescriptions.name(of: $0) } ?? "nil")>" }
    }
}

extension CGRect {
    func withOrigin(_ p: CGPoint) -> CGRect { CGRect(origin: p, size: size) }
}
