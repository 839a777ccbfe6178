import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIMenu on buttons and bar button items, on the headless app (Apple's documentation: with
/// `showsMenuAsPrimaryAction` a tap shows the menu instead of sending the button's actions,
/// otherwise a long press shows it; choosing an action runs its handler and dismisses the
/// menu; a tap outside dismisses it; a pop-up button shows its checked action's title).
final class MenuTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    /// The first row's middle: the panel sits 8 points below the button, rows 44 high.
    private static func row(_ i: Int, below button: UIView, headerHeight: CGFloat = 0) -> CGPoint {
        let f = button.convert(button.bounds, to: nil)
        return CGPoint(x: f.minX + 60, y: f.maxY + 8 + headerHeight + 22 + CGFloat(i) * 44)
    }

    nonisolated func testATapShowsThePrimaryMenuAndAChoiceRunsItsHandler() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var chosen: [String] = [], senders: [AnyObject?] = [], tapped = 0
            let handler: (UIAction) -> Void = { a in chosen.append(a.title); senders.append(a.sender) }
            vc.button.menu = UIMenu(children: [
                UIAction(title: "Copy", handler: handler),
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), handler: handler),
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Locked", attributes: .disabled, handler: handler),
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive, handler: handler),
                ]),
            ])
            vc.button.showsMenuAsPrimaryAction = true
            vc.button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
            let before = vc.view.window?.subviews.count ?? 0
            platform.run(events: Self.tap(0.1, 80, 60), duration: 0.5)
            XCTAssertEqual(tapped, 0, "the menu shows instead of the tap's actions")
            XCTAssertEqual(vc.view.window?.subviews.count, before + 1, "the menu is on screen")
            let image = try XCTUnwrap(platform.frame(at: 0.55))
            writeArtifact(image, "menu")
            // The light panel below the button, over the blue background; the destructive row's red text.
            let panelPoint = Self.row(0, below: vc.button)
            let p = pixel(image, Int(panelPoint.x) + 120, Int(panelPoint.y))
            XCTAssertTrue(p.r > 230 && p.g > 230, "the panel: \(p)")
            let delete = Self.row(3, below: vc.button, headerHeight: 8)
            XCTAssertTrue((Int(delete.x) - 44..<Int(delete.x) + 20).contains { x in
                (Int(delete.y) - 6..<Int(delete.y) + 6).contains { y in let q = pixel(image, x, y); return q.r > 200 && q.g < 120 && q.b < 120 }
            }, "Delete is red")
            // The disabled row does nothing; Share runs with the button as its sender.
            platform.run(events: Self.tap(0.6, Self.row(2, below: vc.button, headerHeight: 8).x, Self.row(2, below: vc.button, headerHeight: 8).y), duration: 0.7)
            XCTAssertEqual(chosen, [])
            let share = Self.row(1, below: vc.button)
            platform.run(events: Self.tap(0.8, share.x, share.y), duration: 1.2)
            XCTAssertEqual(chosen, ["Share"])
            XCTAssertTrue(senders.first.flatMap { $0 } === vc.button)
            XCTAssertEqual(vc.view.window?.subviews.count, before, "the menu went")
            // A tap outside dismisses the menu without choosing.
            platform.run(events: Self.tap(1.3, 80, 60), duration: 1.5)
            XCTAssertEqual(vc.view.window?.subviews.count, before + 1)
            platform.run(events: Self.tap(1.6, 300, 460), duration: 2.0)
            XCTAssertEqual(vc.view.window?.subviews.count, before)
            XCTAssertEqual(chosen, ["Share"])
            XCTAssertEqual(tapped, 0)
        }
    }

    nonisolated func testALongPressShowsTheMenuOfAButtonWhoseTapRunsItsAction() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var tapped = 0, chosen = 0
            vc.button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
            vc.button.menu = UIMenu(title: "Options", children: [UIAction(title: "Rename") { _ in chosen += 1 }])
            let before = vc.view.window?.subviews.count ?? 0
            platform.run(events: Self.tap(0.1, 80, 60), duration: 0.3)
            XCTAssertEqual(tapped, 1)
            XCTAssertEqual(vc.view.window?.subviews.count, before)
            platform.run(events: [InputEvent(time: 0.4, .touchDown(id: 1, CGPoint(x: 80, y: 60))), InputEvent(time: 1.1, .touchUp(id: 1))], duration: 1.4)
            XCTAssertEqual(tapped, 1, "the long press is not a tap")
            XCTAssertEqual(vc.view.window?.subviews.count, before + 1)
            let rename = Self.row(0, below: vc.button, headerHeight: 32)
            platform.run(events: Self.tap(1.5, rename.x, rename.y), duration: 1.9)
            XCTAssertEqual(chosen, 1, "the row under the menu's title")
        }
    }

    nonisolated func testAPopUpButtonShowsAndChangesItsSelection() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var picked: [String] = []
            let sizes = ["Small", "Medium", "Large"].map { t in UIAction(title: t) { a in picked.append(a.title) } }
            vc.button.menu = UIMenu(children: sizes)
            vc.button.changesSelectionAsPrimaryAction = true
            XCTAssertTrue(vc.button.showsMenuAsPrimaryAction)
            XCTAssertEqual(vc.button.currentTitle, "Small", "the first action is checked when none is")
            XCTAssertEqual(sizes.map(\.state), [.on, .off, .off])
            platform.run(events: Self.tap(0.1, 80, 60), duration: 0.5)
            let large = Self.row(2, below: vc.button)
            platform.run(events: Self.tap(0.6, large.x, large.y), duration: 1.0)
            XCTAssertEqual(picked, ["Large"])
            XCTAssertEqual(vc.button.currentTitle, "Large")
            XCTAssertEqual(sizes.map(\.state), [.off, .off, .on])
            XCTAssertEqual((vc.button.menu?.selectedElements.first as? UIAction)?.title, "Large")
        }
    }

    nonisolated func testABarButtonItemWithOnlyAMenuPullsItDown() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            var sorted: [String] = []
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
                UIAction(title: "By Name") { _ in sorted.append("name") },
                UIAction(title: "By Date") { _ in sorted.append("date") },
            ]))
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let before = nav.view.window?.subviews.count ?? 0
            platform.run(events: Self.tap(0.1, 290, 22), duration: 0.5)
            XCTAssertEqual(nav.view.window?.subviews.count, before + 1, "the menu shows under the item")
            // Right-aligned with the item: the panel's rows reach to its trailing side.
            platform.run(events: Self.tap(0.6, 250, 44 + 8 + 22 + 44), duration: 1.0)
            XCTAssertEqual(sorted, ["date"])
        }
    }
}

