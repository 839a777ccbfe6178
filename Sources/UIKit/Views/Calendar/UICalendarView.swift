import Foundation

/// A month of days to choose dates from (Apple, iOS 16: UICalendarView): the month and year
/// with buttons to the months before and after, the weekdays in the calendar's order from
/// its first weekday, and the days — today in the tint colour, chosen days on a tinted
/// circle, days outside `availableDateRange` dimmed and not choosable, and the delegate's
/// decorations under the numbers. What choosing does is the `selectionBehavior`'s: one date
/// or several; without one, days are only shown.
///
/// Lamina: months change with the buttons (not by a swipe), and the month and year title
/// does not open a month picker.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    open var calendar: Calendar = .current { didSet { reload() } }
    open var locale: Locale = .current { didSet { reload() } }
    open var timeZone: TimeZone? { didSet { reload() } }
    open var fontDesign: UIFontDescriptor.SystemDesign = .default { didSet { reload() } }
    /// The dates that can be seen and chosen (all, by default).
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) { didSet { reload() } }
    open var wantsDateDecorations = true { didSet { reload() } }
    open weak var delegate: UICalendarViewDelegate? { didSet { reload() } }

    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.owner = nil
            selectionBehavior?.owner = self
            reload()
        }
    }

    /// The month shown (year and month; other components ignored).
    open var visibleDateComponents: DateComponents {
        get { visibleMonth }
        set { setVisibleDateComponents(newValue, animated: false) }
    }
    private var visibleMonth: DateComponents

    private let title = UILabel()
    private let previousButton = UIButton(type: .system), nextButton = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    private var dayViews: [CalendarDayView] = []
    static let headerHeight: CGFloat = 52, weekdayHeight: CGFloat = 24, rowHeight: CGFloat = 46

    public override init(frame: CGRect) {
        let now = Calendar.current.dateComponents([.year, .month], from: Date())
        visibleMonth = DateComponents(year: now.year, month: now.month)
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        let now = Calendar.current.dateComponents([.year, .month], from: Date())
        visibleMonth = DateComponents(year: now.year, month: now.month)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        previousButton.addAction(UIAction { [weak self] _ in self?.step(-1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [weak self] _ in self?.step(1) }, for: .touchUpInside)
        for v in [title, previousButton, nextButton] as [UIView] { addSubview(v) }
        for _ in 0..<7 {
            let l = UILabel()
            l.font = .systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            weekdayLabels.append(l)
            addSubview(l)
        }
        for _ in 0..<42 {
            let d = CalendarDayView()
            d.addAction(UIAction { [weak self, weak d] _ in if let self, let day = d?.day { self.tapped(day) } }, for: .touchUpInside)
            dayViews.append(d)
            addSubview(d)
        }
        reload()
    }

    /// Shows the month of `dateComponents` (kept within the available range).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let old = visibleMonth
        let month = DateComponents(year: dateComponents.year ?? visibleMonth.year, month: dateComponents.month ?? visibleMonth.month)
        guard month != visibleMonth else { return }
        visibleMonth = month
        reload()
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: old)
    }

    /// Asks the delegate again for these days' decorations (all shown days when empty).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        let wanted = Set(dates.map(CalendarDay.normalized))
        for v in dayViews where v.day != nil && (wanted.isEmpty || wanted.contains(v.day!)) { v.decoration = decoration(for: v.day!) }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: Self.headerHeight + Self.weekdayHeight + 6 * Self.rowHeight)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: intrinsicContentSize.height)
    }

    // MARK: Days

    private var effectiveCalendar: Calendar {
        var c = calendar
        c.locale = locale
        if let timeZone { c.timeZone = timeZone }
        return c
    }

    /// The first day of the visible month.
    private var monthStart: Date? { effectiveCalendar.date(from: DateComponents(year: visibleMonth.year, month: visibleMonth.month, day: 1)) }

    private func step(_ months: Int) {
        guard let start = monthStart, let moved = effectiveCalendar.date(byAdding: .month, value: months, to: start) else { return }
        let c = effectiveCalendar.dateComponents([.year, .month], from: moved)
        setVisibleDateComponents(c, animated: true)
    }

    private func tapped(_ day: DateComponents) {
        guard isAvailable(day) else { return }
        selectionBehavior?.tapped(day)
    }

    func selectionChanged() { reload() }

    private func isAvailable(_ day: DateComponents) -> Bool {
        guard let date = effectiveCalendar.date(from: day) else { return false }
        let startOfRange = effectiveCalendar.startOfDay(for: availableDateRange.start)
        return date >= startOfRange && date <= availableDateRange.end
    }

    private func decoration(for day: DateComponents) -> Decoration? {
        wantsDateDecorations ? delegate?.calendarView(self, decorationFor: dayWithCalendar(day)) : nil
    }

    private func dayWithCalendar(_ day: DateComponents) -> DateComponents {
        var d = day
        d.calendar = effectiveCalendar
        return d
    }

    /// Lays out the month: titles, weekdays from the calendar's first weekday, and six weeks of days.
    private func reload() {
        let cal = effectiveCalendar
        let titleFormat = DateFormatter()
        titleFormat.locale = locale
        titleFormat.calendar = cal
        titleFormat.setLocalizedDateFormatFromTemplate("MMMMy")
        title.text = monthStart.map(titleFormat.string(from:))
        title.font = Self.font(17, .semibold, fontDesign)
        let symbols = titleFormat.shortStandaloneWeekdaySymbols ?? []
        for (i, l) in weekdayLabels.enumerated() where !symbols.isEmpty {
            l.text = symbols[(i + cal.firstWeekday - 1) % 7].uppercased(with: locale)
        }
        guard let start = monthStart, let days = cal.range(of: .day, in: .month, for: start) else { return }
        let lead = (cal.component(.weekday, from: start) - cal.firstWeekday + 7) % 7
        let today = CalendarDay.normalized(cal.dateComponents([.year, .month, .day], from: Date()))
        for (i, v) in dayViews.enumerated() {
            let n = i - lead + 1
            guard days.contains(n) else { v.day = nil; v.isHidden = true; continue }
            let day = DateComponents(year: visibleMonth.year, month: visibleMonth.month, day: n)
            v.isHidden = false
            v.day = day
            v.show(number: Self.numberFormatter(locale).string(from: NSNumber(value: n)) ?? "\(n)",
                   font: Self.font(20, .regular, fontDesign), isToday: day == today,
                   isSelected: selectionBehavior?.isSelected(day) ?? false, isAvailable: isAvailable(day))
            v.decoration = decoration(for: day)
        }
        let prevMonthEnd = cal.date(byAdding: .day, value: -1, to: start)
        previousButton.isEnabled = prevMonthEnd.map { $0 >= availableDateRange.start } ?? false
        let nextStart = cal.date(byAdding: .month, value: 1, to: start)
        nextButton.isEnabled = nextStart.map { $0 <= availableDateRange.end } ?? false
        setNeedsLayout()
    }

    private static func numberFormatter(_ locale: Locale) -> NumberFormatter {
        let f = NumberFormatter()
        f.locale = locale
        return f
    }

    private static func font(_ size: CGFloat, _ weight: UIFont.Weight, _ design: UIFontDescriptor.SystemDesign) -> UIFont {
        let base = UIFont.systemFont(ofSize: size, weight: weight)
        return base.fontDescriptor.withDesign(design).map { UIFont(descriptor: $0, size: size) } ?? base
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, cell = w / 7
        title.frame = CGRect(x: 16, y: 0, width: max(0, w - 120), height: Self.headerHeight)
        nextButton.frame = CGRect(x: w - 52, y: 4, width: 44, height: 44)
        previousButton.frame = CGRect(x: w - 100, y: 4, width: 44, height: 44)
        for (i, l) in weekdayLabels.enumerated() {
            l.frame = CGRect(x: CGFloat(i) * cell, y: Self.headerHeight, width: cell, height: Self.weekdayHeight)
        }
        let top = Self.headerHeight + Self.weekdayHeight
        for (i, v) in dayViews.enumerated() {
            v.frame = CGRect(x: CGFloat(i % 7) * cell, y: top + CGFloat(i / 7) * Self.rowHeight, width: cell, height: Self.rowHeight)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for v in weekdayLabels as [UIView] + dayViews { v.frame.origin.x = w - v.frame.maxX }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        reload()
    }

    /// The view of a shown day (tests and accessibility).
    func dayView(_ day: Int) -> UIView? { dayViews.first { $0.day?.day == day && !$0.isHidden } }
}

