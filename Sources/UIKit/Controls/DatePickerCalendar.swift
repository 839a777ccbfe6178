import Foundation

/// The inline date picker's month: a calendar view choosing one day, showing the picker's
/// date, its available range the picker's minimum and maximum.
@MainActor
final class DatePickerCalendar: UICalendarSelectionSingleDateDelegate {
    private weak var picker: UIDatePicker?
    private var made: UICalendarView?
    private lazy var selection = UICalendarSelectionSingleDate(delegate: self)

    init(picker: UIDatePicker) { self.picker = picker }

    var view: UICalendarView {
        if let made { return made }
        let v = UICalendarView()
        v.selectionBehavior = selection
        made = v
        return v
    }
    var viewIfMade: UICalendarView? { made }

    /// Shows `date`'s month with its day chosen.
    func show(_ date: Date, calendar: Calendar, locale: Locale, minimum: Date?, maximum: Date?) {
        let v = view
        if v.calendar != calendar { v.calendar = calendar }
        if v.locale != locale { v.locale = locale }
        if v.timeZone != calendar.timeZone { v.timeZone = calendar.timeZone }
        let range = DateInterval(start: minimum ?? .distantPast, end: max(maximum ?? .distantFuture, minimum ?? .distantPast))
        if v.availableDateRange != range { v.availableDateRange = range }
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        selection.setSelected(day, animated: false)
        v.visibleDateComponents = DateComponents(year: day.year, month: day.month)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let dateComponents else { return }
        picker?.calendarChose(dateComponents)
    }
}
