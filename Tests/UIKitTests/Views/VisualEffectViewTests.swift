import XCTest
@testable import UIKit
import LaminaTestSupport

/// UIVisualEffectView with a blur: what is behind the view shows blurred and tinted inside
/// it, unchanged outside it; rounded corners round the effect; and a change behind the view
/// redraws the blur the same as a fresh render would.
final class VisualEffectViewTests: AppTestCase {
    /// Vertical stripes, 8 points red and 8 points blue, under a 160×120 blurred view.
    final class Striped: UIViewController {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let mover = UIView(frame: CGRect(x: 20, y: 300, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for i in 0..<40 {
                let stripe = UIView(frame: CGRect(x: CGFloat(i) * 8, y: 0, width: 8, height: 480))
                stripe.backgroundColor = i % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                view.addSubview(stripe)
            }
            mover.backgroundColor = .black
            view.addSubview(mover)
            effect.frame = CGRect(x: 80, y: 100, width: 160, height: 120)
            view.addSubview(effect)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 30))
            label.text = "On the material"
            effect.contentView.addSubview(label)
        }
    }

    nonisolated func testBlurMixesWhatIsBehindAndLeavesTheRest() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Striped() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "visual-effect-blur")
            let s = Int(image.width) / 320          // the window's scale
            // Outside the effect: the stripes as they are.
            XCTAssertEqual(pixel(image, 4 * s, 60 * s), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(image, 12 * s, 60 * s), RGBA8(0, 0, 255, 255))
            // Inside, away from the content: red and blue blurred into one another (neither
            // stripe's own colour), lightened by the light material's white tint.
            let inside = (0..<16).map { pixel(image, (120 + $0) * s, 200 * s) }
            for p in inside {
                XCTAssertGreaterThan(p.r, 90, "\(p)"); XCTAssertGreaterThan(p.b, 90, "\(p)")
                XCTAssertGreaterThan(p.g, 40, "the white tint: \(p)")
            }
            let spread = inside.map { Int($0.r) }.max()! - inside.map { Int($0.r) }.min()!
            XCTAssertLessThan(spread, 40, "the stripes are blurred across: \(inside)")
            XCTAssertEqual(vc.effect.contentView.frame, vc.effect.bounds)
            XCTAssertTrue(vc.effect.contentView.subviews.first is UILabel)
        }
    }

    nonisolated func testRoundedCornersAndNoEffect() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Striped() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.effect.layer.cornerRadius = 30
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            let s = Int(image.width) / 320
            // The very corner is outside the rounding: a stripe shows sharp there.
            let corner = pixel(image, 81 * s, 101 * s)
            XCTAssertTrue(corner == RGBA8(255, 0, 0, 255) || corner == RGBA8(0, 0, 255, 255), "\(corner)")
            let middle = pixel(image, 160 * s, 200 * s)
            XCTAssertTrue(middle.r > 90 && middle.b > 90, "\(middle)")
            // No effect: what is behind shows unchanged.
            vc.effect.effect = nil
            let plain = try XCTUnwrap(platform.frame(at: 0.2))
            let p = pixel(plain, 164 * s, 200 * s)
            XCTAssertTrue(p == RGBA8(255, 0, 0, 255) || p == RGBA8(0, 0, 255, 255), "\(p)")
        }
    }

    nonisolated func testSettingTheEffectInsideAnAnimationBlockBlursGradually() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Striped() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.effect.effect = nil
            let sharp = try XCTUnwrap(platform.frame(at: 0.1))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { vc.effect.effect = UIBlurEffect(style: .dark) }
            let mid = try XCTUnwrap(platform.frame(at: 0.6))
            let shown = try XCTUnwrap(vc.effect.layer.presentation() as? BackdropLayer)
            let final = UIBlurEffect(style: .dark).material.blurRadius
            XCTAssertEqual(shown.blurRadius, final / 2, accuracy: final * 0.1, "the blur half way")
            let done = try XCTUnwrap(platform.frame(at: 1.4))
            writeArtifact(mid, "visual-effect-animating")
            let s = Int(sharp.width) / 320
            /// The mean brightness of a patch inside the effect, away from its content.
            func brightness(_ image: CGImage) -> Int {
                var sum = 0
                for y in 180..<200 { for x in 120..<160 { let p = pixel(image, x * s, y * s); sum += p.r + p.g + p.b } }
                return sum / (20 * 40 * 3)
            }
            let (a, b, c) = (brightness(sharp), brightness(mid), brightness(done))
            XCTAssertTrue(a > b + 10 && b > c + 10, "the dark tint comes in gradually: \(a), \(b), \(c)")
            XCTAssertEqual((vc.effect.layer as? BackdropLayer)?.blurRadius, final)
        }
    }

    nonisolated func testAChangeBehindRedrawsTheBlurAsAFreshRender() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Striped() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            _ = try XCTUnwrap(platform.frame(at: 0.1))
            // A black square moves in under the effect's lower edge, then out again.
            vc.mover.frame.origin = CGPoint(x: 140, y: 200)
            let under = try XCTUnwrap(platform.frame(at: 0.2))
            writeArtifact(under, "visual-effect-change-behind")
            XCTAssertLessThanOrEqual(try Self.worstAgainstFreshRender(under, vc), 8, "the frame drawn by damage matches a fresh render")
            let s = Int(under.width) / 320
            // The square darkens the blur above it, inside the effect.
            XCTAssertLessThan(pixel(under, 160 * s, 214 * s).r, pixel(under, 100 * s, 214 * s).r - 20)
            vc.mover.frame.origin = CGPoint(x: 20, y: 300)
            let away = try XCTUnwrap(platform.frame(at: 0.3))
            XCTAssertLessThanOrEqual(try Self.worstAgainstFreshRender(away, vc), 8, "and when it leaves")
        }
    }

    /// The largest difference, around the effect, between a frame and the view drawn afresh.
    @MainActor static func worstAgainstFreshRender(_ frame: CGImage, _ vc: Striped) throws -> Int {
        let scale = frame.width / 320
        let expected = render(vc.view, width: frame.width, height: frame.height, scale: CGFloat(scale))
        var worst = 0
        for y in stride(from: 90, to: 230, by: 3) {
            for x in stride(from: 70, to: 250, by: 3) {
                worst = max(worst, pixel(frame, x * scale, y * scale).distance(to: pixel(expected, x * scale, y * scale)))
            }
        }
        return worst
    }
}
