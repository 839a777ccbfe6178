import QuartzCore

/// A row of dots, one per page, the current one brighter (Apple: UIPageControl). A tap to
/// the trailing side of the current dot moves to the next page, to the leading side the
/// previous one, and sends `valueChanged`; setting `currentPage` in code sends nothing.
/// The dots are 7 points wide, 16 apart, centred in the bounds; by default white, the
/// others translucent — a page control sits on the content it pages through. iOS 14's
/// indicator images (for all pages or per page, for the current page too; drawn as
/// templates in the indicator colours) replace dots; `backgroundStyle` puts the dots on a
/// dark capsule (`prominent` always, `automatic` while the user scrubs); with
/// `allowsContinuousInteraction` a drag along the control scrubs through the pages.
///
/// Absent: `progress` (`UIPageControlTimerProgress`) and iOS 16's vertical `direction`.
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

    /// How the indicators' background shows (Apple: UIPageControl.BackgroundStyle).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    open var backgroundStyle = BackgroundStyle.automatic { didSet { updatePlatter() } }
    /// Whether a drag along the control scrubs through the pages (true, as UIKit's default).
    open var allowsContinuousInteraction = true
    /// The image every page's indicator shows (nil: a dot), unless the page has its own.
    open var preferredIndicatorImage: UIImage? { didSet { colorDots() } }
    /// The current page's image (iOS 16), unless the page has its own; nil: the page's indicator.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { colorDots() } }
    private var pageImages: [Int: UIImage] = [:], currentPageImages: [Int: UIImage] = [:]

    /// Page `page`'s indicator image (nil: the preferred one).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image; colorDots() }
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageImages[page] = image; colorDots() }
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageImages[page] }

    /// The image page `i`'s indicator shows now, if any.
    private func shownImage(_ i: Int) -> UIImage? {
        if i == shownPage, let own = currentPageImages[i] ?? preferredCurrentPageIndicatorImage { return own }
        return pageImages[i] ?? preferredIndicatorImage
    }

    private var dots: [CALayer] = []
    /// The capsule behind the indicators (`backgroundStyle`), and whether the user is scrubbing.
    private let platter = CALayer()
    private var scrubbing = false
    private static let dotSide: CGFloat = 7, pitch: CGFloat = 16, height: CGFloat = 26, padding: CGFloat = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPlatter()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPlatter()
    }

    private func setUpPlatter() {
        platter.backgroundColor = UIColor(white: 0, alpha: 0.25).cgColor
        platter.isHidden = true
        layer.addSublayer(platter)
    }

    private func updatePlatter() {
        CATransaction.begin()
        CATransaction.setDisableActions(backgroundStyle != .automatic)
        platter.isHidden = !(backgroundStyle == .prominent || (backgroundStyle == .automatic && scrubbing)) || numberOfPages == 0
        CATransaction.commit()
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
        defer { updatePlatter() }
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
            let side = indicatorSize(i)
            dot.frame = CGRect(x: c.x - side.width / 2, y: c.y - side.height / 2, width: side.width, height: side.height)
        }
        let row = size(forNumberOfPages: numberOfPages)
        platter.frame = CGRect(x: bounds.midX - row.width / 2, y: bounds.midY - row.height / 2, width: row.width, height: row.height)
        platter.cornerRadius = row.height / 2
        CATransaction.commit()
    }

    /// A dot's size, or its image's (no taller than the control's row, as UIKit fits them).
    private func indicatorSize(_ i: Int) -> CGSize {
        guard let image = shownImage(i), image.size.width > 0, image.size.height > 0 else {
            return CGSize(width: Self.dotSide, height: Self.dotSide)
        }
        let fit = min(1, (Self.height - 8) / image.size.height, (Self.pitch - 2) / image.size.width)
        return CGSize(width: image.size.width * fit, height: image.size.height * fit)
    }

    override func resolveColorsForInterfaceStyle() { colorDots() }

    private func colorDots() {
        let other = resolvedColor(pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35))
        let current = resolvedColor(currentPageIndicatorTintColor ?? .white)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, dot) in dots.enumerated() {
            let colour = i == shownPage ? current : other
            if let image = shownImage(i) {
                // The image as a template in the indicator's colour.
                dot.backgroundColor = nil
                dot.cornerRadius = 0
                dot.contents = Self.tinted(image, colour, scale: traitCollection.displayScale)
                dot.contentsGravity = .resizeAspect
            } else {
                dot.contents = nil
                dot.cornerRadius = Self.dotSide / 2
                dot.backgroundColor = colour
            }
        }
        CATransaction.commit()
        setNeedsLayout()
    }

    /// `image`'s shape filled with `colour`, at the screen's scale.
    private static func tinted(_ image: UIImage, _ colour: CGColor, scale: CGFloat) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(1, scale)
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.withTintColor(UIColor(cgColor: colour), renderingMode: .alwaysOriginal).draw(in: CGRect(origin: .zero, size: image.size))
        }.cgImage
    }

    /// A drag along the control (with `allowsContinuousInteraction`) scrubs: the page under
    /// the touch becomes current, `valueChanged` sent at each change.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, numberOfPages > 1 else { return true }
        let p = touch.location(in: self)
        // A touch that strays a few points is still a tap; further, it scrubs.
        if !scrubbing, abs(p.x - trackStartX) < 6 { return true }
        if !scrubbing { scrubbing = true; updatePlatter() }
        let first = dotCentre(0).x, last = dotCentre(numberOfPages - 1).x
        let fraction = last == first ? 0 : (p.x - first) / (last - first)
        let page = pinned(Int((fraction * CGFloat(numberOfPages - 1)).rounded()))
        if page != currentPageStorage {
            currentPageStorage = page
            updateCurrentPageDisplay()
            sendActions(for: .valueChanged)
        }
        return true
    }

    private var trackStartX: CGFloat = 0

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackStartX = touch.location(in: self).x
        return super.beginTracking(touch, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if scrubbing { scrubbing = false; updatePlatter() }
    }

    /// A tap's side of the current dot picks the page; a tap that would leave the range changes nothing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if scrubbing {
            scrubbing = false
            updatePlatter()
            return
        }
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
