/// How a presented controller covers the screen (Apple: UIModalPresentationStyle). On an
/// iPhone-sized window UIKit shows the sheet styles as a page sheet and the context styles
/// over the whole window; Lamina does the same at every size.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// Whether the presenter's view is covered entirely and leaves the screen (it hears
    /// viewWillDisappear/viewDidDisappear), as for full-screen styles.
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// Whether the controller shows as a sheet over a dimmed presenter.
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet || self == .popover }
}

/// How a presented controller comes on screen (Apple: UIModalTransitionStyle). Lamina slides
/// up for `coverVertical` and cross-fades for the others (the flip and the page curl too).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
