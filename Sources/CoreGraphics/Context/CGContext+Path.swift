/// Path construction: every point goes through the CTM when added, as on Apple.
extension CGContext {
    public func beginPath() { devicePath = CGMutablePath() }
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: state.ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func closePath() { devicePath.closeSubpath() }
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: state.ctm) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: state.ctm) }

    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current path in the current user space.
    public var path: CGPath? {
        devicePath.isEmpty ? nil : CGPath(segments: devicePath.segments.map { $0.applying(state.ctm.inverted()) })
    }
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(state.ctm.inverted()) }
    public var boundingBoxOfPath: CGRect {
        devicePath.isEmpty ? .null : devicePath.boundingBox.applying(state.ctm.inverted())
    }
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: if devicePath.contains(device, using: .winding) { return true }
        case .eoFill, .eoFillStroke: if devicePath.contains(device, using: .evenOdd) { return true }
        case .stroke: break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke, let stroked = strokedDevicePath() else {
            return false
        }
        return stroked.contains(device)
    }

    /// Replaces the path with the outline of stroking it with the current line style.
    public func replacePathWithStrokedPath() {
        devicePath = CGMutablePath(segments: strokedDevicePath()?.segments ?? [])
    }

    /// The stroke outline in device space, honouring the CTM's effect on the pen and dashes.
    private func strokedDevicePath() -> CGPath? {
        guard state.ctm.isInvertible else { return nil }
        let inverse = state.ctm.inverted()
        var user = CGPath(segments: devicePath.segments.map { $0.applying(inverse) })
        if !state.dashLengths.isEmpty { user = user.copy(dashingWithPhase: state.dashPhase, lengths: state.dashLengths) }
        return user.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                         miterLimit: state.miterLimit, transform: state.ctm)
    }
}
