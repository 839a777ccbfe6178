import XCTest
@testable import UIKit

/// Intrinsic content sizes under constraints: hugging and compression resistance, labels that
/// wrap at the width the engine gives them, baselines, and `systemLayoutSizeFitting`.
final class IntrinsicSizeTests: ViewTestCase {
    @MainActor private static func label(_ text: String, in parent: UIView, size: CGFloat = 17) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: size)
        l.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(l)
        return l
    }

    @MainActor private static func row(_ a: UIView, _ b: UIView, in root: UIView) {
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    nonisolated func testLowerHuggingStretches() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let a = Self.label("Name", in: root), b = Self.label("Value", in: root)
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            Self.row(a, b, in: root)
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, a.intrinsicContentSize.width, "the label that hugs harder keeps its text width")
            XCTAssertEqual(b.frame.width, 300 - 8 - a.intrinsicContentSize.width)
            XCTAssertEqual(a.frame.height, a.intrinsicContentSize.height, "heights hug the text")
            a.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            root.layoutIfNeeded()
            XCTAssertEqual(b.frame.width, b.intrinsicContentSize.width, "now the other one keeps its width")
        }
    }

    nonisolated func testLowerCompressionResistanceShrinks() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
            let a = Self.label("Short one", in: root), b = Self.label("Another long one", in: root)
            XCTAssertGreaterThan(a.intrinsicContentSize.width + b.intrinsicContentSize.width + 8, 160)
            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            Self.row(a, b, in: root)
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, a.intrinsicContentSize.width)
            XCTAssertEqual(b.frame.width, 160 - 8 - a.intrinsicContentSize.width)
        }
    }

    nonisolated func testTextChangeResizesThroughTheEngine() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let a = Self.label("Hi", in: root)
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            let short = a.frame.width
            a.text = "Hello there, world"
            root.layoutIfNeeded()
            XCTAssertGreaterThan(a.frame.width, short)
            XCTAssertEqual(a.frame.width, a.intrinsicContentSize.width)
        }
    }

    /// A multi-line label pinned at both sides wraps at the width it gets (UIKit's second
    /// pass measures it again), and its height is the wrapped text's.
    nonisolated func testWrappingLabelTakesTheHeightOfItsWidth() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
            let l = Self.label(String(repeating: "Words wrap inside a narrow column. ", count: 4), in: root)
            l.numberOfLines = 0
            NSLayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                l.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                l.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(l.frame.width, 180)
            let oneLine = UILabel(); oneLine.text = "W"; oneLine.font = l.font
            XCTAssertGreaterThan(l.frame.height, 3 * oneLine.intrinsicContentSize.height)
            XCTAssertEqual(l.frame.height, l.sizeThatFits(CGSize(width: 180, height: 0)).height)
        }
    }

    nonisolated func testFirstBaselinesAlignAcrossFonts() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            let big = Self.label("Big", in: root, size: 40), small = Self.label("small", in: root, size: 13)
            NSLayoutConstraint.activate([
                big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            @MainActor func baseline(_ l: UILabel) -> CGFloat { l.frame.midY + l.baselinesFromCenter!.first }
            XCTAssertEqual(baseline(small), baseline(big), accuracy: 0.5)
            XCTAssertGreaterThan(small.frame.minY, big.frame.minY + 5, "the small text sits lower")
            // A plain view's baseline is its bottom edge.
            let box = UIView(); box.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(box)
            NSLayoutConstraint.activate([box.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 10),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.maxY, big.frame.midY + big.baselinesFromCenter!.last, accuracy: 0.5)
        }
    }

    nonisolated func testImageViewAndButtonHaveIntrinsicSizes() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
            let iv = UIImageView(image: image); iv.translatesAutoresizingMaskIntoConstraints = false
            let button = UIButton(type: .system); button.setTitle("Press", for: .normal); button.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(iv); root.addSubview(button)
            NSLayoutConstraint.activate([iv.centerXAnchor.constraint(equalTo: root.centerXAnchor), iv.topAnchor.constraint(equalTo: root.topAnchor),
                                         button.centerXAnchor.constraint(equalTo: root.centerXAnchor), button.topAnchor.constraint(equalTo: iv.bottomAnchor)])
            root.layoutIfNeeded()
            XCTAssertEqual(iv.frame, CGRect(x: 185, y: 0, width: 30, height: 20))
            XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
            XCTAssertEqual(button.frame.minY, 20)
        }
    }

    /// What a self-sizing cell asks: the height of its content at a required width.
    nonisolated func testSystemLayoutSizeFittingGivesTheHeightForAWidth() {
        MainActor.assumeIsolated {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let l = Self.label(String(repeating: "Self-sizing content wraps. ", count: 5), in: content)
            l.numberOfLines = 0
            NSLayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                l.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                l.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
                l.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
            ])
            let size = content.systemLayoutSizeFitting(CGSize(width: 232, height: UIView.layoutFittingCompressedSize.height),
                                                       withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(size.width, 232)
            XCTAssertEqual(size.height, l.sizeThatFits(CGSize(width: 200, height: 0)).height + 24, accuracy: 0.5)
            XCTAssertEqual(content.frame.size, CGSize(width: 50, height: 50), "asking lays nothing out")
            // Compressed both ways: the label's one-line width.
            let compressed = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(compressed.width, l.intrinsicContentSize.width + 32, accuracy: 0.5)
            content.layoutIfNeeded()
            XCTAssertEqual(l.frame.width, 50 - 32, "the real layout still uses the real engine")
        }
    }
}
