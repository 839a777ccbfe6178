import Foundation
import QuartzCore
import CoreText

private let loremIpsum = """
Lorem ipsum dolor sit amet, consectetur adipiscing elit. Quisque massa arcu, eleifend vel varius in, \
facilisis pulvinar leo. Nunc quis nunc at mauris pharetra condimentum ut ac neque. Nunc elementum, \
libero ut porttitor dictum, diam odio congue lacus, vel fringilla sapien diam at purus. Etiam suscipit \
pretium nunc sit amet lobortis
"""

/// iOS Core Animation Listing 6.2 and figures 6.2/6.3: a justified, wrapped, black 15-point
/// label — on the left at contentsScale 1 (pixelated on a 2× screen, figure 6.2), on the right
/// at the screen's scale 2 (sharp, figure 6.3). Captured at scale 2 the difference shows.
public struct TextLabelScene: LayerScene {
    public init() {}
    public let name = "text-label"
    public let summary = "003 Listing 6.2: a plain CATextLayer label at contentsScale 1 and 2"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 480, height: 220) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        for (i, scale) in [CGFloat(1), 2].enumerated() {
            let labelView = CALayer()
            labelView.frame = CGRect(x: 20 + CGFloat(i) * 230, y: 20, width: 210, height: 180)
            labelView.backgroundColor = rgb(0.93, 0.93, 0.93)
            root.addSublayer(labelView)
            let textLayer = CATextLayer()
            textLayer.frame = labelView.bounds
            textLayer.contentsScale = scale
            labelView.addSublayer(textLayer)
            textLayer.foregroundColor = CGColor(gray: 0, alpha: 1)
            textLayer.alignmentMode = .justified
            textLayer.isWrapped = true
            textLayer.font = CGFont("Helvetica")
            textLayer.fontSize = 15
            textLayer.string = loremIpsum
        }
        return root
    }
}

/// iOS Core Animation Listing 6.3 and figure 6.4: the same label as an attributed string,
/// black 15-point Helvetica with "ipsum" (characters 6…10) red and underlined.
public struct RichTextScene: LayerScene {
    public init() {}
    public let name = "rich-text"
    public let summary = "003 Listing 6.3: an NSAttributedString label with a red, underlined run"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 250, height: 220) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        let labelView = CALayer()
        labelView.frame = CGRect(x: 20, y: 20, width: 210, height: 180)
        root.addSublayer(labelView)
        let textLayer = CATextLayer()
        textLayer.frame = labelView.bounds
        textLayer.contentsScale = 2
        labelView.addSublayer(textLayer)
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true

        let string = NSMutableAttributedString(string: loremIpsum)
        let fontRef = CTFontCreateWithName("Helvetica", 15, nil)
        string.setAttributes([
            NSAttributedString.Key(kCTForegroundColorAttributeName): CGColor(gray: 0, alpha: 1),
            NSAttributedString.Key(kCTFontAttributeName): fontRef,
        ], range: NSRange(location: 0, length: (loremIpsum as NSString).length))
        string.setAttributes([
            NSAttributedString.Key(kCTForegroundColorAttributeName): rgb(1, 0, 0),
            NSAttributedString.Key(kCTUnderlineStyleAttributeName): CTUnderlineStyle.single.rawValue,
            NSAttributedString.Key(kCTFontAttributeName): fontRef,
        ], range: NSRange(location: 6, length: 5))
        textLayer.string = string
        return root
    }
}
