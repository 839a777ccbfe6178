import XCTest
import UIKit
import CoreFoundation
import LaminaTestSupport
@testable import QuartzCore

/// The Core Animation Programming Guide's (seed 001) iOS listings in Swift as the guide writes
/// them, each checked for what the guide says it does. (2-2, 2-6 and 5-2 are OS X's, 2-1's
/// CAMetalLayer is not here yet; 3-3, 3-4, 4-2, 5-4, 6-1 and C-1 have tests of their own.)
final class Seed001ListingTests: ViewTestCase {
    /// Listing 2-3: the delegate's displayLayer: sets the contents directly.
    nonisolated func testListing2_3SettingTheContentsDirectly() {
        MainActor.assumeIsolated {
            final class StateDelegate: CALayerDelegate {
                var displayYesImage = true
                let yes: CGImage, no: CGImage
                init(yes: CGImage, no: CGImage) { self.yes = yes; self.no = no }
                func display(_ theLayer: CALayer) {
                    // Check the value of some state property
                    if displayYesImage {
                        theLayer.contents = yes           // Display the Yes image
                    } else {
                        theLayer.contents = no            // Display the No image
                    }
                }
            }
            let delegate = StateDelegate(yes: makeImage(.green), no: makeImage(.red))
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            layer.delegate = delegate
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            XCTAssertTrue((layer.contents as AnyObject) === delegate.yes)
            delegate.displayYesImage = false
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            XCTAssertTrue((layer.contents as AnyObject) === delegate.no)
        }
    }

