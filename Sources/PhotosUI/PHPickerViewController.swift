import Foundation

/// Told what the user picked (Apple: PHPickerViewControllerDelegate). Cancel reports no
/// results. The picker does not dismiss itself: the delegate dismisses it.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker (Apple: PHPickerViewController): a grid of the library's pictures
/// and videos, one picked by a tap, or several chosen and added, given to the delegate as
/// item providers.
///
/// Lamina: the library is the user's Pictures folder, as for `UIImagePickerController` —
/// `XDG_PICTURES_DIR`, else the `XDG_PICTURES_DIR` of `~/.config/user-dirs.dirs`, else
/// `~/Pictures` — its PNG and JPEG pictures and MP4, QuickTime and WebM videos, oldest first,
/// scrolled to the newest. Video tiles show a play mark, not a frame. There are no albums, no
/// search and no zoom.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    public weak var delegate: PHPickerViewControllerDelegate?

    private let grid = PhotoGridController()
    private let navigation: UINavigationController

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        navigation = UINavigationController(rootViewController: grid)
        super.init(nibName: nil, bundle: nil)
        grid.selectionLimit = max(0, configuration.selectionLimit)
        grid.numbersSelection = configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
        grid.cancelLeading = true
        let filter = configuration.filter
        grid.kinds = [.image, .video]
        grid.admits = { url in
            guard let filter else { return true }
            return filter.admits(isVideo: PhotoLibraryFolder.kind(of: url) == .video, name: url.lastPathComponent)
        }
        grid.host = self
        if continuous {
            grid.choiceDidChange = { [weak self] urls in
                guard let self else { return }
                self.delegate?.picker(self, didFinishPicking: Self.results(urls))
            }
        }
    }

    public required init?(coder: NSCoder) { fatalError("PHPickerViewController is made with init(configuration:)") }

    private var continuous: Bool { configuration.selection == .continuous || configuration.selection == .continuousAndOrdered }

    open override func viewDidLoad() {
        super.viewDidLoad()
        embedFilling(navigation)
    }

    /// The grid's items and what is chosen (tests and tools).
    package var photoGrid: PhotoGridController { grid }

    private static func results(_ urls: [URL]) -> [PHPickerResult] {
        urls.compactMap { url in NSItemProvider(contentsOf: url).map { PHPickerResult(itemProvider: $0, assetIdentifier: nil) } }
    }
}

extension PHPickerViewController: PhotoGridHost {
    package func photoGrid(_ grid: PhotoGridController, picked items: [URL]) {
        delegate?.picker(self, didFinishPicking: Self.results(items))
    }
    package func photoGridCancelled(_ grid: PhotoGridController) {
        delegate?.picker(self, didFinishPicking: [])
    }
}
