import QuartzCore

/// A row of segments, titles or images, one of them selected (Apple: UISegmentedControl), in
/// iOS 13's look: a light capsule-cornered track, the selected segment a raised white plate
/// that slides to a tapped segment. A tap selects the segment under the finger when it is
/// lifted there, runs the segment's action (if made with `UIAction`s) and sends
/// `valueChanged` when the selection changed — or at every tap when `isMomentary`, which
/// shows the plate only while pressed. Setting `selectedSegmentIndex` in code sends nothing.
///
/// Segments are as wide as the widest content (or each its own with
/// `apportionsSegmentWidthsByContent`) unless given a width; in a wider frame the segments
/// without a width share what is left.
///
/// Absent: background and divider images, content offsets, and dragging the plate across.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    @MainActor private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        let label = UILabel()
        let imageView = UIImageView(image: nil)
    }
    private var segments: [Segment] = []

    /// `noSegment` (−1) or a segment's index; out of range traps, as UIKit raises.
    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            precondition(newValue >= Self.noSegment && newValue < segments.count,
                         "UISegmentedControl: selectedSegmentIndex \(newValue) is beyond the \(segments.count) segments")
            selectedStorage = newValue
            updateLook(animated: false)
        }
    }
    private var selectedStorage = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { contentChanged() } }
    /// The plate's colour; nil is white.
    open var selectedSegmentTintColor: UIColor? { didSet { updateLook(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("selectedSegmentTintColor") { [selectedSegmentTintColor] in ($0 as? UISegmentedControl)?.selectedSegmentTintColor = selectedSegmentTintColor } } } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let plate = UIView()
    private var dividers: [CALayer] = []
    /// The segment pressed and still under the finger, or nil.
    private var pressed: Int?

    private static let height: CGFloat = 32, padding: CGFloat = 12, inset: CGFloat = 2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// Segments of `items`, each a `String` title or a `UIImage`; anything else traps, as UIKit raises.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: insert(Segment(title: title), at: segments.count)
            case let image as UIImage: insert(Segment(image: image), at: segments.count)
            default: preconditionFailure("UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage")
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// Segments of `actions` (their titles and images); selecting one runs its handler.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insert(Segment(title: action.title, image: action.image, action: action), at: segments.count) }
        if frame.size == .zero { bounds.size = intrinsicContentSize }
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    private func setUpSegmentedControl() {
        setDefaultBackgroundColor(.tertiarySystemFill)
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isHidden = true
        addSubview(plate)
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Inserted at `index` pinned to 0…numberOfSegments, as UIKit pins it; the selection stays
    /// on the segment it was on.
    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segment.label.textAlignment = .center
        segment.label.isUserInteractionEnabled = false
        segment.imageView.isUserInteractionEnabled = false
        segment.imageView.contentMode = .center
        addSubview(segment.label)
        addSubview(segment.imageView)
        segments.insert(segment, at: i)
        if selectedStorage >= i { selectedStorage += 1 }
        contentChanged()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selectedStorage == segment { selectedStorage = Self.noSegment } else if selectedStorage > segment { selectedStorage -= 1 }
        contentChanged()
    }

    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentChanged()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentChanged()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        contentChanged()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateLook(animated: false)
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A segment's own width; 0 (the default) lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite, width >= 0 else { return }
        segments[segment].width = width
        contentChanged()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The titles' attributes for a state (`.font` and `.foregroundColor` are used).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        contentChanged()
        if AppearanceRegistry.isActive {
            appearancePropertyDidSet("titleTextAttributes.\(state.rawValue)") { ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state) }
        }
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Size and layout

    private func font(selected: Bool) -> UIFont {
        (titleAttributes[selected ? UIControl.State.selected.rawValue : 0]?[.font] as? UIFont)
            ?? (titleAttributes[0]?[.font] as? UIFont)
            ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    /// A segment's content width, measured in the wider (selected) font so the selection does
    /// not change the sizes.
    private func contentWidth(_ s: Segment) -> CGFloat {
        if let title = s.title {
            return ceil((title as NSString).size(withAttributes: [.font: font(selected: true)]).width)
        }
        return s.image?.size.width ?? 0
    }

    /// The natural width of every segment: its own, or its content's plus padding (the widest
    /// content's unless apportioned by content).
    private func naturalWidths() -> [CGFloat] {
        let content = segments.map { contentWidth($0) + 2 * Self.padding }
        let widest = content.max() ?? 0
        return segments.indices.map { i in
            segments[i].width > 0 ? segments[i].width : apportionsSegmentWidthsByContent ? content[i] : widest
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's rect in the bounds: fixed widths kept, the rest share what is left
    /// (in proportion to their natural widths when apportioned, else equally).
    private func segmentFrames() -> [CGRect] {
        let natural = naturalWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(CGFloat(0)) { $0 + segments[$1].width }
        let flexible = segments.indices.filter { segments[$0].width == 0 }
        let room = max(0, bounds.width - fixed)
        let flexNatural = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
        var x = bounds.minX
        var frames: [CGRect] = []
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for i in segments.indices {
            let w: CGFloat
            if segments[i].width > 0 { w = segments[i].width }
            else if apportionsSegmentWidthsByContent, flexNatural > 0 { w = room * natural[i] / flexNatural }
            else { w = flexible.isEmpty ? 0 : room / CGFloat(flexible.count) }
            frames.append(CGRect(x: x, y: bounds.minY, width: w, height: bounds.height))
            x += w
        }
        if rtl { frames = frames.map { CGRect(x: bounds.maxX - ($0.maxX - bounds.minX), y: $0.minY, width: $0.width, height: $0.height) } }
        return frames
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLook(animated: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (i, s) in segments.enumerated() {
            s.label.frame = frames[i]
            s.imageView.frame = frames[i]
        }
        updateLook(animated: false)
    }

    /// The plate under the shown segment (the pressed one while momentary), titles in their
    /// state's font and colour, and dividers between segments the plate does not touch.
    private func updateLook(animated: Bool) {
        let frames = segmentFrames()
        let shown = isMomentary ? (pressed ?? Self.noSegment) : selectedStorage
        for (i, s) in segments.enumerated() {
            let selected = i == shown
            let enabled = isEnabled && s.isEnabled
            s.label.text = s.title
            s.label.font = font(selected: selected)
            let attributes = titleAttributes[selected ? UIControl.State.selected.rawValue : 0] ?? titleAttributes[0]
            let color = (attributes?[.foregroundColor] as? UIColor) ?? .label
            s.label.textColor = enabled ? color : color.withAlphaComponent(0.3)
            s.imageView.image = s.title == nil ? s.image : nil
            s.imageView.alpha = enabled ? 1 : 0.3
        }
        plate.backgroundColor = selectedSegmentTintColor ?? .segmentPlate
        let movePlate = {
            if frames.indices.contains(shown) {
                self.plate.frame = frames[shown].insetBy(dx: Self.inset, dy: Self.inset)
            }
        }
        let wasHidden = plate.isHidden
        plate.isHidden = !frames.indices.contains(shown)
        if animated, !wasHidden, !plate.isHidden {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: movePlate)
        } else {
            UIView.performWithoutAnimation(movePlate)
        }
        layoutDividers(frames, hiddenBeside: shown)
    }

    private func layoutDividers(_ frames: [CGRect], hiddenBeside shown: Int) {
        let count = max(0, frames.count - 1)
        while dividers.count > count { dividers.removeLast().removeFromSuperlayer() }
        while dividers.count < count {
            let d = CALayer()
            layer.insertSublayer(d, below: plate.layer)
            dividers.append(d)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let separator = resolvedColor(.separator)
        for (i, d) in dividers.enumerated() {
            d.backgroundColor = separator
            // Between segment i and i + 1 (in reading order).
            let edge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[i].minX : frames[i].maxX
            d.frame = CGRect(x: edge - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
            d.isHidden = i == shown || i + 1 == shown
        }
        CATransaction.commit()
    }

    open override func stateDidChange() { updateLook(animated: false) }

    // MARK: Touches

    private func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().firstIndex { $0.contains(point) }.flatMap { segments[$0].isEnabled ? $0 : nil }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressed = segment(at: touch.location(in: self))
        if isMomentary { updateLook(animated: false) }
        return pressed != nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let now = segment(at: touch.location(in: self))
        if now != pressed {
            pressed = now
            if isMomentary { updateLook(animated: false) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = touch.flatMap { segment(at: $0.location(in: self)) }
        pressed = nil
        guard let chosen else { updateLook(animated: false); return }
        let changed = chosen != selectedStorage
        if !isMomentary { selectedStorage = chosen }
        updateLook(animated: true)
        if let action = segments[chosen].action, changed || isMomentary { sendAction(action) }
        if changed || isMomentary { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressed = nil
        updateLook(animated: false)
    }

    /// A one-finger tap is the control's (Apple's overlap rule): an ancestor's tap recognizer
    /// does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOverlappingRecognizer(gestureRecognizer)
    }
}
