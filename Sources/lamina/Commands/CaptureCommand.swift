import Gallery
import ArgumentParser
import CoreGraphics

/// Renders scenes headless to PNG files, DIR/NAME-FRAME.png: the gallery app shows each scene
/// on the headless twin, which runs it frame by frame on its virtual clock up to each time
/// asked for (what a window would show then).
struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "capture", abstract: "Render scenes to PNG files.")

    @Option(help: "The scene to capture (default: every scene).") var scene: String?
    @Option(help: "Size in points, WIDTHxHEIGHT (default: each scene's own).") var size: String?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(help: "Scene time in seconds of the (first) frame; the app runs 60 frames a second up to it.") var time: Double = 0
    @Option(help: "Frames per second: capture a range of frames instead of one.") var fps: Double?
    @Option(help: "Seconds of frames to capture with --fps.") var duration: Double = 1
    @Option(help: "Cards in the cards scenes.") var cards = 100
    @Option(help: "Output directory.") var out: String = "out"

    func validate() throws {
        if let size { _ = try WindowSizeArgument.parse(size) }
        if let fps { guard fps > 0, fps <= 240, fps.isFinite else { throw ValidationError("--fps must be in (0, 240], got \(fps)") } }
        guard duration > 0, duration <= 600, time.isFinite, time >= 0 else {
            throw ValidationError("--duration must be in (0, 600] seconds and --time a time ≥ 0")
        }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
        guard (0...1_000_000).contains(cards) else { throw ValidationError("--cards must be in 0...1000000, got \(cards)") }
        if let name = scene, Gallery.scene(named: name) == nil {
            throw ValidationError("no scene named '\(name)'; `lamina scenes` lists them")
        }
    }

    var parsedSize: CGSize? { size.flatMap { try? WindowSizeArgument.parse($0) } }

    func run() throws {
        try MainActor.assumeIsolated { try capture() }
    }

    @MainActor private func capture() throws {
        let all = Gallery.scenes(cards: cards)
        let scenes = scene.map { name in all.filter { $0.name == name } } ?? all
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // One frame at --time, or with --fps a frame every 1/fps seconds for --duration.
        let frames = fps.map { max(1, Int(($0 * duration).rounded())) } ?? 1
        for s in scenes {
            let points = parsedSize ?? s.preferredSize
            let capture = SceneCapture(s, size: points, scale: CGFloat(scale))
            defer { capture.finish() }
            for frame in 0..<frames {
                let t = time + (fps.map { Double(frame) / $0 } ?? 0)
                guard let image = capture.image(at: t) else {
                    throw ValidationError("cannot capture \(s.name) at \(t) s in a \(points.width)×\(points.height) × \(scale) window")
                }
                let path = "\(out)/\(s.name)-\(String(format: "%04d", frame)).png"
                guard let png = image.pngData() else { throw ValidationError("PNG encoding failed for \(s.name)") }
                try png.write(to: URL(fileURLWithPath: path))
                print(path)
            }
        }
    }
}
