import QuartzCore

/// A row of dots, one per page, the current one brighter (Apple: UIPageControl). A tap to
/// the trailing side of the current dot moves to the next page, to the leading side the
/// previous one, and sends `valueChanged`; setting `currentPage` in code sends nothing.
/// The dots are 7 points wide, 16 apart, centred in the bounds; by default white, the
/// others translucent — a page control sits on the content it pages through.
///
/// Absent: `backgroundStyle`, `allowsContinuousInteraction` scrubbing, per-page indicator
/// images and `progress`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPageStorage = pinned(currentPageStorage)
            shownPage = pinned(shownPage)
            rebuildDots()
        }
    }
    /// Pinned to 0…numberOfPages − 1.
    open var currentPage: Int {
        get { currentPageStorage }
        set { currentPageStorage = pinned(newValue); shownPage = currentPageStorage; colorDots() }
    }
    private var currentPageStorage = 0
    /// The page the dots show: the current one, unless a tap changed it while
    /// `defersCurrentPageDisplay` (then it waits for `updateCurrentPageDisplay()`).
    private var shownPage = 0
    open var hidesForSinglePage = false { didSet { updateHidden() } }
    open var defersCurrentPageDisplay = false
    /// The other pages' dots; nil is a translucent white.
    open var pageIndicatorTintColor: UIColor? { didSet { colorDots(); if AppearanceRegistry.isActive { appearancePropertyDidSet("pageIndicatorTintColor") { [pageIndicatorTintColor] in ($0 as? UIPageControl)?.pageIndicatorTintColor = pageIndicatorTintColor } } } }
    /// The current page's dot; nil is an opaque white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { colorDots(); if AppearanceRegistry.isActive { appearancePropertyDidSet("currentPageIndicatorTintColor") { [currentPageIndicatorTintColor] in ($0 as? UIPageControl)?.currentPageIndicatorTintColor = currentPageIndicatorTintColor } } } }

    private var dots: [CALayer] = []
    private static let dotSide: CGFloat = 7, pitch: CGFloat = 16, height: CGFloat = 26, padding: CGFloat = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * Self.pitch + 2 * Self.padding : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the current page after a tap deferred it (`defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {
        shownPage = currentPageStorage
        colorDots()
    }

    private func pinned(_ page: Int) -> Int { min(max(page, 0), max(numberOfPages - 1, 0)) }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperlayer() }
        while dots.count < numberOfPages {
            let dot = CALayer()
            dot.cornerRadius = Self.dotSide / 2
            layer.addSublayer(dot)
            dots.append(dot)
        }
        invalidateIntrinsicContentSize()
        updateHidden()
        setNeedsLayout()
        colorDots()
    }

    private func updateHidden() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }

    /// The centre of page `i`'s dot, in the control's coordinates (right to left in a
    /// right-to-left layout).
    private func dotCentre(_ i: Int) -> CGPoint {
        let first = bounds.midX - CGFloat(numberOfPages - 1) * Self.pitch / 2
        let slot = effectiveUserInterfaceLayoutDirection == .rightToLeft ? numberOfPages - 1 - i : i
        return CGPoint(x: first + CGFloat(slot) * Self.pitch, y: bounds.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, dot) in dots.enumerated() {
            let c = dotCentre(i)
            dot.frame = CGRect(x: c.x - Self.dotSide / 2, y: c.y - Self.dotSide / 2, width: Self.dotSide, height: Self.dotSide)
        }
        CATransaction.commit()
    }

    override func resolveColorsForInterfaceStyle() { colorDots() }

    private func colorDots() {
        let other = resolvedColor(pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35))
        let current = resolvedColor(currentPageIndicatorTintColor ?? .white)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, dot) in dots.enumerated() { dot.backgroundColor = i == shownPage ? current : other }
        CATransaction.commit()
    }

    /// A tap's side of the current dot picks the page; a tap that would leave the range changes nothing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x, centre = dotCentre(shownPage).x
        let forward = effectiveUserInterfaceLayoutDirection == .rightToLeft ? x < centre : x > centre
        let page = pinned(shownPage + (forward ? 1 : -1))
        guard page != shownPage else { return }
        currentPageStorage = page
        if !defersCurrentPageDisplay { updateCurrentPageDisplay() }
        sendActions(for: .valueChanged)
    }
}
