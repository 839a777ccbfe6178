import ArgumentParser
import AVFoundation
import Foundation
import Gallery
import QuartzCore
import Shell
import UIKit
import WaylandClient

/// Shows the gallery (a UIKit app) in a Wayland window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Show the gallery in a Wayland window.")

    @Option(help: "The scene to open on (`lamina scenes` lists them).") var scene: String?
    @Option(help: "Record every input event to this file (JSON Lines) for `lamina replay`.") var record: String?
    @Option(help: "Cards in the cards scenes.") var cards = 100
    @Flag(help: "Print what the gallery does (scene changes, drags, scrubbing) on stdout.") var printState = false
    @Flag(help: "Print a line per committed frame (the media time it is drawn for, and its damage) and per frame shown (wp_presentation).")
    var printFrames = false
    @Flag(help: "Print frame and wakeup counts on exit.") var printStats = false
    @Option(help: "Toggle maximized this many times, each after the last configure (a configure storm).") var maximizeToggles = 0
    @Option(help: "The window title (default: the scene's name).") var title: String?
    @Option(help: "Quit after this many seconds.") var quitAfter: Double?
    @Option(help: "Block the main thread for 0.5 s at this many seconds (to test that animations keep time).") var stallAt: Double?
    @Option(help: "Play this movie file under the scene's layers, filling the window (the video bench's window run).")
    var video: String?
    @Option(help: "Time this many main-queue hand-offs from another thread once the window is up, print the median, and quit (lamina bench).")
    var measureHandoff: Int?

    func validate() throws {
        guard (0...1_000_000).contains(cards) else { throw ValidationError("--cards must be in 0...1000000, got \(cards)") }
        if let name = scene, Gallery.scene(named: name) == nil {
            throw ValidationError("no scene named '\(name)'; `lamina scenes` lists them")
        }
        for v in [quitAfter, stallAt].compactMap({ $0 }) where !(v.isFinite && v >= 0) {
            throw ValidationError("times must be finite and ≥ 0")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runApp() }
    }

    @MainActor private func runApp() throws {
        let report: ((String) -> Void)? = printState ? { say($0) } : nil
        let gallery = GalleryViewController(scene: scene, scenes: Gallery.scenes(cards: cards), report: report)
        gallery.customTitle = title
        let platform = try openWindow(gallery, for: "run", hint: "lamina capture renders scenes without a compositor.")
        defer { platform.finish() }
        platform.recordPath = record
        if printState { platform.cursorChanged = { say("cursor \($0)") } }
        if maximizeToggles > 0 {
            // Started once the first frame is up.
            let n = maximizeToggles
            platform.timers.schedule(at: CACurrentMediaTime() + 0.3) { platform.maximizeToggles = n }
        }
        let start = CACurrentMediaTime()
        if let q = quitAfter { platform.timers.schedule(at: start + q) { platform.stop() } }
        if let n = measureHandoff {
            platform.timers.schedule(at: start + 0.5) {
                MainQueueHandoff(count: n).start { say("handoff \($0)"); platform.stop() }
            }
        }
        if let s = stallAt {
            platform.timers.schedule(at: start + s) {
                say("stall 0.5")
                usleep(500_000)
                say("stall end")
            }
        }
        if printFrames { printFrames(of: platform, from: start) }
        var movie: MoviePlayback?
        if let video {
            platform.timers.schedule(at: start + 0.2) { movie = MoviePlayback(URL(fileURLWithPath: video), under: gallery) }
        }
        defer { if printStats, let movie { say(movie.statistics) } }
        do {
            try platform.run()
        } catch let e as WaylandError {
            FileHandle.standardError.write(Data("lamina run: \(e)\n".utf8))
            if printStats { printStatistics(platform) }
            throw ExitCode(1)
        }
        if printStats { printStatistics(platform) }
    }

    /// Frame lines, said from the window's render thread.
    private func printFrames(of platform: WaylandPlatform, from start: CFTimeInterval) {
        platform.frameCommitted = { t, d in
            let damage = d.map { $0.rects.map { "\($0.width)x\($0.height)+\($0.x)+\($0.y)" }.joined(separator: ",") } ?? "none"
            say("frame t=\(String(format: "%.6f", t - start)) damage=\(damage)")
        }
        platform.framePresented = { t, refresh in
            say("presented t=\(String(format: "%.6f", t - start)) refresh=\(String(format: "%.6f", refresh))")
        }
    }

    private func printStatistics(_ p: WaylandPlatform) {
        let s = p.stats
        say("stats wakeups=\(s.wakeups) callbacks=\(s.frameCallbacks) frames=\(s.framesCommitted) "
              + "animCallbacks=\(s.callbacksWhileAnimating) animFrames=\(s.framesForCallbacks) configures=\(s.configures) "
              + "size=\(Int(p.host?.contentSize.width ?? 0))x\(Int(p.host?.contentSize.height ?? 0))")
    }
}

/// `lamina record FILE`: `lamina run --record FILE`.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Run the gallery window, recording its input.")
    @Argument(help: "The recording to write (JSON Lines).") var file: String
    @Option(help: "The scene to open on.") var scene: String?

    func run() throws {
        var r = RunCommand()
        r.scene = scene
        r.record = file
        try r.validate()
        try r.run()
    }
}
