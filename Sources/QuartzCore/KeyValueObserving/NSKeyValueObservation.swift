import Foundation

/// A registered observation (Apple: `NSKeyValueObservation`): it lasts until `invalidate()` or
/// until the observation is released, so keep it in a property for as long as the handler
/// should run.
public final class NSKeyValueObservation: @unchecked Sendable {
    private let record: KeyValueObserverRecord

    init(record: KeyValueObserverRecord) { self.record = record }

    /// Stops the handler being called; later calls do nothing.
    public func invalidate() { KeyValueObserverRegistry.shared.remove(record) }

    deinit { invalidate() }
}
