import QuartzCore

/// The output's refresh grid as the last presentation (`wp_presentation`) fixes it: frames are
/// seen at that moment plus whole refresh intervals, and a frame drawn now is evaluated for the
/// first of them after now (001: the render server evaluates animations for the frame's time).
package struct RefreshGrid: Equatable {
    /// When the last frame reached the screen, on the media clock.
    package var shown: CFTimeInterval
    /// The output's refresh interval.
    package var interval: CFTimeInterval

    package init(shown: CFTimeInterval, interval: CFTimeInterval) {
        self.shown = shown
        self.interval = interval
    }

    /// The first refresh after `now`; nil when the presentation is a second old or more (the
    /// window was hidden, the grid is not known any more). A presentation a little after
    /// `now` — up to an interval, as the compositor's clock put on ours is off by however
    /// long the measuring took — still counts: the frame is seen at the refresh after it.
    package func next(after now: CFTimeInterval) -> CFTimeInterval? {
        guard now - shown < 1, shown - now < interval, interval > 0 else { return nil }
        // Strictly after: a refresh at `now` (to rounding) is being shown already.
        let periods = max(0, ((now - shown) / interval + 1e-6).rounded(.down))
        return shown + periods * interval + interval
    }
}
