import UIKit

/// 003 Listing 6.12 as an app has it: the 2048×2048 picture drawn tile by tile by a
/// CATiledLayer, added to a UIScrollView's content (contentSize = the tiled layer's size).
/// Drag and flick it (it decelerates and bounces at the edges), scroll with the wheel, pinch
/// or Ctrl+wheel to zoom between a quarter and twice its size. Says where it came to rest.
public struct ScrollViewScene: InteractiveScene {
    public init() {}
    public let name = "scroll-view"
    public let summary = "003 Listing 6.12 in a UIScrollView: a CATiledLayer picture to drag, flick, wheel-scroll and pinch-zoom"
    public let isAnimated = false

    private let painter = TiledScene.Painter()

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        PictureBrowser(frame: CGRect(origin: .zero, size: size), painter: painter, report: report)
    }

    /// The scene's root view, and its scroll view's delegate (views keep their scroll views'
    /// delegates alive as view controllers do on iOS).
    @MainActor final class PictureBrowser: UIView, UIScrollViewDelegate {
        let scroll: UIScrollView
        private let content = UIView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
        private let report: (String) -> Void

        init(frame: CGRect, painter: CALayerDelegate, report: @escaping (String) -> Void) {
            self.report = report
            scroll = UIScrollView(frame: CGRect(x: 20, y: 44, width: frame.width - 40, height: frame.height - 64))
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.1, alpha: 1)

            let caption = UILabel(frame: CGRect(x: 20, y: 8, width: frame.width - 40, height: 28))
            caption.text = "Drag, flick, wheel, pinch or Ctrl+wheel to zoom"
            caption.textColor = UIColor(white: 0.85, alpha: 1)
            caption.font = .systemFont(ofSize: 15)
            caption.autoresizingMask = [.flexibleWidth]
            addSubview(caption)

            let tiled = CATiledLayer()
            tiled.frame = content.bounds
            tiled.delegate = painter
            content.layer.addSublayer(tiled)
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.delegate = self
            scroll.addSubview(content)
            scroll.contentSize = content.bounds.size
            scroll.minimumZoomScale = 0.25
            scroll.maximumZoomScale = 2
            // Start in the middle of the picture.
            scroll.contentOffset = CGPoint(x: (2048 - scroll.bounds.width) / 2, y: (2048 - scroll.bounds.height) / 2)
            addSubview(scroll)
        }

        required init?(coder: NSCoder) { fatalError("PictureBrowser is made in code, not from an archive") }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { rest() }
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { rest() }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { rest() }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            report(String(format: "zoom %.2f", Double(scale)))
        }
        private func rest() {
            report("offset \(Int(scroll.contentOffset.x.rounded())) \(Int(scroll.contentOffset.y.rounded()))")
        }
    }
}

