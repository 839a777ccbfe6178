/// A view inside a scroll view that gets its touches at once, not after the scroll view's
/// wait to see whether a drag begins (`delaysContentTouches`): UIKit's table section index
/// reacts at touch-down, and a drag on it moves along the index, never the list.
@MainActor
protocol ImmediateContentTouches: UIView {}
