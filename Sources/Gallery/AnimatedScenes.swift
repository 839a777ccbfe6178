import Foundation
import UIKit

/// Programming iOS 6 ch. 17's compass: the arrow turning about its anchor (0.5, 0.8) while
/// the circle and letters stay, by a `transform.rotation.z` animation repeated forever.
public struct CompassArrowScene: AnimationScene {
    public init() {}
    public let name = "compass-arrow"
    public let summary = "000 ch. 17: the compass arrow rotating (transform.rotation.z, repeating)"
    public var preferredSize: CGSize { CGSize(width: 200, height: 200) }
    private let painter = ArrowPainter()

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.backgroundColor = rgb(1, 1, 1)
        root.bounds = CGRect(origin: .zero, size: size)
        let compass = CompassScene.makeCompass(bounds: CGRect(origin: .zero, size: size), gradient: false, painter: painter)
        compass.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.addSublayer(compass)
        let arrow = compass.sublayers!.first { $0.name == "arrow" }!
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = CGFloat.pi / 5
        spin.byValue = 2 * CGFloat.pi
        spin.duration = 4
        spin.repeatCount = .infinity
        arrow.add(spin, forKey: "spin")
        return root
    }
}

/// iPhone SDK "BounceDemo" (002 Examples 5-1…5-5): two UIImageViews bouncing off the edges
/// one point per 0.01 s (the timer's model changes, a tick each), the first flipping about x
/// by a cumulative, repeating transform animation added to its view's layer.
public struct BounceDemoScene: ViewScene, TickingScene {
    public init() {}
    public let name = "bounce-demo"
    public let summary = "002 BounceDemo: two image views bouncing, one flipping with a cumulative transform"
    public let isAnimated = true
    public var preferredSize: CGSize { CGSize(width: 320, height: 480) }

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        for (i, name) in ["bounce1", "bounce2"].enumerated() {
            let image = UIImageView(image: UIImage(named: name))
            image.layer.name = "image\(i + 1)"
            root.addSubview(image)
        }
        update(root, time: 0)
        return root
    }

    /// Example 5-5: the first image turns about x, 3.1415 radians every 2 s, cumulatively.
    @MainActor public func startAnimations(_ root: UIView) {
        let anim1 = CABasicAnimation(keyPath: "transform")
        anim1.toValue = CATransform3DMakeRotation(3.1415, 1, 0, 0)
        anim1.duration = 2
        anim1.isCumulative = true
        anim1.repeatCount = 1000
        root.subviews[0].layer.add(anim1, forKey: "transformAnimation")
    }

    /// Where the timer has moved each image by `time`: one point per tick on each axis,
    /// reflected at the edges (a triangle wave).
    public var tickInterval: Double { 0.01 }

    public func tick(_ root: CALayer, time: Double) { withRootView(of: root) { update($0, time: time) } }

    @MainActor private func update(_ root: UIView, time: Double) {
        let ticks = (time / 0.01).rounded()
        let size = root.bounds.size
        for (i, view) in root.subviews.enumerated() {
            let half = view.bounds.width / 2 + 1
            func bounce(_ start: Double, _ span: Double) -> CGFloat {
                let period = 2 * span
                var p = (start + ticks).truncatingRemainder(dividingBy: period)
                if p > span { p = period - p }
                return CGFloat(p) + half
            }
            let spanX = Double(size.width - 2 * half), spanY = Double(size.height - 2 * half)
            view.center = CGPoint(x: bounce(i == 0 ? 40 : 0, spanX), y: bounce(i == 0 ? 0 : 120, spanY))
        }
    }
}

