import XCTest
import QuartzCore

func assertClose(_ a: CGPoint, _ b: CGPoint, _ accuracy: CGFloat = 1e-9, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
}

func assertClose(_ a: CGRect, _ b: CGRect, _ accuracy: CGFloat = 1e-9, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
    }
}

func assertClose(_ a: CATransform3D, _ b: CATransform3D, _ accuracy: CGFloat = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    let ra = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let rb = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    for (x, y) in zip(ra, rb) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}

func layer(_ frame: CGRect, name: String? = nil) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.name = name
    return l
}
