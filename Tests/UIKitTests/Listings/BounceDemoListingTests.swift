import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// 002 Examples 5-2…5-5, the BounceDemo, in Swift as the book writes it: the older launch
/// method building the window from `UIScreen.main.applicationFrame`, a view controller whose
/// `NSTimer` moves two image views' layers every 10 ms, a cumulative, repeating
/// `CABasicAnimation` of "transform" to `NSValue(caTransform3D:)`, and `UIApplicationMain`
/// naming the delegate class. (The images come from the test's bundle, not the internet; the
/// timer's target/selector pair is a closure: Swift on Linux has no selectors.)
final class BounceDemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var viewController: BounceDemoViewController?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        let screenBounds = UIScreen.main.applicationFrame
        window = UIWindow(frame: screenBounds)
        viewController = BounceDemoViewController()
        window?.addSubview(viewController!.view)
        window?.makeKeyAndVisible()
    }
}

final class BounceDemoViewController: UIViewController {
    var image1: UIImageView!, image2: UIImageView!
    var directionImage1 = CGPoint(x: -1, y: -1), directionImage2 = CGPoint(x: 1, y: 1)
    var timer: Timer?

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        var image = UIImage(named: "square.png")!
        image1 = UIImageView(image: image)
        image1.layer.position = CGPoint(x: image.size.width / 2 + 1, y: image.size.width / 2 + 1)
        image = UIImage(named: "dot")!
        image2 = UIImageView(image: image)
        image2.layer.position = CGPoint(x: image.size.width / 2 + 1, y: image.size.width / 2 + 1)
        view.layer.addSublayer(image2.layer)
        view.layer.addSublayer(image1.layer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.handleTimer() }
        }
        let anim1 = CABasicAnimation(keyPath: "transform")
        anim1.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(3.1415, 1.0, 0, 0))
        anim1.duration = 2
        anim1.isCumulative = true
        anim1.repeatCount = 1000
        image1.layer.add(anim1, forKey: "transformAnimation")
    }

    func handleTimer() {
        for (image, direction) in [(image1!, \BounceDemoViewController.directionImage1), (image2!, \BounceDemoViewController.directionImage2)] {
            let size = image.image!.size
            if image.layer.position.x <= (size.width / 2 + 1) - view.frame.origin.x { self[keyPath: direction].x = 1 }
            if image.layer.position.x + size.width / 2 + 1 >= (view.frame.size.width - view.frame.origin.x) - 1 { self[keyPath: direction].x = -1 }
            if image.layer.position.y <= (size.height / 2 + 1) - view.frame.origin.y { self[keyPath: direction].y = 1 }
            if image.layer.position.y + size.height / 2 + 1 >= (view.frame.size.height - view.frame.origin.y) - 1 { self[keyPath: direction].y = -1 }
            var origin = image.layer.position
            origin.x += self[keyPath: direction].x
            origin.y += self[keyPath: direction].y
            image.layer.position = origin
        }
        view.setNeedsDisplay(image1.layer.frame)
        view.setNeedsDisplay(image2.layer.frame)
    }

    deinit { MainActor.assumeIsolated { timer?.invalidate() } }
}

final class BounceDemoListingTests: AppTestCase {
    nonisolated func testTheBounceDemoRunsAsTheBookWritesIt() {
        MainActor.assumeIsolated {
            // Example 5-5's form, resolved as UIApplicationMain resolves it.
            XCTAssertTrue(NSClassFromString(NSStringFromClass(BounceDemoAppDelegate.self)) is UIApplicationDelegate.Type)
            let platform = UIApplication.launchHeadless(BounceDemoAppDelegate.self, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            platform.pacing = .realTime
            let vc = (UIApplication.shared.delegate as! BounceDemoAppDelegate).viewController!
            XCTAssertEqual(vc.view.window, UIApplication.shared.keyWindow, "applicationDidFinishLaunching built the window")
            let start = vc.image2.layer.position
            platform.run(events: [], duration: 0.3)
            let moved = vc.image2.layer.position
            // The timer fired every 10 ms: a point a step down and to the right each time.
            XCTAssertGreaterThan(moved.x - start.x, 10, "the timer moved the image: \(start) → \(moved)")
            XCTAssertEqual(moved.x - start.x, moved.y - start.y)
            let spin = vc.image1.layer.animation(forKey: "transformAnimation") as? CABasicAnimation
            XCTAssertEqual(spin?.isCumulative, true)
            XCTAssertTrue(CATransform3DEqualToTransform(Coerce.transform(spin?.toValue) ?? CATransform3DIdentity,
                                                        CATransform3DMakeRotation(3.1415, 1, 0, 0)))
            XCTAssertNotEqual(vc.image1.layer.presentation()?.transform.m22 ?? 1, 1, "the image turns about x")
        }
    }
}
