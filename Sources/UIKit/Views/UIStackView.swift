/// A view that lays out a row or column of views with Auto Layout (Apple: UIStackView).
///
/// The stack view makes the constraints itself, named as UIKit names them ("UISV-…"): the
/// ends of the row to its edges (or its margins), the spacing between neighbours, the
/// distribution along the axis and the alignment across it. It builds them again in its
/// `updateConstraints` whenever an arranged view, one of its properties, or an arranged view's
/// visibility or intrinsic size changes. A hidden arranged view collapses to nothing along
/// the axis, so hiding one inside `UIView.animate` (then `layoutIfNeeded`) animates the others
/// closing the gap.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` when none was set: the stack view's `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's standard spacing (8 points).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// Between neighbours (the minimum for the equal-spacing distributions). Finite only.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite || spacing == Self.spacingUseSystem else {
                Diagnostics.warn("UIStackView: spacing \(spacing) refused; it stays \(oldValue)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { arrangementChanged() }
        }
    }
    /// Spacing measured between text baselines (vertical stacks).
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } } }
    /// The arranged views fill the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var needsArrangement = true

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superviewStorage !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (UIKit's rule).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            // Its constraints go with it; the rest is arranged again.
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            clearArrangement()
            arrangementChanged()
        }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite || spacing == Self.spacingUseDefault || spacing == Self.spacingUseSystem else {
            Diagnostics.warn("UIStackView: custom spacing \(spacing) refused")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }

    private func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    private func clearArrangement() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
    }

    // MARK: The constraints

    private func arrange() {
        needsArrangement = false
        clearArrangement()
        var made: [NSLayoutConstraint] = []
        func add(_ c: NSLayoutConstraint, _ id: String, _ p: UILayoutPriority = .required) {
            c.identifier = id
            if p != .required { c.priority = p }
            made.append(c)
        }
        let horizontal = axis == .horizontal
        let canvas: LayoutEdges = isLayoutMarginsRelativeArrangement ? LayoutEdges(layoutMarginsGuide) : LayoutEdges(self)
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let edges = arrangedSubviews.map(LayoutEdges.init)

        // Hidden views collapse where they are along the axis. Across it a filling stack keeps
        // them its width (a view hidden in an animation block narrows only along the axis,
        // as UIKit's does); otherwise they stay at its start edge.
        for (i, v) in arrangedSubviews.enumerated() where v.isHidden {
            add((horizontal ? v.widthAnchor : v.heightAnchor).constraint(equalToConstant: 0), "UISV-hiding")
            add(edges[i].start(horizontal).constraint(equalTo: canvas.start(horizontal)), "UISV-hiding", UILayoutPriority(1))
            if alignment == .fill {
                add(edges[i].start(!horizontal).constraint(equalTo: canvas.start(!horizontal)), "UISV-alignment")
                add(edges[i].end(!horizontal).constraint(equalTo: canvas.end(!horizontal)), "UISV-alignment")
            } else {
                add(edges[i].start(!horizontal).constraint(equalTo: canvas.start(!horizontal)), "UISV-hiding", UILayoutPriority(1))
            }
        }
        guard let first = shown.first, let last = shown.last else {
            NSLayoutConstraint.activate(made)
            arrangement = made
            return
        }
        let e = { (v: UIView) in LayoutEdges(v) }
        add(e(first).start(horizontal).constraint(equalTo: canvas.start(horizontal)), "UISV-canvas-connection")
        add(canvas.end(horizontal).constraint(equalTo: e(last).end(horizontal)), "UISV-canvas-connection")

        // Along the axis: spacing and distribution.
        var gaps: [NSLayoutDimension] = []
        for (a, b) in zip(shown, shown.dropLast().isEmpty ? [] : Array(shown.dropFirst())) {
            let custom = customSpacing(after: a)
            var s = custom == Self.spacingUseDefault ? spacing : custom
            if s == Self.spacingUseSystem { s = LayoutDescriptions.systemSpacing }
            if isBaselineRelativeArrangement && !horizontal {
                add(b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: s), "UISV-spacing")
                continue
            }
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(e(b).start(horizontal).constraint(equalTo: e(a).end(horizontal), constant: s), "UISV-spacing")
            case .equalSpacing:
                let gap = e(a).end(horizontal).offset(to: e(b).start(horizontal))
                add(gap.constraint(greaterThanOrEqualToConstant: s), "UISV-spacing")
                gaps.append(gap)
            case .equalCentering:
                add(e(b).start(horizontal).constraint(greaterThanOrEqualTo: e(a).end(horizontal), constant: s), "UISV-spacing")
                gaps.append(e(a).center(horizontal).offset(to: e(b).center(horizontal)))
            }
        }
        if let g0 = gaps.first {
            for g in gaps.dropFirst() {
                add(g.constraint(equalTo: g0), "UISV-distributing-edge", distribution == .equalCentering ? UILayoutPriority(999) : .required)
            }
        }
        let size = { (v: UIView) in horizontal ? v.widthAnchor : v.heightAnchor }
        switch distribution {
        case .fillEqually:
            for v in shown.dropFirst() { add(size(v).constraint(equalTo: size(first)), "UISV-fill-equally") }
        case .fillProportionally:
            let measure = { (v: UIView) -> CGFloat in
                let s = v.intrinsicContentSize
                let x = horizontal ? s.width : s.height
                return x > 0 ? x : 1
            }
            let base = measure(first)
            for v in shown.dropFirst() {
                add(size(v).constraint(equalTo: size(first), multiplier: measure(v) / base), "UISV-fill-proportionally", UILayoutPriority(999))
            }
        default:
            break
        }

        // Across the axis: alignment.
        for v in shown {
            let ev = e(v)
            switch alignment {
            case .fill:
                add(ev.start(!horizontal).constraint(equalTo: canvas.start(!horizontal)), "UISV-alignment")
                add(ev.end(!horizontal).constraint(equalTo: canvas.end(!horizontal)), "UISV-alignment")
            case .leading:
                add(ev.start(!horizontal).constraint(equalTo: canvas.start(!horizontal)), "UISV-alignment")
                add(canvas.end(!horizontal).constraint(greaterThanOrEqualTo: ev.end(!horizontal)), "UISV-spanning-boundary")
            case .trailing:
                add(ev.end(!horizontal).constraint(equalTo: canvas.end(!horizontal)), "UISV-alignment")
                add(ev.start(!horizontal).constraint(greaterThanOrEqualTo: canvas.start(!horizontal)), "UISV-spanning-boundary")
            case .center:
                add(ev.center(!horizontal).constraint(equalTo: canvas.center(!horizontal)), "UISV-alignment")
                add(ev.start(!horizontal).constraint(greaterThanOrEqualTo: canvas.start(!horizontal)), "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    // Baselines align rows; a column aligns its views' leading edges instead.
                    add(ev.start(true).constraint(equalTo: canvas.start(true)), "UISV-alignment")
                    add(canvas.end(true).constraint(greaterThanOrEqualTo: ev.end(true)), "UISV-spanning-boundary")
                    continue
                }
                if v !== first {
                    let mine = alignment == .firstBaseline ? v.firstBaselineAnchor : v.lastBaselineAnchor
                    let theirs = alignment == .firstBaseline ? first.firstBaselineAnchor : first.lastBaselineAnchor
                    add(mine.constraint(equalTo: theirs), "UISV-alignment")
                }
                add(v.topAnchor.constraint(greaterThanOrEqualTo: canvas.startY), "UISV-spanning-boundary")
            }
            if alignment != .fill {
                add(canvas.end(!horizontal).constraint(greaterThanOrEqualTo: ev.end(!horizontal)), "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // Not otherwise sized across the axis, the stack fits its tallest (widest) view.
            add((horizontal ? heightAnchor : widthAnchor).constraint(equalToConstant: 0), "UISV-canvas-fit", .fittingSizeLevel)
        }
        NSLayoutConstraint.activate(made)
        arrangement = made
    }
}

