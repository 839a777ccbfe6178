import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Custom view-controller transitions (Apple: "Customizing the Transition Animations"):
/// animators from a navigation controller's delegate, a tab bar controller's delegate and a
/// presented controller's transitioning delegate; custom presentation controllers; the
/// transition coordinator; percent-driven interactions that finish or cancel.
final class CustomTransitionTests: AppTestCase {
    nonisolated func testACustomPushAnimatorGetsTheContextAndFadesTheNewViewIn() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let delegate = FadingNavigation()
            nav.delegate = delegate
            _ = platform.frame(at: 0.05)
            let detail = ColorController(color: .red, title: "Detail")
            nav.pushViewController(detail, animated: true)
            XCTAssertTrue(nav.topViewController === detail, "the stack changes at once")
            let seen = try XCTUnwrap(delegate.animator.seen)
            XCTAssertTrue(seen.from === root && seen.to === detail)
            XCTAssertTrue(seen.fromView === root.view && seen.toView === detail.view)
            XCTAssertTrue(seen.container !== nav.view && seen.container.isDescendant(of: nav.view), "the container is under the bars")
            XCTAssertTrue(seen.container.subviews.last === detail.view, "the animator added the new view")
            XCTAssertTrue(Self.navigationBarIsAbove(seen.container, in: nav))
            XCTAssertEqual(seen.finalFrame, nav.view.bounds)
            XCTAssertEqual(seen.initialFrame, nav.view.bounds)
            XCTAssertTrue(seen.animated)
            XCTAssertFalse(seen.interactive)
            XCTAssertEqual(delegate.operations, [.push])
            // Half way through its 0.4 s (ease in-out: half the change), red over blue at half alpha.
            let mid = try XCTUnwrap(platform.frame(at: 0.05 + 0.2))
            let p = pixel(mid, 160, 300)
            XCTAssertEqual(Int(p.r), 128, accuracy: 24)
            XCTAssertEqual(Int(p.b), 128, accuracy: 24)
            writeArtifact(mid, "custom-push-fade")
            platform.run(events: [], duration: 0.8)
            XCTAssertNil(root.view.superview, "the old view leaves at the end")
            XCTAssertEqual(delegate.animator.ended, [true])
            XCTAssertNil(detail.transitionCoordinator)
            // The delegate gives no pop animator: UIKit's slide.
            nav.popViewController(animated: true)
            XCTAssertEqual(delegate.operations, [.push, .pop])
            XCTAssertNotNil(root.transitionCoordinator, "UIKit's own pop has a coordinator too")
            platform.run(events: [], duration: 1.4)
            XCTAssertTrue(nav.topViewController === root)
            XCTAssertEqual(delegate.animator.ended, [true], "the custom animator was not asked again")
        }
    }

    @MainActor private static func navigationBarIsAbove(_ container: UIView, in nav: UINavigationController) -> Bool {
        guard let c = nav.view.subviews.firstIndex(where: { $0 === container }),
              let b = nav.view.subviews.firstIndex(where: { $0 === nav.navigationBar }) else { return false }
        return b > c
    }

    nonisolated func testTheCoordinatorAnimatesAlongsideAndTellsTheEnd() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            _ = platform.frame(at: 0.05)
            let detail = CoordinatedController()
            nav.pushViewController(detail, animated: true)
            XCTAssertEqual(TestLog.lines, ["viewWillAppear: coordinator animated true, to is self true"])
            XCTAssertEqual(detail.marker.alpha, 0, "the alongside block ran in the transition's block")
            _ = platform.frame(at: 0.05 + 0.175)
            let shown = try XCTUnwrap(detail.marker.layer.presentation()?.opacity)
            XCTAssertGreaterThan(shown, 0.1)
            XCTAssertLessThan(shown, 0.9, "the marker fades with the slide")
            platform.run(events: [], duration: 0.8)
            XCTAssertEqual(TestLog.lines, ["viewWillAppear: coordinator animated true, to is self true",
                                           "completion: cancelled false", "viewDidAppear"])
            // No transition: no coordinator; a non-animated push has none either.
            XCTAssertNil(detail.transitionCoordinator)
            TestLog.lines = []
            nav.pushViewController(CoordinatedController(), animated: false)
            XCTAssertEqual(TestLog.lines.first, "viewWillAppear: no coordinator")
        }
    }

    nonisolated func testACustomPresentationControllerSizesDimsAndStaysOverThePresenter() throws {
        try MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            root.view.backgroundColor = .blue
            _ = platform.frame(at: 0.05)
            let transitions = HalfSheetTransitions()
            let presented = NavLoggingController(name: "half")
            presented.view.backgroundColor = .red
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            TestLog.lines = []
            root.present(presented, animated: true)
            XCTAssertTrue(presented.presentationController is HalfPresentationController)
            XCTAssertTrue(presented.presentationController?.presentingViewController === root)
            platform.run(events: [], duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["willBegin coordinator true", "half.viewWillAppear", "didEnd true", "half.viewDidAppear"],
                           "the presenter stays on screen (no disappearing)")
            XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
            XCTAssertNotNil(root.view.window)
            let shot = try XCTUnwrap(platform.frame(at: 0.8))
            let top = pixel(shot, 160, 100), bottom = pixel(shot, 160, 400)
            XCTAssertEqual(Int(top.b), 128, accuracy: 20, "the presenter, dimmed")
            XCTAssertEqual(bottom, RGBA8(255, 0, 0, 255))
            writeArtifact(shot, "custom-presentation-half")
            // The window changes size: the presentation controller places its view again.
            platform.run(events: [InputEvent(time: 0.85, .resize(CGSize(width: 400, height: 600)))], duration: 0.9)
            XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 300, width: 400, height: 300))
            TestLog.lines = []
            root.dismiss(animated: true)
            platform.run(events: [], duration: 1.6)
            XCTAssertEqual(TestLog.lines, ["dismissal willBegin", "half.viewWillDisappear", "dismissal didEnd true", "half.viewDidDisappear"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(transitions.controller?.dimming.superview)
        }
    }

    nonisolated func testAPercentDrivenDismissalFollowsAndCancelsBackOrFinishes() throws {
        try MainActor.assumeIsolated {
            let root = NavLoggingController(name: "root")
            let (platform, _) = launchApp({ root }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            root.view.backgroundColor = .blue
            let transitions = SlideDownTransitions()
            let presented = NavLoggingController(name: "card")
            presented.view.backgroundColor = .red
            presented.modalPresentationStyle = .overFullScreen
            presented.transitioningDelegate = transitions
            root.present(presented, animated: false)
            XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            // The interaction starts the dismissal and drives it half way.
            TestLog.lines = []
            transitions.interacting = true
            root.dismiss(animated: true) { TestLog.lines.append("dismiss completion") }
            let coordinator = try XCTUnwrap(presented.transitionCoordinator)
            XCTAssertTrue(coordinator.isInteractive && coordinator.initiallyInteractive)
            coordinator.notifyWhenInteractionChanges { ctx in TestLog.lines.append("interaction ended, cancelled \(ctx.isCancelled)") }
            transitions.interaction.update(0.5)
            XCTAssertEqual(transitions.interaction.percentComplete, 0.5)
            let half = try XCTUnwrap(platform.frame(at: 0.2))
            XCTAssertEqual(pixel(half, 160, 200), RGBA8(0, 0, 255, 255), "the top half shows the presenter")
            XCTAssertEqual(pixel(half, 160, 280), RGBA8(255, 0, 0, 255), "the card, half way down")
            writeArtifact(half, "percent-driven-half")
            // Cancelled: the time runs back, the card ends where it began and stays presented.
            transitions.interaction.cancel()
            platform.run(events: [], duration: 1.0)
            XCTAssertEqual(TestLog.lines, ["card.viewWillDisappear", "interaction ended, cancelled true",
                                           "card.viewWillAppear", "card.viewDidAppear", "animationEnded false"])
            XCTAssertTrue(root.presentedViewController === presented)
            XCTAssertEqual(presented.view.frame.minY, 0, "back where it began")
            let back = try XCTUnwrap(platform.frame(at: 1.1))
            XCTAssertEqual(pixel(back, 160, 200), RGBA8(255, 0, 0, 255))
            // Again, finished this time: it runs on down and the dismissal completes.
            TestLog.lines = []
            root.dismiss(animated: true) { TestLog.lines.append("dismiss completion") }
            transitions.interaction.update(0.3)
            _ = platform.frame(at: 1.2)
            transitions.interaction.finish()
            platform.run(events: [], duration: 2.0)
            XCTAssertEqual(TestLog.lines, ["card.viewWillDisappear", "card.viewDidDisappear", "dismiss completion", "animationEnded true"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(presented.view.window)
        }
    }

    nonisolated func testAnInterruptibleAnimatorIsDrivenThroughItsFraction() throws {
        try MainActor.assumeIsolated {
            let root = ColorController(color: .blue, title: "Root")
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let delegate = InterruptibleNavigation()
            nav.delegate = delegate
            let detail = ColorController(color: .red, title: "Detail")
            nav.pushViewController(detail, animated: true)
            let animator = try XCTUnwrap(delegate.animator.running)
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning, "paused for the interaction")
            delegate.interaction.update(0.25)
            XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 0.001)
            let quarter = try XCTUnwrap(platform.frame(at: 0.1))
            XCTAssertEqual(pixel(quarter, 100, 300), RGBA8(0, 0, 255, 255), "the new view a quarter in from the right")
            XCTAssertEqual(pixel(quarter, 300, 300), RGBA8(255, 0, 0, 255))
            delegate.interaction.finish()
            platform.run(events: [], duration: 1.0)
            XCTAssertEqual(delegate.animator.ended, [true])
            XCTAssertNil(root.view.superview)
            XCTAssertEqual(detail.view.frame.minX, 0)
        }
    }

    nonisolated func testATabChangeRunsTheDelegatesAnimatorAndCanBeCancelled() throws {
        try MainActor.assumeIsolated {
            let a = NavLoggingController(name: "a"), b = NavLoggingController(name: "b")
            let (platform, tabs) = launchApp({ () -> UITabBarController in
                let t = UITabBarController()
                t.viewControllers = [a, b]
                return t
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let delegate = TabTransitions()
            tabs.delegate = delegate
            TestLog.lines = []
            tabs.selectedIndex = 1
            XCTAssertTrue(b.transitionCoordinator != nil)
            XCTAssertTrue(delegate.animator.seen?.container.isDescendant(of: tabs.view) ?? false)
            platform.run(events: [], duration: 0.8)
            XCTAssertEqual(TestLog.lines, ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
            XCTAssertNil(a.view.superview)
            // Driven and cancelled: the old tab stays selected.
            delegate.interactive = true
            TestLog.lines = []
            tabs.selectedIndex = 0
            delegate.interaction.update(0.4)
            delegate.interaction.cancel()
            platform.run(events: [], duration: 1.8)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertTrue(tabs.tabBar.selectedItem === b.tabBarItem)
            XCTAssertNil(a.view.superview)
            XCTAssertNotNil(b.view.window)
            XCTAssertEqual(TestLog.lines, ["b.viewWillDisappear", "a.viewWillAppear", "a.viewWillDisappear", "b.viewWillAppear",
                                           "b.viewDidAppear", "a.viewDidDisappear"], "the appearance turns back")
        }
    }
}

// MARK: Animators and delegates the tests use

/// What an animator saw of its context.
@MainActor struct SeenContext {
    let from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?
    let container: UIView, finalFrame: CGRect, initialFrame: CGRect, animated: Bool, interactive: Bool
}

/// Fades the incoming view in over 0.4 s (the animator adds it to the container).
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var seen: SeenContext?
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
        toView.frame = ctx.finalFrame(for: to)
        toView.alpha = 0
        ctx.containerView.addSubview(toView)
        let from = ctx.viewController(forKey: .from)
        seen = SeenContext(from: from, to: to, fromView: ctx.view(forKey: .from), toView: toView, container: ctx.containerView,
                           finalFrame: ctx.finalFrame(for: to), initialFrame: from.map { ctx.initialFrame(for: $0) } ?? .zero,
                           animated: ctx.isAnimated, interactive: ctx.isInteractive)
        UIView.animate(withDuration: transitionDuration(using: ctx), animations: { toView.alpha = 1 }, completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

final class FadingNavigation: UINavigationControllerDelegate {
    let animator = FadeAnimator()
    var operations: [UINavigationController.Operation] = []
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return operation == .push ? animator : nil
    }
}

/// Fades a marker view in alongside the transition that shows it.
final class CoordinatedController: UIViewController {
    let marker = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    override func viewDidLoad() {
        view.backgroundColor = .white
        marker.backgroundColor = .black
        view.addSubview(marker)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let c = transitionCoordinator else { TestLog.lines.append("viewWillAppear: no coordinator"); return }
        TestLog.lines.append("viewWillAppear: coordinator animated \(c.isAnimated), to is self \(c.viewController(forKey: .to) === self)")
        marker.alpha = 1
        c.animate(alongsideTransition: { _ in self.marker.alpha = 0 }, completion: { ctx in
            TestLog.lines.append("completion: cancelled \(ctx.isCancelled)")
        })
    }
    override func viewDidAppear(_ animated: Bool) { TestLog.lines.append("viewDidAppear") }
}

/// A presentation over the bottom half of the container, over a dimming view that fades in
/// and out alongside.
final class HalfPresentationController: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        return CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
    }
    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        let coordinator = presentedViewController.transitionCoordinator
        TestLog.lines.append("willBegin coordinator \(coordinator != nil)")
        coordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        TestLog.lines.append("didEnd \(completed)")
        if !completed { dimming.removeFromSuperview() }
    }
    override func dismissalTransitionWillBegin() {
        TestLog.lines.append("dismissal willBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        TestLog.lines.append("dismissal didEnd \(completed)")
        if completed { dimming.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfSheetTransitions: UIViewControllerTransitioningDelegate {
    weak var controller: HalfPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let c = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        controller = c
        return c
    }
}

/// Slides the presented view down off the container, linearly over 0.5 s.
final class SlideDownAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(false) }
        let height = ctx.containerView.bounds.height
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            fromView.frame.origin.y = height
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
    func animationEnded(_ transitionCompleted: Bool) { TestLog.lines.append("animationEnded \(transitionCompleted)") }
}

final class SlideDownTransitions: UIViewControllerTransitioningDelegate {
    let animator = SlideDownAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    var interacting = false
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interacting ? interaction : nil
    }
}

/// A push by a property animator that slides the new view in from the right (linear).
final class InterruptiblePushAnimator: UIViewControllerAnimatedTransitioning {
    var running: UIViewPropertyAnimator?
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) { interruptibleAnimator(using: ctx).startAnimation() }
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let toView = ctx.view(forKey: .to)!
        let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        ctx.containerView.addSubview(toView)
        let a = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { toView.frame = final }
        a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        running = a
        return a
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted); running = nil }
}

final class InterruptibleNavigation: UINavigationControllerDelegate {
    let animator = InterruptiblePushAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animator : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

final class TabTransitions: UITabBarControllerDelegate {
    let animator = FadeAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}
