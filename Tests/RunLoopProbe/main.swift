import Foundation
import Shell
import UIKit

/// A UIKit app for the main-run-loop window tests (`MainRunLoopWindowTests`): it schedules
/// on the main thread what iOS code does — a Timer, blocks posted from another thread,
/// `asyncAfter`, a main-actor task after a sleep, a main-queue notification — and prints when
/// each ran, seconds after launch. Its window is a tall scroll view (wheel and drag), with a
/// button whose action runs a nested run loop for a second, as modal code does.
///
/// Arguments: `--timers` adds repeating `.default` and `.common` timers (printed each 50 ms);
/// `--flood` posts 100,000 blocks from another thread at 0.5 s while a layer spins;
/// `--print-frames` prints each committed frame (from the render thread); `--quit-after SECONDS`.
let launched = CACurrentMediaTime()
@MainActor func say(_ what: String) {
    FileHandle.standardOutput.write(Data((String(format: "%@ %.3f", what, CACurrentMediaTime() - launched) + "\n").utf8))
}

final class ProbeController: UIViewController, UIScrollViewDelegate {
    let scroll = UIScrollView()
    let arguments = CommandLine.arguments
    var timers: [Timer] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Run-loop probe"
        preferredContentSize = CGSize(width: 480, height: 360)
        scroll.frame = view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 480, height: 4000)
        scroll.backgroundColor = .systemTeal
        scroll.delegate = self
        view.addSubview(scroll)
        let button = UIButton(type: .system)
        button.setTitle("Modal", for: .normal)
        button.backgroundColor = .white
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.addAction(UIAction { _ in
            say("modal begin")
            RunLoop.main.run(until: Date() + 1)
            say("modal end")
        }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("appeared")
        timers.append(Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in MainActor.assumeIsolated { say("timer") } })
        DispatchQueue.global().async { DispatchQueue.main.async { say("mainAsync") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { say("asyncAfter") }
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 100_000_000)
            say("task")
        }
        let note = Notification.Name("probe")
        _ = NotificationCenter.default.addObserver(forName: note, object: nil, queue: .main) { _ in MainActor.assumeIsolated { say("notification") } }
        Thread { NotificationCenter.default.post(name: note, object: nil) }.start()
        if arguments.contains("--timers") {
            timers.append(Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in MainActor.assumeIsolated { say("tick default") } })
            let common = Timer(timeInterval: 0.05, repeats: true) { _ in MainActor.assumeIsolated { say("tick common") } }
            RunLoop.main.add(common, forMode: .common)
            timers.append(common)
        }
        if arguments.contains("--flood") { flood() }
    }

    private func flood() {
        let spinner = CALayer()
        spinner.frame = CGRect(x: 200, y: 100, width: 80, height: 80)
        spinner.backgroundColor = UIColor.systemRed.cgColor
        view.layer.addSublayer(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            final class Count: @unchecked Sendable { var n = 0 }
            let count = Count()
            DispatchQueue.main.async { say("flood begin") }
            for _ in 0..<100_000 {
                DispatchQueue.main.async {
                    count.n += 1
                    // Each block does a little work, as real ones do: the flood takes a while.
                    var x = 0.0
                    for i in 0..<200 { x += sin(Double(i)) }
                    if x.isNaN || count.n == 100_000 { say("flood end \(count.n)") }
                }
            }
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        say(String(format: "scroll %.1f", scrollView.contentOffset.y))
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { say("drag begin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { say("drag end") }
}

final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: .zero)
        w.rootViewController = ProbeController()
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

MainActor.assumeIsolated {
    _ = launched
    let platform: WaylandPlatform
    do { platform = try UIApplication.launchInWindow(ProbeDelegate()) } catch {
        FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
        exit(1)
    }
    if CommandLine.arguments.contains("--print-frames") {
        // On the render thread, as each frame is committed: not queued behind the main thread.
        platform.frameCommitted = { t, _ in FileHandle.standardOutput.write(Data("frame \(t - launched)\n".utf8)) }
    }
    if let i = CommandLine.arguments.firstIndex(of: "--quit-after"), i + 1 < CommandLine.arguments.count,
       let q = Double(CommandLine.arguments[i + 1]) {
        platform.timers.schedule(at: CACurrentMediaTime() + q) { platform.stop() }
    }
    do { try platform.run() } catch {
        FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
        exit(1)
    }
    say("stats wakeups=\(platform.stats.wakeups) frames=\(platform.stats.framesCommitted)")
    UIApplication.shared.terminate()
}
