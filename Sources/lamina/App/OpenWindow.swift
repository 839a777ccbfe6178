import ArgumentParser
import Foundation
import Gallery
import Shell
import UIKit
import WaylandClient

/// The gallery app in a window for `command` (`run`, `soak`), or — without a compositor — a
/// message naming what to do instead (`hint`) and exit status 1.
@MainActor
func openWindow(_ gallery: GalleryViewController, for command: String, hint: String) throws -> WaylandPlatform {
    do {
        return try UIApplication.launchInWindow(GalleryAppDelegate(gallery: gallery))
    } catch let e as WaylandError {
        FileHandle.standardError.write(Data("lamina \(command): \(e)\n\(hint)\n".utf8))
        throw ExitCode(1)
    }
}
