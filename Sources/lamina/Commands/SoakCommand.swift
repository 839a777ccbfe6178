import ArgumentParser
import Foundation
import Gallery
import QuartzCore
import Shell
import WaylandClient

/// `lamina soak`: an animated scene for a long while, in a window (or headless), sampling what
/// the process holds at intervals; fails when resident memory or open descriptors grew by more
/// than `--max-growth` percent from the first sample after the warm-up to the last.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run an animated scene for a while; report memory, descriptors, buffers and frame gaps at intervals.")

    @Option(help: "The scene (`lamina scenes` lists them).") var scene = "cards"
    @Option(help: "Cards in the cards scenes.") var cards = 100
    @Option(help: "How long to run, in seconds.") var seconds: Double = 600
    @Option(help: "Seconds between samples.") var interval: Double = 10
    @Option(help: "Seconds before the reference sample (caches and pools fill first).") var warmup: Double = 60
    @Option(help: "Largest growth allowed from the reference sample to the last, in percent.") var maxGrowth: Double = 1
    @Flag(help: "Run on the headless twin (frames as fast as they render) instead of a window.") var headless = false

    func validate() throws {
        guard Gallery.scene(named: scene) != nil else { throw ValidationError("no scene named '\(scene)'; `lamina scenes` lists them") }
        guard (0...1_000_000).contains(cards) else { throw ValidationError("--cards must be in 0...1000000, got \(cards)") }
        guard seconds.isFinite, seconds > 0, interval.isFinite, interval > 0, warmup.isFinite, warmup >= 0, warmup < seconds,
              maxGrowth.isFinite, maxGrowth >= 0 else {
            throw ValidationError("--seconds, --interval and --max-growth must be positive and --warmup in [0, seconds)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try soak() }
    }

    @MainActor private func soak() throws {
        let gallery = GalleryViewController(scene: scene, scenes: Gallery.scenes(cards: cards))
        let clock = FrameClock()
        var samples: [ProcessSample] = []
        let start = wallClock()      // the headless twin runs a virtual media clock
        func sample(shm: Int?) {
            let s = ProcessSample.now(seconds: wallClock() - start, shmBuffers: shm, frames: clock)
            samples.append(s)
            say(s.line)
        }
        if headless {
            let platform = GalleryAppDelegate.launchHeadless(gallery)
            defer { platform.finish() }
            var nextSample = start + interval
            sample(shm: nil)
            while wallClock() - start < seconds {
                // A second of scene time at a time; the clock counts frames as they are drawn.
                let from = platform.frameIndex
                platform.run(events: [], duration: platform.time(ofFrame: from) + 1)
                for k in from..<platform.frameIndex { clock.frame(at: platform.time(ofFrame: k)) }
                if wallClock() >= nextSample { sample(shm: nil); nextSample += interval }
            }
        } else {
            let platform = try openWindow(gallery, for: "soak", hint: "lamina soak --headless runs without a compositor.")
            platform.frameCommitted = { t, _ in clock.frame(at: t) }     // on the render thread
            // The window's timers run on the media clock, which is real time here.
            let mediaStart = CACurrentMediaTime()
            func schedule(_ at: CFTimeInterval) {
                _ = platform.timers.schedule(at: at) {
                    sample(shm: platform.shmBufferCount)
                    schedule(at + interval)
                }
            }
            sample(shm: nil)
            schedule(mediaStart + interval)
            // The last sample while the window still runs.
            _ = platform.timers.schedule(at: mediaStart + seconds) { sample(shm: platform.shmBufferCount); platform.stop() }
            try platform.run()
        }
        try judge(samples)
    }

    /// Growth of resident memory and descriptors from the first sample at or after the
    /// warm-up to the last.
    private func judge(_ samples: [ProcessSample]) throws {
        guard let reference = samples.first(where: { $0.seconds >= warmup }), let last = samples.last,
              last.seconds > reference.seconds else {
            say("soak: too short to judge (no sample after the warm-up but the last)")
            throw ExitCode(1)
        }
        func growth(_ a: Int, _ b: Int) -> Double { a == 0 ? 0 : Double(b - a) / Double(a) * 100 }
        let rss = growth(reference.residentBytes, last.residentBytes)
        let fds = growth(reference.openDescriptors, last.openDescriptors)
        let heap = growth(reference.heapBytes, last.heapBytes)
        let frames = last.frames - reference.frames
        let rate = Double(frames) / (last.seconds - reference.seconds)
        say(String(format: "soak: from %.0f s to %.0f s: rss %+.2f%%, fds %+.2f%%, heap %+.2f%%, %d frames (%.1f a second)",
                   reference.seconds, last.seconds, rss, fds, heap, frames, rate))
        guard rss <= maxGrowth, fds <= maxGrowth else {
            say(String(format: "soak: FAILED: growth beyond %.2f%%", maxGrowth))
            throw ExitCode(1)
        }
        say("soak: ok")
    }
}
