import XCTest
@testable import UIKit
import LaminaTestSupport

/// Swift's `AttributedString` with UIKit's attributes, converted both ways; a configured
/// button's attributed titles, text transformers, sizes and background; a classic button's
/// attributed title; and a label's `text` and `attributedText` as one text.
final class ButtonConfigurationTextTests: XCTestCase {
    nonisolated func testAttributedStringCarriesUIKitsAttributesBothWays() {
        MainActor.assumeIsolated {
            var bold = AttributedString("Bold é")
            bold.font = .boldSystemFont(ofSize: 20)
            bold.foregroundColor = .red
            bold.underlineStyle = .single
            var thumb = AttributedString("👍 go")
            thumb.foregroundColor = .blue
            thumb.kern = 2
            thumb.link = URL(string: "https://example.com")
            let whole = bold + thumb
            let ns = NSAttributedString(whole)
            XCTAssertEqual(ns.string, "Bold é👍 go")
            var range = NSRange()
            let first = ns.attributes(at: 0, effectiveRange: &range)
            XCTAssertEqual(range, NSRange(location: 0, length: 6))
            XCTAssertEqual(first[.font] as? UIFont, .boldSystemFont(ofSize: 20))
            XCTAssertEqual(first[.foregroundColor] as? UIColor, .red)
            XCTAssertEqual(first[.underlineStyle] as? Int, NSUnderlineStyle.single.rawValue)
            let second = ns.attributes(at: 6, effectiveRange: &range)
            XCTAssertEqual(range, NSRange(location: 6, length: 5), "the emoji is two UTF-16 units")
            XCTAssertEqual(second[.foregroundColor] as? UIColor, .blue)
            XCTAssertEqual(second[.kern] as? CGFloat, 2)
            XCTAssertEqual(second[.link] as? URL, URL(string: "https://example.com"))

            let back = AttributedString(ns)
            XCTAssertEqual(String(back.characters), "Bold é👍 go")
            XCTAssertEqual(back.runs.count, 2)
            XCTAssertEqual(back.runs.first?.font, .boldSystemFont(ofSize: 20))
            XCTAssertEqual(back.runs.first?.underlineStyle, .single)
            XCTAssertEqual(back.runs.dropFirst().first?.link, URL(string: "https://example.com"))

            let linkOnly = try! NSAttributedString(whole, including: \.foundation)
            XCTAssertNil(linkOnly.attributes(at: 0, effectiveRange: nil)[.font], "Foundation's scope has no font")
            XCTAssertNotNil(linkOnly.attributes(at: 7, effectiveRange: nil)[.link])
            XCTAssertNotNil(try! NSAttributedString(whole, including: \.uiKit).attributes(at: 0, effectiveRange: nil)[.font])

            var container = AttributeContainer()
            container.font = .systemFont(ofSize: 9)
            XCTAssertEqual(AttributedString("x", attributes: container).runs.first?.font, .systemFont(ofSize: 9))
        }
    }

    nonisolated func testConfiguredButtonsDrawAttributedAndTransformedTitles() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.filled()
            config.title = "Continue"
            let plain = UIButton(configuration: config)
            let plainSize = plain.intrinsicContentSize
            XCTAssertEqual(plain.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, .systemFont(ofSize: 17))

