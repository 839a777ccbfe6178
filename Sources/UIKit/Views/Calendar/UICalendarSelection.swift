import Foundation

/// How a calendar view's dates are chosen (Apple: UICalendarSelection): give a calendar
/// view one of the two kinds below as its `selectionBehavior`.
@preconcurrency @MainActor
open class UICalendarSelection {
    /// The calendar view this selection belongs to.
    weak var owner: UICalendarView?
    init() {}

    /// The date at `day` (year, month, day) is tapped.
    func tapped(_ day: DateComponents) {}
    func isSelected(_ day: DateComponents) -> Bool { false }

    /// Tells the calendar view to draw again (`updateSelectableDates()` and after changes).
    open func updateSelectableDates() { owner?.selectionChanged() }
}

/// One date at a time (Apple: UICalendarSelectionSingleDate).
@preconcurrency @MainActor
public final class UICalendarSelectionSingleDate: UICalendarSelection {
    public weak var delegate: UICalendarSelectionSingleDateDelegate?
    public private(set) var selectedDate: DateComponents?

    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    public func setSelected(_ date: DateComponents?, animated: Bool) {
        selectedDate = date.map(CalendarDay.normalized)
        owner?.selectionChanged()
    }

    override func tapped(_ day: DateComponents) {
        guard delegate?.dateSelection(self, canSelectDate: day) ?? true else { return }
        selectedDate = day
        owner?.selectionChanged()
        delegate?.dateSelection(self, didSelectDate: day)
    }

    override func isSelected(_ day: DateComponents) -> Bool { selectedDate.map(CalendarDay.normalized) == day }
}

@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// Any number of dates, each tap choosing or unchoosing one (Apple: UICalendarSelectionMultiDate).
@preconcurrency @MainActor
public final class UICalendarSelectionMultiDate: UICalendarSelection {
    public weak var delegate: UICalendarSelectionMultiDateDelegate?
    public private(set) var selectedDates: [DateComponents] = []

    public init(delegate: UICalendarSelectionMultiDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    public func setSelectedDates(_ dates: [DateComponents], animated: Bool) {
        selectedDates = dates.map(CalendarDay.normalized)
        owner?.selectionChanged()
    }

    override func tapped(_ day: DateComponents) {
        if let i = selectedDates.firstIndex(of: day) {
            guard delegate?.multiDateSelection(self, canDeselectDate: day) ?? true else { return }
            selectedDates.remove(at: i)
            owner?.selectionChanged()
            delegate?.multiDateSelection(self, didDeselectDate: day)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: day) ?? true else { return }
            selectedDates.append(day)
            owner?.selectionChanged()
            delegate?.multiDateSelection(self, didSelectDate: day)
        }
    }

    override func isSelected(_ day: DateComponents) -> Bool { selectedDates.contains(day) }
}

@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// Dates as a calendar view compares them: era-less year, month and day, and the calendar.
enum CalendarDay {
    static func normalized(_ c: DateComponents) -> DateComponents {
        var d = DateComponents(year: c.year, month: c.month, day: c.day)
        d.calendar = c.calendar
        return d
    }
}
