import CoreGraphics

/// The outcome of comparing an image with its golden PNG under Tests/Goldens.
public struct GoldenResult {
    public let matches: Bool
    public let message: String
}

/// Compares `image` with `Tests/Goldens/NAME.png`, allowing `tolerance` per channel on
/// premultiplied values and up to `maxMismatchFraction` pixels beyond it. On mismatch writes
/// NAME.actual.png and NAME.diff.png (mismatches red over a faded copy) to the artifacts.
/// LAMINA_RECORD_GOLDENS=1 (re)writes the golden instead; a missing golden is a failure.
public func compareWithGolden(_ image: CGImage, _ name: String, tolerance: Int = 2,
                              maxMismatchFraction: Double = 0) -> GoldenResult {
    let goldenURL = repositoryRoot.appendingPathComponent("Tests/Goldens/\(name).png")
    writeArtifact(image, name)
    if ProcessInfo.processInfo.environment["LAMINA_RECORD_GOLDENS"] == "1" {
        try? image.pngData()?.write(to: goldenURL)
        return GoldenResult(matches: true, message: "recorded \(goldenURL.path)")
    }
    guard let data = try? Data(contentsOf: goldenURL), let provider = CGDataProvider(data: data),
          let golden = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    else { return GoldenResult(matches: false, message: "no golden at \(goldenURL.path); record with LAMINA_RECORD_GOLDENS=1") }
    guard golden.width == image.width, golden.height == image.height else {
        writeArtifact(image, name + ".actual")
        return GoldenResult(matches: false, message: "size \(image.width)×\(image.height) ≠ golden \(golden.width)×\(golden.height)")
    }
    let a = makeBitmapContext(width: image.width, height: image.height)
    let g = makeBitmapContext(width: image.width, height: image.height)
    let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    a.setBlendMode(.copy); a.draw(image, in: rect)
    g.setBlendMode(.copy); g.draw(golden, in: rect)
    let diff = makeBitmapContext(width: image.width, height: image.height)
    var mismatches = 0, worst = 0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let pa = pixel(a, x, y), pg = pixel(g, x, y)
            let d = pa.distance(to: pg)
            worst = max(worst, d)
            let word: UInt32
            if d > tolerance { mismatches += 1; word = 0xFFFF_0000 } else {
                word = 0x4000_0000 | UInt32(pg.r / 4) << 16 | UInt32(pg.g / 4) << 8 | UInt32(pg.b / 4)
            }
            (diff.data! + y * diff.bytesPerRow).storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
        }
    }
    let allowed = Int(Double(image.width * image.height) * maxMismatchFraction)
    if mismatches > allowed {
        writeArtifact(image, name + ".actual")
        if let d = diff.makeImage() { writeArtifact(d, name + ".diff") }
        return GoldenResult(matches: false, message: "\(mismatches) pixels differ by more than \(tolerance) (worst \(worst)); see \(artifactDirectory.path)/\(name).diff.png")
    }
    return GoldenResult(matches: true, message: "")
}
