/// The direction text runs in (Apple: NSWritingDirection): the paragraph's natural one, or
/// left-to-right or right-to-left.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
