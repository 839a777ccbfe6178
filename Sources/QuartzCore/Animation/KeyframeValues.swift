import Foundation

/// The value of a keyframe animation through `values` at eased fraction `f`, by its
/// calculation mode (Apple: CAKeyframeAnimation "calculationMode").
enum KeyframeValues {
    static func value(_ values: [AnimatedValue], anim: CAKeyframeAnimation, fraction f: Double) -> AnimatedValue {
        let n = values.count
        guard n > 1 else { return values[0] }
        let mode = anim.calculationMode
        if mode == .discrete {
            // n values over n intervals (keyTimes of n + 1, or n starting at 0); evenly spaced
            // without key times, found without building them (a spinner asks every frame).
            guard let times = AnimationEvaluator.keyTimes(anim, count: n + 1) ?? AnimationEvaluator.keyTimes(anim, count: n) else {
                return values[min(n - 1, max(0, Int((f * Double(n)).rounded(.down))))]
            }
            var i = 0
            while i + 1 < times.count, i + 1 < n, f >= times[i + 1] { i += 1 }
            return values[i]
        }
        let paced = mode == .paced || mode == .cubicPaced
        let times = paced ? pacedTimes(values) : AnimationEvaluator.keyTimes(anim, count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
        guard f > times[0] else { return values[0] }
        guard f < times[n - 1] else { return values[n - 1] }
        var i = 0
        while i + 2 < n, f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if !paced, let fns = anim.timingFunctions, fns.count == n - 1 { local = fns[i].solve(local) }
        if mode == .cubic || mode == .cubicPaced, let v = cubic(values, i, local, anim) { return v }
        return AnimatedValue.interpolate(values[i], values[i + 1], local)
    }

    /// Key times proportional to the distance between successive values (constant speed).
    static func pacedTimes(_ values: [AnimatedValue]) -> [Double] {
        var lengths = [0.0]
        for i in 1..<values.count { lengths.append(lengths[i - 1] + AnimatedValue.distance(values[i - 1], values[i])) }
        let total = lengths.last ?? 0
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return lengths.map { $0 / total }
    }

    /// Kochanek–Bartels (TCB) spline between values i and i+1; nil for values that are not vectors.
    static func cubic(_ values: [AnimatedValue], _ i: Int, _ s: Double, _ anim: CAKeyframeAnimation) -> AnimatedValue? {
        let n = values.count
        guard let p1 = vector(values[i]), let p2 = vector(values[i + 1]) else { return nil }
        let p0 = vector(values[max(0, i - 1)]) ?? p1, p3 = vector(values[min(n - 1, i + 2)]) ?? p2
        func param(_ a: [NSNumber]?, _ k: Int) -> Double { a.flatMap { $0.count == n ? $0[k].doubleValue : nil } ?? 0 }
        let t1 = param(anim.tensionValues, i), c1 = param(anim.continuityValues, i), b1 = param(anim.biasValues, i)
        let t2 = param(anim.tensionValues, i + 1), c2 = param(anim.continuityValues, i + 1), b2 = param(anim.biasValues, i + 1)
        // Outgoing tangent at p1 and incoming tangent at p2 (ends use the one neighbour they have).
        let out = (0..<p1.count).map { k in
            (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
        }
        let inc = (0..<p1.count).map { k in
            (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
        }
        let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        let r = (0..<p1.count).map { k in h00 * p1[k] + h10 * out[k] + h01 * p2[k] + h11 * inc[k] }
        return devector(r, like: values[i])
    }

    static func vector(_ v: AnimatedValue) -> [Double]? {
        switch v {
        case .scalar(let x): return [x]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        case .scalars(let a): return a
        default: return nil
        }
    }

    static func devector(_ r: [Double], like v: AnimatedValue) -> AnimatedValue? {
        let c = r.map { CGFloat($0) }
        switch v {
        case .scalar: return .scalar(r[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .scalars: return .scalars(r)
        default: return nil
        }
    }
}

/// A point following a path (001 Listing 3-3): each element (line or curve) is a keyframe;
/// linear mode gives each element equal time (or the keyTimes), the paced modes move at
/// constant speed along the whole length. The angle is the direction of travel.
struct KeyframePath {
    let pieces: [ArcLengthPiece]
    let total: CGFloat

    init?(_ path: CGPath) {
        pieces = ArcLengthPiece.subpaths(path.segments).flatMap(\.pieces)
        guard !pieces.isEmpty else { return nil }
        total = pieces.reduce(0) { $0 + $1.length }
    }

    func point(at f: Double, mode: CAAnimationCalculationMode, keyTimes: [Double]?) -> (CGPoint, Double)? {
        let f = max(0, min(1, f))
        var index = 0, s: CGFloat = 0
        if mode == .paced || mode == .cubicPaced {
            var remaining = CGFloat(f) * total
            while index < pieces.count - 1, remaining > pieces[index].length { remaining -= pieces[index].length; index += 1 }
            s = min(remaining, pieces[index].length)
        } else {
            let n = pieces.count
            let times = keyTimes.flatMap { $0.count == n + 1 ? $0 : nil } ?? (0...n).map { Double($0) / Double(n) }
            while index < n - 1, f >= times[index + 1] { index += 1 }
            let span = times[index + 1] - times[index]
            let local = span > 0 ? (f - times[index]) / span : 1
            if mode == .discrete { return (pieces[index].point(atLength: 0), angle(index, 0)) }
            // Within an element, the curve's own parameter (not arc length), as Apple's linear mode.
            let piece = pieces[index]
            if case .curve(let p0, let p1, let p2, let p3, _) = piece {
                let p = PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(local))
                return (p, direction(piece, parameter: CGFloat(local)))
            }
            s = CGFloat(local) * piece.length
        }
        let piece = pieces[index]
        return (piece.point(atLength: s), direction(piece, parameter: piece.parameter(atLength: s)))
    }

    private func angle(_ index: Int, _ t: CGFloat) -> Double { direction(pieces[index], parameter: t) }

    /// The tangent's angle at curve parameter t (y down, so positive is clockwise on screen).
    private func direction(_ piece: ArcLengthPiece, parameter t: CGFloat) -> Double {
        switch piece {
        case .line(let a, let b): return Double(atan2(b.y - a.y, b.x - a.x))
        case .curve(let p0, let p1, let p2, let p3, _):
            let u = 1 - t
            var dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
            var dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
            if dx == 0 && dy == 0 { dx = p3.x - p0.x; dy = p3.y - p0.y }
            return Double(atan2(dy, dx))
        }
    }
}
