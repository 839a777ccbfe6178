import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIKit Dynamics on the headless app's frames (Apple: UIDynamicAnimator and its behaviours):
/// gravity of 1,000 points/s², collisions with the reference bounds and between items,
/// elasticity, instantaneous pushes of 100 points/s per unit, snaps, rigid attachments, the
/// delegate hearing the pause at rest.
final class DynamicsTests: AppTestCase {
    @MainActor private static func scene() -> (HeadlessPlatform, UIViewController) {
        launchApp({ UIViewController() }, size: CGSize(width: 400, height: 600))
    }

    @MainActor private static func box(_ vc: UIViewController, _ frame: CGRect) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = .systemBlue
        vc.view.addSubview(v)
        return v
    }

    nonisolated func testAnItemFallsOntoTheFloorAndRestsThere() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.scene()
            defer { platform.finish() }
            let v = Self.box(vc, CGRect(x: 150, y: 50, width: 100, height: 100))
            let animator = UIDynamicAnimator(referenceView: vc.view)
            let log = DynamicsLog()
            animator.delegate = log
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = log
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            XCTAssertTrue(animator.isRunning)
            // Free fall: ½·1000·t² — 0.3 s after it began, 45 points down.
            platform.run(events: [], duration: 0.3)
            XCTAssertEqual(v.center.y, 100 + 45, accuracy: 8)
            platform.run(events: [], duration: 2.5)
            XCTAssertEqual(v.center.y, 550, accuracy: 1, "resting on the bottom edge")
            XCTAssertEqual(v.center.x, 200, accuracy: 0.5)
            XCTAssertEqual(v.transform.b, 0, accuracy: 0.01, "landed flat, not turned")
            XCTAssertFalse(animator.isRunning, "paused at rest")
            XCTAssertEqual(log.lines.filter { $0 == "pause" }.count, 1)
            XCTAssertEqual(log.lines.filter { $0 == "began boundary" }.count, 1)
        }
    }

    nonisolated func testElasticityBouncesAndAPushGivesASpeed() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.scene()
            defer { platform.finish() }
            let v = Self.box(vc, CGRect(x: 150, y: 200, width: 100, height: 100))
            let animator = UIDynamicAnimator(referenceView: vc.view)
            let properties = UIDynamicItemBehavior(items: [v])
            properties.elasticity = 0.8
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            var lowest = CGFloat.zero, highestAfter = CGFloat.infinity
            var hit = false
            for k in 1...90 {
                platform.run(events: [], duration: Double(k) / 60)
                if v.center.y > 530 { hit = true }
                if !hit { lowest = v.center.y } else { highestAfter = min(highestAfter, v.center.y) }
            }
            XCTAssertTrue(hit)
            XCTAssertLessThan(highestAfter, 450, "bounced well up again (0.8 of the speed: 0.64 of the 300-point fall)")
            XCTAssertGreaterThan(highestAfter, 300)
            _ = lowest
            // An instantaneous push of 1 on a 100-point square: 100 points per second.
            let w = Self.box(vc, CGRect(x: 0, y: 0, width: 100, height: 100))
            let other = UIDynamicAnimator(referenceView: vc.view)
            let push = UIPushBehavior(items: [w], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            other.addBehavior(push)
            let start = w.center.x
            platform.run(events: [], duration: 2.0)
            XCTAssertEqual(w.center.x - start, 50, accuracy: 4, "half a second at 100 points/s")
            XCTAssertFalse(push.active, "an instantaneous push turns itself off")
            let properties2 = UIDynamicItemBehavior(items: [w])
            other.addBehavior(properties2)
            XCTAssertEqual(properties2.linearVelocity(for: w).dx, 100, accuracy: 1)
        }
    }

    nonisolated func testASnapSpringsToItsPointAndAnAttachmentHoldsItsLength() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.scene()
            defer { platform.finish() }
            let v = Self.box(vc, CGRect(x: 0, y: 0, width: 60, height: 60))
            let animator = UIDynamicAnimator(referenceView: vc.view)
            animator.addBehavior(UISnapBehavior(item: v, snapTo: CGPoint(x: 250, y: 400)))
            platform.run(events: [], duration: 2.0)
            XCTAssertEqual(v.center.x, 250, accuracy: 0.6)
            XCTAssertEqual(v.center.y, 400, accuracy: 0.6)
            XCTAssertFalse(animator.isRunning, "settled")
            // A pendulum: rigidly 150 points from its anchor while it swings.
            let bob = Self.box(vc, CGRect(x: 320, y: 80, width: 30, height: 30))
            let pendulum = UIDynamicAnimator(referenceView: vc.view)
            let anchor = CGPoint(x: 200, y: 95)
            let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
            XCTAssertEqual(rope.length, 135, accuracy: 0.01)
            pendulum.addBehavior(rope)
            pendulum.addBehavior(UIGravityBehavior(items: [bob]))
            var lowest: CGFloat = 0
            for k in 1...60 {
                platform.run(events: [], duration: 2.0 + Double(k) / 60)
                XCTAssertEqual(hypot(bob.center.x - anchor.x, bob.center.y - anchor.y), 135, accuracy: 3)
                lowest = max(lowest, bob.center.y)
            }
            XCTAssertGreaterThan(lowest, 95 + 120, "it swung down under the anchor")
        }
    }

    nonisolated func testItemsCollideAndStack() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.scene()
            defer { platform.finish() }
            let bottom = Self.box(vc, CGRect(x: 150, y: 480, width: 100, height: 100))
            let top = Self.box(vc, CGRect(x: 160, y: 100, width: 80, height: 80))
            let animator = UIDynamicAnimator(referenceView: vc.view)
            let collision = UICollisionBehavior(items: [bottom, top])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [bottom, top]))
            animator.addBehavior(collision)
            platform.run(events: [], duration: 3.0)
            XCTAssertEqual(bottom.center.y, 550, accuracy: 1.5)
            XCTAssertEqual(top.center.y, 500 - 40, accuracy: 2, "resting on the other")
            XCTAssertEqual(top.transform.b, 0, accuracy: 0.02)
            XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 470)).count, 1, "only the top one reaches above 470")
        }
    }
}

extension DynamicsTests {
    /// A box dropped on a corner tips over and settles flat on a side.
    nonisolated func testATiltedBoxTipsOntoItsSide() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = Self.scene()
            defer { platform.finish() }
            vc.view.backgroundColor = .white
            let v = Self.box(vc, CGRect(x: 150, y: 150, width: 120, height: 60))
            v.transform = CGAffineTransform(rotationAngle: .pi / 7)
            let animator = UIDynamicAnimator(referenceView: vc.view)
            let properties = UIDynamicItemBehavior(items: [v])
            properties.friction = 0.5
            let collision = UICollisionBehavior(items: [v])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [v]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            platform.run(events: [], duration: 0.62)
            let mid = try XCTUnwrap(platform.frame(at: 0.63))
            writeArtifact(mid, "dynamics-tipping")
            platform.run(events: [], duration: 5.0)
            let angle = atan2(v.transform.b, v.transform.a)
            let quarter = (angle / (.pi / 2)).rounded()
            XCTAssertEqual(angle, quarter * .pi / 2, accuracy: 0.02, "flat on a side")
            let halfHeight: CGFloat = Int(quarter) % 2 == 0 ? 30 : 60
            XCTAssertEqual(v.center.y, 600 - halfHeight, accuracy: 1.5)
            XCTAssertFalse(animator.isRunning)
        }
    }
}

final class DynamicsLog: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var lines: [String] = []
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { lines.append("pause") }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { lines.append("resume") }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        lines.append("began boundary")
    }
}
