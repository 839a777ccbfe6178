import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIColorWell and UIColorPickerViewController: the well presents the picker; a swatch, the
/// sliders and the hex field choose colours, told to the delegate (continuously while a
/// slider moves); opacity follows `supportsAlpha`; the close button finishes.
final class ColorPickerTests: AppTestCase {
    final class Host: UIViewController {
        let well = UIColorWell(frame: CGRect(x: 20, y: 40, width: 44, height: 44))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.addSubview(well)
        }
    }

    final class Recorder: UIColorPickerViewControllerDelegate {
        var events: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            events.append("select \(ColorPickerPanel.hex(of: color)) \(continuously ? "moving" : "final")")
        }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { events.append("did select") }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { events.append("finish") }
    }

    private static func tap(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testTheWellPresentsThePickerAndChoicesComeBack() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Host() }, size: CGSize(width: 400, height: 700))
            defer { platform.finish() }
            var changes = 0
            vc.well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            XCTAssertNil(vc.well.selectedColor)
            vc.well.title = "Ink"
            platform.run(events: Self.tap(0.1, CGPoint(x: 42, y: 62)), duration: 1.0)
            let picker = try XCTUnwrap(vc.presentedViewController as? UIColorPickerViewController)
            XCTAssertEqual(picker.title, "Ink")
            XCTAssertEqual(picker.panel.titleLabel.text, "Ink")

            // A swatch of the grid: column 0 of the third row.
            let grid = picker.panel.grid
            let cell = CGPoint(x: grid.bounds.width / 24, y: grid.bounds.height / 10 * 2.5)
            platform.run(events: Self.tap(1.1, grid.convert(cell, to: nil)), duration: 1.4)
            let expected = ColorPickerGrid.color(column: 0, row: 2)
            XCTAssertEqual(ColorPickerPanel.hex(of: try XCTUnwrap(vc.well.selectedColor)), ColorPickerPanel.hex(of: expected))
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(ColorPickerPanel.hex(of: picker.selectedColor), ColorPickerPanel.hex(of: expected))
            if let image = platform.frame(at: 1.45) { writeArtifact(image, "color-picker") }

            // The sliders: moving, then let go; the hex field.
            let recorder = Recorder()
            picker.delegate = recorder
            picker.panel.modes.selectedSegmentIndex = 1
            picker.panel.modes.sendActions(for: .valueChanged)
            XCTAssertTrue(grid.isHidden)
            let red = picker.panel.channels[0], green = picker.panel.channels[1], blue = picker.panel.channels[2]
            red.value = 255; green.value = 128; blue.value = 0
            red.sendActions(for: .valueChanged)
            red.sendActions(for: .touchUpInside)
            picker.panel.hexField.text = "#0a0"
            picker.panel.hexField.sendActions(for: .editingDidEnd)
            XCTAssertEqual(recorder.events, ["select FF8000 moving", "select FF8000 final", "did select", "select 00AA00 final", "did select"])
            XCTAssertEqual(picker.panel.hexField.text, "00AA00")
            picker.panel.hexField.text = "not a colour"
            picker.panel.hexField.sendActions(for: .editingDidEnd)
            XCTAssertEqual(picker.panel.hexField.text, "00AA00", "a bad hex is put back")

            // Opacity: chosen with the slider while alpha is supported, else always opaque.
            picker.panel.opacity.value = 0.5
            picker.panel.opacity.sendActions(for: .touchUpInside)
            XCTAssertEqual(picker.selectedColor.cgColor.alpha, 0.5, accuracy: 0.01)
            picker.supportsAlpha = false
            red.sendActions(for: .touchUpInside)
            XCTAssertEqual(picker.selectedColor.cgColor.alpha, 1)
            picker.view.layoutIfNeeded()
            XCTAssertTrue(picker.panel.opacity.isHidden)

            picker.panel.closeButton.sendActions(for: .touchUpInside)
            platform.run(events: [], duration: 2.5)
            XCTAssertEqual(recorder.events.last, "finish")
            XCTAssertNil(vc.presentedViewController, "closed")
        }
    }
}
