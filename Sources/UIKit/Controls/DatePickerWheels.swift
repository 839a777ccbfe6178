import Foundation

/// The wheels of a date picker and the dates their rows spell: which wheels a mode has, in the
/// locale's order, their titles, the rows showing a date, and the date a set of rows shows.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Wheel: Equatable { case month, day, year, dayOfYear, hour, minute, meridiem, durationHours, durationMinutes }

    weak var owner: UIDatePicker?
    private(set) var wheels: [Wheel] = []
    private var calendar = Calendar(identifier: .gregorian)
    private var interval = 1
    private var years = 1900...2100
    /// `.dateAndTime`'s day wheel: the first day's start and how many days.
    private var firstDay = Date(), dayCount = 0
    private var twelveHour = true
    private var dayFormatter = DateFormatter()

    func build(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int, around date: Date, minimum: Date?, maximum: Date?) {
        self.calendar = calendar
        interval = minuteInterval
        let locale = calendar.locale ?? Locale.current
        twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
        let year = calendar.component(.year, from: date)
        years = (minimum.map { calendar.component(.year, from: $0) } ?? min(year, 1900))
            ... (maximum.map { calendar.component(.year, from: $0) } ?? max(year, 2100))
        let time: [Wheel] = twelveHour ? [.hour, .minute, .meridiem] : [.hour, .minute]
        switch mode {
        case .date: wheels = dateOrder(locale)
        case .time: wheels = time
        case .dateAndTime:
            let today = calendar.startOfDay(for: date)
            let start = minimum.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: -365, to: today)!
            let end = maximum.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: 365, to: today)!
            firstDay = start
            dayCount = max(1, (calendar.dateComponents([.day], from: start, to: end).day ?? 0) + 1)
            dayFormatter = DateFormatter()
            dayFormatter.locale = locale
            dayFormatter.timeZone = calendar.timeZone
            dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            wheels = [.dayOfYear] + time
        case .countDownTimer: wheels = [.durationHours, .durationMinutes]
        }
    }

    /// Month, day and year in the order the locale writes a date.
    private func dateOrder(_ locale: Locale) -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "MMMMdyyyy", options: 0, locale: locale) ?? "MMMM d, yyyy"
        let places: [(Wheel, Character)] = [(.month, "M"), (.day, "d"), (.year, "y")]
        return places.sorted { a, b in
            (format.firstIndex(of: a.1) ?? format.endIndex) < (format.firstIndex(of: b.1) ?? format.endIndex)
        }.map(\.0)
    }

    // MARK: Rows and dates

    /// The row of each wheel that shows `date`.
    func rows(for date: Date) -> [Int] {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = c.hour ?? 0
        return wheels.map { w in
            switch w {
            case .month: return (c.month ?? 1) - 1
            case .day: return (c.day ?? 1) - 1
            case .year: return (c.year ?? years.lowerBound) - years.lowerBound
            case .dayOfYear:
                let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(0, days), dayCount - 1)
            case .hour: return twelveHour ? (hour + 11) % 12 : hour
            case .minute: return (c.minute ?? 0) / interval
            case .meridiem: return hour < 12 ? 0 : 1
            case .durationHours, .durationMinutes: return 0
            }
        }
    }

    /// The date the rows spell (the owner's date supplies what no wheel shows); a day past the
    /// month's end is the month's last day.
    func date(from rows: [Int]) -> Date? {
        guard let owner, rows.count == wheels.count else { return nil }
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        var hour12: Int?, pm: Bool?
        for (w, r) in zip(wheels, rows) {
            switch w {
            case .month: c.month = r + 1
            case .day: c.day = r + 1
            case .year: c.year = years.lowerBound + r
            case .dayOfYear:
                guard let day = calendar.date(byAdding: .day, value: r, to: firstDay) else { return nil }
                let d = calendar.dateComponents([.year, .month, .day], from: day)
                c.year = d.year; c.month = d.month; c.day = d.day
            case .hour: if twelveHour { hour12 = r + 1 } else { c.hour = r }
            case .minute: c.minute = r * interval
            case .meridiem: pm = r == 1
            case .durationHours, .durationMinutes: break
            }
        }
        if let hour12 { c.hour = hour12 % 12 + ((pm ?? ((c.hour ?? 0) >= 12)) ? 12 : 0) }
        else if let pm, let h = c.hour { c.hour = h % 12 + (pm ? 12 : 0) }
        c.second = 0
        if let y = c.year, let m = c.month, let first = calendar.date(from: DateComponents(year: y, month: m, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count {
            c.day = min(c.day ?? 1, days)
        }
        return calendar.date(from: c)
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: return 12
        case .day: return 31
        case .year: return years.count
        case .dayOfYear: return dayCount
        case .hour: return twelveHour ? 12 : 24
        case .minute: return 60 / interval
        case .meridiem: return 2
        case .durationHours: return 24
        case .durationMinutes: return 60 / interval
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch wheels[component] {
        case .month, .dayOfYear: return 0
        case .year: return 80
        case .durationHours, .durationMinutes: return 0
        default: return 56
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch wheels[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case .year: return String(years.lowerBound + row)
        case .dayOfYear:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return nil }
            return calendar.isDateInToday(day) ? "Today" : dayFormatter.string(from: day)
        case .hour: return twelveHour ? String(row + 1) : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { owner?.wheelsSettled() }
}
