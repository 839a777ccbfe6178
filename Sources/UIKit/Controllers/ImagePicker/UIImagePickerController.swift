import Foundation
import QuartzCore

/// Picks a picture (Apple: UIImagePickerController). Present it; it shows the pictures of
/// the photo library in a grid, and a tap on one gives its delegate the picture
/// (`imagePickerController(_:didFinishPickingMediaWithInfo:)`: `.originalImage`, `.imageURL`,
/// `.mediaType`), Cancel tells `imagePickerControllerDidCancel(_:)`. A delegate that does not
/// implement these leaves the picker to dismiss itself, as UIKit's does.
///
/// Lamina: the photo library is the user's Pictures folder — `XDG_PICTURES_DIR`, else the
/// `XDG_PICTURES_DIR` of `~/.config/user-dirs.dirs`, else `~/Pictures` — its PNG and JPEG
/// files, oldest first as in Photos' Recents, scrolled to the newest. There is no camera
/// (`isSourceTypeAvailable(.camera)` is false, and asking for it traps, as UIKit raises). With
/// `allowsEditing` the picture comes back also as `.editedImage`, the centred square UIKit's
/// crop screen starts from; the screen to move and scale that square is absent. `delegate`
/// keeps UINavigationController's type (Swift cannot narrow it): assign your object, which
/// adopts both protocols as on iOS.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from (Apple: UIImagePickerController.SourceType).
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }

    /// The keys of what a pick gives the delegate (Apple: UIImagePickerController.InfoKey).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The media type of pictures.
    public static let imageMediaType = "public.image"

    /// Whether pictures can come from `sourceType` here: the library (and its saved-photos
    /// album) when the Pictures folder exists; never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera && PhotoLibraryFolder.url != nil
    }

    /// The media types `sourceType` gives (pictures), or nil when it is unavailable.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageMediaType] : nil
    }

    /// Where pictures come from; one not available traps, as UIKit raises.
    open var sourceType = SourceType.photoLibrary {
        didSet {
            precondition(Self.isSourceTypeAvailable(sourceType),
                         "UIImagePickerController: source type \(sourceType.rawValue) not available (isSourceTypeAvailable is false)")
        }
    }
    /// The media types offered (pictures only here).
    open var mediaTypes = [UIImagePickerController.imageMediaType]
    /// Whether the pick also comes back cropped to a square (`.editedImage`, `.cropRect`).
    open var allowsEditing = false

    private let grid = PhotoGridController()

    public init() {
        super.init(rootViewController: grid)
        grid.host = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([grid], animated: false)
        grid.host = self
    }

    /// The delegate as a picker delegate (it is stored as the navigation delegate).
    private var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    /// A picture was tapped: its image (decoded now) and what else the delegate is given.
    func picked(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            Diagnostics.warn("UIImagePickerController: \(url.path) could not be read as a picture; nothing picked")
            return
        }
        var info: [InfoKey: Any] = [.mediaType: Self.imageMediaType, .originalImage: image, .imageURL: url]
        if allowsEditing, let (edited, crop) = Self.centredSquare(of: image) {
            info[.editedImage] = edited
            info[.cropRect] = crop
        }
        if let d = pickerDelegate { d.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { dismiss(animated: true) }
    }

    func cancelled() {
        if let d = pickerDelegate { d.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }

    /// The largest centred square of `image` and its rect in the image's pixels.
    private static func centredSquare(of image: UIImage) -> (UIImage, CGRect)? {
        guard let cg = image.cgImage else { return nil }
        let side = min(cg.width, cg.height)
        let rect = CGRect(x: (cg.width - side) / 2, y: (cg.height - side) / 2, width: side, height: side)
        guard let cropped = cg.cropping(to: rect) else { return nil }
        return (UIImage(cgImage: cropped, scale: image.scale, orientation: .up), rect)
    }
}

/// Told what the user picked (Apple: UIImagePickerControllerDelegate). Both methods have
/// UIKit's behaviour when not implemented: the picker is dismissed.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

extension UIImagePickerController: PhotoGridHost {
    package func photoGrid(_ grid: PhotoGridController, picked items: [URL]) { if let url = items.first { picked(url) } }
    package func photoGridCancelled(_ grid: PhotoGridController) { cancelled() }
}
