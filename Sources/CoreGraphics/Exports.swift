// Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect (with most of their
// arithmetic); importing CoreGraphics gives them, as on Apple platforms.
@_exported import Foundation
