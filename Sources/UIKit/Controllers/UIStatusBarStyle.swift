/// How the status bar's content is drawn (Apple: UIStatusBarStyle). A Lamina window has no
/// status bar; controllers name a style for it as on iOS.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates as it hides or shows (Apple: UIStatusBarAnimation).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
