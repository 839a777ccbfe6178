import Foundation

/// Opening URLs in other apps (Apple: `open(_:options:completionHandler:)`, `canOpenURL(_:)`).
/// On a Linux desktop the other apps are reached through the freedesktop opener, `xdg-open`
/// (xdg-utils), which hands the URL to the user's browser, mail client or file's app.
extension UIApplication {
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link claimed by an installed app. No Linux app claims one,
        /// so such an open fails, as it does on iOS for a link no app claims.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's own page in Settings, which permission prompts send the user to
    /// (Apple: `openSettingsURLString`). A Linux desktop keeps no settings page per app, so
    /// `canOpenURL` is false for it and opening it reports false.
    public static let openSettingsURLString = "app-settings:"

    /// Whether a URL of this kind can be opened: it has a scheme and the machine has an opener.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme?.isEmpty == false && url.scheme != Self.settingsScheme && Self.externalOpener() != nil
    }

    private static let settingsScheme = "app-settings"

    /// Hands `url` to the desktop's opener; `completionHandler` hears on the main queue whether
    /// the opener took it (its exit status), false at once when there is none or the URL has
    /// no scheme.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        func finish(_ ok: Bool) {
            guard let completionHandler else { return }
            DispatchQueue.main.async { completionHandler(ok) }
        }
        if (options[.universalLinksOnly] as? Bool) == true { return finish(false) }
        guard url.scheme?.isEmpty == false, url.scheme != Self.settingsScheme, let opener = Self.externalOpener() else { return finish(false) }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { p in
            let ok = p.terminationReason == .exit && p.terminationStatus == 0
            guard let completionHandler else { return }
            DispatchQueue.main.async { completionHandler(ok) }
        }
        do { try process.run() } catch {
            Diagnostics.warn("UIApplication.open: cannot run \(opener.path): \(error)")
            finish(false)
        }
    }

    /// `open(_:options:completionHandler:)` awaited: whether the opener took the URL.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let universalOnly = (options[.universalLinksOnly] as? Bool) == true
        return await withCheckedContinuation { c in
            open(url, options: universalOnly ? [.universalLinksOnly: true] : [:]) { c.resume(returning: $0) }
        }
    }

    /// `xdg-open` on the PATH, if any.
    static func externalOpener() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("xdg-open")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
