import QuartzCore

/// How a date picker shows itself (Apple: UIDatePickerStyle).
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// A control for choosing a date, a time or a duration (Apple: UIDatePicker), drawn as wheels:
/// month, day and year for `.date`; hour, minute and AM/PM for `.time` (by `minuteInterval`);
/// a day, hour, minute and AM/PM for `.dateAndTime`; hours and minutes for
/// `.countDownTimer`. Names and order follow `locale` and `calendar`, in `timeZone`. When the
/// user settles a wheel, the date is formed (a day past the month's end takes the month's
/// last day), kept within `minimumDate`/`maximumDate` (the wheels turn back), and
/// `.valueChanged` is sent; setting `date` in code sends nothing.
///
/// Differences: every style is drawn as wheels (`datePickerStyle` answers `.wheels`); the
/// compact button and the inline calendar are absent.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode = Mode.dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The style drawn: always the wheels (see the type's differences).
    open var datePickerStyle: UIDatePickerStyle { .wheels }

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
        addSubview(wheels)
        rebuild()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { wheels.sizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
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
        source.build(mode: datePickerMode, calendar: zonedCalendar, minuteInterval: minuteInterval,
                     around: dateStorage, minimum: minimumDate, maximum: maximumDate)
        wheels.reloadAllComponents()
        if datePickerMode == .countDownTimer { showDuration(animated: false) } else { showDate(animated: false) }
    }

    private func showDate(animated: Bool) {
        guard datePickerMode != .countDownTimer else { return }
        for (component, row) in source.rows(for: dateStorage).enumerated() {
            wheels.selectRow(row, inComponent: component, animated: animated)
        }
    }

    private func showDuration(animated: Bool) {
        guard datePickerMode == .countDownTimer else { return }
        let minutes = max(0, min(Int(countDownDuration / 60), 23 * 60 + 59))
        wheels.selectRow(minutes / 60, inComponent: 0, animated: animated)
        wheels.selectRow((minutes % 60) / minuteInterval, inComponent: 1, animated: animated)
    }

    /// A wheel settled: the date (or duration) its rows spell, kept in range; `.valueChanged`.
    func wheelsSettled() {
        let rows = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            countDownDuration = TimeInterval(rows[0] * 3600 + rows[1] * minuteInterval * 60)
        } else {
            guard let d = source.date(from: rows) else { return }
            setDate(d, animated: true)
        }
        sendActions(for: .valueChanged)
    }
}