/// Core Animation Programming Guide Listing 3-3: a layer bouncing along two arcs, its
/// position following the path for 5 s.
public struct KeyframeBounceScene: AnimationScene {
    public init() {}
    public let name = "keyframe-bounce"
    public let summary = "001 Listing 3-3: position following a two-arc path (CAKeyframeAnimation.path)"
    public var preferredSize: CGSize { CGSize(width: 640, height: 560) }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.backgroundColor = rgb(1, 1, 1)
        root.bounds = CGRect(origin: .zero, size: size)
        let thePath = CGMutablePath()
        thePath.move(to: CGPoint(x: 74, y: 74))
        thePath.addCurve(to: CGPoint(x: 320, y: 74), control1: CGPoint(x: 74, y: 500), control2: CGPoint(x: 320, y: 500))
        thePath.addCurve(to: CGPoint(x: 566, y: 74), control1: CGPoint(x: 320, y: 500), control2: CGPoint(x: 566, y: 500))
        let trace = CAShapeLayer()
        trace.path = thePath
        trace.fillColor = nil
        trace.strokeColor = rgb(0.7, 0.7, 0.7)
        trace.lineDashPattern = [6, 6]
        root.addSublayer(trace)
        let theLayer = CALayer()
        theLayer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        theLayer.position = CGPoint(x: 74, y: 74)
        theLayer.contents = SampleArt.icon
        root.addSublayer(theLayer)
        let theAnimation = CAKeyframeAnimation(keyPath: "position")
        theAnimation.path = thePath
        theAnimation.duration = 5.0
        theLayer.add(theAnimation, forKey: "position")
        return root
    }
}

/// Core Animation Programming Guide Listing 3-4: borderWidth and borderColor keyframe
/// animations (paced) run together by a 5 s group.
public struct BorderGroupScene: AnimationScene {
    public init() {}
    public let name = "border-group"
    public let summary = "001 Listing 3-4: borderWidth and borderColor animated together by a group"
    public var preferredSize: CGSize { CGSize(width: 300, height: 300) }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.backgroundColor = rgb(1, 1, 1)
        root.bounds = CGRect(origin: .zero, size: size)
        let myLayer = CALayer()
        myLayer.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        myLayer.backgroundColor = rgb(0.9, 0.9, 0.95)
        myLayer.borderWidth = 1
        root.addSublayer(myLayer)
        let widthAnim = CAKeyframeAnimation(keyPath: "borderWidth")
        widthAnim.values = [1.0, 10.0, 5.0, 30.0, 0.5, 15.0, 2.0, 50.0, 0.0]
        widthAnim.calculationMode = .paced
        let colorAnim = CAKeyframeAnimation(keyPath: "borderColor")
        colorAnim.values = [rgb(0, 1, 0), rgb(1, 0, 0), rgb(0, 0, 1)]
        colorAnim.calculationMode = .paced
        let group = CAAnimationGroup()
        group.animations = [colorAnim, widthAnim]
        group.duration = 5.0
        myLayer.add(group, forKey: "BorderChanges")
        return root
    }
}

/// Core Animation Programming Guide Listing 5-1: a push transition from the right between
/// two layers in the same place, the first hidden and the second shown, over 1 s.
public struct PushTransitionScene: AnimationScene {
    public init() {}
    public let name = "push-transition"
    public let summary = "001 Listing 5-1: a push transition from the right between two layers"
    public var preferredSize: CGSize { CGSize(width: 300, height: 200) }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.backgroundColor = rgb(1, 1, 1)
        root.bounds = CGRect(origin: .zero, size: size)
        let frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        let myView1 = CALayer(), myView2 = CALayer()
        for (l, c) in [(myView1, rgb(0.9, 0.3, 0.2)), (myView2, rgb(0.2, 0.45, 0.9))] {
            l.frame = frame
            l.backgroundColor = c
            l.contents = SampleArt.icon
            l.contentsGravity = .center
            root.addSublayer(l)
        }
        myView2.isHidden = true
        // The layers have been on screen before the change: render them once.
        _ = LayerSnapshot.of(root)
        let transition = CATransition()
        transition.startProgress = 0
        transition.endProgress = 1.0
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1.0
        myView1.add(transition, forKey: "transition")
        myView2.add(transition, forKey: "transition")
        myView1.isHidden = true
        myView2.isHidden = false
        return root
    }
}
