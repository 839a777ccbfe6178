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
