/// A bitmap drawing destination (Apple: CGContext), drawing through cairo.
///
/// As on Apple, a context you create has its origin at the bottom left with y up; memory row 0
/// is the top row of the image. Internally cairo draws top-down, so every cairo matrix is the
/// user CTM followed by `deviceFlip`.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// What cairo draws into; the caller's memory itself when its layout is native.
    package let surface: PixelBuffer
    /// The caller's memory when its layout is not native: synced around every operation.
    private let staged: (memory: UnsafeMutableRawPointer, layout: PixelLayout)?
    private let ownedMemory: PixelBuffer?
    let canvas: CairoCanvas
    var state = GraphicsState()
    private var stack: [GraphicsState] = []
    /// The current path, in device space (Apple builds paths through the CTM at the time).
    var devicePath = CGMutablePath()
    package let deviceFlip: CGAffineTransform

    /// A bitmap context. Supported, as on Apple: 8 bits per component RGB with premultiplied
    /// or skipped alpha (first or last, default/32Big/32Little order), 8-bit gray, and 8-bit
    /// alpha-only. nil for any other layout, an impossible size, or a `bytesPerRow` too small.
    /// `bytesPerRow` 0 is computed; `data` nil allocates zeroed memory the context owns.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let alpha = info.alphaInfo else { return nil }
        let bpp: Int
        switch (alpha, space.model) {
        case (.alphaOnly, _): bpp = 8
        case (.none, .monochrome): bpp = 8
        case (.premultipliedFirst, .rgb), (.premultipliedLast, .rgb),
             (.noneSkipFirst, .rgb), (.noneSkipLast, .rgb): bpp = 32
        default: return nil
        }
        guard PixelBuffer.validSize(width, height), bytesPerRow >= 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bpp, model: space.model, info: info)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? (width * bpp / 8 + 3) & ~3 : bytesPerRow
        guard rowBytes >= width * bpp / 8 else { return nil }
        let nativeFormat: PixelBuffer.Format? =
            layout == .native ? .argb32 : layout == .nativeOpaque ? .rgb24 : layout.kind == .alpha8 ? .a8 : nil
        let memory: UnsafeMutableRawPointer
        if let data { memory = data; ownedMemory = nil } else {
            guard let own = PixelBuffer(width: (rowBytes + 3) / 4, height: height, format: .argb32) else { return nil }
            memory = own.pointer; ownedMemory = own
        }
        if let f = nativeFormat, rowBytes % 4 == 0 {
            surface = PixelBuffer(wrapping: memory, width: width, height: height, stride: rowBytes, format: f)
            staged = nil
        } else {
            let f: PixelBuffer.Format = layout.kind == .alpha8 ? .a8 : (layout.hasAlpha ? .argb32 : .rgb24)
            guard let s = PixelBuffer(width: width, height: height, format: f) else { return nil }
            surface = s
            staged = (memory, layout)
        }
        self.width = width; self.height = height
        self.bitsPerComponent = bitsPerComponent; bitsPerPixel = bpp; self.bytesPerRow = rowBytes
        colorSpace = alpha == .alphaOnly ? nil : space
        self.bitmapInfo = info
        canvas = CairoCanvas(pixels: surface)
        deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// The pixels, in the layout the context was created with.
    public var data: UnsafeMutableRawPointer? { staged?.memory ?? surface.pointer }

    /// Runs a drawing operation, keeping a non-native caller buffer in step with cairo's.
    /// Drawing operations run so far (UIKit tells a `draw(_:)` that drew nothing from one that did).
    package private(set) var drawingCount = 0

    package func drawing(_ body: () -> Void) {
        drawingCount &+= 1
        if let (memory, layout) = staged {
            layout.convertToNative(from: UnsafeRawBufferPointer(start: memory, count: bytesPerRow * height),
                                   srcStride: bytesPerRow, to: surface.bytes, dstStride: surface.stride,
                                   width: width, height: height)
            canvas.markDirty()
            body()
            canvas.flush()
            layout.convertFromNative(from: UnsafeRawBufferPointer(surface.bytes), srcStride: surface.stride,
                                     to: UnsafeMutableRawBufferPointer(start: memory, count: bytesPerRow * height),
                                     dstStride: bytesPerRow, width: width, height: height)
        } else {
            canvas.markDirty()
            body()
            canvas.flush()
        }
    }

    /// A snapshot of the pixels as an image (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        if let (memory, _) = staged, let space = colorSpace ?? Optional(CGColorSpace.deviceGray),
           let provider = CGDataProvider(data: Data(bytes: memory, count: bytesPerRow * height)) {
            return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                           bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, provider: provider,
                           decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        canvas.flush()
        return CGImage(pixels: surface.copy(), space: colorSpace ?? .srgbSpace)
    }

    public func flush() { canvas.flush() }
    public func synchronize() { canvas.flush() }

    // MARK: Graphics state

    public func saveGState() {
        stack.append(state)
        canvas.save()
    }

    /// Restores the last saved state; an unmatched restore is ignored.
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        state = saved
        canvas.restore()
    }

    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    public func setLineWidth(_ width: CGFloat) { if width.isFinite { state.lineWidth = max(0, width) } }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
    /// Dashes for strokes; an empty array, or a pattern with a negative or no positive length,
    /// strokes solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        state.dashLengths = valid ? lengths : []
        state.dashPhase = phase.isFinite ? phase : 0
    }
    public func setAlpha(_ alpha: CGFloat) { if !alpha.isNaN { state.alpha = min(max(alpha, 0), 1) } }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }
    public func setShouldAntialias(_ on: Bool) { state.shouldAntialias = on }
    public func setAllowsAntialiasing(_ on: Bool) { state.allowsAntialiasing = on }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// A shadow under everything drawn next: `offset` and `blur` are in device space (not
    /// affected by the CTM), as Apple documents; y up like the context's base space.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadowOffset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        state.shadowBlur = blur.isFinite ? max(0, blur) : 0
        state.shadowColor = color
    }
    /// The default shadow colour: black at one third alpha, as Apple's.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
