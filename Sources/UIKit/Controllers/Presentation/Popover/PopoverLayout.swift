import QuartzCore

/// Which way a popover's arrow points (Apple: UIPopoverArrowDirection): `.up` is a popover
/// below its source, its arrow pointing up at it.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// Where a popover goes: its bubble beside the source rectangle on the side with room (in
/// UIKit's order of preference — below, above, then beside — among the permitted
/// directions), inside the container's margins, its content shrunk to the room there is; the
/// arrow at the source's middle, kept clear of the bubble's rounded corners.
struct PopoverLayout: Equatable {
    static let arrowHeight: CGFloat = 13
    static let arrowHalfWidth: CGFloat = 13
    static let cornerRadius: CGFloat = 13

    /// The bubble with its arrow, in the container's coordinates.
    var frame: CGRect
    /// The content's rectangle inside the bubble (the presented view's frame in it).
    var content: CGRect
    var direction: UIPopoverArrowDirection
    /// The arrow's tip in the bubble's coordinates (nil: no arrow).
    var tip: CGPoint?

    /// The layout of content of `size` for `source` in `bounds` less `margins`.
    static func place(size: CGSize, source: CGRect?, in bounds: CGRect, margins: UIEdgeInsets,
                      permitted: UIPopoverArrowDirection) -> PopoverLayout {
        let area = bounds.inset(by: margins)
        let width = max(1, min(size.width, area.width)), height = max(1, min(size.height, area.height))
        guard let s = source, !s.isNull, !s.isInfinite else {
            // No source: centred, without an arrow.
            let f = CGRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
            return PopoverLayout(frame: f, content: CGRect(origin: .zero, size: f.size), direction: .unknown, tip: nil)
        }
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = order.filter { permitted.contains($0) }
        let candidates = allowed.isEmpty ? order : allowed
        // The room on each side, and whether the content fits there whole.
        func room(_ d: UIPopoverArrowDirection) -> CGFloat {
            switch d {
            case .up: return area.maxY - s.maxY - arrowHeight
            case .down: return s.minY - area.minY - arrowHeight
            case .left: return area.maxX - s.maxX - arrowHeight
            default: return s.minX - area.minX - arrowHeight
            }
        }
        func fits(_ d: UIPopoverArrowDirection) -> Bool { room(d) >= (d == .up || d == .down ? height : width) }
        let direction = candidates.first(where: fits) ?? candidates.max { room($0) < room($1) } ?? .up
        var w = width, h = height
        let vertical = direction == .up || direction == .down
        if vertical { h = max(1, min(h, room(direction))) } else { w = max(1, min(w, room(direction))) }
        var f: CGRect
        switch direction {
        case .up, .down:
            let x = min(max(s.midX - w / 2, area.minX), area.maxX - w)
            let y = direction == .up ? s.maxY : s.minY - h - arrowHeight
            f = CGRect(x: x, y: y, width: w, height: h + arrowHeight)
        default:
            let y = min(max(s.midY - h / 2, area.minY), area.maxY - h)
            let x = direction == .left ? s.maxX : s.minX - w - arrowHeight
            f = CGRect(x: x, y: y, width: w + arrowHeight, height: h)
        }
        f = f.integral
        let inset = cornerRadius + arrowHalfWidth
        let tip: CGPoint
        let content: CGRect
        switch direction {
        case .up:
            tip = CGPoint(x: clamp(s.midX - f.minX, inset, f.width - inset), y: 0)
            content = CGRect(x: 0, y: arrowHeight, width: f.width, height: f.height - arrowHeight)
        case .down:
            tip = CGPoint(x: clamp(s.midX - f.minX, inset, f.width - inset), y: f.height)
            content = CGRect(x: 0, y: 0, width: f.width, height: f.height - arrowHeight)
        case .left:
            tip = CGPoint(x: 0, y: clamp(s.midY - f.minY, inset, f.height - inset))
            content = CGRect(x: arrowHeight, y: 0, width: f.width - arrowHeight, height: f.height)
        default:
            tip = CGPoint(x: f.width, y: clamp(s.midY - f.minY, inset, f.height - inset))
            content = CGRect(x: 0, y: 0, width: f.width - arrowHeight, height: f.height)
        }
        return PopoverLayout(frame: f, content: content, direction: direction, tip: tip)
    }

    private static func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { hi < lo ? (lo + hi) / 2 : min(max(v, lo), hi) }

    /// The bubble's outline in its own coordinates: the rounded content rectangle and the arrow.
    var outline: CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(in: content, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius)
        guard let tip else { return path }
        let a = Self.arrowHalfWidth
        switch direction {
        case .up: path.addLines(between: [CGPoint(x: tip.x - a, y: content.minY), tip, CGPoint(x: tip.x + a, y: content.minY)])
        case .down: path.addLines(between: [CGPoint(x: tip.x - a, y: content.maxY), tip, CGPoint(x: tip.x + a, y: content.maxY)])
        case .left: path.addLines(between: [CGPoint(x: content.minX, y: tip.y - a), tip, CGPoint(x: content.minX, y: tip.y + a)])
        default: path.addLines(between: [CGPoint(x: content.maxX, y: tip.y - a), tip, CGPoint(x: content.maxX, y: tip.y + a)])
        }
        path.closeSubpath()
        return path
    }
}
