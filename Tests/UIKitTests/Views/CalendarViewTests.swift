import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UICalendarView (iOS 16): the month laid out in the calendar's week, single and multiple
/// date selection through their delegates, the available range, month steps, decorations.
final class CalendarViewTests: AppTestCase {
    final class Screen: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate, UICalendarSelectionMultiDateDelegate {
        let calendarView = UICalendarView()
        var log: [String] = []
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            calendarView.calendar = cal
            calendarView.locale = Locale(identifier: "en_US")
            calendarView.timeZone = TimeZone(identifier: "UTC")
            calendarView.visibleDateComponents = DateComponents(year: 2026, month: 11)
            calendarView.delegate = self
            calendarView.frame = CGRect(x: 0, y: 20, width: 350, height: 400)
            view.addSubview(calendarView)
        }
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            dateComponents.day == 20 ? .default(color: .red, size: .large) : nil
        }
        func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previous: DateComponents) {
            log.append("month from \(previous.month!) to \(calendarView.visibleDateComponents.month!)")
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            log.append("single \(dateComponents?.day ?? 0)")
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
            dateComponents?.day != 22      // a Sunday
        }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) { log.append("+\(dateComponents.day!)") }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) { log.append("-\(dateComponents.day!)") }
    }

    @MainActor private static func tap(_ platform: HeadlessPlatform, _ view: UIView, at t: Double) {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        platform.run(events: [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))], duration: t + 0.1)
    }

    nonisolated func testTheMonthSelectionRangeAndDecorations() throws {
        try MainActor.assumeIsolated {
            let (platform, screen) = launchApp({ Screen() }, size: CGSize(width: 350, height: 460))
            defer { platform.finish() }
            let cv = screen.calendarView
            platform.run(events: [], duration: 0.05)
            let labels = cv.subviews.compactMap { $0 as? UILabel }
            XCTAssertEqual(labels.first?.text, "November 2026")
            XCTAssertEqual(labels.dropFirst().prefix(7).map { $0.text ?? "" }, ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
            // 1 November 2026 is a Sunday: the first column of the first week.
            let one = try XCTUnwrap(cv.dayView(1)), eight = try XCTUnwrap(cv.dayView(8))
            XCTAssertEqual(one.frame.minX, 0, accuracy: 0.01)
            XCTAssertEqual(eight.frame.minX, 0, accuracy: 0.01)
            XCTAssertEqual(eight.frame.minY - one.frame.minY, UICalendarView.rowHeight, accuracy: 0.01)
            XCTAssertNil(cv.dayView(31), "November has 30 days")

            // One date: a tap chooses it, the delegate may refuse.
            let single = UICalendarSelectionSingleDate(delegate: screen)
            cv.selectionBehavior = single
            Self.tap(platform, try XCTUnwrap(cv.dayView(15)), at: 0.1)
            XCTAssertEqual(single.selectedDate?.day, 15)
            XCTAssertEqual(single.selectedDate?.month, 11)
            Self.tap(platform, try XCTUnwrap(cv.dayView(22)), at: 0.3)
            XCTAssertEqual(single.selectedDate?.day, 15, "the delegate refused the 22nd")
            var frame: CGImage?
            platform.run(events: [], duration: 0.6) { _, _, image in frame = image }
            let shot = try XCTUnwrap(frame)
            writeArtifact(shot, "calendar-view")
            let twenty = try XCTUnwrap(cv.dayView(20)).convert(CGPoint(x: 25, y: UICalendarView.rowHeight - 9), to: nil)
            let scale = CGFloat(shot.width) / 350
            XCTAssertTrue((-3...3).contains { dx in pixel(shot, Int((twenty.x + CGFloat(dx)) * scale), Int(twenty.y * scale)).r > 200
                && pixel(shot, Int((twenty.x + CGFloat(dx)) * scale), Int(twenty.y * scale)).g < 90 }, "the 20th's red dot")

            // Several dates: each tap chooses or unchooses.
            let multi = UICalendarSelectionMultiDate(delegate: screen)
            cv.selectionBehavior = multi
            Self.tap(platform, try XCTUnwrap(cv.dayView(3)), at: 0.7)
            Self.tap(platform, try XCTUnwrap(cv.dayView(5)), at: 0.9)
            Self.tap(platform, try XCTUnwrap(cv.dayView(3)), at: 1.1)
            XCTAssertEqual(multi.selectedDates.map(\.day), [5])

            // The available range: days before it are dimmed and not chosen; no month before it.
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            cv.availableDateRange = DateInterval(start: cal.date(from: DateComponents(year: 2026, month: 11, day: 10))!, end: .distantFuture)
            Self.tap(platform, try XCTUnwrap(cv.dayView(7)), at: 1.3)
            XCTAssertEqual(multi.selectedDates.map(\.day), [5], "the 7th is before the range")
            XCTAssertFalse(try XCTUnwrap(cv.subviews.compactMap { $0 as? UIButton }.first).isEnabled, "no month before the range")
            XCTAssertEqual(screen.log, ["single 15", "+3", "+5", "-3"])

            // The next month: the delegate hears it; a week starting on Monday moves the columns.
            let next = try XCTUnwrap(cv.subviews.compactMap { $0 as? UIButton }.last)
            Self.tap(platform, next, at: 1.5)
            XCTAssertEqual(cv.visibleDateComponents.month, 12)
            XCTAssertEqual(screen.log.last, "month from 11 to 12")
            XCTAssertEqual(cv.subviews.compactMap { $0 as? UILabel }.first?.text, "December 2026")
            var monday = cal
            monday.firstWeekday = 2
            cv.calendar = monday
            XCTAssertEqual(cv.subviews.compactMap { $0 as? UILabel }.dropFirst().first?.text, "MON")
            // 1 December 2026 is a Tuesday: the second column.
            cv.layoutIfNeeded()
            XCTAssertEqual(try XCTUnwrap(cv.dayView(1)).frame.minX, 50, accuracy: 0.01)
        }
    }
}

