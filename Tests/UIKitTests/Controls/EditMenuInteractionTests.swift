import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIEditMenuInteraction (iOS 16): a menu the app presents at a point of a view, built by the
/// delegate from the suggested actions, told as it shows and goes.
final class EditMenuInteractionTests: AppTestCase {
    final class Bubble: UIViewController, UIEditMenuInteractionDelegate {
        let bubble = UIView(frame: CGRect(x: 20, y: 60, width: 200, height: 60))
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        lazy var interaction = UIEditMenuInteraction(delegate: self)
        var log: [String] = []
        override func viewDidLoad() {
            view.backgroundColor = .white
            bubble.backgroundColor = .systemBlue
            view.addSubview(bubble)
            view.addSubview(field)
            bubble.addInteraction(interaction)
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menu for \(configuration.identifier) with \(suggestedActions.count) suggested")
            return UIMenu(children: suggestedActions + [
                UIAction(title: "Reply") { [weak self] _ in self?.log.append("reply") },
                UIAction(title: "Forward") { [weak self] _ in self?.log.append("forward") },
            ])
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) { log.append("will present") }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) { animator.addCompletion { [weak self] in self?.log.append("gone") } }
    }

    @MainActor private static func titles(_ window: UIWindow) -> [String] {
        var out: [(CGFloat, String)] = []
        func walk(_ v: UIView) { if let l = v as? UILabel, let t = l.text { out.append((l.convert(l.bounds, to: nil).minY, t)) }; v.subviews.forEach(walk) }
        walk(window.subviews.last!)
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }

    nonisolated func testTheDelegatesMenuAtAPoint() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Bubble() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let window = vc.view.window!
            let before = window.subviews.count
            vc.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "bubble", sourcePoint: CGPoint(x: 100, y: 30)))
            XCTAssertEqual(window.subviews.count, before + 1)
            XCTAssertEqual(Self.titles(window), ["Reply", "Forward"], "a plain view has no suggested actions")
            XCTAssertEqual(vc.log, ["menu for bubble with 0 suggested", "will present"])
            XCTAssertEqual(vc.interaction.location(in: vc.view), CGPoint(x: 120, y: 90))
            var frame: CGImage?
            platform.run(events: [], duration: 0.4) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "edit-menu-interaction") }
            // The menu sits beside the point: below it, not below the whole bubble.
            let panelTop = window.subviews.last!.subviews.first!.frame.minY
            XCTAssertLessThan(panelTop, vc.bubble.frame.maxY, "beside the point in the bubble")
            // Reply is chosen: its handler runs and the menu goes, the delegate told.
            let reply = window.subviews.last!.subviews.first!.convert(CGPoint(x: 60, y: 22), to: nil)
            platform.run(events: [InputEvent(time: 0.5, .touchDown(id: 1, reply)), InputEvent(time: 0.55, .touchUp(id: 1))], duration: 1.0)
            XCTAssertEqual(Array(vc.log.suffix(2)), ["reply", "gone"])
            XCTAssertEqual(window.subviews.count, before)
        }
    }

    nonisolated func testATextFieldsSuggestedActionsAndDismissal() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Bubble() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let fieldMenu = UIEditMenuInteraction(delegate: vc)
            vc.field.text = "Hello"
            vc.field.addInteraction(fieldMenu)
            fieldMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
            XCTAssertEqual(Self.titles(vc.view.window!), ["Cut", "Copy", "Paste", "Select All", "Reply", "Forward"])
            XCTAssertTrue(vc.log.first?.hasSuffix("with 4 suggested") == true)
            fieldMenu.dismissMenu()
            platform.run(events: [], duration: 0.5)
            XCTAssertEqual(vc.log.last, "gone")
            XCTAssertEqual(fieldMenu.location(in: nil), .zero, "no menu shown")
        }
    }
}
