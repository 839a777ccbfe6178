import Foundation
import Shell

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a touch tracks a scroll view or a control, and
    /// while a scroll view decelerates (Apple: `UITrackingRunLoopMode`). Timers added for
    /// `.default` pause in it; add a timer for `.common` to keep it firing while the user scrolls.
    public static let tracking = MainRunLoop.trackingMode
}
