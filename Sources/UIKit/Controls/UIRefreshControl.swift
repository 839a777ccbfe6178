import QuartzCore

/// Pull-to-refresh for a scroll view (Apple: UIRefreshControl), set as its `refreshControl`.
/// Pulled down past the top, a spinner appears; pulled 60 points beyond the top it starts
/// refreshing — `isRefreshing` becomes true and `valueChanged` is sent once — and, released,
/// the content rests 60 points lower so the spinner stays in view until `endRefreshing()`
/// slides it back. `beginRefreshing()` starts it from code (no `valueChanged`, as UIKit).
/// The optional `attributedTitle` shows under the spinner.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.attributedText = attributedTitle; setNeedsLayout() }
    }

    /// How far past the top a pull starts refreshing, and the room kept while it does.
    static let triggerDistance: CGFloat = 60
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// A refresh begun in this drag: the content settles with the room once it is released.
    private var triggeredThisDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefreshControl()
    }

    public convenience init() { self.init(frame: .zero) }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
    }

    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        addSubview(spinner)
        addSubview(titleLabel)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the spinner turns and the room is kept (the content is
    /// not scrolled to show it, as UIKit does not).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshInset = Self.triggerDistance
    }

    /// Ends refreshing: the spinner stops and the room above the content closes, the content
    /// sliding back up when it showed the spinner.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        triggeredThisDrag = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.refreshInset = 0
        if !scrollView.isDragging, scrollView.contentOffset.y < scrollView.limits.min.y {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: scrollView.limits.min.y), animated: true)
        }
        UIView.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
    }

    /// Above the content (and its inset), across the scroll view; the spinner centred in the
    /// part of it pulled into view.
    func layoutInScrollView() {
        guard let scrollView else { return }
        let top = scrollView.insetWithoutRefresh.top
        frame = CGRect(x: 0, y: -top - Self.triggerDistance, width: scrollView.bounds.width, height: Self.triggerDistance)
        let titleHeight: CGFloat = attributedTitle == nil ? 0 : 18
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY - titleHeight / 2)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: titleHeight)
    }

    /// The scroll view moved: while dragging, the spinner fades in with the pull, and a pull
    /// past the trigger distance starts refreshing.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.insetWithoutRefresh.top)
        if !isRefreshing {
            spinner.alpha = min(1, max(0, pulled / Self.triggerDistance))
            if scrollView.isDragging, pulled >= Self.triggerDistance {
                isRefreshing = true
                triggeredThisDrag = true
                spinner.alpha = 1
                spinner.startAnimating()
                sendActions(for: .valueChanged)
            }
        }
    }

    /// The finger lifts: a refresh begun keeps its room, so the content settles below it.
    func dragWillEnd() {
        if isRefreshing, triggeredThisDrag { scrollView?.refreshInset = Self.triggerDistance }
        triggeredThisDrag = false
    }
}
