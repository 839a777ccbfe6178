import Foundation
import QuartzCore
import Shell

/// Starts the app (Apple: UIApplicationMain): makes the application and its delegate, calls
/// `application(_:didFinishLaunchingWithOptions:)`, shows the key window in a Wayland window
/// and runs until it closes. Without a compositor it says so and returns 1.
///
/// Swift on Linux cannot make a class from its name, so the delegate is given as a class
/// (Apple's form takes `NSStringFromClass(AppDelegate.self)`); `@main` on the delegate class
/// calls this for you.
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClass: UIApplication.Type?, _ delegateClass: UIApplicationDelegate.Type) -> Int32 {
    let options: LaunchArguments
    do { options = try LaunchArguments(Array(CommandLine.arguments.dropFirst())) } catch {
        FileHandle.standardError.write(Data("\(CommandLine.arguments.first ?? "app"): \(error)\n".utf8))
        return 2
    }
    // One launch and one run for both platforms: a window, or the headless twin replaying.
    let platform: AppPlatform
    do {
        let delegate = try UIApplication.makeDelegate(delegateClass)
        if let replay = options.replay {
            platform = try replayPlatform(delegate, replay: replay, options: options)
        } else {
            let window = try UIApplication.launchInWindow(delegate)
            window.recordPath = options.record
            platform = window
        }
    } catch let error as LaunchFailure {
        FileHandle.standardError.write(Data("\(error.message)\n".utf8))
        return error.status
    } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: cannot show a window: \(error)\n".utf8))
        FileHandle.standardError.write(Data("(set WAYLAND_DISPLAY to a running compositor, or run headless with --replay FILE)\n".utf8))
        return 1
    }
    defer { platform.finish() }
    if let q = options.quitAfter, options.replay == nil {
        platform.timers.schedule(at: CACurrentMediaTime() + q) { platform.stop() }
    }
    do { try platform.run() } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
        return 1
    }
    if let headless = platform as? HeadlessPlatform, let failure = headless.failure {
        FileHandle.standardError.write(Data("\(failure)\n".utf8))
        return 1
    }
    return 0
}

/// Why the app could not start, and the exit status it ends with.
private struct LaunchFailure: Error, CustomStringConvertible {
    var message: String
    var status: Int32
    var description: String { message }
}

/// Starts the app with its delegate class named (Apple's form:
/// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`, 002 Example 5-5).
/// The names are looked up with `NSClassFromString` ("Module.Class" on Linux); a name that
/// names no delegate class is reported and the app exits with status 2. A principal class
/// other than UIApplication is not supported: its name must be nil or "UIApplication".
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let p = principalClassName, p != "UIApplication", p != NSStringFromClass(UIApplication.self) {
        FileHandle.standardError.write(Data("UIApplicationMain: principal class \(p) is not supported (only UIApplication)\n".utf8))
        return 2
    }
    guard let name = delegateClassName, let type = NSClassFromString(name) as? UIApplicationDelegate.Type else {
        let named = delegateClassName ?? "nil"
        let message = "UIApplicationMain: \(named) names no UIApplicationDelegate class "
            + "(give it as \"Module.Class\", e.g. NSStringFromClass(AppDelegate.self))\n"
        FileHandle.standardError.write(Data(message.utf8))
        return 2
    }
    return UIApplicationMain(argc, argv, nil, type)
}

/// What an app accepts at start-up (Lamina's, for any UIKit app): `--record FILE` writes the
/// window's input as JSON Lines; `--replay FILE` plays such a file on the headless twin instead
/// of opening a window (`--capture DIR` writes its frames, `--size WxH` — by default the size the
/// recording's window began at —, `--fps N`, `--real-time` to pace frames to the real clock);
/// `--quit-after SECONDS` ends a windowed run.
struct LaunchArguments {
    var record: String?
    var quitAfter: Double?
    var replay: String?
    var capture: String?
    var size: CGSize?
    var fps: Double = 60
    var realTime = false

    struct Problem: Error, CustomStringConvertible { var description: String }

    init(_ args: [String]) throws {
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < args.count else { throw Problem(description: "\(name) needs a value") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--record": record = try value("--record")
            case "--replay": replay = try value("--replay")
            case "--capture": capture = try value("--capture")
            case "--real-time": realTime = true
            case "--quit-after":
                guard let q = Double(try value("--quit-after")), q.isFinite, q >= 0 else { throw Problem(description: "--quit-after takes seconds") }
                quitAfter = q
            case "--fps":
                guard let f = Double(try value("--fps")), f.isFinite, f > 0, f <= 1000 else { throw Problem(description: "--fps must be 1…1000") }
                fps = f
            case "--size":
                let parts = try value("--size").split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 }) else { throw Problem(description: "--size is WIDTHxHEIGHT") }
                size = CGSize(width: parts[0], height: parts[1])
            default: break      // the app's own arguments
            }
            i += 1
        }
    }
}

/// The headless twin set to replay a recording (frames written with --capture): the same
/// file gives the same views, gesture states and frames each time. A malformed file stops it
/// with `FILE:LINE: reason`.
@MainActor
private func replayPlatform(_ delegate: UIApplicationDelegate, replay: String, options: LaunchArguments) throws -> HeadlessPlatform {
    let events: [InputEvent]
    do { events = try InputRecording.read(contentsOf: replay) } catch {
        throw LaunchFailure(message: "\(error)", status: 1)
    }
    let platform = UIApplication.launchHeadless(delegate: delegate, size: options.size ?? InputRecording.startingSize(of: events),
                                                fps: options.fps)
    if options.realTime { platform.pacing = .realTime }
    platform.script.events = events
    if let dir = options.capture {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        platform.script.frame = { index, _, image in
            guard let data = image.pngData() else { return }
            do {
                try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent(String(format: "frame-%04d.png", index)))
            } catch { throw CaptureFailure(error: error) }
        }
    }
    return platform
}