    /// Listing 2-4: drawLayer:inContext: strokes a curve 5 points wide.
    nonisolated func testListing2_4DrawingTheContents() {
        MainActor.assumeIsolated {
            final class CurveDelegate: CALayerDelegate {
                func draw(_ theLayer: CALayer, in theContext: CGContext) {
                    let thePath = CGMutablePath()
                    thePath.move(to: CGPoint(x: 15.0, y: 15.0))
                    thePath.addCurve(to: CGPoint(x: 295.0, y: 15.0), control1: CGPoint(x: 15.0, y: 250.0),
                                     control2: CGPoint(x: 295.0, y: 250.0))
                    theContext.beginPath()
                    theContext.addPath(thePath)
                    theContext.setLineWidth(5)
                    theContext.strokePath()
                }
            }
            let delegate = CurveDelegate()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 310, height: 260)
            layer.delegate = delegate
            layer.setNeedsDisplay()
            let ctx = makeBitmapContext(width: 310, height: 260)
            ctx.translateBy(x: 0, y: 260)
            ctx.scaleBy(x: 1, y: -1)
            layer.render(in: ctx)
            // The curve's ends and its lowest point: (15, 15), (295, 15), (155, 191.25).
            XCTAssertEqual(pixel(ctx, 15, 17).a, 255, "the stroke at the start")
            XCTAssertEqual(pixel(ctx, 155, 191).a, 255, "the stroke at the curve's middle")
            XCTAssertEqual(pixel(ctx, 155, 100).a, 0, "inside the curve nothing is drawn")
        }
    }

    /// Listing 2-5: a green background and a 3-point black border.
    nonisolated func testListing2_5BackgroundAndBorder() {
        MainActor.assumeIsolated {
            let myLayer = CALayer()
            myLayer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            myLayer.backgroundColor = UIColor.green.cgColor
            myLayer.borderColor = UIColor.black.cgColor
            myLayer.borderWidth = 3.0
            let ctx = makeBitmapContext(width: 20, height: 20)
            myLayer.render(in: ctx)
            XCTAssertEqual(pixel(ctx, 1, 1), .black)
            XCTAssertEqual(pixel(ctx, 10, 10), .green)
        }
    }

    /// Listings 3-1 and 3-2: the same fade, implicitly and explicitly.
    nonisolated func testListings3_1And3_2AnimatingAChange() {
        MainActor.assumeIsolated {
            let theLayer = CALayer()
            CATransaction.flush()
            theLayer.opacity = 0.0                                   // 3-1
            XCTAssertNotNil(theLayer.animation(forKey: "opacity"), "an implicit animation")
            // 3-2 on a layer made in this turn: setting the model value afterwards runs no
            // implicit action (on a committed layer it would replace the animation of its key).
            let theLayer2 = CALayer()
            let fadeAnim = CABasicAnimation(keyPath: "opacity")      // 3-2
            fadeAnim.fromValue = NSNumber(value: 1.0)
            fadeAnim.toValue = NSNumber(value: 0.0)
            fadeAnim.duration = 1.0
            theLayer2.add(fadeAnim, forKey: "opacity")
            // Change the actual data value in the layer to the final value.
            theLayer2.opacity = 0.0
            CATransaction.flush()
            MediaClock.virtualTime = 1000.5
            AnimationEngine.shared.advance(to: 1000.5)
            XCTAssertEqual(Double(theLayer2.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01)
        }
    }

    /// Listing 3-5: inside a view animation block, the implicit change and the explicit
    /// animation of the view's layer both animate, each with its own timing.
    nonisolated func testListing3_5AnimatingALayerAttachedToAView() {
        MainActor.assumeIsolated {
            let myView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            CATransaction.flush()
            let myNewPosition = CGPoint(x: 100, y: 100)
            UIView.animate(withDuration: 1.0, animations: {
                // Change the opacity implicitly.
                myView.layer.opacity = 0.0
                // Change the position explicitly.
                let theAnim = CABasicAnimation(keyPath: "position")
                theAnim.fromValue = NSValue(cgPoint: myView.layer.position)
                theAnim.toValue = NSValue(cgPoint: myNewPosition)
                theAnim.duration = 3.0
                myView.layer.add(theAnim, forKey: "AnimateFrame")
            })
            XCTAssertEqual(myView.layer.animation(forKey: "opacity")?.duration, 1.0)
            XCTAssertEqual(myView.layer.animation(forKey: "AnimateFrame")?.duration, 3.0)
        }
    }

    /// Listing 5-1: a push transition on both views, then their visibility swapped.
    nonisolated func testListing5_1ATransitionBetweenTwoViews() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let myView1 = UIView(frame: parent.bounds), myView2 = UIView(frame: parent.bounds)
            parent.addSubview(myView1); parent.addSubview(myView2)
            myView2.isHidden = true
            CATransaction.flush()
            let transition = CATransition()
            transition.startProgress = 0
            transition.endProgress = 1.0
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1.0
            // Add the transition animation to both layers
            myView1.layer.add(transition, forKey: "transition")
            myView2.layer.add(transition, forKey: "transition")
            // Finally, change the visibility of the layers.
            myView1.isHidden = true
            myView2.isHidden = false
            XCTAssertNotNil(myView1.layer.animation(forKey: "transition"))
            XCTAssertNotNil(myView2.layer.animation(forKey: "transition"))
            XCTAssertTrue(myView1.isHidden && !myView2.isHidden)
        }
    }

    /// Listing 5-3: a layer's local time; Listings 5-5…5-7: explicit and nested transactions.
    nonisolated func testListings5_3To5_7TimeAndTransactions() {
        MainActor.assumeIsolated {
            let myLayer = CALayer()
            myLayer.speed = 2
            myLayer.timeOffset = 10
            let localLayerTime: CFTimeInterval = myLayer.convertTime(CACurrentMediaTime(), from: nil)
            XCTAssertEqual(localLayerTime, (CACurrentMediaTime() - myLayer.beginTime) * 2 + 10, accuracy: 1e-9)

            let theLayer = CALayer()
            CATransaction.flush()
            CATransaction.begin()                                    // 5-5
            theLayer.zPosition = 200.0
            theLayer.opacity = 0.0
            CATransaction.commit()
            XCTAssertEqual(theLayer.animation(forKey: "opacity")?.duration, 0.25, "the default duration")
            XCTAssertNotNil(theLayer.animation(forKey: "zPosition"))

            theLayer.removeAllAnimations()
            CATransaction.begin()                                    // 5-6
            CATransaction.setValue(NSNumber(value: 10.0), forKey: kCATransactionAnimationDuration)
            theLayer.opacity = 1.0                                   // Perform the animations
            CATransaction.commit()
            XCTAssertEqual(theLayer.animation(forKey: "opacity")?.duration, 10)

            theLayer.removeAllAnimations()
            CATransaction.begin() // Outer transaction                  5-7
            // Change the animation duration to two seconds
            CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
            // Move the layer to a new position
            theLayer.position = CGPoint(x: 0.0, y: 0.0)
            CATransaction.begin() // Inner transaction
            // Change the animation duration to five seconds
            CATransaction.setValue(NSNumber(value: 5.0), forKey: kCATransactionAnimationDuration)
            // Change the zPosition and opacity
            theLayer.zPosition = 100.0
            theLayer.opacity = 0.0
            CATransaction.commit() // Inner transaction
            // Change the position again
            theLayer.position = CGPoint(x: 100.0, y: 100.0)
            CATransaction.commit() // Outer transaction
            XCTAssertEqual(theLayer.animation(forKey: "position")?.duration, 2)
            XCTAssertEqual(theLayer.animation(forKey: "zPosition")?.duration, 5)
            XCTAssertEqual(theLayer.animation(forKey: "opacity")?.duration, 5)
        }
    }

    /// Listing 5-8: a perspective sublayerTransform: a child nearer the eye draws larger.
    nonisolated func testListing5_8Perspective() {
        MainActor.assumeIsolated {
            let eyePosition: CGFloat = 500
            let myParentLayer = CALayer()
            myParentLayer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / eyePosition
            // Apply the transform to a parent layer.
            myParentLayer.sublayerTransform = perspective
            let child = CALayer()
            child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            child.backgroundColor = UIColor.red.cgColor
            child.zPosition = 100
            myParentLayer.addSublayer(child)
            let ctx = makeBitmapContext(width: 200, height: 200)
            myParentLayer.render(in: ctx)
            // 100 points nearer an eye 500 away: scaled by 500/400 about the centre.
            XCTAssertEqual(pixel(ctx, 40, 100), .red, "beyond its flat edge at 50")
            XCTAssertEqual(pixel(ctx, 35, 100).a, 0, "and not beyond 37.5")
        }
    }

    /// Listing 6-2: with actions disabled, removing a layer runs no action.
    nonisolated func testListing6_2DisablingActions() {
        MainActor.assumeIsolated {
            final class Watcher: CALayerDelegate {
                var asked: [String] = []
                func action(for layer: CALayer, forKey event: String) -> CAAction? { asked.append(event); return nil }
            }
            let parent = CALayer(), aLayer = CALayer()
            parent.addSublayer(aLayer)
            let watcher = Watcher()
            aLayer.delegate = watcher
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            aLayer.removeFromSuperlayer()
            CATransaction.commit()
            XCTAssertNil(aLayer.superlayer)
            XCTAssertFalse(watcher.asked.contains("onOrderOut"), "no action was asked for")
        }
    }
}

@MainActor private func makeImage(_ color: UIColor) -> CGImage {
    UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }.cgImage!
}
