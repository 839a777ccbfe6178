import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// `UITextView.dataDetectorTypes`: web and mail addresses and telephone numbers found in the
/// text of a view that is not editable, drawn as links and opened by a tap through the
/// delegate; the finder's edges (punctuation, brackets, too few digits).
final class DataDetectorTests: AppTestCase {
    func testTheFinder() {
        let text = "Mail ann@example.org, see www.example.org/a. Or (https://example.org/x_(y)) and call +44 20 7946 0958; not 12-34."
        let found = DataDetector.matches(in: text, types: .all)
        let ns = text as NSString
        XCTAssertEqual(found.map { ns.substring(with: $0.range) },
                       ["ann@example.org", "www.example.org/a", "https://example.org/x_(y)", "+44 20 7946 0958"])
        XCTAssertEqual(found.map(\.url.absoluteString),
                       ["mailto:ann@example.org", "http://www.example.org/a", "https://example.org/x_(y)", "tel:+442079460958"])
        XCTAssertEqual(DataDetector.matches(in: text, types: .phoneNumber).count, 1)
        XCTAssertEqual(DataDetector.matches(in: text, types: .link).count, 3)
        XCTAssertTrue(DataDetector.matches(in: text, types: []).isEmpty)
        XCTAssertTrue(DataDetector.matches(in: "2026-11-29 at 10:30", types: .phoneNumber).isEmpty, "a date is not a number to call")
        XCTAssertTrue(DataDetector.matches(in: "on 29.11.2026 from 192.168.100.1", types: .phoneNumber).isEmpty)
        XCTAssertEqual(DataDetector.matches(in: "call (555) 123-4567.", types: .phoneNumber).map(\.url.absoluteString), ["tel:5551234567"])
    }

    nonisolated func testALinkFoundInTheTextIsDrawnAndTapped() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            textView.isEditable = false
            textView.tintColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
            textView.font = .boldSystemFont(ofSize: 24)
            textView.textColor = .black
            textView.text = "Go to www.example.org"
            let log = LinkLog()
            textView.delegate = log
            var shot = try XCTUnwrap(platform.frame(at: 0.1))
            let greenIn = { (image: CGImage) in (28...60).contains { y in (150..<260).contains { x in
                let p = pixel(image, x, y); return p.g > 120 && p.r < 80 && p.b < 80 } } }
            XCTAssertFalse(greenIn(shot), "no detectors: plain text")
            textView.dataDetectorTypes = [.link]
            shot = try XCTUnwrap(platform.frame(at: 0.2))
            writeArtifact(shot, "text-view-detected-link")
            XCTAssertTrue(greenIn(shot), "the address drawn as a link")
            XCTAssertEqual(textView.attributedText.attribute(.link, at: 8, effectiveRange: nil) as? URL, nil,
                           "the text itself is not changed")
            let p = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 10)!)
            let tap = textView.convert(CGPoint(x: p.midX, y: p.midY), to: nil)
            platform.run(events: [InputEvent(time: 0.3, .touchDown(id: 1, tap)), InputEvent(time: 0.35, .touchUp(id: 1))], duration: 0.5)
            XCTAssertEqual(log.asked.map(\.0.absoluteString), ["http://www.example.org"])
            XCTAssertEqual(log.asked.first?.1, NSRange(location: 6, length: 15))
            // Editable, the text is text to edit: nothing is a link.
            textView.isEditable = true
            shot = try XCTUnwrap(platform.frame(at: 0.6))
            XCTAssertFalse(greenIn(shot))
        }
    }
}
