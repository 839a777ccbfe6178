import Foundation
import QuartzCore

/// The first responder's input views on screen (Apple: `inputView`, `inputAccessoryView`). A
/// Lamina window takes its keys from the desktop's keyboard and shows no software keyboard, as
/// an iPad with a hardware keyboard; a responder's own input views still show, as there: the
/// accessory view above the input view, docked at the window's bottom across its width, sliding
/// up when the responder becomes first and down when it resigns. While they show they are the
/// keyboard: the keyboard notifications are posted with their frame (begin and end frames in
/// the window's coordinates, 0.25 s, curve 7), and `keyboardLayoutGuide` rises to their top,
/// so content pinned above it moves clear. Changes in one turn of the run loop (a first
/// responder handing over to the next) are shown once, at its end.
@MainActor
final class InputViewDock {
    unowned let window: UIWindow
    private let container = UIView()
    private var shown: [UIView] = []
    /// The docked views' height (0 while none show).
    private(set) var height: CGFloat = 0
    private var pending = false
    static let duration: TimeInterval = 0.25
    /// The height of an input view that has no size of its own: iOS's keyboard's.
    static let defaultHeight: CGFloat = 216

    init(window: UIWindow) { self.window = window }

    func scheduleUpdate() {
        guard !pending else { return }
        pending = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            MainActor.assumeIsolated {
                self.pending = false
                self.update()
            }
        }
    }

    /// Shows the current first responder's input views (or none).
    private func update() {
        let responder = window.firstResponderStorage
        let views = [responder?.inputAccessoryView, responder?.inputView].compactMap { $0 }
        if views.elementsEqual(shown, by: ===) { return }
        let width = window.bounds.width
        var heights: [CGFloat] = []
        for v in views { heights.append(Self.height(of: v, width: width)) }
        let total = heights.reduce(0, +)
        let before = frame(height: height)
        let after = frame(height: total)
        let showing = total > 0

        // Views another responder's replace go at once; the last ones slide out first.
        let leaving = shown.filter { v in !views.contains { $0 === v } }
        if showing { for v in leaving { v.removeFromSuperview() } }
        if showing {
            if container.superview == nil {
                container.frame = frame(height: 0)
                container.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            }
            window.addSubview(container)    // on top of everything, presentations included
            var y: CGFloat = 0
            for (v, h) in zip(views, heights) {
                v.frame = CGRect(x: 0, y: y, width: width, height: h)
                v.autoresizingMask = [.flexibleWidth]
                if v.superview !== container { container.addSubview(v) }
                y += h
            }
        }
        shown = views
        post(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, from: before, to: after)
        post(UIResponder.keyboardWillChangeFrameNotification, from: before, to: after)
        height = total
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.container.frame = CGRect(x: 0, y: self.window.bounds.maxY - total, width: width, height: max(total, 0))
            self.window.keyboardFrameDidChange()
            self.window.layoutIfNeeded()
        }, completion: { _ in
            if !showing, self.shown.isEmpty {
                for v in leaving { v.removeFromSuperview() }
                self.container.removeFromSuperview()
            }
            self.post(showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, from: before, to: after)
            self.post(UIResponder.keyboardDidChangeFrameNotification, from: before, to: after)
        })
    }

    /// The docked views' frame in the window at `height` (below the bottom edge at 0).
    private func frame(height: CGFloat) -> CGRect {
        let b = window.bounds
        return height > 0 ? CGRect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
            : CGRect(x: b.minX, y: b.maxY, width: b.width, height: 0)
    }

    private func post(_ name: Notification.Name, from: CGRect, to: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: from),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: to),
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.duration,
            UIResponder.keyboardAnimationCurveUserInfoKey: 7,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ])
    }

    /// A docked view's height: its frame's, else its intrinsic one, else what its constraints
    /// need at the window's width, else the keyboard's.
    private static func height(of view: UIView, width: CGFloat) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic > 0 { return intrinsic }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return fitted > 0 ? fitted : defaultHeight
    }

    /// How far the docked views cover `view`'s bounds from below, in its coordinates.
    func overlap(of view: UIView) -> CGFloat {
        guard height > 0 else { return 0 }
        let top = view.convert(CGPoint(x: 0, y: window.bounds.maxY - height), from: window).y
        return max(0, view.bounds.maxY - top)
    }
}

extension UIView {
    /// The keyboard's (the docked input views') frame changed: keyboard guides follow.
    func keyboardFrameDidChange() {
        if autoLayout?.keyboardGuide != nil {
            if let e = layoutNode?.engine { e.ownerInsetsDidChange(self) }
            setNeedsLayout()
        }
        for sub in subviewStorage { sub.keyboardFrameDidChange() }
    }

    /// The keyboard guide's height: the docked input views' cover of the view, or (with
    /// `usesBottomSafeArea`) at least the bottom safe area.
    var keyboardGuideHeight: CGFloat {
        let safe = (autoLayout?.keyboardGuide?.usesBottomSafeArea ?? true) ? safeAreaInsets.bottom : 0
        guard let w = window, let dock = w.inputDockIfMade else { return safe }
        return max(safe, dock.overlap(of: self))
    }
}
