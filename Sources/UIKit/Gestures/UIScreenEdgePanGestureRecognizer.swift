import QuartzCore

/// Edges of a rectangle (Apple: UIRectEdge).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window (Apple: UIScreenEdgePanGestureRecognizer): a
/// touch landing more than 20 points from every edge in `edges` fails it at once, so the
/// views under it keep the touch; otherwise it is a pan.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    static let edgeReach: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let p = touch.location(in: window), b = window.bounds, r = Self.edgeReach
            let near = (edges.contains(.left) && p.x - b.minX <= r) || (edges.contains(.right) && b.maxX - p.x <= r)
                || (edges.contains(.top) && p.y - b.minY <= r) || (edges.contains(.bottom) && b.maxY - p.y <= r)
            guard near else { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }
}
