import ArgumentParser
import CoreGraphics
import Shell

/// `--size WIDTHxHEIGHT`: a window's content size in whole points, within what a window can
/// be (`WindowHost.minimumSize` to `WindowHost.maximumSide` a side), so a capture or replay
/// is never silently made at another size than the one asked for.
enum WindowSizeArgument {
    static func parse(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else {
            throw ValidationError("--size wants WIDTHxHEIGHT in whole points, got '\(text)'")
        }
        let low = WindowHost.minimumSize, high = Int(WindowHost.maximumSide)
        guard w >= Int(low.width), h >= Int(low.height), w <= high, h <= high else {
            throw ValidationError("--size must be from \(Int(low.width))x\(Int(low.height)) to \(high)x\(high) points, "
                                  + "a window's range, got '\(text)'")
        }
        return CGSize(width: w, height: h)
    }
}
