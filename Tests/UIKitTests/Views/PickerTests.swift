import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIPickerView and UIDatePicker on the headless app (Apple's documentation: a wheel the user
/// turns settles on a row and the delegate hears didSelectRow; selectRow in code tells no
/// one; a date picker sends valueChanged when the user changes its date).
final class PickerTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }
    /// A slow upward drag of `distance` points on a wheel (no fling).
    private static func drag(_ t: Double, x: CGFloat, from y: CGFloat, by distance: CGFloat) -> [InputEvent] {
        var events = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y)))]
        for i in 1...10 { events.append(InputEvent(time: t + Double(i) * 0.03, .touchMotion(id: 1, CGPoint(x: x, y: y - distance * CGFloat(i) / 10)))) }
        events.append(InputEvent(time: t + 0.6, .touchMotion(id: 1, CGPoint(x: x, y: y - distance))))
        events.append(InputEvent(time: t + 0.65, .touchUp(id: 1)))
        return events
    }

    nonisolated func testWheelsSettleOnRowsAndTellTheDelegate() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ PickerController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = vc.picker
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 100)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            picker.selectRow(40, inComponent: 0, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 40)
            XCTAssertEqual(vc.picked.count, 0, "code tells no one")
            XCTAssertEqual((picker.view(forRow: 40, forComponent: 0) as? UILabel)?.text, "Item 40")
            XCTAssertNil(picker.view(forRow: 60, forComponent: 0), "only the rows in view have views")
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "picker")
            // The middle band's light fill beside the selected row's title.
            XCTAssertLessThan(pixel(image, 12, 208).r, 250)
            // A tap on the row below the middle turns the wheel to it.
            platform.run(events: Self.tap(0.2, 80, 208 + 32), duration: 0.8)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 41)
            XCTAssertEqual(vc.picked.map(\.row), [41])
            // A slow drag up by three rows (and the pan's starting slop) settles three rows on.
            platform.run(events: Self.drag(0.9, x: 80, from: 280, by: 96 + 10), duration: 2.5)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 44)
            XCTAssertEqual(vc.picked.last?.row, 44)
            XCTAssertEqual(vc.picked.last?.component, 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 0, "the other wheel stays")
            vc.count = 10
            picker.reloadComponent(0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 9, "a shorter wheel keeps its last row")
        }
    }

    nonisolated func testADatePickersWheelsSpellItsDate() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ DatePickerController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = vc.picker
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 30) -> Date {
                calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
            }
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            picker.date = day(2024, 1, 31)
            XCTAssertEqual(changes, 0)
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "date-picker")
            // US order: month, day, year. A tap on the month below (February): the 31st is
            // past February's end, so the date is February's last day, the 29th in 2024.
            platform.run(events: Self.tap(0.2, 80, 208 + 32), duration: 0.8)
            XCTAssertEqual(picker.date, day(2024, 2, 29))
            XCTAssertEqual(changes, 1)
            // The day wheel (x 172–228) a row down: the 10th becomes the 11th.
            picker.date = day(2024, 3, 10)
            platform.run(events: Self.tap(0.9, 200, 208 + 32), duration: 1.5)
            XCTAssertEqual(picker.date, day(2024, 3, 11), "the time of day is kept")
            // Below the minimum the wheels turn back.
            picker.minimumDate = day(2024, 3, 11)
            XCTAssertEqual(picker.date, day(2024, 3, 11))
            platform.run(events: Self.tap(1.6, 200, 208 - 32), duration: 2.2)
            XCTAssertEqual(picker.date, day(2024, 3, 11))

            // Time: 12-hour wheels in the US locale, 15-minute steps.
            picker.minimumDate = nil
            picker.datePickerMode = .time
            picker.minuteInterval = 15
            picker.date = day(2024, 3, 11, 14, 15)
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            // Hour wheel first: a tap on the row below moves 2 PM to 3 PM.
            let hourX = picker.subviews[0].subviews.compactMap { $0 as? UIScrollView }.first.map { $0.convert(CGPoint(x: $0.bounds.midX, y: 0), to: nil).x } ?? 0
            platform.run(events: Self.tap(2.3, hourX, 208 + 32), duration: 2.9)
            XCTAssertEqual(picker.date, day(2024, 3, 11, 15, 15))

            picker.datePickerMode = .countDownTimer
            picker.countDownDuration = 5400
            let wheels = picker.subviews[0]
            let columns = wheels.subviews.compactMap { $0 as? UIScrollView }
            XCTAssertEqual(columns.count, 2)
            XCTAssertEqual((wheels as? UIPickerView)?.selectedRow(inComponent: 0), 1)
            XCTAssertEqual((wheels as? UIPickerView)?.selectedRow(inComponent: 1), 2, "30 minutes in 15-minute steps")
        }
    }
}

extension PickerTests {
    nonisolated func testTheCompactStyleOpensWheelsInAPopup() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ DatePickerController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = vc.picker
            picker.preferredDatePickerStyle = .automatic
            picker.datePickerMode = .dateAndTime
            XCTAssertEqual(picker.datePickerStyle, .compact, "automatic is compact, as on iOS 14+")
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            picker.date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 10, hour: 9, minute: 30))!
            XCTAssertEqual(picker.intrinsicContentSize.height, 34)
            picker.frame = CGRect(x: 20, y: 100, width: 280, height: 34)
            picker.layoutIfNeeded()
            // ICU (as iOS 17) puts a narrow no-break space before AM.
            @MainActor func shown() -> [String] { picker.subviews.flatMap { $0.subviews }.compactMap { ($0 as? UILabel)?.text?.replacingOccurrences(of: "\u{202F}", with: " ") } }
            XCTAssertEqual(shown(), ["Mar 10, 2024", "9:30 AM"])
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            let timeButton = picker.subviews[1].convert(picker.subviews[1].bounds, to: nil)
            let window = try XCTUnwrap(picker.window)
            let before = window.subviews.count
            platform.run(events: Self.tap(0.1, timeButton.midX, timeButton.midY), duration: 0.3)
            XCTAssertEqual(window.subviews.count, before + 1, "the time's wheels pop up")
            let image = try XCTUnwrap(platform.frame(at: 0.35))
            writeArtifact(image, "date-picker-compact")
            // The popup sits below the button: its middle row is the selected hour; the row
            // below it (10) is a tap away on the hour wheel, the popup's first wheel.
            let panelTop = timeButton.maxY + 8
            let hourWheel = try XCTUnwrap(window.subviews.last?.subviews.first?.subviews.first?.subviews.compactMap { $0 as? UIScrollView }.first)
            let hourX = hourWheel.convert(CGPoint(x: hourWheel.bounds.midX, y: 0), to: nil).x
            platform.run(events: Self.tap(0.4, hourX, panelTop + 108 + 32), duration: 1.0)
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(calendar.component(.hour, from: picker.date), 10)
            XCTAssertEqual(shown().last, "10:30 AM")
            // A tap outside closes the popup.
            platform.run(events: Self.tap(1.1, 160, 460), duration: 1.3)
            XCTAssertEqual(window.subviews.count, before)
        }
    }
}

final class PickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    var count = 100
    var picked: [(row: Int, component: Int)] = []
    override func viewDidLoad() {
        view.backgroundColor = .white
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? count : 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "Item \(row)" : ["S", "M", "L"][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append((row, component)) }
}

final class DatePickerController: UIViewController {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    override func viewDidLoad() {
        view.backgroundColor = .white
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        view.addSubview(picker)
    }
}
