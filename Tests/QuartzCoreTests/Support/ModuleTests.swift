import XCTest
import QuartzCore

final class ModuleTests: XCTestCase {
    /// `import QuartzCore` brings CoreGraphics and Foundation, as on Apple platforms.
    func testQuartzCoreReexportsCoreGraphics() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 2, y: 3))
    }
}
