import Gallery
import ArgumentParser

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the gallery scenes.")

    func run() {
        for s in Gallery.scenes { print("\(s.name)\t\(s.summary)\(s.isAnimated ? " (animated)" : "")") }
    }
}
