// `import UIKit` brings Core Animation, Core Graphics and Core Text with it, as on iOS.
@_exported import QuartzCore
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
