import UIKit
import Shell
import CoreGraphics

/// Issue "UIKit apps and events": a touch delivered through a 10,000-view window (hit test,
/// and the gesture recognizers along the path) visits only the views on candidate paths; a
/// scroll view of 10,000 subviews scrolls (by fractions of a point) at the compositor's frame
/// rate, damaging only the scroll view.
struct EventBenchmark: Benchmark, Sendable {
    let name = "events"
    let summary = "views visited by a touch in a 10k-view window; a frame of a 10k-subview scroll view scrolling"

    func run() -> [BenchResult] {
        MainActor.assumeIsolated {
            let (worst, mean) = touchDelivery()
            let (frame, damageShare, scrollShare) = scrolling()
            print(String(format: "events: a touch visits %.1f views on average, %d at most, of 10,000; scrolling a 10k-subview "
                         + "scroll view: %.2f ms a frame, damage %.3f of the window (the scroll view is %.3f)",
                         mean, worst, frame * 1000, damageShare, scrollShare))
            return [
                BenchResult(name: "events.touch views visited (worst of 1000)", value: Double(worst), target: 60, unit: ""),
                BenchResult(name: "events.scroll frame/refresh (60 Hz)", value: frame / (1.0 / 60), target: 1, unit: "×"),
                BenchResult(name: "events.scroll damage/scroll view area", value: damageShare / scrollShare, target: 1, unit: "×"),
            ]
        }
    }

    /// 1,000 touches at scattered points of a window of 10,000 views (ten per parent, as the
    /// layer bench's tree), each view with a tap recognizer: views visited by hit testing.
    @MainActor private func touchDelivery() -> (Int, Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        var queue: [UIView] = [window]
        var made = 1, head = 0
        while made < 10_000 {
            let parent = queue[head]; head += 1
            let w = parent.bounds.width / 5, h = parent.bounds.height / 2
            for i in 0..<10 where made < 10_000 {
                let child = UIView(frame: CGRect(x: CGFloat(i % 5) * w, y: CGFloat(i / 5) * h, width: w, height: h))
                child.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
                parent.addSubview(child)
                queue.append(child)
                made += 1
            }
        }
        window.layoutIfNeeded()
        var seed: UInt64 = 7
        var worst = 0, total = 0
        for _ in 0..<1000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let p = CGPoint(x: CGFloat(seed >> 40 & 0x3FFF) / 16384 * 10_000, y: CGFloat(seed >> 20 & 0x3FFF) / 16384 * 10_000)
            UIView.hitTestVisits = 0
            _ = window.hitTest(p, with: nil)
            worst = max(worst, UIView.hitTestVisits)
            total += UIView.hitTestVisits
        }
        return (worst, Double(total) / 1000)
    }

    /// A 1280×720 window whose scroll view (the right half) holds 10,000 labelled rows;
    /// each frame scrolls it 7.3 points. Median frame time (layout, snapshot, composite).
    @MainActor private func scrolling() -> (Double, Double, Double) {
        let platform = UIApplication.launchHeadless(ScrollingBenchDelegate.self, size: CGSize(width: 1280, height: 720))
        defer { platform.finish(); UIApplication.uninstall() }
        let scroll = (UIApplication.shared.keyWindow!.rootViewController as! ScrollingBenchController).scroll
        let host = platform.host
        let (w, h) = host.pixelSize
        guard let pixels = PixelBuffer(width: w, height: h, format: .argb32) else { return (0, 1, 1) }
        var t = HeadlessPlatform.epoch
        func frame() -> Int {
            t += 1.0 / 60
            MediaClock.virtualTime = t
            let damage = host.beginFrame(at: t, interval: 1.0 / 60)
            host.renderFrame(into: pixels.pointer, stride: pixels.stride, region: damage)
            return damage?.rects.reduce(0) { $0 + $1.width * $1.height } ?? 0
        }
        _ = frame(); _ = frame()
        var times: [Double] = [], damaged = 0
        for _ in 0..<60 {
            scroll.contentOffset.y += 7.3
            let start = wallClock()
            damaged = max(damaged, frame())
            times.append(wallClock() - start)
        }
        let windowArea = Double(w * h)
        return (median(times), Double(damaged) / windowArea, Double(scroll.frame.width * scroll.frame.height) / windowArea)
    }
}

final class ScrollingBenchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: .zero)
        w.rootViewController = ScrollingBenchController()
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

final class ScrollingBenchController: UIViewController {
    let scroll = UIScrollView()
    override func viewDidLoad() {
        view.backgroundColor = .white
        scroll.frame = CGRect(x: 640, y: 0, width: 640, height: 720)
        scroll.contentSize = CGSize(width: 640, height: 10_000 * 44)
        for i in 0..<10_000 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 640, height: 43))
            row.backgroundColor = i % 2 == 0 ? UIColor(white: 0.96, alpha: 1) : .white
            let tag = UIView(frame: CGRect(x: 12, y: 10, width: 24, height: 24))
            tag.backgroundColor = UIColor(hue: CGFloat(i % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
            tag.layer.cornerRadius = 6
            row.addSubview(tag)
            scroll.addSubview(row)
        }
        view.addSubview(scroll)
    }
}
