import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UISearchTextField's tokens (iOS 13): chips before the text in the token colour, inserted,
/// removed and made from typed text, and the user's Backspace before the text deleting the last.
final class SearchTokenTests: AppTestCase {
    final class Screen: UIViewController {
        let field = UISearchTextField(frame: CGRect(x: 10, y: 40, width: 300, height: 36))
        override func viewDidLoad() {
            view.backgroundColor = .white
            view.addSubview(field)
        }
    }

    nonisolated func testTokensShowBeforeTheTextAndBackspaceDeletesThem() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Screen() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = vc.field
            let plainText = field.textRect(forBounds: field.bounds)
            let photos = UISearchToken(icon: UIImage(systemName: "photo"), text: "Photos")
            photos.representedObject = "kind:photo"
            field.tokenBackgroundColor = .systemGreen
            field.tokens = [photos]
            field.insertToken(UISearchToken(icon: nil, text: "2026"), at: 5)
            XCTAssertEqual(field.tokens.map { $0 === photos }, [true, false], "inserted at the end, past it")
            field.layoutIfNeeded()
            XCTAssertGreaterThan(field.textRect(forBounds: field.bounds).minX, plainText.minX + 80, "the text after the chips")
            let shot = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(shot, "search-tokens")
            let greens = (48...150).filter { x in let p = pixel(shot, x, 58); return p.g > 150 && p.r < 120 && p.b < 120 }
            XCTAssertGreaterThan(greens.count, 40, "the chips in the token colour")
            let placeholderInk = (200...290).filter { x in let p = pixel(shot, x, 58); return p.r < 200 }
            XCTAssertTrue(placeholderInk.isEmpty, "no placeholder beside tokens")

            // The user's Backspace before the text takes the last token, then the one before.
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            XCTAssertTrue(field.becomeFirstResponder())
            field.deleteBackward()
            XCTAssertEqual(field.tokens.count, 1)
            XCTAssertEqual(changes, 1)
            field.allowsDeletingTokens = false
            field.deleteBackward()
            XCTAssertEqual(field.tokens.count, 1, "not while deleting tokens is not allowed")
            field.allowsDeletingTokens = true
            field.removeToken(at: 0)
            XCTAssertTrue(field.tokens.isEmpty)
            XCTAssertEqual(changes, 1, "setting tokens in code sends nothing")

            // Typed text becomes a token.
            field.insertText("red car")
            let car = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 4)!, to: field.endOfDocument)!
            field.replaceTextualPortion(of: car, with: UISearchToken(icon: nil, text: "car"), at: 0)
            XCTAssertEqual(field.text, "red ")
            XCTAssertEqual(field.tokens.count, 1)
            XCTAssertEqual(field.text(in: field.textualRange), "red ")
        }
    }
}
