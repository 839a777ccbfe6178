import XCTest
@testable import UIKit

/// `systemLayoutSizeFitting` keeps its engine on the measured view: a measurement after a
/// text, width, font or hand-set frame change moves the kept tableau, and one after a change
/// of constraints, margins or views builds anew — either way giving what a fresh engine gives.
final class FittingEngineTests: ViewTestCase {
    /// A self-sizing cell's content: a wrapping title in the margins, a subtitle on the
    /// title's baseline grid, and a badge placed by hand (autoresized) that the title clears.
    @MainActor private final class Content {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UILabel(), subtitle = UILabel()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let titleTop: NSLayoutConstraint, subtitleBelow: NSLayoutConstraint

        init() {
            title.numberOfLines = 0
            title.text = "A title"
            subtitle.text = "Subtitle"
            subtitle.font = .systemFont(ofSize: 13)
            for l in [title, subtitle] { l.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(l) }
            view.addSubview(badge)
            let margins = view.layoutMarginsGuide
            titleTop = title.topAnchor.constraint(equalTo: margins.topAnchor)
            subtitleBelow = subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20)
            NSLayoutConstraint.activate([
                titleTop, subtitleBelow,
                title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                title.topAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: 2),
            ])
        }

        func measure(width: CGFloat) -> CGSize {
            view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        var kept: ObjectIdentifier? { view.autoLayout?.fitting.map(ObjectIdentifier.init) }
    }

    /// Measures with the kept engine, then with a fresh one; they must agree. Returns the
    /// size and whether the kept engine was reused.
    @MainActor private static func measureBothWays(_ c: Content, width: CGFloat, _ step: String,
                                            file: StaticString = #filePath, line: UInt = #line) -> (size: CGSize, reused: Bool) {
        let before = c.kept
        let kept = c.measure(width: width)
        let reused = before != nil && c.kept == before
        c.view.autoLayout?.fitting = nil
        let fresh = c.measure(width: width)
        XCTAssertEqual(kept.width, fresh.width, accuracy: 1e-6, "\(step): width", file: file, line: line)
        XCTAssertEqual(kept.height, fresh.height, accuracy: 1e-6, "\(step): height", file: file, line: line)
        return (kept, reused)
    }

    nonisolated func testAKeptEngineMeasuresWhatAFreshOneDoes() {
        MainActor.assumeIsolated {
            let c = Content()
            let first = Self.measureBothWays(c, width: 320, "first")
            XCTAssertFalse(first.reused)
            XCTAssertEqual(first.size.width, 320)

            // Changes that keep the engine.
            c.title.text = String(repeating: "A title long enough to wrap onto more lines. ", count: 4)
            let longer = Self.measureBothWays(c, width: 320, "longer title")
            XCTAssertTrue(longer.reused, "new text moves the kept tableau")
            XCTAssertGreaterThan(longer.size.height, first.size.height + 30)

            let narrow = Self.measureBothWays(c, width: 200, "narrower")
            XCTAssertTrue(narrow.reused)
            XCTAssertGreaterThan(narrow.size.height, longer.size.height)

            c.subtitle.font = .systemFont(ofSize: 30)
            let font = Self.measureBothWays(c, width: 200, "bigger subtitle (its baseline moves)")
            XCTAssertTrue(font.reused)
            XCTAssertGreaterThan(font.size.height, narrow.size.height)

            c.badge.frame = CGRect(x: 0, y: 0, width: 60, height: 90)
            let badge = Self.measureBothWays(c, width: 200, "badge set by hand")
            XCTAssertTrue(badge.reused)
            XCTAssertNotEqual(badge.size.height, font.size.height)

            // Changes that build anew.
            c.titleTop.constant = 40
            let constant = Self.measureBothWays(c, width: 200, "constant")
            XCTAssertFalse(constant.reused)

            c.subtitleBelow.isActive = false
            c.subtitle.topAnchor.constraint(equalTo: c.title.bottomAnchor, constant: 4).isActive = true
            let swapped = Self.measureBothWays(c, width: 200, "constraint swapped")
            XCTAssertFalse(swapped.reused)

            c.view.layoutMargins = UIEdgeInsets(top: 30, left: 8, bottom: 30, right: 8)
            let margins = Self.measureBothWays(c, width: 200, "margins")
            XCTAssertFalse(margins.reused)
            XCTAssertEqual(margins.size.height, swapped.size.height + 44, accuracy: 0.5)

            c.subtitle.removeFromSuperview()
            c.title.bottomAnchor.constraint(equalTo: c.view.layoutMarginsGuide.bottomAnchor).isActive = true
            let removed = Self.measureBothWays(c, width: 200, "subtitle removed")
            XCTAssertFalse(removed.reused)
            XCTAssertLessThan(removed.size.height, margins.size.height)

            let again = Self.measureBothWays(c, width: 200, "unchanged")
            XCTAssertTrue(again.reused)
            XCTAssertEqual(again.size, removed.size)
        }
    }

    /// A measurement lends the subtree the measuring engine's nodes and gives them back: the
    /// window's own layout of the same views is untouched by it.
    nonisolated func testMeasuringLeavesTheRealLayoutAlone() {
        MainActor.assumeIsolated {
            let c = Content()
            c.view.layoutIfNeeded()
            let frames = [c.title.frame, c.subtitle.frame]
            for text in ["One", String(repeating: "Two lines or more of it. ", count: 6), "Three"] {
                c.title.text = text
                _ = c.measure(width: 180)
            }
            c.title.text = "A title"
            c.view.layoutIfNeeded()
            XCTAssertEqual([c.title.frame, c.subtitle.frame], frames)
            XCTAssertTrue(c.title.layoutNode?.engine === LayoutEngine.engine(for: c.view, create: false))
        }
    }
}