/// The edges of a view or guide along either axis, to write the stack's constraints once for both.
@MainActor private struct LayoutEdges {
    let startX: NSLayoutXAxisAnchor, endX: NSLayoutXAxisAnchor, centerX: NSLayoutXAxisAnchor
    let startY: NSLayoutYAxisAnchor, endY: NSLayoutYAxisAnchor, centerY: NSLayoutYAxisAnchor

    init(_ v: UIView) {
        (startX, endX, centerX) = (v.leadingAnchor, v.trailingAnchor, v.centerXAnchor)
        (startY, endY, centerY) = (v.topAnchor, v.bottomAnchor, v.centerYAnchor)
    }
    init(_ g: UILayoutGuide) {
        (startX, endX, centerX) = (g.leadingAnchor, g.trailingAnchor, g.centerXAnchor)
        (startY, endY, centerY) = (g.topAnchor, g.bottomAnchor, g.centerYAnchor)
    }

    func start(_ horizontal: Bool) -> AxisAnchor { horizontal ? .x(startX) : .y(startY) }
    func end(_ horizontal: Bool) -> AxisAnchor { horizontal ? .x(endX) : .y(endY) }
    func center(_ horizontal: Bool) -> AxisAnchor { horizontal ? .x(centerX) : .y(centerY) }
}

/// An X or Y anchor, related only to one of its own axis (the stack view's code is written
/// once for both axes; UIKit's types keep the axes apart).
@MainActor private enum AxisAnchor {
    case x(NSLayoutXAxisAnchor), y(NSLayoutYAxisAnchor)

    func constraint(equalTo o: AxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        switch (self, o) {
        case let (.x(a), .x(b)): return a.constraint(equalTo: b, constant: c)
        case let (.y(a), .y(b)): return a.constraint(equalTo: b, constant: c)
        default: preconditionFailure("UIStackView: anchors of different axes")
        }
    }
    func constraint(greaterThanOrEqualTo o: AxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        switch (self, o) {
        case let (.x(a), .x(b)): return a.constraint(greaterThanOrEqualTo: b, constant: c)
        case let (.y(a), .y(b)): return a.constraint(greaterThanOrEqualTo: b, constant: c)
        default: preconditionFailure("UIStackView: anchors of different axes")
        }
    }
    /// The distance from this anchor to `o`.
    func offset(to o: AxisAnchor) -> NSLayoutDimension {
        switch (self, o) {
        case let (.x(a), .x(b)): return a.anchorWithOffset(to: b)
        case let (.y(a), .y(b)): return a.anchorWithOffset(to: b)
        default: preconditionFailure("UIStackView: anchors of different axes")
        }
    }
}
