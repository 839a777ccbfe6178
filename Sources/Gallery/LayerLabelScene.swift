import UIKit

/// 003 Listing 6.4: LayerLabel, a UILabel subclass whose `layerClass` is CATextLayer, so its
/// text is drawn by the text layer (justified, wrapped) instead of `draw(_:)`.
@MainActor
final class LayerLabel: UILabel {
    override class var layerClass: AnyClass { CATextLayer.self }
    var textLayer: CATextLayer { layer as! CATextLayer }

    override init(frame: CGRect) {
        // Called when creating the label programmatically.
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        // Called when creating the label using Interface Builder.
        super.awakeFromNib()
        setUp()
    }

    private func setUp() {
        // Set defaults from UILabel's settings.
        text = text
        textColor = textColor
        font = font
        // "We should really derive these from the UILabel settings too."
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        layer.display()
    }

    override var text: String? { didSet { textLayer.string = text } }
    override var textColor: UIColor! { didSet { textLayer.foregroundColor = textColor.cgColor } }
    override var font: UIFont! {
        didSet {
            textLayer.font = CGFont(font.fontName)
            textLayer.fontSize = font.pointSize
        }
    }
}

public struct LayerLabelScene: ViewScene {
    public init() {}
    public let name = "layer-label"
    public let summary = "003 Listing 6.4: a UILabel subclass backed by a CATextLayer (layerClass)"
    public let isAnimated = false

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let label = LayerLabel(frame: CGRect(x: 40, y: 40, width: size.width - 80, height: size.height - 80))
        label.backgroundColor = UIColor(white: 0.94, alpha: 1)
        label.font = UIFont(name: "Helvetica", size: 18)!
        label.textColor = UIColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1)
        label.text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Quisque massa arcu, eleifend vel varius in, "
            + "facilisis pulvinar leo. Nunc quis nunc at mauris pharetra condimentum ut ac neque. Nunc elementum, libero "
            + "ut porttitor dictum, diam odio congue lacus, vel fringilla sapien diam at purus."
        root.addSubview(label)
        return root
    }
}
