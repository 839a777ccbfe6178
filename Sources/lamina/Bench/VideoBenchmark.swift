import AVFoundation
import Foundation
import Gallery
import QuartzCore

/// Issue "AVPlayerLayer", bench: a 1080p30 H.264 movie played in a 1280×720 AVPlayerLayer
/// under 100 animated cards, frames made at 60 Hz on the real clock as a window makes them;
/// beside it, the same cards without the movie, and GStreamer alone decoding the same file
/// into a `fakesink sync=true` (the decode floor). Measured: the process's CPU (GStreamer's
/// threads included), video frames skipped as late, and window frames that overran their
/// 16.7 ms.
struct VideoBenchmark: Benchmark, Sendable {
    let name = "video"
    let summary = "1080p30 H.264 in an AVPlayerLayer under 100 animated cards vs GStreamer decoding it alone"
    static let seconds = 6.0
    static let size = CGSize(width: 1280, height: 720)

    /// The movie: 6 s of moving colour bars, 1920×1080 at 30 frames a second, made once.
    static func movie() -> URL? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-1080p30-2.mp4")
        if FileManager.default.fileExists(atPath: url.path) { return url }
        do throws(PipelineFailure) {
            try ClipEncoder.encode("videotestsrc pattern=smpte horizontal-speed=6 num-buffers=\(Int(seconds * 30)) "
                + "! video/x-raw,width=1920,height=1080,framerate=30/1,format=I420 ! x264enc speed-preset=veryfast key-int-max=60 "
                + "! mp4mux ! OUTPUT", to: url, timeout: 300)
            return url
        } catch {
            print("  video: no movie: \(error.message)")
            return nil
        }
    }

    struct Run { var cpu: Double; var frames: Int; var late: Int; var shown: Int; var skipped: Int }

    /// 60 Hz frames of the cards (and the movie under them) for `seconds` on the real clock.
    @MainActor func play(_ movie: URL?) -> Run {
        let root = CardsScene(count: 100).makeAnimatedRoot(size: Self.size)
        var player: AVPlayer?
        if let movie {
            let p = AVPlayer(url: movie)
            let layer = AVPlayerLayer(player: p)
            layer.frame = root.bounds
            layer.videoGravity = .resizeAspectFill
            root.insertSublayer(layer, at: 0)
            p.play()
            player = p
        }
        let renderer = CARenderer(context: CompositorBenchmark.context(width: Int(Self.size.width), height: Int(Self.size.height)))
        renderer.layer = root
        let interval = 1.0 / 60
        let cpu0 = processCPUClock(), start = wallClock()
        var next = start, frames = 0, late = 0
        while next - start < Self.seconds {
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            frames += 1
            next += interval
            let now = wallClock()
            if now > next {
                late += 1
                next = now
            } else {
                // The main queue runs while waiting (the player's status arrives there).
                RunLoop.main.run(until: Date(timeIntervalSinceNow: next - now))
            }
        }
        let cpu = processCPUClock() - cpu0
        let item = player?.currentItem
        return Run(cpu: cpu, frames: frames, late: late, shown: item?.framesShown ?? 0, skipped: item?.framesSkipped ?? 0)
    }

    func run() -> [BenchResult] {
        guard let movie = Self.movie() else { return [] }
        let cpu0 = processCPUClock()
        do throws(PipelineFailure) {
            try ClipEncoder.run("filesrc location=\"\(movie.path)\" ! decodebin ! fakesink sync=true", timeout: 60)
        } catch {
            print("  video: GStreamer cannot decode the movie: \(error.message)")
            return []
        }
        let floor = processCPUClock() - cpu0
        let (cards, video) = MainActor.assumeIsolated { (play(nil), play(movie)) }
        let videoFrames = Int(Self.seconds * 30)
        print(String(format: "  video: CPU for %.0f s: decode floor %.2f s, cards %.2f s, movie under cards %.2f s; "
                     + "video frames shown %d of %d, skipped %d; window frames %d, late %d (cards alone: %d late)",
                     Self.seconds, floor, cards.cpu, video.cpu, video.shown, videoFrames, video.skipped, video.frames, video.late, cards.late))
        var results = [
            BenchResult(name: "movie under cards ÷ (decode floor × 1.3 + cards), CPU", value: video.cpu / (floor * 1.3 + cards.cpu), target: 1, unit: "×"),
            BenchResult(name: "video frames skipped per 300", value: Double(video.skipped) * 300 / Double(max(1, video.shown + video.skipped)), target: 1, unit: ""),
            BenchResult(name: "window frames late with the movie, beyond the cards' own", value: Double(max(0, video.late - cards.late)), target: 0, unit: ""),
        ]
        results += windowRun(movie, floor: floor)
        return results
    }

    /// The same in a window of a private headless weston: `lamina run --scene cards` with
    /// and without `--video`, the child's CPU and weston's over the movie's seconds.
    func windowRun(_ movie: URL, floor: Double) -> [BenchResult] {
        guard let weston = PrivateWeston() else {
            print("  video window: weston is not installed or did not start: left out")
            return []
        }
        defer { weston.stop() }
        struct Window { var cpu = 0.0, weston = 0.0, callbacks = 0, frames = 0, shown = 0, skipped = 0 }
        func window(_ extra: [String]) -> Window? {
            guard let child = try? LaminaChild(["run", "--scene", "cards", "--print-stats", "--quit-after", "\(Self.seconds + 1.5)"] + extra,
                                               environment: weston.environment) else { return nil }
            // From the movie's start (0.2 s after the window opened, plus loading) to its end.
            usleep(500_000)
            let cpu0 = child.cpuSeconds, weston0 = weston.cpuSeconds
            usleep(useconds_t((Self.seconds - 0.5) * 1e6))
            var w = Window(cpu: child.cpuSeconds - cpu0, weston: weston.cpuSeconds - weston0)
            for line in child.finish().split(separator: "\n") {
                let fields = Dictionary(line.split(separator: " ").compactMap { f -> (String, Int)? in
                    let kv = f.split(separator: "=", maxSplits: 1)
                    return kv.count == 2 ? (String(kv[0]), Int(kv[1]) ?? 0) : nil
                }, uniquingKeysWith: { a, _ in a })
                if line.hasPrefix("stats ") { (w.callbacks, w.frames) = (fields["animCallbacks"] ?? 0, fields["animFrames"] ?? 0) }
                if line.hasPrefix("video ") { (w.shown, w.skipped) = (fields["shown"] ?? 0, fields["skipped"] ?? 0) }
            }
            return w
        }
        guard let cards = window([]), let video = window(["--video", movie.path]), video.shown > 0 else {
            print("  video window: a window run failed")
            return [BenchResult(name: "window: video frames skipped per 300", value: .infinity, target: 1, unit: "")]
        }
        let span = Self.seconds - 0.5
        print(String(format: "  video window (1280×720, 100 cards, %.1f s): Lamina CPU %.2f s with the movie, %.2f s cards alone, "
                     + "decode floor %.2f s; weston %.2f s with the movie, %.2f s without; video frames shown %d, skipped %d; "
                     + "frame callbacks %d, answered by frames %d", span, video.cpu, cards.cpu, floor * span / Self.seconds,
                     video.weston, cards.weston, video.shown, video.skipped, video.callbacks, video.frames))
        return [
            BenchResult(name: "window: movie under cards ÷ (decode floor × 1.3 + cards), CPU",
                        value: video.cpu / (floor * span / Self.seconds * 1.3 + cards.cpu), target: 1, unit: "×"),
            BenchResult(name: "window: video frames skipped per 300", value: Double(video.skipped) * 300 / Double(max(1, video.shown + video.skipped)), target: 1, unit: ""),
            BenchResult(name: "window: frame callbacks not answered by a frame", value: Double(max(0, video.callbacks - video.frames)), target: 0, unit: ""),
        ]
    }
}