/// UIDatePicker's `.inline` style: the month calendar choosing the day, the time kept, the
/// minimum and maximum honoured, and the Time row of a date-and-time picker.
final class InlineDatePickerTests: AppTestCase {
    final class Screen: UIViewController {
        let picker = UIDatePicker()
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            picker.locale = Locale(identifier: "en_US")
            picker.timeZone = TimeZone(identifier: "UTC")
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            picker.calendar = cal
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .inline
            picker.minimumDate = cal.date(from: DateComponents(year: 2026, month: 11, day: 5))
            picker.date = cal.date(from: DateComponents(year: 2026, month: 11, day: 10, hour: 14, minute: 30))!
            picker.frame = CGRect(origin: CGPoint(x: 0, y: 20), size: picker.intrinsicContentSize)
            view.addSubview(picker)
        }
    }

    nonisolated func testTheInlineCalendarChoosesTheDay() throws {
        try MainActor.assumeIsolated {
            let (platform, screen) = launchApp({ Screen() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = screen.picker
            XCTAssertEqual(picker.datePickerStyle, .inline)
            XCTAssertEqual(picker.intrinsicContentSize.height, UICalendarView().intrinsicContentSize.height)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            platform.run(events: [], duration: 0.05)
            let calendarView = try XCTUnwrap(picker.subviews.compactMap { $0 as? UICalendarView }.first)
            XCTAssertEqual(calendarView.visibleDateComponents.month, 11)
            let tap = { (day: Int, t: Double) in
                let v = calendarView.dayView(day)!
                let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
                platform.run(events: [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))], duration: t + 0.1)
            }
            tap(20, 0.1)
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            XCTAssertEqual(picker.date, cal.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 14, minute: 30)), "the day changes, the time stays")
            XCTAssertEqual(changes, 1)
            tap(3, 0.3)
            XCTAssertEqual(cal.component(.day, from: picker.date), 20, "before the minimum: not chosen")
            XCTAssertEqual(changes, 1)
            var frame: CGImage?
            platform.run(events: [], duration: 0.5) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "date-picker-inline") }

            // With the time: a Time row under the month, its button showing the time.
            picker.datePickerMode = .dateAndTime
            XCTAssertEqual(picker.intrinsicContentSize.height, UICalendarView().intrinsicContentSize.height + UIDatePicker.timeRowHeight)
            picker.frame.size = picker.intrinsicContentSize
            picker.layoutIfNeeded()
            XCTAssertTrue(picker.subviews.contains { ($0 as? UILabel)?.text == "Time" })
            // Setting the date in code moves the month and sends nothing.
            picker.date = cal.date(from: DateComponents(year: 2027, month: 2, day: 1))!
            XCTAssertEqual(calendarView.visibleDateComponents.month, 2)
            XCTAssertEqual(changes, 1)
        }
    }

    nonisolated func testTheCompactDateOpensTheCalendar() throws {
        try MainActor.assumeIsolated {
            let (platform, screen) = launchApp({ Screen() }, size: CGSize(width: 360, height: 560))
            defer { platform.finish() }
            let picker = screen.picker
            picker.preferredDatePickerStyle = .compact
            picker.frame = CGRect(x: 20, y: 40, width: 300, height: 34)
            picker.layoutIfNeeded()
            XCTAssertFalse(picker.subviews.contains { $0 is UICalendarView }, "compact: the buttons only")
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            let window = try XCTUnwrap(picker.window)
            let before = window.subviews.count
            let dateButton = picker.subviews.last { !($0 is UICalendarView) }!
            let p = dateButton.convert(CGPoint(x: dateButton.bounds.midX, y: dateButton.bounds.midY), to: nil)
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, p)), InputEvent(time: 0.15, .touchUp(id: 1))], duration: 0.4)
            XCTAssertEqual(window.subviews.count, before + 1, "a popup")
            let calendarView = try XCTUnwrap(window.subviews.last?.subviews.first?.subviews.compactMap { $0 as? UICalendarView }.first,
                                             "the popup shows the month")
            XCTAssertEqual(calendarView.visibleDateComponents.month, 11)
            var frame: CGImage?
            platform.run(events: [], duration: 0.6) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "date-picker-compact-calendar") }
            let day = calendarView.dayView(12)!
            let q = day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: nil)
            platform.run(events: [InputEvent(time: 0.7, .touchDown(id: 1, q)), InputEvent(time: 0.75, .touchUp(id: 1))], duration: 0.9)
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            XCTAssertEqual(cal.component(.day, from: picker.date), 12)
            XCTAssertEqual(changes, 1)
            platform.run(events: [InputEvent(time: 1.0, .touchDown(id: 1, CGPoint(x: 350, y: 550))), InputEvent(time: 1.05, .touchUp(id: 1))], duration: 1.3)
            XCTAssertEqual(window.subviews.count, before, "a tap outside closes it")
            XCTAssertNil(calendarView.superview)
        }
    }
}