/// A frame `--capture` could not write.
private struct CaptureFailure: Error, CustomStringConvertible {
    var error: Error
    var description: String { "--capture: \(error)" }
}

extension UIApplication {
    /// Makes the app with `delegate` and finishes launching (the delegate sets up windows).
    static func launch(_ delegate: UIApplicationDelegate) -> UIApplication {
        let app = UIApplication()
        install(app)
        app.delegate = delegate
        app.isLaunching = true
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        app.isLaunching = false
        app.post(UIApplication.didFinishLaunchingNotification)
        // Then the scene connects (its delegate usually makes the window).
        app.isLaunching = true
        let scene = app.connectScene()
        app.isLaunching = false
        if app.windows.isEmpty, let w = delegate.window ?? (scene.delegate as? UIWindowSceneDelegate)?.window {
            // A delegate that set `window` but did not make it visible: UIKit shows it.
            w.makeKeyAndVisible()
        }
        scene.enterForeground()
        // Launched: the shown windows' root controllers appear (after the launch methods
        // returned, as on iOS).
        for w in app.windows where !w.isHidden { w.launchFinished() }
        return app
    }

    /// Makes the app with `delegate`, finishes launching, and puts it on the platform `open`
    /// makes for it (the one path both platforms launch by). The previous app (if any) is
    /// replaced; when `open` throws, the new app is ended.
    static func launch<P: AppPlatform>(_ delegate: () -> UIApplicationDelegate,
                                                on open: (ApplicationHost) throws -> P) throws -> P {
        if let old = sharedIfRunning { old.terminate() }
        let app = launch(delegate())
        let platform: P
        do { platform = try open(ApplicationHost(app: app)) } catch {
            app.terminate()
            uninstall()
            throw error
        }
        app.run(on: platform.timers)
        // The launch ends with its commit, as on iOS: the shown windows are laid out at their
        // size before the main queue's blocks run, so a block a controller posted in
        // `viewDidLoad` (the usual way to wait for the first layout) sees its views' frames.
        for w in app.windows where !w.isHidden { w.layoutIfNeeded() }
        return platform
    }

    /// Runs the app on the headless twin of a window (Lamina's, for tests and replay): the
    /// same delegate, windows and events, on a virtual clock, frames rendered on request.
    /// The previous app (if any) is replaced.
    /// The delegate is made from its class as `UIApplicationMain` makes it; a class it cannot
    /// be made from (not a UIResponder or NSObject, or without `init()`) is a programming error.
    public static func launchHeadless(_ delegateClass: UIApplicationDelegate.Type, size: CGSize? = nil,
                                      scale: CGFloat = 1, fps: Double = 60) -> HeadlessPlatform {
        let delegate: UIApplicationDelegate
        do { delegate = try makeDelegate(delegateClass) } catch { preconditionFailure("UIApplication.launchHeadless: \(error)") }
        return launchHeadless(delegate: delegate, size: size, scale: scale, fps: fps)
    }

    /// The application delegate, made from its class with its `init()`.
    static func makeDelegate(_ delegateClass: UIApplicationDelegate.Type) throws -> UIApplicationDelegate {
        switch DelegateInstantiation.make(delegateClass) {
        case .success(let object):
            // The class conforms, so its instance does.
            return object as! UIApplicationDelegate
        case .failure(let why):
            throw LaunchFailure(message: "UIApplicationMain: cannot make the application delegate: \(why)", status: 2)
        }
    }

    /// `launchHeadless` with a delegate already made (Lamina's own apps configure theirs).
    package static func launchHeadless(delegate: @autoclosure () -> UIApplicationDelegate, size: CGSize? = nil,
                                       scale: CGFloat = 1, fps: Double = 60) -> HeadlessPlatform {
        if let old = sharedIfRunning { old.terminate() }
        MediaClock.virtualTime = HeadlessPlatform.epoch
        UIScreen.main.scale = scale       // for what the app loads as it launches
        // The app's screen is its window's content area (an iOS app's window fills its screen).
        if let size, size.width > 0, size.height > 0 { UIScreen.main.bounds = CGRect(origin: .zero, size: size) }
        // Making the twin cannot fail.
        return try! launch(delegate) { host in
            let platform = HeadlessPlatform(app: host, size: size, scale: scale, fps: fps)
            UIScreen.main.scale = platform.host.scale
            return platform
        }
    }

    /// Makes the app with `delegate` and opens its key window in a Wayland window (what
    /// `UIApplicationMain` does before it runs the platform). The caller runs the platform,
    /// then calls `finish()` on it. Without a compositor it throws, the app ended.
    package static func launchInWindow(_ delegate: @autoclosure () -> UIApplicationDelegate) throws -> WaylandPlatform {
        try launch(delegate) { try WaylandPlatform(app: $0) }
    }
}

extension UIApplication {
    /// The app's timers run on the platform's queue (not retained: the platform owns the app
    /// through its host), and the launched app is active.
    fileprivate func run(on timers: TimerQueue) {
        scheduleTimer = { [weak timers] t, f in timers?.schedule(at: t, f) }
        becomeActive()
    }
}