extension MenuTests {
    private static func hold(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.7, .touchUp(id: 1))]
    }

    nonisolated func testALongPressOnARowShowsItsContextMenu() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ContextMenuTableController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let window = try XCTUnwrap(vc.view.window)
            let before = window.subviews.count
            // Row 1 (y 44–88) has a menu: a held press shows it beside the row.
            platform.run(events: Self.hold(0.1, 100, 66), duration: 1.0)
            XCTAssertEqual(window.subviews.count, before + 1)
            XCTAssertEqual(vc.asked, [IndexPath(row: 1, section: 0)])
            XCTAssertNil(vc.tableView.indexPathForSelectedRow, "the press opened the menu instead of selecting")
            let image = try XCTUnwrap(platform.frame(at: 1.05))
            writeArtifact(image, "context-menu")
            // The first row of the menu, 8 points below the row.
            platform.run(events: Self.tap(1.1, 100, 88 + 8 + 22), duration: 1.5)
            XCTAssertEqual(vc.chosen, ["Pin row 1"])
            XCTAssertEqual(window.subviews.count, before)
            // Row 2 has none: a held press there still selects it.
            platform.run(events: Self.hold(1.6, 100, 2 * 44 + 22), duration: 2.5)
            XCTAssertEqual(window.subviews.count, before)
            XCTAssertEqual(vc.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        }
    }

    private static func rightClick(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .pointerMotion(CGPoint(x: x, y: y))),
         InputEvent(time: t + 0.01, .pointerButton(CGPoint(x: x, y: y), button: PointerButton.right, pressed: true)),
         InputEvent(time: t + 0.05, .pointerButton(CGPoint(x: x, y: y), button: PointerButton.right, pressed: false))]
    }

    /// A secondary click opens at once what a long press would: a row's context menu, a
    /// view's interaction menu, a text field's edit menu.
    nonisolated func testASecondaryClickOpensMenusAtOnce() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ContextMenuTableController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let window = try XCTUnwrap(vc.view.window)
            let before = window.subviews.count
            platform.run(events: Self.rightClick(0.1, 100, 66), duration: 0.3)
            XCTAssertEqual(window.subviews.count, before + 1, "the row's menu, without holding")
            XCTAssertEqual(vc.asked, [IndexPath(row: 1, section: 0)])
            XCTAssertNil(vc.tableView.indexPathForSelectedRow, "a secondary click does not select")
            platform.run(events: Self.tap(0.4, 100, 88 + 8 + 22), duration: 0.8)
            XCTAssertEqual(vc.chosen, ["Pin row 1"])
            platform.run(events: Self.rightClick(0.9, 100, 2 * 44 + 22), duration: 1.1)
            XCTAssertEqual(window.subviews.count, before, "row 2 has no menu: nothing opens")
            XCTAssertNil(vc.tableView.indexPathForSelectedRow)
        }
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
            field.text = "hello"
            vc.view.addSubview(field)
            let window = try XCTUnwrap(vc.view.window)
            let before = window.subviews.count
            UIPasteboard.general.string = "pasted"
            platform.run(events: Self.rightClick(0.1, 60, 220), duration: 0.3)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(window.subviews.count, before + 1, "the edit menu")
            // Rows: Cut (disabled: nothing selected), Copy (disabled), Paste, Select All.
            let menuTop = field.convert(field.bounds, to: nil).maxY + 8
            platform.run(events: Self.tap(0.4, 80, menuTop + 22 + 3 * 44), duration: 0.6)
            XCTAssertEqual(window.subviews.count, before)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 0, "Select All")
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.end), 5)
            platform.run(events: Self.rightClick(0.7, 60, 220), duration: 0.9)
            platform.run(events: Self.tap(1.0, 80, menuTop + 22 + 2 * 44), duration: 1.2)
            XCTAssertEqual(field.text, "pasted", "Paste replaced the selection")
        }
    }

    nonisolated func testAContextMenuInteractionOnAView() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ MenuButtonController() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let provider = InteractionProvider()
            let interaction = UIContextMenuInteraction(delegate: provider)
            vc.button.addInteraction(interaction)
            XCTAssertTrue(interaction.view === vc.button)
            XCTAssertEqual(vc.button.interactions.count, 1)
            let window = try XCTUnwrap(vc.view.window)
            let before = window.subviews.count
            platform.run(events: Self.hold(0.1, 80, 60), duration: 1.0)
            XCTAssertEqual(window.subviews.count, before + 1)
            XCTAssertEqual(provider.locations.first?.x ?? 0, 60, accuracy: 1, "the press in the view's coordinates")
            interaction.dismissMenu()
            platform.run(events: [], duration: 1.4)
            XCTAssertEqual(window.subviews.count, before)
            vc.button.removeInteraction(interaction)
            XCTAssertNil(interaction.view)
            platform.run(events: Self.hold(1.5, 80, 60), duration: 2.4)
            XCTAssertEqual(window.subviews.count, before, "removed, it shows nothing")
        }
    }
}

final class InteractionProvider: UIContextMenuInteractionDelegate {
    var locations: [CGPoint] = []
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Inspect") { _ in }]) })
    }
}

final class ContextMenuTableController: UITableViewController {
    var asked: [IndexPath] = [], chosen: [String] = []
    override func viewDidLoad() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        tableView.rowHeight = 44
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.row % 2 == 1 else { return nil }
        asked.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Pin row \(indexPath.row)", image: UIImage(systemName: "star")) { a in self.chosen.append(a.title) },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { a in self.chosen.append(a.title) },
            ])
        }
    }
}

final class MenuButtonController: UIViewController {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        view.backgroundColor = .blue
        button.setTitle("Actions", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 40)
        button.backgroundColor = .white
        view.addSubview(button)
    }
}
