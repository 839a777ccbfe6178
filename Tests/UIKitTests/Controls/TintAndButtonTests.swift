import XCTest
import UIKit
import LaminaTestSupport
@testable import QuartzCore

/// tintColor (Apple: UIView.tintColor, tintColorDidChange, tintAdjustmentMode), the tint in
/// controls, UIButton.Configuration's corners and image placement, and UIKit's colours.
final class TintAndButtonTests: ViewTestCase {
    nonisolated func testTheTintIsInheritedAndItsChangesAreTold() {
        MainActor.assumeIsolated {
            final class Told: UIView {
                var told = 0
                override func tintColorDidChange() { told += 1 }
            }
            let root = UIView(), child = Told(), own = Told()
            root.addSubview(child); root.addSubview(own)
            XCTAssertEqual(child.tintColor, .systemBlue, "the system tint at the top")
            own.tintColor = .green
            child.told = 0; own.told = 0
            root.tintColor = .red
            XCTAssertEqual(child.tintColor, .red)
            XCTAssertEqual(own.tintColor, .green, "a view's own tint wins")
            XCTAssertEqual(child.told, 1)
            XCTAssertEqual(own.told, 0, "its tint did not change")
            let moved = Told()
            UIView().addSubview(moved)
            moved.told = 0
            root.addSubview(moved)
            XCTAssertEqual(moved.told, 1, "moved under another tint, it is told")
            root.tintAdjustmentMode = .dimmed
            let dim = child.tintColor.cgColor.rgba
            XCTAssertEqual(dim.r, dim.g, accuracy: 0.001, "a dimmed tint is grey")
            XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
            root.tintColor = nil
            root.tintAdjustmentMode = .automatic
            XCTAssertEqual(child.tintColor, .systemBlue)
        }
    }

