import CoreGraphics
import Foundation
import QuartzCore
import Shell

// libFuzzer targets (issue "Proven under the sanitizers…", Fuzzing), one binary: the target is
// chosen by LAMINA_FUZZ (png, jpeg, recording, keypath, path). Built by scripts/fuzz with
// `swift build --sanitize=fuzzer --sanitize=address`, which instruments every module for
// coverage; libFuzzer provides `main`. Seeds: Tests/Fuzz/Corpus/TARGET/.

private let target = ProcessInfo.processInfo.environment["LAMINA_FUZZ"] ?? "png"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    switch target {
    case "png": fuzzImage(data, png: true)
    case "jpeg": fuzzImage(data, png: false)
    case "recording": _ = try? InputRecording.parse(String(decoding: data, as: UTF8.self))
    case "keypath": fuzzKeyPath(data)
    case "path": fuzzPath(data)
    default: fatalError("LAMINA_FUZZ must be png, jpeg, recording, keypath or path, not \(target)")
    }
    // One input is one turn of a run loop: its implicit transaction commits (without this the
    // transaction keeps every layer it touched, as Core Animation's does without a run loop).
    CATransaction.flush()
    return 0
}

/// A decoded image, if any, drawn into a small context (its pixels are read).
private func fuzzImage(_ data: Data, png: Bool) {
    guard let provider = CGDataProvider(data: data) else { return }
    let image = png ? CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
                    : CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    guard let image, let ctx = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return }
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8))
}

/// The first line is a key path, the rest a value as text: read, set, animate on a layer of
/// each built-in class.
private func fuzzKeyPath(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts.first ?? "")
    let raw = parts.count > 1 ? String(parts[1]) : ""
    let value: Any = Double(raw).map { $0 as Any } ?? (raw.isEmpty ? NSNull() : raw as Any)
    for layer in [CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer(), CAReplicatorLayer(), CAScrollLayer()] {
        _ = layer.value(forKeyPath: path)
        layer.setValue(value, forKeyPath: path)
        _ = layer.value(forKey: path)
        let a = CABasicAnimation(keyPath: path)
        a.fromValue = value
        layer.add(a, forKey: "fuzz")
        _ = layer.presentation()
    }
}

/// Path elements from the bytes (an opcode then coordinates, any bit pattern: NaN and ∞
/// included), then what is asked of paths: bounds, hit tests, stroking, dashing, copying.
private func fuzzPath(_ data: Data) {
    var bytes = data.makeIterator()
    func number() -> CGFloat? {
        var bits: UInt32 = 0
        for _ in 0..<4 { guard let b = bytes.next() else { return nil }; bits = bits << 8 | UInt32(b) }
        return CGFloat(Float(bitPattern: bits))
    }
    func point() -> CGPoint? { guard let x = number(), let y = number() else { return nil }; return CGPoint(x: x, y: y) }
    let path = CGMutablePath()
    var elements = 0
    while let op = bytes.next(), elements < 256 {
        elements += 1
        switch op % 9 {
        case 0: if let p = point() { path.move(to: p) }
        case 1: if let p = point() { path.addLine(to: p) }
        case 2: if let c = point(), let p = point() { path.addQuadCurve(to: p, control: c) }
        case 3: if let c1 = point(), let c2 = point(), let p = point() { path.addCurve(to: p, control1: c1, control2: c2) }
        case 4: path.closeSubpath()
        case 5: if let c = point(), let r = number(), let a = number(), let b = number() {
            path.addArc(center: c, radius: r, startAngle: a, endAngle: b, clockwise: op & 16 != 0) }
        case 6: if let o = point(), let s = point() { path.addRect(CGRect(origin: o, size: CGSize(width: s.x, height: s.y))) }
        case 7: if let o = point(), let s = point() { path.addEllipse(in: CGRect(origin: o, size: CGSize(width: s.x, height: s.y))) }
        default: if let o = point(), let s = point(), let r = number() {
            path.addRoundedRect(in: CGRect(origin: o, size: CGSize(width: s.x, height: s.y)), cornerWidth: r, cornerHeight: r) }
        }
    }
    _ = path.boundingBox
    _ = path.boundingBoxOfPath
    _ = path.contains(CGPoint(x: 1, y: 1))
    _ = path.contains(CGPoint(x: 1, y: 1), using: .evenOdd)
    _ = path.copy(strokingWithWidth: 3, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    // Dashes scaled to the path (a fixed 4-point dash along a path 10³⁰ long is a million
    // dashes, the dasher's cap: correct but slow, and the fuzzer would spend its time there).
    let extent = path.boundingBoxOfPath.width + path.boundingBoxOfPath.height
    let dash = extent.isFinite ? max(4, extent / 200) : 4
    _ = path.copy(dashingWithPhase: 1, lengths: [dash, dash / 2])
    let layer = CAShapeLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
    layer.path = path
    layer.lineWidth = 2
    layer.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    if let ctx = CGContext(data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0,
                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) {
        layer.render(in: ctx)
    }
}

#if !LAMINA_LIBFUZZER
/// Without libFuzzer: runs the target (LAMINA_FUZZ) over each file named on the command line —
/// the corpus as a regression test (scripts/test).
@main
struct FuzzReplay {
    static func main() {
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("lamina-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            _ = data.withUnsafeBytes { raw in
                fuzzOne(raw.bindMemory(to: UInt8.self).baseAddress ?? UnsafePointer(bitPattern: 1)!, raw.count)
            }
            count += 1
        }
        print("lamina-fuzz \(target): \(count) inputs, no crash")
    }
}
#endif
