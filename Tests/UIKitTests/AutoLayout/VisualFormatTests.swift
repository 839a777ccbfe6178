import XCTest
@testable import UIKit
@testable import QuartzCore

/// The visual format language with the Auto Layout Guide's own examples ("Visual Format
/// Language"): the constraints each makes, the frames they solve to, and the guide's
/// diagnostics for formats it cannot parse.
final class VisualFormatTests: ViewTestCase {
    @MainActor private static func views(_ names: String..., in root: UIView) -> [String: UIView] {
        var made: [String: UIView] = [:]
        for n in names {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            made[n] = v
        }
        return made
    }

    nonisolated func testACompleteLineOfLayout() {
        MainActor.assumeIsolated {
            // The guide's "A Complete Line of Layout", with heights and widths to solve.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let v = Self.views("find", "findNext", "findField", in: root)
            var made = NSLayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
                                                      options: [.alignAllTop, .alignAllBottom], metrics: nil, views: v)
            XCTAssertEqual(made.count, 9, "four spaces, a width, and tops and bottoms aligned pairwise: \(made)")
            XCTAssertFalse(made.contains { $0.isActive }, "returned, not activated")
            made += NSLayoutConstraint.constraints(withVisualFormat: "H:[find(60)]", metrics: nil, views: v)
            made += NSLayoutConstraint.constraints(withVisualFormat: "H:[findNext(==find)]", metrics: nil, views: v)
            made += NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[find(30)]", metrics: nil, views: v)
            NSLayoutConstraint.activate(made)
            root.layoutIfNeeded()
            // 20 to the superview's edges, 8 between siblings (the guide's standard spaces).
            XCTAssertEqual(v["find"]!.frame, CGRect(x: 20, y: 10, width: 60, height: 30))
            XCTAssertEqual(v["findNext"]!.frame.origin.x, 88)
            XCTAssertEqual(v["findNext"]!.frame.width, 60)
            XCTAssertEqual(v["findField"]!.frame, CGRect(x: 156, y: 10, width: 224, height: 30))
        }
    }

    nonisolated func testTheGuidesExamplesMakeTheirConstraints() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let v = Self.views("button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
                          "button1", "button2", "flexibleButton", in: root)
            @MainActor func make(_ f: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> [NSLayoutConstraint] {
                NSLayoutConstraint.constraints(withVisualFormat: f, options: options, metrics: metrics, views: v)
            }
            // Standard Space: textField.leading = button.trailing + 8.
            let standard = make("[button]-[textField]")
            XCTAssertEqual(standard.count, 1)
            XCTAssertTrue(standard[0].firstItem === v["textField"] && standard[0].firstAttribute == .leading)
            XCTAssertTrue(standard[0].secondItem === v["button"] && standard[0].secondAttribute == .trailing)
            XCTAssertEqual(standard[0].constant, 8)
            // Width Constraint: button.width >= 50.
            let width = make("[button(>=50)]")
            XCTAssertEqual(width.map(\.relation), [.greaterThanOrEqual])
            XCTAssertEqual(width.map(\.firstAttribute), [.width])
            XCTAssertNil(width[0].secondItem)
            XCTAssertEqual(width[0].constant, 50)
            // Connection to Superview: 50 on each side.
            let superview = make("|-50-[purpleBox]-50-|")
            XCTAssertEqual(superview.map(\.constant), [50, 50])
            XCTAssertTrue(superview.contains { $0.firstItem === v["purpleBox"] && $0.secondItem === root && $0.firstAttribute == .leading })
            XCTAssertTrue(superview.contains { $0.firstItem === root && $0.firstAttribute == .trailing && $0.secondItem === v["purpleBox"] })
            // Vertical Layout: bottomField.top = topField.bottom + 10.
            let vertical = make("V:[topField]-10-[bottomField]")
            XCTAssertEqual(vertical.map(\.firstAttribute), [.top])
            XCTAssertEqual(vertical.map(\.secondAttribute), [.bottom])
            XCTAssertEqual(vertical.map(\.constant), [10])
            // Flush Views: no space.
            XCTAssertEqual(make("[maroonView][blueView]").map(\.constant), [0])
            // Priority: width 100 at priority 20.
            let priority = make("[button(100@20)]")
            XCTAssertEqual(priority.map(\.priority), [UILayoutPriority(20)])
            // Equal Widths: button1.width == button2.width.
            let equal = make("[button1(==button2)]")
            XCTAssertTrue(equal[0].secondItem === v["button2"] && equal[0].secondAttribute == .width && equal[0].multiplier == 1)
            // Multiple Predicates: between 70 and 100.
            XCTAssertEqual(make("[flexibleButton(>=70,<=100)]").map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual])
            // Metrics, a predicate list on a connection, a negative constant in parentheses.
            let metric = make("H:[button]-(>=gap@500,<=90)-[textField]-(-4)-[purpleBox]", metrics: ["gap": 12, "unused": 1.5])
            XCTAssertEqual(metric.map(\.constant), [12, 90, -4])
            XCTAssertEqual(metric.map(\.priority), [UILayoutPriority(500), .required, .required])
            // Left to right and right to left name absolute edges; right to left mirrors the run.
            let ltr = make("[button]-[textField]", .directionLeftToRight)
            XCTAssertEqual([ltr[0].firstAttribute, ltr[0].secondAttribute], [.left, .right])
            let rtl = make("[button]-[textField]", .directionRightToLeft)
            XCTAssertTrue(rtl[0].firstItem === v["button"] && rtl[0].firstAttribute == .left)
            XCTAssertTrue(rtl[0].secondItem === v["textField"] && rtl[0].secondAttribute == .right)
            // Alignment: each view's attribute equal to the one before it.
            let aligned = make("[button]-[textField]-[purpleBox]", [.alignAllCenterY])
            XCTAssertEqual(aligned.filter { $0.firstAttribute == .centerY }.count, 2)
            // Baseline to baseline spacing in a vertical run.
            let baselines = make("V:[topField]-[bottomField]", [.spacingBaselineToBaseline])
            XCTAssertEqual([baselines[0].firstAttribute, baselines[0].secondAttribute], [.firstBaseline, .lastBaseline])
        }
    }

    nonisolated func testRightToLeftLaysOutFromTheRight() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let v = Self.views("a", "b", in: root)
            var made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-[b(40)]", options: .directionRightToLeft,
                                                      metrics: nil, views: v)
            made += NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(20)]", options: [], metrics: nil, views: v)
            made += NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(20)]", options: [], metrics: nil, views: v)
            NSLayoutConstraint.activate(made)
            root.layoutIfNeeded()
            XCTAssertEqual(v["a"]!.frame, CGRect(x: 240, y: 0, width: 50, height: 20))
            XCTAssertEqual(v["b"]!.frame, CGRect(x: 192, y: 0, width: 40, height: 20))
        }
    }

    nonisolated func testFormatsItCannotParseSayWhyAndMakeNothing() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let v = Self.views("a", "b", in: root)
            let loose = UIView()
            loose.translatesAutoresizingMaskIntoConstraints = false
            let cases: [(String, [String: Any], NSLayoutConstraint.FormatOptions, String)] = [
                ("V[a]", v, [], "Expected ':' after 'V' to specify vertical arrangement"),
                ("[a(>=20]", v, [], "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
                ("[blackBox]", v, [], "Unable to find view with name blackBox"),
                ("[a(=<20)]", v, [], "Unknown relation. Must be ==, >=, or <="),
                ("[a]-gap-[b]", v, [], "Unable to find constant with name gap"),
                ("[a]-(b)-[b]", v, [], "A view (b) is allowed only in a view's predicate, not a connection's"),
                ("[a(20@1001)]", v, [], "A priority must be between 1 and 1000"),
                ("|[loose]", ["loose": loose], [], "Unable to interpret '|' character, because the related view doesn't have a superview"),
                ("[a][b]", v, [.alignAllLeading], "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
                ("[a]-[b] x", v, [], "Expected a view"),
                ("[a]-", v, [], "Expected a view or '|' after a connection"),
            ]
            for (format, views, options, reason) in cases {
                let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views)
                XCTAssertEqual(made.count, 0, format)
                XCTAssertTrue(Diagnostics.hasWarned("Unable to parse constraint format: \n\(reason) \n\(format) \n"), "\(format): \(reason)")
            }
            // The caret stands under the place: the unknown name's start.
            XCTAssertTrue(Diagnostics.hasWarned("Unable to parse constraint format: \nUnable to find view with name blackBox \n[blackBox] \n ^"))
        }
    }
}
