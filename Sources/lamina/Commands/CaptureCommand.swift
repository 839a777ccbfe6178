import Gallery
import ArgumentParser
import CoreGraphics

/// Renders scenes headless to PNG files: DIR/NAME-FRAME.png.
struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "capture", abstract: "Render scenes to PNG files.")

    @Option(help: "The scene to capture (default: every scene).") var scene: String?
    @Option(help: "Size in points, WIDTHxHEIGHT (default: each scene's own).") var size: String?
    @Option(help: "Pixels per point.") var scale: Double = 1
    @Option(help: "Scene time in seconds (single frame).") var time: Double = 0
    @Option(help: "Output directory.") var out: String = "out"

    func validate() throws {
        guard size == nil || parsedSize != nil else { throw ValidationError("--size wants WIDTHxHEIGHT with positive whole numbers, got '\(size)'") }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
        if let name = scene, Gallery.scene(named: name) == nil {
            throw ValidationError("no scene named '\(name)'; `lamina scenes` lists them")
        }
    }

    var parsedSize: CGSize? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    func run() throws {
        let scenes = scene.flatMap(Gallery.scene(named:)).map { [$0] } ?? Gallery.scenes
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for s in scenes {
            let points = parsedSize ?? s.preferredSize
            guard let image = Gallery.capture(s, size: points, scale: CGFloat(scale), time: time) else {
                throw ValidationError("cannot make a \(points.width)×\(points.height) × \(scale) bitmap")
            }
            let path = "\(out)/\(s.name)-0000.png"
            guard let png = image.pngData() else { throw ValidationError("PNG encoding failed for \(s.name)") }
            try png.write(to: URL(fileURLWithPath: path))
            print(path)
        }
    }
}
