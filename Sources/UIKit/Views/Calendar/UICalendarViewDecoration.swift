import Foundation

extension UICalendarView {
    /// What a day shows under its number (Apple: UICalendarView.Decoration): a dot, an image
    /// (a symbol, say) in a colour, or a view of the app's.
    @preconcurrency @MainActor
    public final class Decoration {
        /// How large a dot or image is (Apple: UICalendarView.DecorationSize).
        enum Kind { case dot(UIColor?, DecorationSize), image(UIImage?, UIColor?, DecorationSize), view(() -> UIView) }
        let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// A dot, grey unless given a colour.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration { Decoration(.dot(color, size)) }
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(.image(image, color, size))
        }
        /// A view made when the day is drawn (Apple limits its size to the decoration's room).
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration(.view(viewProvider)) }
    }

    public enum DecorationSize: Int, Sendable { case small, medium, large }
}

extension UICalendarView.DecorationSize {
    var side: CGFloat {
        switch self { case .small: return 4; case .medium: return 6; case .large: return 8 }
    }
    var imageSide: CGFloat {
        switch self { case .small: return 8; case .medium: return 11; case .large: return 14 }
    }
}
