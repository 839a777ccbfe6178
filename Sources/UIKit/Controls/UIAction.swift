import Foundation

/// A closure-based action (Apple: UIAction): what a control runs for its events.
@preconcurrency @MainActor
public final class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    public let handler: (UIAction) -> Void
    /// The control that sent it, while its handler runs.
    public package(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title; self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
