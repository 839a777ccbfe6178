import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Light and dark appearance (Apple: overrideUserInterfaceStyle, UITraitCollection.current,
/// dynamic colours): the system colours have iOS's two values, a window's, controller's or
/// view's override turns what it contains dark, views resolve the dynamic colours they keep
/// again and are told, and colours UIKit resolves while laying out and drawing follow.
final class DarkModeTests: AppTestCase {
    private static func components(_ c: CGColor) -> [Int] { (c.components ?? []).map { Int(($0 * 255).rounded()) } }

    nonisolated func testSystemColorsHaveALightAndADarkValue() {
        MainActor.assumeIsolated {
            let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
            XCTAssertEqual(Self.components(UIColor.label.resolvedColor(with: light).cgColor), [0, 0, 0, 255])
            XCTAssertEqual(Self.components(UIColor.label.resolvedColor(with: dark).cgColor), [255, 255, 255, 255])
            XCTAssertEqual(Self.components(UIColor.systemBackground.resolvedColor(with: dark).cgColor), [0, 0, 0, 255])
            XCTAssertEqual(Self.components(UIColor.secondarySystemBackground.resolvedColor(with: dark).cgColor), [28, 28, 30, 255])
            XCTAssertEqual(Self.components(UIColor.systemBlue.resolvedColor(with: light).cgColor), [0, 122, 255, 255])
            XCTAssertEqual(Self.components(UIColor.systemBlue.resolvedColor(with: dark).cgColor), [10, 132, 255, 255])
            XCTAssertEqual(Self.components(UIColor.secondaryLabel.resolvedColor(with: dark).cgColor), [235, 235, 245, 153])
            XCTAssertTrue(UIColor.red.resolvedColor(with: dark) === UIColor.red, "a fixed colour resolves to itself")

            // `cgColor` follows the current traits.
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                XCTAssertEqual(Self.components(UIColor.label.cgColor), [255, 255, 255, 255])
                XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
            }
            XCTAssertEqual(Self.components(UIColor.label.cgColor), [0, 0, 0, 255], "the system's (light) again after")

            // Alpha keeps a colour dynamic; a provider is asked per resolution.
            let faint = UIColor.label.withAlphaComponent(0.5)
            XCTAssertEqual(Self.components(faint.resolvedColor(with: dark).cgColor), [255, 255, 255, 128])
            var asked: [UIUserInterfaceStyle] = []
            let custom = UIColor { traits in
                asked.append(traits.userInterfaceStyle)
                return traits.userInterfaceStyle == .dark ? .systemYellow : .systemPurple
            }
            XCTAssertEqual(custom.resolvedColor(with: dark), UIColor.systemYellow.resolvedColor(with: dark))
            XCTAssertEqual(Self.components(custom.resolvedColor(with: dark).cgColor), [255, 214, 10, 255], "a provider's dynamic answer resolves too")
            XCTAssertEqual(asked.last, .dark)
            XCTAssertEqual(UIColor.label, UIColor.label)
            XCTAssertNotEqual(UIColor.label, UIColor.black, "a dynamic colour is not its light value")
            XCTAssertNotEqual(custom, UIColor { _ in .systemPurple }, "colours with providers equal only themselves")
        }
    }

    /// A settings-like screen, its colours all UIKit's defaults or semantic ones.
    final class Screen: UIViewController, UITableViewDataSource {
        let card = UIView(), heading = UILabel(), table = UITableView(frame: .zero, style: .insetGrouped)
        let toggle = UISwitch(), fixedBorder = UIView()
        var heard: [(UIUserInterfaceStyle?, UIUserInterfaceStyle)] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            card.backgroundColor = .secondarySystemBackground
            card.frame = CGRect(x: 20, y: 20, width: 280, height: 60)
            heading.text = "Appearance"
            heading.font = .boldSystemFont(ofSize: 28)
            heading.frame = CGRect(x: 12, y: 10, width: 250, height: 40)
            card.addSubview(heading)
            toggle.frame.origin = CGPoint(x: 230, y: 100)
            toggle.isOn = false
            // A CGColor taken once: fixed, as on iOS.
            fixedBorder.frame = CGRect(x: 20, y: 100, width: 60, height: 30)
            fixedBorder.layer.borderWidth = 4
            fixedBorder.layer.borderColor = UIColor.label.cgColor
            table.frame = CGRect(x: 0, y: 150, width: 320, height: 200)
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            for v in [card, toggle, fixedBorder, table] as [UIView] { view.addSubview(v) }
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle))
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
            cell.contentConfiguration = content
            return cell
        }
    }

    nonisolated func testAWindowOverrideTurnsTheScreenDark() {
        MainActor.assumeIsolated {
            let (platform, screen) = launchApp({ Screen() }, size: CGSize(width: 320, height: 400))
            defer { platform.finish() }
            var last: CGImage?
            platform.run(events: [], duration: 0.1) { _, _, image in last = image }
            guard let lightImage = last else { return XCTFail("no frame") }
            XCTAssertEqual(pixel(lightImage, 5, 5), .white, "systemBackground, light")
            XCTAssertEqual(pixel(lightImage, 290, 30), RGBA8(242, 242, 247, 255), "secondarySystemBackground, light")
            XCTAssertEqual(screen.traitCollection.userInterfaceStyle, .light)

            let window = screen.view.window!
            window.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(screen.heard.last?.0, .light)
            XCTAssertEqual(screen.heard.last?.1, .dark, "told, with the traits before")
            XCTAssertEqual(screen.heading.traitCollection.userInterfaceStyle, .dark)
            XCTAssertTrue(screen.view.backgroundColor === UIColor.systemBackground, "the view keeps the colour it was given")
            platform.run(events: [], duration: 0.2) { _, _, image in last = image }
            guard let darkImage = last else { return XCTFail("no frame") }
            _ = writeArtifact(darkImage, "dark-mode")
            XCTAssertEqual(pixel(darkImage, 5, 5), .black, "systemBackground, dark")
            XCTAssertEqual(pixel(darkImage, 290, 30), RGBA8(28, 28, 30, 255), "secondarySystemBackground, dark")
            // The title's glyphs: light on the dark card (label is white there).
            var brightest = 0
            for x in 32..<200 { for y in 34..<64 { brightest = max(brightest, pixel(darkImage, x, y).g) } }
            XCTAssertGreaterThan(brightest, 200, "the label draws its text white")
            // The inset-grouped table: black behind, its cells secondarySystemGroupedBackground.
            XCTAssertEqual(pixel(darkImage, 5, 200), .black)
            XCTAssertEqual(pixel(darkImage, 290, 200), RGBA8(28, 28, 30, 255), "a cell's background")
            // The cell's text is drawn again in white.
            var cellText = 0
            for x in 30..<140 { for y in 180..<210 { cellText = max(cellText, pixel(darkImage, x, y).r) } }
            XCTAssertGreaterThan(cellText, 200)
            // The switch's off track (a fill colour) lightens on black.
            XCTAssertLessThanOrEqual(pixel(lightImage, 270, 115).distance(to: RGBA8(233, 233, 235, 255)), 1, "secondarySystemFill over white")
            XCTAssertLessThanOrEqual(pixel(darkImage, 270, 115).distance(to: RGBA8(38, 38, 41, 255)), 1, "secondarySystemFill over black")
            // The border taken as a CGColor stays black.
            XCTAssertEqual(pixel(darkImage, 21, 115), .black)
            XCTAssertEqual(pixel(lightImage, 21, 115), .black)

            window.overrideUserInterfaceStyle = .unspecified
            platform.run(events: [], duration: 0.3) { _, _, image in last = image }
            XCTAssertEqual(pixel(last!, 5, 5), .white, "back to the system's appearance")
            XCTAssertEqual(screen.heard.count, 2)
        }
    }

    /// Reports the traits UIKit makes current around its callbacks.
    final class Probe: UIView {
        var inLayout: UIUserInterfaceStyle?, inDraw: UIUserInterfaceStyle?, told = 0
        override func layoutSubviews() { super.layoutSubviews(); inLayout = UITraitCollection.current.userInterfaceStyle }
        override func draw(_ rect: CGRect) {
            inDraw = UITraitCollection.current.userInterfaceStyle
            UIColor.label.setFill()
            UIRectFill(bounds)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { told += 1 }
    }

    final class DarkController: UIViewController {
        var styleAtLoad: UIUserInterfaceStyle?
        let probe = Probe(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            styleAtLoad = traitCollection.userInterfaceStyle
            view.backgroundColor = .systemBackground
            view.addSubview(probe)
        }
    }

    nonisolated func testControllerAndViewOverridesAndMoves() {
        MainActor.assumeIsolated {
            let (platform, root) = launchApp({ () -> UIViewController in
                let root = UIViewController()
                root.view.backgroundColor = .systemBackground
                return root
            }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let dark = DarkController()
            dark.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(dark.traitCollection.userInterfaceStyle, .dark, "before the view loads")
            root.addChild(dark)
            dark.view.frame = CGRect(x: 0, y: 0, width: 160, height: 200)
            root.view.addSubview(dark.view)
            dark.didMove(toParent: root)
            XCTAssertEqual(dark.styleAtLoad, .dark, "the view loads in the controller's appearance")

            let lightBox = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 200))
            lightBox.overrideUserInterfaceStyle = .light
            root.view.addSubview(lightBox)
            var last: CGImage?
            platform.run(events: [], duration: 0.1) { _, _, image in last = image }
            XCTAssertEqual(dark.probe.inLayout, .dark, "current in layoutSubviews is the view's")
            XCTAssertEqual(dark.probe.inDraw, .dark, "and in draw(_:)")
            XCTAssertEqual(pixel(last!, 100, 100), .black, "the controller's view is dark")
            XCTAssertEqual(pixel(last!, 30, 30), .white, "label drawn in the dark: white")

            // Moved under the light box: resolved again, drawn again, told.
            let toldBefore = dark.probe.told
            lightBox.addSubview(dark.probe)
            XCTAssertEqual(dark.probe.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(dark.probe.told, toldBefore + 1)
            platform.run(events: [], duration: 0.2) { _, _, image in last = image }
            XCTAssertEqual(dark.probe.inDraw, .light)
            XCTAssertEqual(pixel(last!, 190, 30), .black, "label drawn in the light: black")

            // A dynamic provider colour as a background follows an override on the view.
            let swatch = UIView(frame: CGRect(x: 60, y: 120, width: 20, height: 20))
            swatch.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
            lightBox.addSubview(swatch)
            platform.run(events: [], duration: 0.3) { _, _, image in last = image }
            XCTAssertEqual(pixel(last!, 225, 125), .blue)
            swatch.overrideUserInterfaceStyle = .dark
            platform.run(events: [], duration: 0.4) { _, _, image in last = image }
            XCTAssertEqual(pixel(last!, 225, 125), .red)

            // The controller back to the system's appearance: its view and what stayed in it.
            dark.overrideUserInterfaceStyle = .unspecified
            XCTAssertEqual(dark.view.traitCollection.userInterfaceStyle, .light)
            platform.run(events: [], duration: 0.5) { _, _, image in last = image }
            XCTAssertEqual(pixel(last!, 100, 100), .white)
        }
    }

    /// iOS 17's registrations: handlers for the named traits only, with the traits before.
    final class Registered: UIView {
        var styles: [String] = [], sizes = 0
        var registration: (any UITraitChangeRegistration)?
        override init(frame: CGRect) {
            super.init(frame: frame)
            registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.styles.append("\(previous.userInterfaceStyle)→\(self.traitCollection.userInterfaceStyle), current \(UITraitCollection.current.userInterfaceStyle)")
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: Registered, _: UITraitCollection) in view.sizes += 1 }
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    nonisolated func testRegisteredHandlersHearTheirTraits() {
        MainActor.assumeIsolated {
            let (platform, root) = launchApp({ UIViewController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            var controllerHeard: [UIUserInterfaceSizeClass] = []
            root.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (vc: UIViewController, previous: UITraitCollection) in
                controllerHeard.append(previous.horizontalSizeClass)
            }
            let view = Registered(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.view.addSubview(view)
            platform.run(events: [], duration: 0.1)
            root.view.window!.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(view.styles, ["light→dark, current dark"])
            XCTAssertEqual(view.sizes, 0, "a style change is not a size class change")
            XCTAssertTrue(controllerHeard.isEmpty)
            platform.run(events: [InputEvent(time: 0.2, .resize(CGSize(width: 800, height: 300)))], duration: 0.3)
            XCTAssertEqual(view.sizes, 1)
            XCTAssertEqual(controllerHeard, [.compact])
            XCTAssertEqual(view.styles.count, 1)
            view.unregisterForTraitChanges(view.registration!)
            root.view.window!.overrideUserInterfaceStyle = .light
            XCTAssertEqual(view.styles.count, 1, "unregistered")
        }
    }
}
