/// Bytes behind an image (Apple: CGDataProvider); Lamina's always hold a copy in memory.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data?

    public init?(data: Data) { self.data = data }
    public init?(dataInfo: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void) {
        guard size >= 0 else { return nil }
        self.data = Data(bytes: data, count: size)
        releaseData(dataInfo, data, size)
    }
    /// Reads the whole file at `url` now; nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(data: bytes)
    }
}
