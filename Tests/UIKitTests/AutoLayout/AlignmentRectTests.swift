import XCTest
@testable import UIKit
import LaminaTestSupport

/// Auto Layout places views by their alignment rects (Apple: alignmentRectInsets): the
/// frame is the alignment rect grown by the insets; an image's insets and baseline become its
/// image view's.
final class AlignmentRectTests: XCTestCase {
    /// A card that draws a 10-point shadow outside its content.
    final class ShadowedCard: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    }

    nonisolated func testConstraintsPlaceTheAlignmentRect() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let card = ShadowedCard(), neighbour = UIView()
            for v in [card, neighbour] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
                neighbour.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
                neighbour.topAnchor.constraint(equalTo: card.topAnchor),
                neighbour.widthAnchor.constraint(equalToConstant: 40), neighbour.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(card.frame, CGRect(x: 10, y: 20, width: 120, height: 70), "the frame around the aligned content")
            XCTAssertEqual(card.alignmentRect(forFrame: card.frame), CGRect(x: 20, y: 30, width: 100, height: 50))
            XCTAssertEqual(neighbour.frame.minX, 128, "the neighbour spaced from the content, not the shadow")

            // A view laid out by its frame keeps it (its autoresizing constraints hold its
            // alignment rect).
            let framed = ShadowedCard(frame: CGRect(x: 200, y: 150, width: 60, height: 60))
            root.addSubview(framed)
            root.setNeedsLayout()
            root.layoutIfNeeded()
            XCTAssertEqual(framed.frame, CGRect(x: 200, y: 150, width: 60, height: 60))
        }
    }

    nonisolated func testAnImagesInsetsAndBaselineAreItsImageViews() {
        MainActor.assumeIsolated {
            let dot = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
                UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
            let inset = dot.withAlignmentRectInsets(UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
            XCTAssertEqual(inset.alignmentRectInsets.left, 4)
            XCTAssertEqual(dot.alignmentRectInsets, .zero, "the original is unchanged")
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let icon = UIImageView(image: inset)
            icon.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(icon)
            XCTAssertEqual(icon.intrinsicContentSize, CGSize(width: 32, height: 32))
            NSLayoutConstraint.activate([icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                         icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
            root.layoutIfNeeded()
            XCTAssertEqual(icon.frame, CGRect(x: 6, y: 6, width: 40, height: 40))

            let glyph = dot.withBaselineOffset(fromBottom: 8)
            XCTAssertTrue(glyph.hasBaseline)
            XCTAssertFalse(glyph.imageWithoutBaseline().hasBaseline)
            let badge = UIImageView(image: glyph), label = UILabel()
            label.text = "Inbox"
            for v in [badge, label] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 6),
                label.firstBaselineAnchor.constraint(equalTo: badge.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            let labelBaseline = label.frame.midY + label.baselinesFromCenter!.first
            XCTAssertEqual(labelBaseline, badge.frame.maxY - 8, accuracy: 0.5, "the label sits on the image's baseline")
        }
    }
}
