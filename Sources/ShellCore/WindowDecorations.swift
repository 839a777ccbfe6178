import Foundation
import QuartzCore

/// Client-side decorations, drawn with layers when the compositor draws none (weston 10):
/// a title bar with the title and minimize/maximize/close buttons, and resize edges.
package final class WindowDecorations {
    package static let titleHeight: CGFloat = 32
    /// How far in from the window's outer edge a press resizes instead.
    package static let resizeMargin: CGFloat = 6

    package enum Action: Equatable { case move, resize(WindowEdges), close, maximize, minimize }

    package let bar = CALayer()
    private let titleLayer = CATextLayer()
    private let buttons: [(Action, CAShapeLayer)] = [(.minimize, CAShapeLayer()), (.maximize, CAShapeLayer()), (.close, CAShapeLayer())]

    package init() {
        bar.name = "lamina.titlebar"
        // A redrawn title would cross-fade (CATextLayer's contents change is an implicit
        // animation on Apple too); the bar changes at once.
        titleLayer.actions = ["contents": NSNull()]
        bar.actions = ["backgroundColor": NSNull()]
        titleLayer.fontSize = 14
        titleLayer.alignmentMode = .left
        titleLayer.truncationMode = .end
        titleLayer.foregroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        bar.addSublayer(titleLayer)
        for (action, b) in buttons {
            b.name = "lamina.\(action)"
            b.lineWidth = 1.5
            b.fillColor = nil
            b.strokeColor = CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
            b.cornerRadius = 12
            b.path = Self.glyph(action)
            bar.addSublayer(b)
        }
    }

    /// The button glyphs in a 24×24 box.
    private static func glyph(_ a: Action) -> CGPath {
        let p = CGMutablePath()
        switch a {
        case .close:
            p.move(to: CGPoint(x: 8, y: 8)); p.addLine(to: CGPoint(x: 16, y: 16))
            p.move(to: CGPoint(x: 16, y: 8)); p.addLine(to: CGPoint(x: 8, y: 16))
        case .maximize: p.addRect(CGRect(x: 7.5, y: 7.5, width: 9, height: 9))
        case .minimize: p.move(to: CGPoint(x: 7, y: 15.5)); p.addLine(to: CGPoint(x: 17, y: 15.5))
        default: break
        }
        return p
    }

    package func layout(width: CGFloat, title: String, activated: Bool, scale: CGFloat) {
        bar.frame = CGRect(x: 0, y: 0, width: width, height: Self.titleHeight)
        bar.backgroundColor = activated ? CGColor(red: 0.2, green: 0.22, blue: 0.26, alpha: 1)
                                        : CGColor(red: 0.35, green: 0.36, blue: 0.38, alpha: 1)
        titleLayer.string = title
        titleLayer.contentsScale = scale
        titleLayer.frame = CGRect(x: 12, y: 7, width: max(0, width - 12 - 96), height: 20)
        var x = width - 4
        for (_, b) in buttons.reversed() {
            x -= 28
            b.frame = CGRect(x: x, y: 4, width: 24, height: 24)
        }
    }

    /// What a press at surface point `p` does; nil when it belongs to the content.
    package func action(at p: CGPoint, surfaceSize s: CGSize, resizable: Bool) -> Action? {
        var edges: WindowEdges = []
        let m = Self.resizeMargin
        if resizable {
            if p.x < m { edges.insert(.left) } else if p.x >= s.width - m { edges.insert(.right) }
            if p.y < m { edges.insert(.top) } else if p.y >= s.height - m { edges.insert(.bottom) }
        }
        if !edges.isEmpty { return .resize(edges) }
        guard p.y < Self.titleHeight else { return nil }
        for (action, b) in buttons where b.frame.contains(p) { return action }
        return .move
    }

    /// The cursor theme name for the pointer over `p`.
    package func cursorName(at p: CGPoint, surfaceSize: CGSize, resizable: Bool) -> String {
        guard case let .resize(e)? = action(at: p, surfaceSize: surfaceSize, resizable: resizable) else { return "left_ptr" }
        switch (e.contains(.top), e.contains(.bottom), e.contains(.left), e.contains(.right)) {
        case (true, _, true, _): return "top_left_corner"
        case (true, _, _, true): return "top_right_corner"
        case (_, true, true, _): return "bottom_left_corner"
        case (_, true, _, true): return "bottom_right_corner"
        case (true, _, _, _): return "top_side"
        case (_, true, _, _): return "bottom_side"
        case (_, _, true, _): return "left_side"
        default: return "right_side"
        }
    }
}
