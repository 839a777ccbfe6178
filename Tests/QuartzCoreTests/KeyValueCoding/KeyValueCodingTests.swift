import XCTest
import QuartzCore

/// 001 Listing C-1: a subclass whose default for masksToBounds is YES.
final class ClippingLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        if key == "masksToBounds" { return true }
        return super.defaultValue(forKey: key)
    }
}

/// A layer with a custom, redisplaying property declared through @LayerProperty.
final class ClockFaceLayer: CALayer, CALayerPresentationCopying {
    @LayerProperty("angle") var angle: CGFloat = 0
    @LayerProperty("label") var label: String = "clock"
    var drawnAngles: [CGFloat] = []

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "angle" || super.needsDisplay(forKey: key)
    }
    override class func defaultValue(forKey key: String) -> Any? {
        key == "label" ? "from defaultValue" : super.defaultValue(forKey: key)
    }
    override func draw(in ctx: CGContext) { drawnAngles.append(angle) }
}

final class KeyValueCodingTests: XCTestCase {
    /// 000: "All of a layer's properties are accessible through key–value coding by way of keys
    /// with the same name as the property."
    func testEveryPropertyByKey() {
        let l = CALayer()
        let m = CALayer()
        l.setValue(m, forKey: "mask")
        XCTAssertTrue(l.mask === m)
        l.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        XCTAssertEqual(l.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual(l.value(forKey: "position") as? CGPoint, CGPoint(x: 3, y: 4))
        l.setValue(0.5, forKey: "opacity")                      // a Double for a Float property
        XCTAssertEqual(l.opacity, 0.5)
        l.setValue(NSNumber(value: true), forKey: "hidden")     // Apple's KVC key for isHidden
        XCTAssertTrue(l.isHidden)
        l.setValue(12, forKey: "cornerRadius")                  // an Int for a CGFloat
        XCTAssertEqual(l.cornerRadius, 12)
        l.setValue("resizeAspect", forKey: "contentsGravity")   // the raw string of a constant
        XCTAssertEqual(l.contentsGravity, .resizeAspect)
        l.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        XCTAssertEqual(l.backgroundColor, CGColor(gray: 0.5, alpha: 1))
        l.setValue(nil, forKey: "backgroundColor")
        XCTAssertNil(l.backgroundColor)
        XCTAssertEqual(l.value(forKey: "contentsScale") as? CGFloat, 1)
        XCTAssertEqual(l.value(forKey: "doubleSided") as? Bool, true)
        l.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "frame")
        XCTAssertEqual(l.bounds.size, CGSize(width: 10, height: 10))
    }

    /// Bad input: a value of the wrong type for a built-in key is refused, the property unchanged.
    func testWrongTypeRefused() {
        let l = CALayer()
        l.setValue("hello", forKey: "position")
        XCTAssertEqual(l.position, .zero)
        l.setValue(nil, forKey: "opacity")
        XCTAssertEqual(l.opacity, 1)
        l.setValue(CGPoint.zero, forKey: "superlayer")   // read-only
        XCTAssertNil(l.superlayer)
        // A mask wider than its 32 bits is refused (the keypath fuzzer trapped on it).
        l.setValue(5_000_000_000.0, forKey: "edgeAntialiasingMask")
        XCTAssertEqual(l.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        l.setValue(3.0, forKey: "edgeAntialiasingMask")
        XCTAssertEqual(l.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge])
    }

    /// 000: "you can treat a CALayer as a kind of NSDictionary, and get and set the value for any key."
    func testArbitraryKeys() {
        let l1 = CALayer(), l2 = CALayer()
        l1.setValue("Manny", forKey: "character")
        l2.setValue("Moe", forKey: "character")
        XCTAssertEqual(l1.value(forKey: "character") as? String, "Manny")
        XCTAssertEqual(l2.value(forKey: "character") as? String, "Moe")
        XCTAssertNil(l1.value(forKey: "neverSet"))
        l1.setValue(nil, forKey: "character")
        XCTAssertNil(l1.value(forKey: "character"))
        l1.setValue(50, forKey: "someKey")   // 001 "Key-Value Coding Compliant Container Classes"
        XCTAssertEqual(l1.value(forKey: "someKey") as? Int, 50)
    }

