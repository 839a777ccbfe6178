import ArgumentParser

@main
struct Lamina: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lamina",
        abstract: "Core Animation for Linux: the gallery of seed scenes.",
        subcommands: [ScenesCommand.self, CaptureCommand.self, RunCommand.self, RecordCommand.self, ReplayCommand.self, BenchCommand.self, SoakCommand.self, HandoffCommand.self, GLInfoCommand.self])
}