            config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = .boldSystemFont(ofSize: 24)
                return outgoing
            }
            let big = UIButton(configuration: config)
            let attributes = big.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
            XCTAssertEqual(attributes[.font] as? UIFont, .boldSystemFont(ofSize: 24))
            XCTAssertEqual((attributes[.foregroundColor] as? UIColor)?.cgColor, UIColor.white.cgColor,
                           "the transformer saw the filled style's white and kept it")
            XCTAssertGreaterThan(big.intrinsicContentSize.width, plainSize.width)
            XCTAssertGreaterThan(big.intrinsicContentSize.height, plainSize.height)

            var titled = UIButton.Configuration.plain()
            var title = AttributedString("Sale")
            title.foregroundColor = .systemRed
            titled.attributedTitle = title
            titled.attributedSubtitle = AttributedString("today only")
            let sale = UIButton(configuration: titled)
            XCTAssertEqual(titled.title, "Sale", "title reads the attributed title's characters")
            XCTAssertEqual(sale.titleLabel?.text, "Sale")
            XCTAssertEqual(sale.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, .systemRed)
            XCTAssertEqual(sale.subtitleLabel?.text, "today only")
            titled.title = "Plain again"
            XCTAssertNil(titled.attributedTitle?.runs.first?.foregroundColor, "setting the title replaced the attributed one")
        }
    }

    nonisolated func testButtonSizesAndBackground() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.gray()
            config.title = "Go"
            config.buttonSize = .large
            XCTAssertEqual(config.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
            let large = UIButton(configuration: config)
            config.buttonSize = .mini
            let mini = UIButton(configuration: config)
            XCTAssertGreaterThan(large.intrinsicContentSize.height, mini.intrinsicContentSize.height + 20)
            XCTAssertEqual(mini.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, .systemFont(ofSize: 12))
            config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            config.buttonSize = .large
            XCTAssertEqual(config.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), "the app's insets stay")

            var styled = UIButton.Configuration.filled()
            styled.title = "Outline"
            styled.background.backgroundColor = .systemGreen
            styled.background.strokeColor = .black
            styled.background.strokeWidth = 2
            styled.cornerStyle = .fixed
            styled.background.cornerRadius = 20
            let button = UIButton(configuration: styled)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.layoutIfNeeded()
            XCTAssertEqual(button.backgroundColor, .systemGreen)
            XCTAssertEqual(button.layer.borderWidth, 2)
            XCTAssertEqual(button.layer.cornerRadius, 20)
            // For a person to look at: the outlined green button, a transformed title, sizes.
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            sheet.backgroundColor = .white
            button.frame.origin = CGPoint(x: 10, y: 10)
            sheet.addSubview(button)
            large.frame = CGRect(origin: CGPoint(x: 10, y: 70), size: large.intrinsicContentSize)
            mini.frame = CGRect(origin: CGPoint(x: 10, y: 140), size: mini.intrinsicContentSize)
            sheet.addSubview(large); sheet.addSubview(mini)
            sheet.layoutIfNeeded()
            let ctx = render(sheet, width: 300, height: 200)
            writeArtifact(ctx.makeImage()!, "button-configuration-text")
            XCTAssertEqual(pixel(ctx, 11, 30), .black, "the stroke")
            let inside = pixel(ctx, 30, 14)
            XCTAssertTrue(inside.g > 150 && inside.r < 100, "the green background inside the stroke: \(inside)")
            sheet.removeFromSuperview()
            button.configuration = .plain()
            XCTAssertEqual(button.layer.borderWidth, 0, "the configuration's stroke goes with it")
        }
    }

    nonisolated func testClassicAttributedTitlesAndLabelText() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Plain", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Fancy", attributes: [.kern: 3]), for: .normal)
            let a = button.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
            XCTAssertEqual(button.titleLabel?.text, "Fancy", "the attributed title wins")
            XCTAssertEqual(a[.kern] as? CGFloat, 3)
            XCTAssertEqual(a[.font] as? UIFont, .systemFont(ofSize: 17), "missing font filled from the button's")
            XCTAssertNotNil(a[.foregroundColor])
            XCTAssertEqual(button.currentAttributedTitle?.string, "Fancy")
            button.setAttributedTitle(nil, for: .normal)
            XCTAssertEqual(button.titleLabel?.text, "Plain")

            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Rich", attributes: [.foregroundColor: UIColor.red])
            XCTAssertEqual(label.text, "Rich", "text reads the attributed text's characters")
            label.text = "Plain"
            XCTAssertEqual(label.attributedText?.string, "Plain", "setting text replaced the attributed text")
            XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, label.textColor)
            XCTAssertEqual(label.intrinsicContentSize, { let l = UILabel(); l.text = "Plain"; return l.intrinsicContentSize }())
        }
    }
}
