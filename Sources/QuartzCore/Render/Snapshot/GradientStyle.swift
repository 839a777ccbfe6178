/// A gradient layer's drawing as values (iOS Core Animation ch. 6 "CAGradientLayer"). The
/// gradient is laid out in unit coordinates — (0, 0) the top-left of the bounds, (1, 1) the
/// bottom-right — and stretched to the bounds, as Apple draws it.
package struct GradientStyle: Equatable, @unchecked Sendable {
    package var stops: [(location: CGFloat, color: CGColor)]
    package var startPoint: CGPoint
    package var endPoint: CGPoint
    package var type: CAGradientLayerType

    /// nil when there is nothing to draw: fewer than two colours (a single colour is no
    /// gradient: Apple draws nothing), or a `locations` array whose count does not match the
    /// colours ("you'll get a blank gradient", 003).
    init?(_ layer: CAGradientLayer) {
        let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }
        guard colors.count >= 2, colors.count == layer.colors?.count else { return nil }
        var locations: [CGFloat]
        if let given = layer.locations {
            guard given.count == colors.count else { return nil }
            locations = given.map { CGFloat($0.doubleValue) }
            guard locations.allSatisfy(\.isFinite) else { return nil }
        } else {
            locations = colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        // Stops in order of location; equal locations keep their order (a hard edge).
        stops = zip(locations, colors).enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (location: $0.element.0, color: $0.element.1) }
        func finite(_ p: CGPoint, _ fallback: CGPoint) -> CGPoint { p.x.isFinite && p.y.isFinite ? p : fallback }
        startPoint = finite(layer.startPoint, CGPoint(x: 0.5, y: 0))
        endPoint = finite(layer.endPoint, CGPoint(x: 0.5, y: 1))
        type = layer.type
    }

    /// The pixman gradient in unit coordinates: axial from start to end; radial an ellipse
    /// about the start whose radii are the end's distance along each axis; conic around the
    /// start, beginning towards the end and turning clockwise on screen.
    func makeSource() -> PixmanImage? {
        switch type {
        case .radial:
            // A unit circle in a space stretched by the radii: built with radius 1 here and
            // scaled by `unitToShape`.
            return PixmanImage(gradient: .radial(center: .zero, radius: 1), stops: stops)
        case .conic:
            // pixman turns the other way on a y-down screen: built mirrored (see sourceToUnit).
            let angle = atan2(endPoint.y - startPoint.y, endPoint.x - startPoint.x)
            return PixmanImage(gradient: .conical(center: .zero, angle: angle), stops: stops)
        default:
            guard startPoint != endPoint else { return nil }
            return PixmanImage(gradient: .linear(from: startPoint, to: endPoint), stops: stops)
        }
    }

    /// The map from the source's own space to unit coordinates.
    var sourceToUnit: PlaneMap? {
        if type == .conic { return PlaneMap(m: (1, 0, 0, 0, -1, 0, startPoint.x, startPoint.y, 1)) }
        guard type == .radial else { return .identity }
        let rx = abs(endPoint.x - startPoint.x), ry = abs(endPoint.y - startPoint.y)
        guard rx > 1e-9, ry > 1e-9 else { return nil }
        return PlaneMap(m: (rx, 0, 0, 0, ry, 0, startPoint.x, startPoint.y, 1))
    }

    package static func == (l: GradientStyle, r: GradientStyle) -> Bool {
        l.startPoint == r.startPoint && l.endPoint == r.endPoint && l.type == r.type && l.stops.count == r.stops.count
            && zip(l.stops, r.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }
}
