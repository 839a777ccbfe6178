import QuartzCore
import LaminaTestSupport

/// `layer` (a sublayer of the 240×160 `root`) drawn at (100, 70), then moved through four
/// sub-pixel positions by one renderer, each frame compared with a fresh renderer's picture
/// (`differences`): what `check` gets, with the move's index and position. Returns the
/// renderer that drew the moves (its compositor counts what was made afresh) and the worst
/// differences seen.
@discardableResult
func framesWhileMoving(_ layer: CALayer, in root: CALayer, artifact: String,
                       _ check: (Int, CGPoint, (anywhere: Int, flat: Int, flatAt: (x: Int, y: Int))) -> Void = { _, _, _ in })
    -> (renderer: CARenderer, worst: (anywhere: Int, flat: Int)) {
    func render(_ r: CARenderer) { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }
    let ctx = makeBitmapContext(width: 240, height: 160)
    let r = CARenderer(context: ctx)
    r.layer = root
    layer.position = CGPoint(x: 100, y: 70)
    render(r)
    var worst = (anywhere: 0, flat: 0)
    for (i, p) in [CGPoint(x: 100.37, y: 70.61), CGPoint(x: 103.5, y: 71.5), CGPoint(x: 97.91, y: 68.13),
                   CGPoint(x: 121.25, y: 82.75)].enumerated() {
        layer.position = p
        render(r)
        let fresh = makeBitmapContext(width: 240, height: 160)
        let fr = CARenderer(context: fresh)
        fr.layer = root
        render(fr)
        let d = differences(ctx, fresh)
        worst = (max(worst.anywhere, d.anywhere), max(worst.flat, d.flat))
        check(i, p, d)
        if i == 1 { writeArtifact(ctx.makeImage()!, artifact) }
    }
    return (r, worst)
}

/// A shadowed card (rounded by `cornerRadius`, its background at `alpha`) on a plain 240×160
/// root: the cards scene's card by default.
func shadowedCard(size: CGSize = CGSize(width: 120, height: 80), cornerRadius: CGFloat = 12, alpha: CGFloat = 0.85,
                  rgb: (CGFloat, CGFloat, CGFloat) = (0.4, 0.6, 0.8), shadowOpacity: Float = 0.5, shadowRadius: CGFloat = 3) -> (root: CALayer, card: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
    root.backgroundColor = color(0.93, 0.93, 0.95)
    let card = CALayer()
    card.bounds = CGRect(origin: .zero, size: size)
    card.cornerRadius = cornerRadius
    card.backgroundColor = color(rgb.0, rgb.1, rgb.2, alpha)
    card.shadowOpacity = shadowOpacity
    card.shadowRadius = shadowRadius
    card.shadowOffset = CGSize(width: 0, height: 4)
    root.addSublayer(card)
    return (root, card)
}

/// `layer` moved to `p` and `change`d (no implicit animation), then frame `i` drawn by each renderer.
func move(_ layer: CALayer, to p: CGPoint, frame i: Int, drawnBy renderers: [CARenderer], _ change: (CALayer) -> Void = { _ in }) {
    CATransaction.begin(); CATransaction.setDisableActions(true)
    layer.position = p
    change(layer)
    CATransaction.commit()
    for r in renderers { r.beginFrame(atTime: Double(i), timeStamp: nil); r.render(); r.endFrame() }
}
