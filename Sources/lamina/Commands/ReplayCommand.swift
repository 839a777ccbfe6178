import ArgumentParser
import Foundation
import Gallery
import QuartzCore
import Shell

/// Plays a recording against the gallery app on the headless twin and captures its frames.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay",
                                                    abstract: "Replay recorded input headless and capture frames.")

    @Argument(help: "A recording made by `lamina run --record` (JSON Lines).") var file: String
    @Option(help: "The scene to replay against.") var scene: String?
    @Option(help: "Write every frame to DIR/SCENE-FRAME.png.") var capture: String?
    @Option(help: "Frames per second of the virtual clock.") var fps: Double = 60
    @Option(help: "Content size in points, WIDTHxHEIGHT (default: the recording's window's, else the scene's).") var size: String?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(help: "Seconds to run (default: one past the last event).") var duration: Double?
    @Flag(help: "Print what the gallery does on stdout.") var printState = false

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be in (0, 240], got \(fps)") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
        if let d = duration, !(d.isFinite && d > 0 && d <= 600) { throw ValidationError("--duration must be in (0, 600]") }
        if let name = scene, Gallery.scene(named: name) == nil { throw ValidationError("no scene named '\(name)'; `lamina scenes` lists them") }
        if let size { _ = try WindowSizeArgument.parse(size) }
    }

    var parsedSize: CGSize? { size.flatMap { try? WindowSizeArgument.parse($0) } }

    func run() throws {
        let events: [InputEvent]
        do { events = try InputRecording.read(contentsOf: file) } catch let e as InputRecording.ParseError {
            FileHandle.standardError.write(Data("lamina replay: \(e)\n".utf8))
            throw ExitCode(1)
        }
        if let capture { try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true) }
        try MainActor.assumeIsolated { try replay(events) }
    }

    @MainActor private func replay(_ events: [InputEvent]) throws {
        let report: ((String) -> Void)? = printState ? { say($0) } : nil
        let gallery = GalleryViewController(scene: scene, report: report)
        let platform = GalleryAppDelegate.launchHeadless(gallery, size: parsedSize ?? InputRecording.startingSize(of: events),
                                                         scale: CGFloat(scale), fps: fps)
        defer { platform.finish() }
        let name = scene ?? gallery.scene.name
        if let capture {
            try platform.run(events: events, duration: duration) { index, _, image in
                guard let png = image.pngData() else { throw ValidationError("PNG encoding failed") }
                try png.write(to: URL(fileURLWithPath: "\(capture)/\(name)-\(String(format: "%04d", index)).png"))
            }
        } else {
            platform.run(events: events, duration: duration)
        }
        if let failure = platform.failure {
            FileHandle.standardError.write(Data("lamina replay: \(failure)\n".utf8))
            throw ExitCode(1)
        }
        say("replayed \(events.count) events over \(platform.frameIndex) frames")
    }
}
