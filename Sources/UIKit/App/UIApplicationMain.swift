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
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClass: UIApplication.Type?, _ delegateClass: UIApplicationDelegate.Type) -> Int32 {
    let app = UIApplication.launch(delegateClass)
    let host = ApplicationHost(app: app)
    let platform: WaylandPlatform
    do {
        platform = try WaylandPlatform(app: host)
    } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: cannot show a window: \(error)\n".utf8))
        FileHandle.standardError.write(Data("(set WAYLAND_DISPLAY to a running compositor; tests run the app with UIApplication.launchHeadless)\n".utf8))
        app.terminate()
        UIApplication.uninstall()
        return 1
    }
    app.scheduleTimer = { t, f in platform.timers.schedule(at: t, f) }
    app.becomeActive()
    do { try platform.run() } catch {
        FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
        app.terminate()
        return 1
    }
    return 0
}

extension UIApplication {
    /// Makes the app and its delegate and finishes launching (the delegate sets up windows).
    static func launch(_ delegateClass: UIApplicationDelegate.Type) -> UIApplication {
        let app = UIApplication()
        install(app)
        let delegate = delegateClass.init()
        app.delegate = delegate
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        if app.windows.isEmpty, let w = delegate.window {
            // A delegate that set `window` but did not make it visible: UIKit shows it.
            w.makeKeyAndVisible()
        }
        return app
    }

    /// Runs the app on the headless twin of a window (Lamina's, for tests and replay): the
    /// same delegate, windows and events, on a virtual clock, frames rendered on request.
    /// The previous app (if any) is replaced.
    public static func launchHeadless(_ delegateClass: UIApplicationDelegate.Type, size: CGSize? = nil,
                                      scale: CGFloat = 1, fps: Double = 60) -> HeadlessPlatform {
        if let old = sharedIfRunning { old.terminate() }
        MediaClock.virtualTime = HeadlessPlatform.epoch
        let app = launch(delegateClass)
        let host = ApplicationHost(app: app)
        UIScreen.main.scale = scale
        let platform = HeadlessPlatform(app: host, size: size, scale: scale, fps: fps)
        app.scheduleTimer = { t, f in platform.timers.schedule(at: t, f) }
        app.becomeActive()
        return platform
    }
}
