/// Views can be observed with `observe(_:options:changeHandler:)`, as iOS code observes a
/// view's `bounds` or `frame`, a scroll view's `contentOffset` or `contentSize` (a table
/// sized to its rows), or a label's `text`. UIKit documents few of its properties as
/// key-value observable and Lamina announces these: geometry, `alpha` and `isHidden` as
/// their layer changes, and `UIScrollView`'s content size and insets as they are set. Other
/// key paths are read again whenever the view announces a change and told when they differ.
extension UIView: _KeyValueCodingAndObserving {}
