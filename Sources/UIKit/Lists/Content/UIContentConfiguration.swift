import QuartzCore

/// The state a configuration is updated for (Apple: UIConfigurationState).
@preconcurrency @MainActor
public protocol UIConfigurationState {}
extension UICellConfigurationState: UIConfigurationState {}

/// A description of a view's content that makes the view showing it (Apple:
/// UIContentConfiguration). A cell's `contentConfiguration` is one of these.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (selected, highlighted…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (Apple: UIContentView).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }

    /// `configuration` as the kind this view shows, or nil with a message naming the mismatch
    /// (the view keeps what it shows).
    func accepted<C: UIContentConfiguration>(_ configuration: UIContentConfiguration, as kind: C.Type) -> C? {
        guard let c = configuration as? C else {
            Diagnostics.warn("\(Self.self): a \(type(of: configuration)) is not a \(C.self); kept the old one")
            return nil
        }
        return c
    }
}
