import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UISearchBar and UISearchController on the headless app (Apple's documentation: editing
/// the bar makes the controller active and calls the updater; each change of the text calls
/// it; Cancel clears the text and ends the search; a navigation item's search controller puts
/// its bar below the title).
final class SearchControllerTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }
    private static func type(_ t: Double, _ s: String) -> [InputEvent] {
        s.unicodeScalars.enumerated().flatMap { i, u in
            [InputEvent(time: t + Double(i) * 0.02, .key(keysym: u.value, text: String(u), pressed: true, isRepeat: false, modifiers: [])),
             InputEvent(time: t + Double(i) * 0.02 + 0.01, .key(keysym: u.value, text: String(u), pressed: false, isRepeat: false, modifiers: []))]
        }
    }

    nonisolated func testANavigationItemsSearchControllerSearchesAndCancels() throws {
        try MainActor.assumeIsolated {
            let list = SearchingController()
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: list) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let search = list.search
            XCTAssertEqual(nav.navigationBar.frame.height, 96, "the title row and the search bar's 52 points")
            XCTAssertEqual(list.view.safeAreaInsets.top, 96, "the content starts below the search bar")
            let barFrame = search.searchBar.convert(search.searchBar.bounds, to: nil)
            XCTAssertEqual(barFrame.minY, 44)
            XCTAssertFalse(search.isActive)
            let idle = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(idle, "search-controller-idle")
            // The rounded field's light fill shows under the title, and the title above it.
            XCTAssertLessThan(pixel(idle, 160, 62).r, 250, "the field's fill")
            XCTAssertEqual(pixel(idle, 160, 62).r, pixel(idle, 160, 62).g, accuracy: 6)

            platform.run(events: Self.tap(0.2, 160, 64), duration: 0.6)
            XCTAssertTrue(search.isActive, "editing the bar activates the search")
            XCTAssertTrue(search.searchBar.isFirstResponder)
            XCTAssertTrue(search.searchBar.showsCancelButton)
            XCTAssertEqual(list.log, ["willPresent", "didPresent", "update ''"])
            platform.run(events: Self.type(0.7, "ap"), duration: 0.9)
            XCTAssertEqual(search.searchBar.text, "ap")
            XCTAssertEqual(Array(list.log.suffix(4)), ["changed 'a'", "update 'a'", "changed 'ap'", "update 'ap'"])
            XCTAssertTrue(list.results.view.window != nil, "the results show once there is text")
            XCTAssertEqual(list.results.view.convert(CGPoint.zero, to: nil).y, 96, "below the bar")
            let searching = try XCTUnwrap(platform.frame(at: 1.0))
            writeArtifact(searching, "search-controller-results")
            XCTAssertEqual(pixel(searching, 160, 300), RGBA8(255, 255, 0, 255), "the yellow results view covers the content")

            // Cancel (at the bar's trailing end) ends it all.
            list.log = []
            let cancel = CGPoint(x: 320 - 16 - 25, y: 63)
            platform.run(events: Self.tap(1.1, cancel.x, cancel.y), duration: 1.5)
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(search.searchBar.text, "")
            XCTAssertFalse(search.searchBar.isFirstResponder)
            XCTAssertNil(list.results.viewIfLoaded?.window, "the results leave")
            XCTAssertEqual(list.log, ["cancel", "willDismiss", "didDismiss", "update ''"])
            let after = try XCTUnwrap(platform.frame(at: 1.6))
            XCTAssertEqual(pixel(after, 160, 300), RGBA8(0, 0, 255, 255), "the content shows again")
        }
    }

    nonisolated func testObscuringDimsTheContentAndATapOnItEndsTheSearch() throws {
        try MainActor.assumeIsolated {
            let list = SearchingController()
            let (platform, _) = launchApp({ UINavigationController(rootViewController: list) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let search = list.search
            search.obscuresBackgroundDuringPresentation = true
            search.isActive = true
            let dimmed = try XCTUnwrap(platform.frame(at: 0.1))
            let p = pixel(dimmed, 160, 300)
            XCTAssertTrue(p.b > 150 && p.b < 240 && p.r == 0, "blue dimmed, not replaced: \(p)")
            platform.run(events: Self.tap(0.2, 160, 300), duration: 0.4)
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(pixel(try XCTUnwrap(platform.frame(at: 0.5)), 160, 300), RGBA8(0, 0, 255, 255))
        }
    }

    nonisolated func testAControllerDefiningThePresentationContextBoundsTheCover() throws {
        try MainActor.assumeIsolated {
            let list = SearchingController()
            list.definesPresentationContext = true
            let nav = UINavigationController(rootViewController: list)
            nav.tabBarItem = UITabBarItem(title: "Cities", image: nil, tag: 0)
            let (platform, tabs) = launchApp({ () -> UITabBarController in
                let t = UITabBarController()
                t.viewControllers = [nav]
                return t
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            list.search.showsSearchResultsController = true
            list.search.isActive = true
            let cover = list.results.view.convert(list.results.view.bounds, to: nil)
            XCTAssertEqual(cover.minY, 96)
            XCTAssertEqual(cover.maxY, list.view.convert(list.view.bounds, to: nil).maxY, "the list's view bounds it")
            let tabPoint = CGPoint(x: 160, y: 470)
            let hit = try XCTUnwrap(tabs.view.window?.hitTest(tabPoint, with: nil))
            XCTAssertTrue(hit === tabs.tabBar || hit.isDescendant(of: tabs.tabBar), "the tab bar stays on top and usable")
            list.definesPresentationContext = false
            list.search.isActive = false
            list.search.isActive = true
            XCTAssertEqual(list.results.view.convert(list.results.view.bounds, to: nil).maxY, 480, "without a context, the window")
            _ = platform
        }
    }

    nonisolated func testAStandaloneSearchBarTellsItsDelegate() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SearchBarController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let bar = vc.bar
            XCTAssertEqual(bar.frame.height, 56, "sizeToFit gives a bar its 56 points")
            XCTAssertEqual(bar.searchTextField.placeholder, "Search")
            bar.placeholder = "Find a city"
            XCTAssertEqual(bar.searchTextField.placeholder, "Find a city")
            platform.run(events: Self.tap(0.1, 160, 48), duration: 0.3)
            XCTAssertTrue(bar.isFirstResponder)
            platform.run(events: Self.type(0.4, "Oslo1"), duration: 0.6)
            XCTAssertEqual(bar.text, "Oslo", "the delegate refuses digits")
            platform.run(events: [InputEvent(time: 0.7, .key(keysym: 0xff0d, text: "\r", pressed: true, isRepeat: false, modifiers: [])),
                                  InputEvent(time: 0.71, .key(keysym: 0xff0d, text: "\r", pressed: false, isRepeat: false, modifiers: []))],
                         duration: 0.8)
            XCTAssertEqual(vc.log, ["begin", "text 'O'", "text 'Os'", "text 'Osl'", "text 'Oslo'", "search"])
            bar.text = "Bergen"
            XCTAssertEqual(vc.log.last, "search", "text set in code is not reported")
            XCTAssertFalse(bar.showsCancelButton)
            bar.setShowsCancelButton(true, animated: false)
            bar.layoutIfNeeded()
            XCTAssertLessThan(bar.searchTextField.frame.maxX, 320 - 8 - 40, "the field makes room for Cancel")
            XCTAssertTrue(bar.resignFirstResponder())
            XCTAssertEqual(vc.log.last, "end")
        }
    }
}

final class SearchingController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    let results = ColorResultsController()
    lazy var search = UISearchController(searchResultsController: results)
    var log: [String] = []

    override func viewDidLoad() {
        title = "Cities"
        view.backgroundColor = .blue
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) { log.append("update '\(searchController.searchBar.text ?? "")'") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("changed '\(searchText)'") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
}

final class ColorResultsController: UIViewController {
    override func viewDidLoad() { view.backgroundColor = .yellow }
}

final class SearchBarController: UIViewController, UISearchBarDelegate {
    let bar = UISearchBar()
    var log: [String] = []
    override func viewDidLoad() {
        view.backgroundColor = .white
        bar.delegate = self
        bar.sizeToFit()
        bar.frame = CGRect(x: 0, y: 20, width: 320, height: bar.frame.height)
        view.addSubview(bar)
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text '\(searchText)'") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !text.contains { $0.isNumber }
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
}
