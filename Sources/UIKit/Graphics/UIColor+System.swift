import QuartzCore

/// The system and semantic colours: dynamic, with iOS's values for the light and the dark
/// appearance (Apple's Human Interface Guidelines, "Color": system colours and the
/// "dynamic system colors" tables; base interface level, default contrast).
extension UIColor {
    /// A system colour from its 0–255 components in each appearance.
    private static func system(_ light: (CGFloat, CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        UIColor(light: UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
                dark: UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
    }

    // System colours.
    public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
    public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
    public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
    public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
    public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
    public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
    public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
    public static let systemTeal = system((48, 176, 199, 1), (64, 200, 224, 1))
    public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))
    public static let systemMint = system((0, 199, 190, 1), (99, 230, 226, 1))
    public static let systemCyan = system((50, 173, 230, 1), (100, 210, 255, 1))
    public static let systemBrown = system((162, 132, 94, 1), (172, 142, 104, 1))
    public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
    public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))
    /// The app's default tint: the colour set named "AccentColor" in the app's asset
    /// catalogs — the global accent colour Xcode's app templates name — else system blue.
    public static let tintColor = UIColor(named: "AccentColor") ?? UIColor.systemBlue

    // Label colours.
    public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))

    // Separators.
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))

    // Backgrounds, plain and grouped.
    public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
    public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
    public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
    public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = system((255, 255, 255, 1), (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = system((242, 242, 247, 1), (44, 44, 46, 1))

    // Fills for thin and small shapes, then larger ones.
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Text colours that do not adapt (Apple: for text on dark and light backgrounds).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
}

/// The colours of UIKit's own controls and bars, where iOS draws them differently in the dark.
extension UIColor {
    /// An opaque bar's background (and, at 94%, a translucent one's).
    static let barBackground = UIColor(light: .white, dark: UIColor(white: 0.07, alpha: 1))
    /// The thin line under a bar.
    static let barHairline = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))
    /// A highlighted menu row and a menu's group separator.
    static let menuHighlight = UIColor(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.1))
    /// A rounded-rect text field's hairline border and its background.
    static let textFieldBorder = UIColor(light: UIColor(white: 0.8, alpha: 1), dark: UIColor(white: 0.3, alpha: 1))
    static let textFieldBackground = UIColor(light: .white, dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    /// The selected segment's plate.
    static let segmentPlate = UIColor(light: .white, dark: UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
    /// A gray-style button's background.
    static let grayButton = UIColor(light: UIColor(white: 0.92, alpha: 1), dark: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
}
