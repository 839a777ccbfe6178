import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Appearance proxies (Apple: UIAppearance): values set on `appearance()` reach views of the
/// class when they enter a window, unless set on the view itself; narrower proxies (a
/// subclass, inside containers, for traits) win; views already in a window keep theirs.
final class AppearanceProxyTests: AppTestCase {
    final class Card: UIView {}
    final class Screen: UIViewController {
        let plainLabel = UILabel(), cardLabel = UILabel(), ownSwitch = UISwitch(), proxySwitch = UISwitch()
        let button = UIButton(type: .system), card = Card(), table = UITableView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            ownSwitch.onTintColor = .systemOrange
            card.addSubview(cardLabel)
            for v in [plainLabel, card, ownSwitch, proxySwitch, button, table] as [UIView] { view.addSubview(v) }
            view.backgroundColor = .systemBackground
            plainLabel.text = "Plain"; cardLabel.text = "In a card"; button.setTitle("Button", for: .normal)
            plainLabel.frame = CGRect(x: 20, y: 60, width: 120, height: 30)
            card.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
            cardLabel.frame = CGRect(x: 10, y: 5, width: 180, height: 30)
            ownSwitch.frame.origin = CGPoint(x: 20, y: 160)
            proxySwitch.frame.origin = CGPoint(x: 100, y: 160)
            button.frame = CGRect(x: 20, y: 210, width: 100, height: 40)
        }
    }

    nonisolated func testProxiesReachViewsEnteringAWindow() {
        MainActor.assumeIsolated {
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            bar.backgroundColor = .systemIndigo
            bar.titleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = bar
            UINavigationBar.appearance().tintColor = .white
            UISwitch.appearance().onTintColor = .systemPurple
            UIView.appearance().tintColor = .systemRed
            UIButton.appearance().tintColor = .systemTeal
            UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .systemGreen
            UITableView.appearance().backgroundColor = .systemYellow
            UITableView.appearance(for: UITraitCollection(displayScale: 3)).separatorColor = .systemPink

            var screen: Screen!
            let (platform, nav) = launchApp({ () -> UINavigationController in
                screen = Screen()
                return UINavigationController(rootViewController: screen)
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var last: CGImage?
            platform.run(events: [], duration: 0.1) { _, _, image in last = image }
            if let last { _ = writeArtifact(last, "appearance-proxy") }

            let navBar = nav.navigationBar
            XCTAssertEqual(navBar.standardAppearance.backgroundColor, .systemIndigo, "the bar took the proxy's appearance")
            XCTAssertFalse(navBar.standardAppearance === bar, "as a copy, as the property copies")
            XCTAssertEqual(navBar.tintColor, .white)
            XCTAssertEqual(screen.proxySwitch.onTintColor, .systemPurple)
            XCTAssertEqual(screen.ownSwitch.onTintColor, .systemOrange, "a value set on the view itself stays")
            XCTAssertEqual(screen.button.tintColor, .systemTeal, "a subclass's proxy is narrower than UIView's")
            XCTAssertEqual(screen.card.tintColor, .systemRed)
            XCTAssertEqual(screen.cardLabel.textColor, .systemGreen, "inside a Card")
            XCTAssertEqual(screen.plainLabel.textColor, .label, "not inside one")
            XCTAssertEqual(screen.table.backgroundColor, .systemYellow, "over UIKit's own default background")
            XCTAssertEqual(screen.table.separatorColor, .separator, "the trait proxy is for another scale")

            // Later proxy values leave views in a window alone; new views take them.
            UISwitch.appearance().onTintColor = .systemBrown
            XCTAssertEqual(screen.proxySwitch.onTintColor, .systemPurple)
            let late = UISwitch()
            screen.view.addSubview(late)
            XCTAssertEqual(late.onTintColor, .systemBrown)
            XCTAssertTrue(UISwitch.appearance() === UISwitch.appearance(), "one proxy per class and containment")
        }
    }
}
