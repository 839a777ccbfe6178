import QuartzCore

/// A window's share of gesture recognition (what UIKit's gesture environment does): each
/// touch is offered to the recognizers of its view and the view's ancestors before the view
/// sees it; when one recognizes, the others on its touches fail (unless simultaneous) and,
/// with `cancelsTouchesInView`, the views get `touchesCancelled`. A recognizer that must wait
/// for another to fail (`require(toFail:)`) is held until then. Touches a recognizer delays
/// (`delaysTouchesBegan`/`delaysTouchesEnded`) reach the view once it has failed.
@MainActor
final class GestureArbiter {
    /// The recognizers each live touch was offered to.
    private var recognizers: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    /// Touches whose views were told they were cancelled (they get nothing more).
    private var cancelledInView: Set<ObjectIdentifier> = []
    /// View deliveries held for a delaying recognizer, in order, each with the touch as it
    /// was then: a held touch reaches its view where it was when it began or moved, not where
    /// the finger is by the time the recognizer fails (UIKit delivers the touch's state when
    /// delayed), so a quick drag that starts on a slider's thumb still grabs the thumb.
    private var held: [(touch: UITouch, phase: UITouch.Phase, event: UIEvent, state: TouchState)] = []
    struct TouchState { var location: CGPoint, previous: CGPoint, timestamp: TimeInterval }
    /// Recognizers holding until those they require to fail have failed.
    private var waiting: [UIGestureRecognizer] = []
    /// Every recognizer with touches or a pending decision.
    private var live: [UIGestureRecognizer] = []

    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.touchSet.filter { $0.window === window && $0.phase != .stationary }
            .sorted { $0.identifier < $1.identifier }
        for t in changed where t.phase == .began {
            var found: [UIGestureRecognizer] = []
            var v = t.view
            while let view = v {
                for g in view.gestureRecognizerStorage where g.isEnabled && !g.isFinished
                    && g.delegate?.gestureRecognizer(g, shouldReceive: t) ?? true {
                    found.append(g)
                }
                v = view.superview
            }
            recognizers[ObjectIdentifier(t)] = found
            for g in found where !live.contains(where: { $0 === g }) { live.append(g) }
        }
        // Recognizers first, each with its own touches of each phase.
        for g in live {
            let mine = changed.filter { recognizers[ObjectIdentifier($0)]?.contains(where: { $0 === g }) == true }
            guard !mine.isEmpty else { continue }
            if g.isFinished {
                // Done with its gesture (failed, say): it hears no more, but lets go of the
                // touches that end so that it can be reset for the next.
                g.trackedTouches.removeAll { t in mine.contains { $0 === t && ($0.phase == .ended || $0.phase == .cancelled) } }
                continue
            }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = Set(mine.filter { $0.phase == phase })
                guard !set.isEmpty else { continue }
                switch phase {
                case .began:
                    g.trackedTouches.append(contentsOf: set)
                    g.touchesBegan(set, with: event)
                case .moved: g.touchesMoved(set, with: event)
                case .ended: g.touchesEnded(set, with: event)
                default: g.touchesCancelled(set, with: event)
                }
                if !g.trackedTouches.isEmpty { g.lastLocation = g.location(in: nil) }
                if phase == .ended || phase == .cancelled { g.trackedTouches.removeAll { set.contains($0) } }
            }
        }
        resolve()
        // Then the views, but for touches cancelled in them or held for a recognizer.
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for t in changed where !cancelledInView.contains(ObjectIdentifier(t)) {
            if mustHold(t) || held.contains(where: { $0.touch === t }) {
                held.append((t, t.phase, event, TouchState(location: t.windowLocation, previous: t.previousWindowLocation, timestamp: t.timestamp)))
                continue
            }
            guard let view = t.view else { continue }
            if let i = groups.firstIndex(where: { $0.view === view && $0.phase == t.phase }) {
                groups[i].touches.insert(t)
            } else {
                groups.append((view, t.phase, [t]))
            }
        }
        for g in groups { Self.send(g.phase, g.touches, to: g.view, event) }
        for t in changed where t.phase == .ended || t.phase == .cancelled {
            // A touch whose end is held stays known until a recognizer decides what it was.
            if !held.contains(where: { $0.touch === t }) {
                recognizers[ObjectIdentifier(t)] = nil
                cancelledInView.remove(ObjectIdentifier(t))
            }
        }
        finishGestures()
    }

    /// A recognizer's state moved without an event (a timer: a tap's wait for another ran out).
    func stateChangedOutsideAnEvent() {
        resolve()
        finishGestures()
    }

    private func mustHold(_ t: UITouch) -> Bool {
        guard let rs = recognizers[ObjectIdentifier(t)] else { return false }
        switch t.phase {
        case .began, .moved: return rs.contains { $0.delaysTouchesBegan && $0.state == .possible }
        case .ended: return rs.contains { ($0.delaysTouchesEnded || $0.delaysTouchesBegan) && $0.state == .possible && $0.isHoldingForMore }
        default: return false
        }
    }

    private static func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, _ event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        default: break
        }
    }

    /// Acts on every state change: holds, prevents, cancels touches, calls targets.
    private func resolve() {
        var progress = true
        while progress {
            progress = false
            for g in live where g.pendingStateChange || waiting.contains(where: { $0 === g }) {
                if g.state == .began || g.state == .ended, !hasStarted(g) {
                    // Held until every recognizer it requires to fail has failed.
                    let requirements = self.requirements(of: g)
                    if requirements.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
                        g.force(.failed)
                        waiting.removeAll { $0 === g }
                        progress = true
                        continue
                    }
                    if requirements.contains(where: { $0.state == .possible }) {
                        if !waiting.contains(where: { $0 === g }) { waiting.append(g) }
                        continue
                    }
                    waiting.removeAll { $0 === g }
                    started.insert(ObjectIdentifier(g))
                    prevent(for: g)
                    if g.cancelsTouchesInView { cancelTouches(of: g) }
                }
                if g.pendingStateChange {
                    g.pendingStateChange = false
                    switch g.state {
                    case .began, .changed, .cancelled: if g.isContinuous { g.sendActions() }
                    case .ended: g.sendActions()
                    case .failed: releaseHeld(for: g)
                    case .possible: break
                    }
                    progress = true
                }
            }
        }
    }

    private var started: Set<ObjectIdentifier> = []
    private func hasStarted(_ g: UIGestureRecognizer) -> Bool { started.contains(ObjectIdentifier(g)) }

    private func requirements(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var r = g.failureRequirements
        for o in live where o !== g && !r.contains(where: { $0 === o }) {
            if g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: o) == true
                || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: g) == true { r.append(o) }
        }
        return r
    }

    /// `g` recognized: the others sharing its touches fail (or are cancelled), unless either
    /// delegate lets them recognize together.
    private func prevent(for g: UIGestureRecognizer) {
        for o in live where o !== g && sharesTouches(o, g) {
            let together = g.delegate?.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: o) == true
                || o.delegate?.gestureRecognizer(o, shouldRecognizeSimultaneouslyWith: g) == true
            guard !together, g.canPrevent(o), o.canBePrevented(by: g) else { continue }
            switch o.state {
            case .possible: o.force(.failed)
            case .began, .changed:
                o.force(.cancelled)
                if o.isContinuous { o.sendActions() }
                o.pendingStateChange = false
            default: break
            }
        }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for rs in recognizers.values where rs.contains(where: { $0 === a }) && rs.contains(where: { $0 === b }) { return true }
        return false
    }

    /// The views of `g`'s touches are told they were cancelled; what was held for them is dropped.
    private func cancelTouches(of g: UIGestureRecognizer) {
        for (id, rs) in recognizers where rs.contains(where: { $0 === g }) && !cancelledInView.contains(id) {
            cancelledInView.insert(id)
            let heldHere = held.filter { ObjectIdentifier($0.touch) == id }
            held.removeAll { ObjectIdentifier($0.touch) == id }
            // A view that never got the touch's beginning is not told of its end.
            guard let touch = heldHere.first?.touch ?? g.trackedTouches.first(where: { ObjectIdentifier($0) == id }),
                  heldHere.first?.phase != .began, let view = touch.view else { continue }
            let phase = touch.phase
            touch.phase = .cancelled
            view.touchesCancelled([touch], with: nil)
            touch.phase = phase
        }
    }

    /// `g` failed: the deliveries it held go to the views, unless another still holds them.
    private func releaseHeld(for g: UIGestureRecognizer) {
        let ready = held.filter { h in !(recognizers[ObjectIdentifier(h.touch)] ?? []).contains { other in
            other !== g && other.state == .possible && (other.delaysTouchesBegan || (h.phase == .ended && other.delaysTouchesEnded && other.isHoldingForMore))
        } }
        held.removeAll { h in ready.contains { $0.touch === h.touch && $0.phase == h.phase } }
        for h in ready {
            guard let view = h.touch.view, !cancelledInView.contains(ObjectIdentifier(h.touch)) else { continue }
            let now = h.touch.phase
            let current = TouchState(location: h.touch.windowLocation, previous: h.touch.previousWindowLocation, timestamp: h.touch.timestamp)
            h.touch.phase = h.phase
            h.touch.windowLocation = h.state.location; h.touch.previousWindowLocation = h.state.previous; h.touch.timestamp = h.state.timestamp
            Self.send(h.phase, [h.touch], to: view, h.event)
            h.touch.phase = now
            h.touch.windowLocation = current.location; h.touch.previousWindowLocation = current.previous; h.touch.timestamp = current.timestamp
            if h.phase == .ended || h.phase == .cancelled { recognizers[ObjectIdentifier(h.touch)] = nil }
        }
    }

    /// Recognizers done with their gesture and their touches go back to `.possible`.
    private func finishGestures() {
        for g in live where g.trackedTouches.isEmpty && (g.isFinished || g.state == .possible && !g.isHoldingForMore)
            && !waiting.contains(where: { $0 === g }) {
            if g.state == .possible { releaseHeld(for: g) }
            started.remove(ObjectIdentifier(g))
            g.resetNow()
        }
        live.removeAll { g in g.state == .possible && g.trackedTouches.isEmpty && !g.isHoldingForMore && !waiting.contains { $0 === g } }
        if live.isEmpty {
            held.removeAll(); cancelledInView.removeAll()
            recognizers.removeAll()
        }
    }
}
