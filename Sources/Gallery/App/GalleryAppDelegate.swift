import Shell
import UIKit

/// The gallery as a UIKit app (what `lamina run` and `lamina replay` launch): one window whose
/// root view controller shows the scenes. The delegate is made before launch with the
/// gallery's options; `init()` (for `UIApplicationMain`) opens on the first scene.
@MainActor
public final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public let gallery: GalleryViewController

    public init(gallery: GalleryViewController) {
        self.gallery = gallery
        super.init()
    }

    public convenience override init() {
        self.init(gallery: GalleryViewController(scene: nil))
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: .zero)
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    public func applicationDidEnterBackground(_ application: UIApplication) { gallery.report("background") }
    public func applicationWillEnterForeground(_ application: UIApplication) { gallery.report("foreground") }
    public func applicationWillTerminate(_ application: UIApplication) { gallery.report("terminate") }
}

extension GalleryAppDelegate {
    /// The gallery app showing `gallery` on the headless twin (`lamina replay`, tests): the
    /// same app as in a window, on the virtual clock.
    public static func launchHeadless(_ gallery: GalleryViewController, size: CGSize? = nil, scale: CGFloat = 1,
                                      fps: Double = 60) -> HeadlessPlatform {
        UIApplication.launchHeadless(delegate: GalleryAppDelegate(gallery: gallery), size: size, scale: scale, fps: fps)
    }
}