    /// 001 Listing C-1: defaultValue(forKey:) supplies values never set, built-in ones included.
    func testDefaultValueForKey() {
        XCTAssertEqual(CALayer.defaultValue(forKey: "opacity") as? Float, 1)
        XCTAssertEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertNil(CALayer.defaultValue(forKey: "unknown"))
        XCTAssertTrue(ClippingLayer().masksToBounds, "the subclass default becomes the initial value")
        XCTAssertFalse(CALayer().masksToBounds)
        XCTAssertEqual(ClockFaceLayer().value(forKey: "label") as? String, "from defaultValue")
        XCTAssertEqual(ClockFaceLayer().label, "from defaultValue")
    }

    /// 001 Tables C-3…C-5: fields of CGPoint, CGSize and CGRect by key path.
    func testStructKeyPaths() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(l.value(forKeyPath: "position.x") as? CGFloat, 25)
        XCTAssertEqual(l.value(forKeyPath: "bounds.size.width") as? CGFloat, 30)
        XCTAssertEqual(l.value(forKeyPath: "frame.origin.y") as? CGFloat, 20)
        XCTAssertEqual(l.value(forKeyPath: "bounds.origin") as? CGPoint, .zero)
        XCTAssertEqual(l.value(forKeyPath: "shadowOffset.height") as? CGFloat, -3)
        l.setValue(100, forKeyPath: "position.x")
        XCTAssertEqual(l.position, CGPoint(x: 100, y: 40))
        l.setValue(50, forKeyPath: "bounds.size.width")
        XCTAssertEqual(l.bounds.size, CGSize(width: 50, height: 40))
        l.setValue(5, forKeyPath: "frame.origin.y")
        XCTAssertEqual(l.frame.minY, 5)
        l.setValue(CGSize(width: 1, height: 2), forKeyPath: "bounds.size")
        XCTAssertEqual(l.bounds.size, CGSize(width: 1, height: 2))
        l.setValue(1, forKeyPath: "position.z")                 // no such field: refused
        XCTAssertEqual(l.position, CGPoint(x: 100, y: 25))
        // Through a layer-valued key.
        l.mask = CALayer()
        l.setValue(7, forKeyPath: "mask.position.y")
        XCTAssertEqual(l.mask?.position.y, 7)
        XCTAssertEqual(l.value(forKeyPath: "mask.position.y") as? CGFloat, 7)
    }

    /// 001 Table C-2 and 000: "[self.rotationLayer setValue:… forKeyPath:@"transform.rotation.y"]".
    func testTransformKeyPathsRoundTrip() {
        let cases: [(String, CGFloat)] = [
            ("transform.rotation.x", 0.4), ("transform.rotation.y", .pi / 4), ("transform.rotation.z", -1.2),
            ("transform.rotation", 0.9), ("transform.scale.x", 2), ("transform.scale.y", 0.5), ("transform.scale.z", 3),
            ("transform.scale", 1.5), ("transform.translation.x", 10), ("transform.translation.y", -4),
            ("transform.translation.z", 7), ("sublayerTransform.rotation.z", 0.3), ("sublayerTransform.scale", 2),
        ]
        for (path, value) in cases {
            let l = CALayer()
            l.setValue(value, forKeyPath: path)
            XCTAssertEqual(l.value(forKeyPath: path) as? CGFloat ?? .nan, value, accuracy: 1e-9, path)
        }
        let l = CALayer()
        l.setValue(CGFloat.pi / 4, forKeyPath: "transform.rotation.y")
        assertClose(l.transform, CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
        l.transform = CATransform3DIdentity
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        assertClose(l.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        l.setValue(CGSize(width: 3, height: 4), forKeyPath: "transform.translation")
        XCTAssertEqual(l.value(forKeyPath: "transform.translation") as? CGSize, CGSize(width: 3, height: 4))
        XCTAssertEqual(l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-9, "fields are independent")
        // Reading from a composed transform.
        l.transform = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 3, 1)
        XCTAssertEqual(l.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(l.value(forKeyPath: "transform.scale.y") as? CGFloat ?? 0, 3, accuracy: 1e-9)
        XCTAssertEqual(l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, 0.5, accuracy: 1e-9)
    }

    /// Numbers come back as NSNumber, as in Objective-C: every numeric cast iOS code writes
    /// succeeds (the pause-an-animation idiom reads the rotation as Double, CGFloat or NSNumber),
    /// whatever Swift type the property has (opacity is a Float, the rotation a CGFloat).
    func testNumbersAnswerEveryNumericCast() {
        let l = CALayer()
        l.opacity = 0.5
        l.setValue(0.25, forKeyPath: "transform.rotation.z")
        for key in ["opacity", "transform.rotation.z", "position.x", "cornerRadius", "masksToBounds"] {
            let v = l.value(forKeyPath: key)
            XCTAssertTrue(v is NSNumber, "\(key): \(type(of: v as Any))")
            XCTAssertNotNil(v as? Double, key); XCTAssertNotNil(v as? CGFloat, key); XCTAssertNotNil(v as? Float, key)
        }
        XCTAssertEqual(l.value(forKey: "opacity") as? CGFloat, 0.5)
        XCTAssertEqual((l.value(forKeyPath: "transform.rotation.z") as! NSNumber).doubleValue, 0.25, accuracy: 1e-9)
        XCTAssertEqual(l.value(forKey: "masksToBounds") as? Bool, false)
        // A CGFloat held as Any bridges to NSNumber too, and back.
        let boxed: Any = CGFloat(2.5)
        XCTAssertEqual((boxed as? NSNumber)?.doubleValue, 2.5)
        XCTAssertEqual(NSNumber(value: 1.5) as? CGFloat, 1.5)
        // Structs and objects are answered as they are.
        XCTAssertTrue(l.value(forKey: "position") is CGPoint)
        XCTAssertTrue(l.value(forKey: "contentsGravity") is CALayerContentsGravity)
    }

    /// @LayerProperty: stored by KVC, copied into presentation copies, redisplays when it changes.
    func testCustomLayerProperty() {
        let l = ClockFaceLayer()
        XCTAssertEqual(l.angle, 0)
        l.angle = 1.5
        XCTAssertEqual(l.value(forKey: "angle") as? CGFloat, 1.5)
        XCTAssertTrue(l.needsDisplay(), "needsDisplay(forKey: \"angle\") is true")
        l.setValue(2, forKey: "angle")                       // any number type, same storage
        XCTAssertEqual(l.angle, 2)
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.displayIfNeeded()
        XCTAssertEqual(l.drawnAngles, [2])
        XCTAssertFalse(l.needsDisplay())
        let p = l.presentation()
        XCTAssertEqual(p?.angle, 2, "custom values reach the presentation copy")
        XCTAssertTrue(p?.model() === l)
        XCTAssertTrue(l.model() === l)
        // KVC hands back a custom key's value as it was set (an Int here); the typed accessor converts.
        XCTAssertEqual(l.value(forKeyPath: "angle") as? Int, 2)
    }

    /// init(layer:) copies all state; a plain CALayer's presentation is a CALayer.
    func testInitWithLayerCopiesState() {
        let l = CALayer()
        l.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        l.opacity = 0.25; l.cornerRadius = 5; l.name = "n"; l.zPosition = 2
        l.backgroundColor = CGColor(gray: 1, alpha: 1)
        l.setValue("extra", forKey: "tag")
        l.addSublayer(CALayer())
        let c = CALayer(layer: l)
        XCTAssertEqual(c.frame, l.frame)
        XCTAssertEqual(c.opacity, 0.25); XCTAssertEqual(c.cornerRadius, 5); XCTAssertEqual(c.name, "n")
        XCTAssertEqual(c.zPosition, 2); XCTAssertEqual(c.backgroundColor, l.backgroundColor)
        XCTAssertEqual(c.value(forKey: "tag") as? String, "extra")
        XCTAssertNil(c.sublayers, "the tree is not copied")
        XCTAssertTrue(l.presentation()?.model() === l)
        XCTAssertEqual(l.presentation()?.opacity, 0.25)
    }
}