/// Told what a calendar view shows (Apple: UICalendarViewDelegate).
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: AnyObject {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// One day: its number, a circle when chosen, a decoration under it.
@MainActor
final class CalendarDayView: UIControl {
    var day: DateComponents?
    private let circle = UIView(), number = UILabel()
    private var decorationView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        circle.isUserInteractionEnabled = false
        number.textAlignment = .center
        number.isUserInteractionEnabled = false
        addSubview(circle)
        addSubview(number)
    }
    required init?(coder: NSCoder) { fatalError("CalendarDayView is made in code") }

    func show(number text: String, font: UIFont, isToday: Bool, isSelected: Bool, isAvailable: Bool) {
        number.text = text
        number.font = isSelected || isToday ? UIFont.systemFont(ofSize: font.pointSize, weight: .semibold) : font
        number.textColor = !isAvailable ? .tertiaryLabel : isSelected || isToday ? tintColor : .label
        circle.backgroundColor = isSelected ? tintColor.withAlphaComponent(0.15) : nil
        isEnabled = isAvailable
        accessibilityTraits = isSelected ? [.button, .selected] : .button
    }

    var decoration: UICalendarView.Decoration? {
        didSet {
            decorationView?.removeFromSuperview()
            decorationView = nil
            guard let decoration else { return }
            let v: UIView
            switch decoration.kind {
            case let .dot(color, size):
                v = UIView(frame: CGRect(x: 0, y: 0, width: size.side, height: size.side))
                v.backgroundColor = color ?? .systemGray
                v.layer.cornerRadius = size.side / 2
            case let .image(image, color, size):
                let iv = UIImageView(image: image)
                iv.contentMode = .scaleAspectFit
                iv.tintColor = color ?? .secondaryLabel
                iv.frame = CGRect(x: 0, y: 0, width: size.imageSide, height: size.imageSide)
                v = iv
            case let .view(make):
                v = make()
                let fit = v.sizeThatFits(CGSize(width: 22, height: 12))
                v.frame.size = CGSize(width: min(22, fit.width > 0 ? fit.width : 12), height: min(12, fit.height > 0 ? fit.height : 12))
            }
            v.isUserInteractionEnabled = false
            addSubview(v)
            decorationView = v
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height) - 4
        circle.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        circle.layer.cornerRadius = side / 2
        number.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - (decorationView == nil ? 0 : 8))
        if let d = decorationView {
            d.center = CGPoint(x: bounds.midX, y: bounds.maxY - 9)
        }
    }
}
