import QuartzCore

/// Pages the reader turns with a swipe, one controller each (Apple: UIPageViewController).
/// The shown page's neighbours come from the data source; a drag past half a page (or a
/// flick) turns to the neighbour, a shorter one springs back, and the delegate hears
/// `willTransitionTo` as the turn begins and `didFinishAnimating` when it settles, with
/// whether it completed. The incoming page's viewWillAppear and the outgoing one's
/// viewWillDisappear come as the turn begins, the did-methods as it ends (reversed when it
/// springs back). The shown page is the one child; a neighbour is a child while it is
/// turned to.
///
/// Both transition styles slide the pages, as `.scroll` does: the `.pageCurl` style's curl
/// is not drawn (its pages turn, one at a time, by sliding), and `isDoubleSided` is kept.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages (scroll style), a number.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { refreshNeighbours() } }
    open weak var delegate: UIPageViewControllerDelegate?
    open var isDoubleSided = false
    let interPageSpacing: CGFloat

    /// The shown page (Apple's `viewControllers`: one page in these styles).
    open var viewControllers: [UIViewController]? { shownPage.map { [$0] } }

    /// The recognizers that turn pages: the pages' scroll view's pan.
    open var gestureRecognizers: [UIGestureRecognizer] { [pager.panGestureRecognizer] }

    // MARK: State

    package let pager = UIScrollView()
    package let pageControl = UIPageControl()
    private let scrollHandler = PageScrollHandler()
    private(set) var shownPage: UIViewController?
    private var before: UIViewController?, after: UIViewController?
    /// The neighbour being turned to by the reader's drag, and the page it turns from.
    private var pending: UIViewController?
    /// Moving the pager in code (re-centring): its scroll callbacks are not a turn.
    private var settingOffset = false
    /// A turn set in code and animated: its completion, and the page it turns from.
    private var programmaticTurn: ProgrammaticTurn?
    private struct ProgrammaticTurn {
        var from: UIViewController?
        var to: UIViewController
        var completion: ((Bool) -> Void)?
    }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .pageCurl ? (spine ?? .min) : .none
        let spacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
            ?? (options?[.interPageSpacing] as? Int).map { CGFloat($0) }
        interPageSpacing = max(0, spacing ?? 0)
        super.init(nibName: nil, bundle: nil)
        scrollHandler.owner = self
    }

    /// UIKit's archive initializer: a scroll-style, horizontal page view controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
        scrollHandler.owner = self
    }

    // MARK: Showing pages

    /// Shows `viewControllers` (one page), sliding in from `direction` when `animated` and on
    /// screen. Neither delegate method is called; `completion` hears whether it finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let pages = viewControllers, pages.count == 1, let page = pages.first else {
            Diagnostics.warn("UIPageViewController.setViewControllers: the number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition; nothing changed")
            completion?(false)
            return
        }
        if let turn = programmaticTurn { programmaticTurn = nil; finishProgrammaticTurn(turn, completed: false) }
        cancelPendingTurn()
        guard page !== shownPage else { refreshNeighbours(); completion?(true); return }
        let old = shownPage
        guard animated, isViewLoaded, isAppeared, old != nil else {
            replaceShownPage(with: page)
            completion?(true)
            return
        }
        // The new page beside the old one, in the direction of the turn, then the pager slides.
        if direction == .forward { before = nil; after = page } else { after = nil; before = page }
        install(page)
        if isAppeared {
            page.beginAppearanceTransition(true, animated: true)
            old?.beginAppearanceTransition(false, animated: true)
        }
        programmaticTurn = ProgrammaticTurn(from: old, to: page, completion: completion)
        layoutPages()
        // From the old page's place in the new order to the new page's.
        settingOffset = true
        pager.contentOffset = offset(ofSlot: old.flatMap(slot(of:)) ?? 0)
        settingOffset = false
        pager.setContentOffset(offset(ofSlot: slot(of: page) ?? 0), animated: true)
    }

    /// The shown page becomes `page` at once (appearance without animation).
    private func replaceShownPage(with page: UIViewController) {
        let old = shownPage
        let visible = isViewLoaded && isAppeared
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            page.beginAppearanceTransition(true, animated: false)
        }
        shownPage = page
        install(page)
        if let old { uninstall(old) }
        if visible {
            page.viewIsAppearing(false)
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        refreshNeighbours()
    }

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.clipsToBounds = true
        pager.delegate = scrollHandler
        if navigationOrientation == .horizontal { pager.alwaysBounceHorizontal = true } else { pager.alwaysBounceVertical = true }
        view.addSubview(pager)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        view.addSubview(pageControl)
        if let p = shownPage { install(p) }
        refreshNeighbours()
    }

    /// The page view controller tells its pages of appearance itself (turns).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shownPage?.beginAppearanceTransition(true, animated: animated)
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        shownPage?.viewIsAppearing(animated)
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        shownPage?.endAppearanceTransition()
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        shownPage?.beginAppearanceTransition(false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shownPage?.endAppearanceTransition()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPages()
    }

    /// The page indicator's strip at the bottom (when shown), the pager over the rest, one
    /// slot a page (plus the spacing) for the neighbours there are and the shown page.
    private func layoutPages() {
        guard let v = viewIfLoaded else { return }
        var area = v.bounds
        if !pageControl.isHidden {
            let strip: CGFloat = 37
            let bottom = v.safeAreaInsets.bottom
            pageControl.frame = CGRect(x: area.minX, y: area.maxY - bottom - strip, width: area.width, height: strip)
            area.size.height = max(0, area.height - bottom - strip)
        }
        let horizontal = navigationOrientation == .horizontal
        var frame = area
        if horizontal { frame.size.width += interPageSpacing } else { frame.size.height += interPageSpacing }
        if pager.frame != frame { pager.frame = frame }
        let slots = pageSlots
        for (k, page) in slots.enumerated() {
            guard let pv = page.viewIfLoaded, pv.superview === pager else { continue }
            pv.frame = horizontal
                ? CGRect(x: CGFloat(k) * frame.width, y: 0, width: area.width, height: area.height)
                : CGRect(x: 0, y: CGFloat(k) * frame.height, width: area.width, height: area.height)
        }
        let content = horizontal ? CGSize(width: frame.width * CGFloat(slots.count), height: frame.height)
                                 : CGSize(width: frame.width, height: frame.height * CGFloat(slots.count))
        if pager.contentSize != content { pager.contentSize = content }
        if pending == nil, programmaticTurn == nil, !pager.isDragging, !pager.isDecelerating,
           let p = shownPage, let k = slots.firstIndex(where: { $0 === p }) {
            settingOffset = true
            pager.contentOffset = offset(ofSlot: k)
            settingOffset = false
        }
    }

    /// The pages in order along the pager: the neighbour before, the shown page, the one after.
    private var pageSlots: [UIViewController] { [before, shownPage, after].compactMap { $0 } }
    private func slot(of page: UIViewController) -> Int? { pageSlots.firstIndex { $0 === page } }
    private func offset(ofSlot k: Int) -> CGPoint {
        navigationOrientation == .horizontal ? CGPoint(x: CGFloat(k) * pager.bounds.width, y: 0)
                                             : CGPoint(x: 0, y: CGFloat(k) * pager.bounds.height)
    }
    /// The slot the pager shows most of.
    private var landedSlot: Int {
        let o = pager.contentOffset
        let p = navigationOrientation == .horizontal ? o.x / max(1, pager.bounds.width) : o.y / max(1, pager.bounds.height)
        return max(0, min(pageSlots.count - 1, Int(p.rounded())))
    }

    /// Asks the data source for the shown page's neighbours and updates the indicator.
    private func refreshNeighbours() {
        before = shownPage.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = shownPage.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        if before === shownPage { before = nil }
        if after === shownPage { after = nil }
        if transitionStyle == .scroll, let ds = dataSource, ds.presentationCount(for: self) > 0 {
            pageControl.numberOfPages = ds.presentationCount(for: self)
            pageControl.currentPage = ds.presentationIndex(for: self)
            pageControl.isHidden = false
        } else {
            pageControl.isHidden = true
        }
        viewIfLoaded?.setNeedsLayout()
        layoutPages()
    }

    /// Makes `page` a child with its view in the pager.
    private func install(_ page: UIViewController) {
        if page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        guard isViewLoaded, let pv = page.view, pv.superview !== pager else { return }
        pager.addSubview(pv)
    }

    private func uninstall(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    // MARK: Turns by the reader

    /// The pager moved: a drag leaving the shown page toward a neighbour begins a turn.
    fileprivate func pagerDidScroll() {
        guard !settingOffset, programmaticTurn == nil, pager.isDragging || pager.isDecelerating,
              let shown = shownPage, let k = slot(of: shown) else { return }
        let here = offset(ofSlot: k), o = pager.contentOffset
        let delta = navigationOrientation == .horizontal ? o.x - here.x : o.y - here.y
        guard abs(delta) > 0.5 else { return }
        let toward = delta > 0 ? after : before
        guard let next = toward, next !== pending else { return }
        if pending != nil { cancelPendingTurn() }
        pending = next
        install(next)
        layoutPages()
        delegate?.pageViewController(self, willTransitionTo: [next])
        if isAppeared {
            next.beginAppearanceTransition(true, animated: true)
            shown.beginAppearanceTransition(false, animated: true)
        }
    }

    /// The pager came to rest: a turn completes (the page it landed on is shown) or springs back.
    fileprivate func pagerDidSettle() {
        if let turn = programmaticTurn {
            programmaticTurn = nil
            finishProgrammaticTurn(turn, completed: true)
            return
        }
        guard let next = pending, let old = shownPage else { return }
        let landed = pageSlots[landedSlot]
        let completed = landed === next
        pending = nil
        if isAppeared {
            if completed {
                next.viewIsAppearing(true)
                next.endAppearanceTransition()
                old.endAppearanceTransition()
            } else {
                next.beginAppearanceTransition(false, animated: true)
                old.beginAppearanceTransition(true, animated: true)
                next.endAppearanceTransition()
                old.endAppearanceTransition()
            }
        }
        if completed {
            shownPage = next
            uninstall(old)
        } else {
            uninstall(next)
        }
        refreshNeighbours()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completed)
    }

    /// A turn begun by a drag is undone (a new page set in code, or the drag reversed).
    private func cancelPendingTurn() {
        guard let next = pending else { return }
        pending = nil
        if isAppeared, let old = shownPage {
            next.beginAppearanceTransition(false, animated: false)
            next.endAppearanceTransition()
            old.beginAppearanceTransition(true, animated: false)
            old.endAppearanceTransition()
        }
        uninstall(next)
    }

    private func finishProgrammaticTurn(_ turn: ProgrammaticTurn, completed: Bool) {
        let target = turn.to
        if isAppeared {
            target.viewIsAppearing(true)
            target.endAppearanceTransition()
            turn.from?.endAppearanceTransition()
        }
        shownPage = target
        if let old = turn.from, old !== target { uninstall(old) }
        refreshNeighbours()
        turn.completion?(completed)
    }
}

/// The pager's scroll-view delegate (UIPageViewController is not one in Apple's API).
@MainActor
private final class PageScrollHandler: UIScrollViewDelegate {
    weak var owner: UIPageViewController?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.pagerDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagerDidSettle() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagerDidSettle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.pagerDidSettle() }
}
