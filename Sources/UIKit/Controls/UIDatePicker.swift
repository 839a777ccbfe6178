import QuartzCore

/// How a date picker shows itself (Apple: UIDatePickerStyle).
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// A control for choosing a date, a time or a duration (Apple: UIDatePicker). Compact (the
/// `.automatic` style, as on iOS 14+): rounded buttons showing the date and the time in the
/// locale's medium date and short time; a tap on one opens its wheels in a popup beside it,
/// and a tap outside closes it. Wheels (`.wheels`, and always for `.countDownTimer`):
/// month, day and year for `.date`; hour, minute and AM/PM for `.time` (by `minuteInterval`);
/// a day, hour, minute and AM/PM for `.dateAndTime`; hours and minutes for
/// `.countDownTimer`. Names and order follow `locale` and `calendar`, in `timeZone`. When the
/// user settles a wheel, the date is formed (a day past the month's end takes the month's
/// last day), kept within `minimumDate`/`maximumDate` (the wheels turn back), and
/// `.valueChanged` is sent; setting `date` in code sends nothing.
///
/// Inline (`.inline`, for `.date` and `.dateAndTime`): a month calendar (`UICalendarView`'s),
/// a tap on a day choosing it and sending `.valueChanged`, days outside the minimum and
/// maximum dimmed; with the time, a Time row under it whose button opens the time wheels.
///
/// The compact style's date opens the same month calendar in its popup, its time the time
/// wheels.
///
/// Differences: an inline `.time` picker shows wheels.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode = Mode.dateAndTime { didSet { restyle() } }
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { restyle() } }
    /// The style drawn: compact for `.automatic` (wheels for a countdown), inline for the date
    /// modes (wheels for `.time`).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic, .compact: return .compact
        case .wheels: return .wheels
        case .inline: return datePickerMode == .time ? .wheels : .inline
        }
    }

    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }
    private var dateStorage = Date()
    open var minimumDate: Date? { didSet { setDate(dateStorage, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(dateStorage, animated: false) } }
    /// The minute wheel's step, 1–30 and a divisor of 60 (others read as 1, as UIKit's).
    open var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            rebuild()
        }
    }
    /// `.countDownTimer`'s value, in seconds (under a day, in whole minutes).
    open var countDownDuration: TimeInterval = 0 { didSet { showDuration(animated: false) } }
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { calendarStorage }
        set { calendarStorage = newValue ?? Calendar(identifier: .gregorian); rebuild() }
    }
    private var calendarStorage = Calendar.current
    open var timeZone: TimeZone? { didSet { rebuild() } }

    private let wheels = UIPickerView()
    private let source = DatePickerWheels()
    private let datePill = CompactDateButton(), timePill = CompactDateButton()
    /// The month calendar (the inline style's, or in the compact date's popup), and the inline
    /// style's Time row title.
    private lazy var inlineCalendar = DatePickerCalendar(picker: self)
    private let timeTitle = UILabel()
    /// While the compact style's popup is open: the mode its wheels show (the date's or the time's).
    private var popupMode: Mode?
    private var popup: (overlay: PopupOverlay, panel: UIView)?
    private var wheelMode: Mode { popupMode ?? datePickerMode }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpDatePicker()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDatePicker()
    }

    private func setUpDatePicker() {
        source.owner = self
        wheels.dataSource = source
        wheels.delegate = source
        datePill.addAction(UIAction { [weak self] _ in self?.openPopup(.date) }, for: .touchUpInside)
        timePill.addAction(UIAction { [weak self] _ in self?.openPopup(.time) }, for: .touchUpInside)
        restyle()
    }

    /// Shows the wheels or the compact buttons, as the style and mode say.
    private func restyle() {
        closePopup()
        let compact = datePickerStyle == .compact, inline = datePickerStyle == .inline
        if compact || inline { wheels.removeFromSuperview() } else if wheels.superview !== self { addSubview(wheels) }
        if inline, inlineCalendar.view.superview !== self { addSubview(inlineCalendar.view) }
        if !inline { inlineCalendar.viewIfMade?.removeFromSuperview() }
        let timeRow = inline && datePickerMode == .dateAndTime
        if timeRow {
            timeTitle.text = "Time"
            timeTitle.font = .systemFont(ofSize: 17)
            if timeTitle.superview !== self { addSubview(timeTitle) }
        } else {
            timeTitle.removeFromSuperview()
        }
        let pills = compact ? pillsShown : timeRow ? [timePill] : []
        for p in [datePill, timePill] where !pills.contains(where: { $0 === p }) { p.removeFromSuperview() }
        for p in pills where p.superview !== self { addSubview(p) }
        rebuild()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var pillsShown: [CompactDateButton] {
        switch datePickerMode {
        case .date: return [datePill]
        case .time: return [timePill]
        case .dateAndTime: return [datePill, timePill]
        case .countDownTimer: return []
        }
    }

    open override var intrinsicContentSize: CGSize {
        if datePickerStyle == .inline {
            let calendarHeight = inlineCalendar.view.intrinsicContentSize.height
            return CGSize(width: 320, height: calendarHeight + (datePickerMode == .dateAndTime ? Self.timeRowHeight : 0))
        }
        guard datePickerStyle == .compact else { return CGSize(width: 320, height: 216) }
        let widths = pillsShown.map { $0.sizeThatFits(.zero).width }
        return CGSize(width: widths.reduce(0, +) + 8 * CGFloat(max(0, widths.count - 1)), height: CompactDateButton.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        datePickerStyle == .compact || datePickerStyle == .inline ? intrinsicContentSize : wheels.sizeThatFits(size)
    }

    static let timeRowHeight: CGFloat = 52

    open override func layoutSubviews() {
        super.layoutSubviews()
        if wheels.superview === self { wheels.frame = bounds }
        if datePickerStyle == .inline {
            let timeRow = datePickerMode == .dateAndTime ? Self.timeRowHeight : 0
            inlineCalendar.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - timeRow))
            if timeRow > 0 {
                let w = timePill.sizeThatFits(.zero).width
                let y = bounds.height - timeRow
                timeTitle.frame = CGRect(x: 16, y: y, width: max(0, bounds.width - w - 40), height: timeRow)
                timePill.frame = CGRect(x: bounds.width - 16 - w, y: y + (timeRow - CompactDateButton.height) / 2,
                                        width: w, height: CompactDateButton.height)
            }
            return
        }
        // The compact buttons from the trailing edge, as a form row shows them.
        var x = bounds.width
        for p in pillsShown.reversed() where p.superview === self {
            let w = p.sizeThatFits(.zero).width
            x -= w
            p.frame = CGRect(x: max(0, x), y: (bounds.height - CompactDateButton.height) / 2, width: w, height: CompactDateButton.height)
            x -= 8
        }
    }

    // MARK: The compact style's popup

    private func openPopup(_ mode: Mode) {
        guard let window else { return }
        closePopup()
        popupMode = mode
        rebuild()
        let overlay = PopupOverlay(frame: window.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let panel = UIView()
        PopupOverlay.stylePanel(panel)
        panel.clipsToBounds = false
        let pill = mode == .time ? timePill : datePill
        // The date: a month calendar, as iOS 14's compact picker shows; the time: its wheels.
        let content: UIView = mode == .date ? inlineCalendar.view : wheels
        let height = mode == .date ? inlineCalendar.view.intrinsicContentSize.height : 216
        let size = CGSize(width: min(320, window.bounds.width - 16), height: height)
        panel.frame = PopupOverlay.place(size, beside: pill.convert(pill.bounds, to: window), in: window)
        content.frame = panel.bounds
        panel.addSubview(content)
        overlay.panel = panel
        overlay.addSubview(panel)
        overlay.onTapOutside = { [weak self] in self?.closePopup() }
        window.addSubview(overlay)
        popup = (overlay, panel)
        showDate(animated: false)
    }

    private func closePopup() {
        guard let popup else { return }
        self.popup = nil
        popup.overlay.removeFromSuperview()
        wheels.removeFromSuperview()
        if datePickerStyle != .inline { inlineCalendar.viewIfMade?.removeFromSuperview() }
        popupMode = nil
        if datePickerStyle != .compact { addSubview(wheels) }
        rebuild()
    }

    // MARK: Date and wheels

    /// The calendar in the picker's time zone and locale.
    var zonedCalendar: Calendar {
        var c = calendarStorage
        if let timeZone { c.timeZone = timeZone }
        if let locale { c.locale = locale }
        return c
    }

    open func setDate(_ date: Date, animated: Bool) {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        dateStorage = d
        showDate(animated: animated)
    }

    private func rebuild() {
        updatePills()
        if datePickerStyle == .inline || popupMode == .date {
            inlineCalendar.show(dateStorage, calendar: zonedCalendar, locale: locale ?? .current, minimum: minimumDate, maximum: maximumDate)
        }
        source.build(mode: wheelMode, calendar: zonedCalendar, minuteInterval: minuteInterval,
                     around: dateStorage, minimum: minimumDate, maximum: maximumDate)
        wheels.reloadAllComponents()
        if wheelMode == .countDownTimer { showDuration(animated: false) } else { showDate(animated: false) }
    }

    /// The compact buttons' text: the locale's medium date and short time.
    private func updatePills() {
        let f = DateFormatter()
        f.locale = locale ?? Locale.current
        f.timeZone = timeZone ?? calendarStorage.timeZone
        f.calendar = calendarStorage
        f.dateStyle = .medium
        f.timeStyle = .none
        datePill.text = f.string(from: dateStorage)
        f.dateStyle = .none
        f.timeStyle = .short
        timePill.text = f.string(from: dateStorage)
        if datePickerStyle == .compact { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    private func showDate(animated: Bool) {
        updatePills()
        if datePickerStyle == .inline || popupMode == .date {
            inlineCalendar.show(dateStorage, calendar: zonedCalendar, locale: locale ?? .current, minimum: minimumDate, maximum: maximumDate)
        }
        guard wheelMode != .countDownTimer else { return }
        for (component, row) in source.rows(for: dateStorage).enumerated() {
            wheels.selectRow(row, inComponent: component, animated: animated)
        }
    }

    private func showDuration(animated: Bool) {
        guard wheelMode == .countDownTimer else { return }
        let minutes = max(0, min(Int(countDownDuration / 60), 23 * 60 + 59))
        wheels.selectRow(minutes / 60, inComponent: 0, animated: animated)
        wheels.selectRow((minutes % 60) / minuteInterval, inComponent: 1, animated: animated)
    }

    /// A day was chosen in the inline calendar: the date takes its year, month and day (the
    /// time of day kept), in range; `.valueChanged`.
    func calendarChose(_ day: DateComponents) {
        let cal = zonedCalendar
        var parts = cal.dateComponents([.hour, .minute, .second], from: dateStorage)
        parts.year = day.year; parts.month = day.month; parts.day = day.day
        guard let d = cal.date(from: parts) else { return }
        setDate(d, animated: true)
        sendActions(for: .valueChanged)
    }

    /// A wheel settled: the date (or duration) its rows spell, kept in range; `.valueChanged`.
    func wheelsSettled() {
        let rows = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if wheelMode == .countDownTimer {
            countDownDuration = TimeInterval(rows[0] * 3600 + rows[1] * minuteInterval * 60)
        } else {
            guard let d = source.date(from: rows) else { return }
            setDate(d, animated: true)
        }
        sendActions(for: .valueChanged)
    }
}

/// A compact date picker's button: its date or time in a light rounded fill, 34 points high.
@MainActor
final class CompactDateButton: UIControl {
    static let height: CGFloat = 34
    private let label = UILabel()
    var text: String? {
        get { label.text }
        set { label.text = newValue; setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setDefaultBackgroundColor(.tertiarySystemFill)
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("CompactDateButton is made by UIDatePicker") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: ceil(label.sizeThatFits(.zero).width) + 24, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func stateDidChange() { alpha = isHighlighted ? 0.6 : 1 }
}
