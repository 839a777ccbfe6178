// `import PhotosUI` brings UIKit, as on Apple.
@_exported import UIKit
