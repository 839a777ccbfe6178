// `import UIKit` brings Core Animation, Core Graphics and Core Text with it, as on iOS.
@_exported import QuartzCore
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
// The document picker and pasteboard take UTTypes, which iOS apps name with UIKit alone.
@_exported import UniformTypeIdentifiers
#if canImport(FoundationNetworking)
// URLSession, URLRequest and their kin are in Foundation on iOS; on Linux they are in
// FoundationNetworking, brought with UIKit so that an app's networking code compiles as written.
@_exported import FoundationNetworking
#endif
