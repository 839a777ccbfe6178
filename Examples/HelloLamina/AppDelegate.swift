import UIKit

/// HelloLamina: a complete UIKit app on Lamina — an `@main` delegate, a view controller, a
/// button and an animation. `swift run HelloLamina` opens a Wayland window;
/// `HelloLamina --replay tap.jsonl` plays a recording on the headless twin instead.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: .zero)
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("terminating")
    }
}

final class HelloViewController: UIViewController {
    private let badge = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    private let label = UILabel()
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello, Lamina"
        preferredContentSize = CGSize(width: 480, height: 360)
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)

        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 24
        view.addSubview(badge)

        label.text = "Tap the button"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        view.addSubview(label)

        var config = UIButton.Configuration.filled()
        config.title = "Spin"
        let button = UIButton(configuration: config, primaryAction: UIAction { [unowned self] _ in self.spin() })
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.tag = 1
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        badge.center = CGPoint(x: b.midX, y: b.midY - 50)
        label.frame = CGRect(x: 20, y: b.midY + 30, width: b.width - 40, height: 30)
        view.viewWithTag(1)?.center = CGPoint(x: b.midX, y: b.midY + 100)
    }

    private func spin() {
        taps += 1
        label.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
        print("tapped \(taps)")
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [], animations: {
            self.badge.transform = self.badge.transform.rotated(by: .pi / 2)
        }, completion: { finished in print("spun \(finished)") })
    }
}
