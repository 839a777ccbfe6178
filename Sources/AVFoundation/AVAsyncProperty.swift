import Foundation

/// A property of an asset loaded asynchronously (Apple: AVAsyncProperty): `try await
/// asset.load(.duration)`. Lamina's assets offer `.duration` and `.isPlayable`; loading opens
/// the media once, off the caller's thread, and remembers what it found.
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {
    /// Where a property's loading stands (Apple: AVAsyncProperty.Status).
    public enum Status {
        case notYetLoaded, loading
        case loaded(Value)
        case failed(Error)
    }

    let name: String
    let read: (AVAsset) throws -> Value

    init(name: String, read: @escaping (AVAsset) throws -> Value) {
        self.name = name
        self.read = read
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    /// The asset's length (a failure to open the media throws its error).
    public static var duration: AVAsyncProperty<Root, CMTime> {
        AVAsyncProperty(name: "duration") { asset in try asset.probe().mapError { $0.error }.get() }
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    /// Whether the asset plays (false, not an error, for media GStreamer cannot open).
    public static var isPlayable: AVAsyncProperty<Root, Bool> {
        AVAsyncProperty(name: "isPlayable") { asset in (try? asset.probe().get())?.isNumeric ?? false }
    }
}

/// Loading properties asynchronously (Apple: AVAsynchronousKeyValueLoading's async form).
/// Its methods are the extension's, not requirements: a non-final class cannot satisfy a
/// requirement generic over `AVAsyncProperty<Self, T>` in Swift, and assets are classes.
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsset: AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading where Self: AVAsset {
    /// Loads `property`, opening the media on a background queue the first time.
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
        let box = try await withCheckedThrowingContinuation { (done: CheckedContinuation<UncheckedBox<T>, Error>) in
            DispatchQueue.global().async {
                do { done.resume(returning: UncheckedBox(try property.read(self))) } catch { done.resume(throwing: error) }
            }
        }
        return box.value
    }

    /// Loads two properties (Apple's tuple form: `let (d, p) = try await asset.load(.duration, .isPlayable)`).
    public func load<A, B>(_ a: AVAsyncProperty<Self, A>, _ b: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        (try await load(a), try await load(b))
    }

    /// Whether `property` is loaded (its value), failed (why), or not yet loaded.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        guard probeResult != nil else { return .notYetLoaded }
        do { return .loaded(try property.read(self)) } catch { return .failed(error) }
    }
}

/// A value handed from the loading queue back to the awaiting task.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