    nonisolated func testControlsUseTheTint() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            let slider = UISlider(frame: CGRect(x: 0, y: 50, width: 200, height: 30))
            root.addSubview(button); root.addSubview(slider)
            root.tintColor = .systemPink
            XCTAssertEqual(button.titleLabel?.textColor, .systemPink)
            slider.value = 0.5
            slider.layoutIfNeeded()
            XCTAssertEqual(slider.subviews[1].backgroundColor, .systemPink, "the filled track")
            slider.minimumTrackTintColor = .systemGreen
            XCTAssertEqual(slider.subviews[1].backgroundColor, .systemGreen)
        }
    }

    /// A template image is shown in the tint colour, its alpha kept, and follows the tint.
    nonisolated func testATemplateImageIsDrawnInTheTint() {
        MainActor.assumeIsolated {
            let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))      // the right half stays clear
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let view = UIImageView(image: dot.withRenderingMode(.alwaysTemplate))
            root.addSubview(view)
            root.tintColor = .red
            var ctx = render(root, width: 10, height: 10)
            XCTAssertEqual(pixel(ctx, 2, 5), .red, "the shape in the tint")
            XCTAssertEqual(pixel(ctx, 8, 5).a, 0, "the clear part stays clear")
            root.tintColor = .blue
            ctx = render(root, width: 10, height: 10)
            XCTAssertEqual(pixel(ctx, 2, 5), .blue)
            view.image = dot
            ctx = render(root, width: 10, height: 10)
            XCTAssertEqual(pixel(ctx, 2, 5), .black, "an original image keeps its colours")
        }
    }

    /// A configuration draws a template image in its foreground: white on a filled button
    /// (in the tint it would vanish into the background), the tint on a tinted one.
    nonisolated func testAConfigurationsTemplateImageTakesItsForeground() {
        MainActor.assumeIsolated {
            let dot = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }.withRenderingMode(.alwaysTemplate)
            for (config, expected) in [(UIButton.Configuration.filled(), RGBA8.white), (.tinted(), .blue)] {
                var c = config
                c.image = dot
                let button = UIButton(configuration: c)
                button.tintColor = .blue
                button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
                button.layoutIfNeeded()
                let ctx = render(button, width: 60, height: 40)
                let centre = button.imageView!.frame
                XCTAssertEqual(pixel(ctx, Int(centre.midX), Int(centre.midY)), expected, "\(c.style)")
            }
        }
    }

    /// A capsule button has round ends from its first layout, not only once pressed.
    nonisolated func testACapsuleButtonIsRoundFromItsFirstLayout() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.filled()
            config.title = "Capsule"
            config.cornerStyle = .capsule
            let button = UIButton(configuration: config, primaryAction: nil)
            button.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
            button.layoutIfNeeded()
            XCTAssertEqual(button.layer.cornerRadius, 22)
            button.frame.size.height = 30
            button.layoutIfNeeded()
            XCTAssertEqual(button.layer.cornerRadius, 15)
        }
    }

    /// The bordered family draws as its iOS twins: bordered as gray, bordered-tinted as tinted,
    /// bordered-prominent as filled, borderless as plain.
    nonisolated func testTheBorderedConfigurationsLookAsTheirTwins() {
        MainActor.assumeIsolated {
            func look(_ c: UIButton.Configuration) -> (CGColor?, CGColor?) {
                var c = c
                c.title = "Go"
                let b = UIButton(configuration: c, primaryAction: nil)
                b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                b.layoutIfNeeded()
                return (b.layer.backgroundColor, b.titleLabel?.textColor.cgColor)
            }
            for (bordered, twin) in [(UIButton.Configuration.bordered(), UIButton.Configuration.gray()),
                                     (.borderedTinted(), .tinted()), (.borderedProminent(), .filled()), (.borderless(), .plain())] {
                let a = look(bordered), b = look(twin)
                XCTAssertEqual(a.0, b.0)
                XCTAssertEqual(a.1, b.1)
            }
            XCTAssertNotEqual(look(.borderedProminent()).0, look(.bordered()).0)
            // UIKit's initializers: the action optional with a configuration, the type
            // optional with an action.
            XCTAssertNotNil(UIButton(configuration: .filled()).configuration)
            let titled = UIButton(primaryAction: UIAction(title: "Go") { _ in })
            XCTAssertEqual(titled.buttonType, .system)
            XCTAssertEqual(titled.title(for: .normal), "Go")
        }
    }

    /// A button made the pre-iOS 15 way keeps what the app sets on its layer and view: the
    /// corner radius and border of a hand-styled button, its alpha through highlighting.
    nonisolated func testAHandStyledButtonKeepsItsCornersAndAlpha() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 10
            button.alpha = 0.5
            button.setTitle("Follow", for: .normal)
            button.isHighlighted = true
            button.layoutIfNeeded()
            XCTAssertEqual(button.layer.cornerRadius, 10)
            XCTAssertEqual(button.alpha, 0.5)
            XCTAssertEqual(button.titleLabel?.alpha ?? 1, 0.4, accuracy: 0.001, "highlighted, the title dims")
            button.isHighlighted = false
            button.setTitle("Following", for: .normal)
            XCTAssertEqual(button.layer.cornerRadius, 10)
            XCTAssertEqual(button.alpha, 0.5)
            XCTAssertEqual(button.titleLabel?.alpha, 1)
            button.configuration = .filled()
            XCTAssertEqual(button.layer.cornerRadius, 8, "a configuration's corner style")
            button.configuration = nil
            XCTAssertEqual(button.layer.cornerRadius, 0)
        }
    }

    /// `contentHorizontalAlignment`/`contentVerticalAlignment` place the title (Apple:
    /// UIControl); `leading` is left in a left-to-right layout.
    nonisolated func testContentAlignmentsPlaceTheTitle() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Title", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.layoutIfNeeded()
            let title = button.titleLabel!
            XCTAssertEqual(title.frame.midX, 100, accuracy: 0.5)
            button.contentHorizontalAlignment = .leading
            button.contentVerticalAlignment = .top
            button.layoutIfNeeded()
            XCTAssertEqual(button.effectiveContentHorizontalAlignment, .left)
            XCTAssertEqual(title.frame.minX, 0)
            XCTAssertEqual(title.frame.minY, 0)
            button.contentHorizontalAlignment = .right
            button.contentVerticalAlignment = .bottom
            button.layoutIfNeeded()
            XCTAssertEqual(title.frame.maxX, 200, accuracy: 0.01)
            XCTAssertEqual(title.frame.maxY, 60, accuracy: 0.01)
            button.contentHorizontalAlignment = .fill
            button.layoutIfNeeded()
            XCTAssertEqual(title.frame.width, 200, accuracy: 0.01)
        }
    }

    /// The pre-iOS 15 insets of a button without a configuration: `contentEdgeInsets` grow
    /// its intrinsic size and keep the content in; the title's and image's move them only.
    nonisolated func testLegacyEdgeInsets() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Title", for: .normal)
            let plain = button.intrinsicContentSize
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            XCTAssertEqual(button.intrinsicContentSize.width, plain.width + 40, accuracy: 0.01)
            XCTAssertEqual(button.intrinsicContentSize.height, plain.height + 20, accuracy: 0.01)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.contentHorizontalAlignment = .left
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minX, 20, accuracy: 0.01, "the content starts inside the inset")
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: -15)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minX, 35, accuracy: 0.01, "the title moves by its own inset")
            XCTAssertEqual(button.intrinsicContentSize.width, plain.width + 40, accuracy: 0.01, "which the size does not count")
            var c = UIButton.Configuration.plain()
            c.title = "Title"
            c.contentInsets = .zero
            button.configuration = c
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minX, 0, accuracy: 0.01, "a configuration's insets replace them")
        }
    }

    /// `configurationUpdateHandler` restyles the button for each state it enters.
    nonisolated func testTheConfigurationUpdateHandlerFollowsTheState() {
        MainActor.assumeIsolated {
            let button = UIButton(configuration: .filled(), primaryAction: nil)
            var seen: [UIControl.State] = []
            button.configurationUpdateHandler = { b in
                seen.append(b.state)
                var c = b.configuration ?? .filled()
                c.title = b.isHighlighted ? "Pressed" : "Press"
                b.configuration = c
            }
            XCTAssertEqual(button.titleLabel?.text, "Press", "run once when set")
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel?.text, "Pressed")
            button.isHighlighted = false
            XCTAssertEqual(button.titleLabel?.text, "Press")
            XCTAssertEqual(seen, [[], .highlighted, []])
        }
    }

    nonisolated func testImagePlacementAndPadding() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20)) }
            var config = UIButton.Configuration.plain()
            config.title = "Title"
            config.image = image
            config.imagePlacement = .top
            config.imagePadding = 8
            let button = UIButton(configuration: config, primaryAction: nil)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
            button.layoutIfNeeded()
            let i = button.imageView!.frame, t = button.titleLabel!.frame
            XCTAssertEqual(t.minY - i.maxY, 8, accuracy: 0.01, "the padding between them")
            XCTAssertEqual(i.midX, 60, accuracy: 0.01)
            let fits = button.intrinsicContentSize
            XCTAssertEqual(fits.height, 20 + 8 + t.height + config.contentInsets.top + config.contentInsets.bottom, accuracy: 0.01)
            config.imagePlacement = .trailing
            button.configuration = config
            button.layoutIfNeeded()
            XCTAssertEqual(button.imageView!.frame.minX - button.titleLabel!.frame.maxX, 8, accuracy: 0.01)
        }
    }

    /// A configuration's subtitle sits `titlePadding` under the title, in the subheadline font.
    nonisolated func testSubtitleAndTitlePadding() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.filled()
            config.title = "Title"
            config.subtitle = "Subtitle"
            config.titlePadding = 4
            let button = UIButton(configuration: config, primaryAction: nil)
            button.frame = CGRect(x: 0, y: 0, width: 160, height: 80)
            button.layoutIfNeeded()
            let title = button.titleLabel!.frame, sub = try? XCTUnwrap(button.subtitleLabel).frame
            XCTAssertEqual(button.subtitleLabel?.text, "Subtitle")
            XCTAssertEqual(button.subtitleLabel?.font.pointSize, 15)
            XCTAssertEqual((sub?.minY ?? 0) - title.maxY, 4, accuracy: 0.01)
            let fits = button.intrinsicContentSize
            XCTAssertEqual(fits.height, title.height + 4 + (sub?.height ?? 0) + config.contentInsets.top + config.contentInsets.bottom,
                           accuracy: 0.01)
            config.subtitle = nil
            button.configuration = config
            button.layoutIfNeeded()
            XCTAssertEqual(button.subtitleLabel?.text, nil)
            XCTAssertEqual(button.titleLabel!.frame.midY, 40, accuracy: 0.5, "the title alone is centred again")
        }
    }

    /// UIKit's colours, light appearance (Apple's "UI element colors" and "Standard colors").
    nonisolated func testSystemAndSemanticColours() {
        MainActor.assumeIsolated {
            func rgb(_ c: UIColor) -> [Int] { let v = c.cgColor.rgba; return [v.r, v.g, v.b, v.a].map { Int(($0 * 255).rounded()) } }
            XCTAssertEqual(rgb(.systemGray6), [242, 242, 247, 255])
            XCTAssertEqual(rgb(.systemGroupedBackground), [242, 242, 247, 255])
            XCTAssertEqual(rgb(.secondarySystemBackground), [242, 242, 247, 255])
            XCTAssertEqual(rgb(.tertiaryLabel), [60, 60, 67, 77])
            XCTAssertEqual(rgb(.quaternaryLabel), [60, 60, 67, 46])
            XCTAssertEqual(rgb(.link), [0, 122, 255, 255])
            XCTAssertEqual(rgb(.opaqueSeparator), [198, 198, 200, 255])
            XCTAssertEqual(rgb(.tertiarySystemFill), [118, 118, 128, 31])
            XCTAssertEqual(rgb(.placeholderText), [60, 60, 67, 77])
            XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular).pointSize, 15)
            let label = UILabel()
            label.adjustsFontForContentSizeCategory = true
            XCTAssertTrue(label.adjustsFontForContentSizeCategory)
        }
    }

    /// iOS 15's `showsActivityIndicator`: a spinner in the foreground colour where the image
    /// goes, in its place; off again, the image returns.
    nonisolated func testAConfigurationShowsAnActivityIndicator() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.filled()
            config.title = "Save"
            config.image = UIImage(systemName: "square.and.arrow.down")
            config.imagePadding = 6
            let button = UIButton(configuration: config)
            let withImage = button.intrinsicContentSize
            config.showsActivityIndicator = true
            button.configuration = config
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()
            let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
            XCTAssertNotNil(spinner)
            XCTAssertEqual(spinner?.isAnimating, true)
            XCTAssertEqual(spinner?.isHidden, false)
            XCTAssertEqual(button.imageView?.isHidden, true, "the indicator takes the image's place")
            XCTAssertEqual(spinner?.color, .white, "the filled style's foreground")
            XCTAssertEqual(spinner?.frame.size, CGSize(width: 20, height: 20))
            XCTAssertLessThan(spinner?.frame.maxX ?? 0, button.titleLabel?.frame.minX ?? 0, "leading the title")
            XCTAssertEqual(button.intrinsicContentSize.height, max(withImage.height, button.intrinsicContentSize.height))
            config.showsActivityIndicator = false
            button.configuration = config
            XCTAssertEqual(spinner?.isAnimating, false)
            XCTAssertEqual(button.imageView?.isHidden, false)
            XCTAssertEqual(button.intrinsicContentSize, withImage)
        }
    }
}
