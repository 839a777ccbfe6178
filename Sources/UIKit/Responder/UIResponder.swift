/// An object in the responder chain (Apple: UIResponder). Views are responders; the chain
/// runs from a view to its superview and up. Event delivery along it (touches, presses,
/// first responder) comes with the app and events.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain: for a view, its superview.
    open var next: UIResponder? { nil }
}
