import Foundation
import QuartzCore

/// Light or dark appearance (Apple: UIUserInterfaceStyle). The system's is light unless the
/// environment says dark (`UITraitCollection.systemStyle`); a window, view or controller
/// overrides it for itself and what it contains (`overrideUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// A size class (Apple: UIUserInterfaceSizeClass).
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device the interface is for (Apple: UIUserInterfaceIdiom).
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
/// The direction of the layout (Apple: UITraitEnvironmentLayoutDirection).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// The traits of an interface's environment (Apple: UITraitCollection): size classes,
/// display scale, idiom, appearance and layout direction. A window's are its own size's — a
/// side of at least 600 points is regular, as an iPad's full screen; shorter is compact, as
/// an iPhone's width — at its screen's scale, in the appearance the view resolves to (the
/// system's unless overridden), for the `.pad` idiom (a resizable window, as iPad apps on a
/// Mac report).
public final class UITraitCollection: Equatable, @unchecked Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// 0: unspecified.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The reader's text size (a window's: `.large`, iOS's default).
    public let preferredContentSizeCategory: UIContentSizeCategory

    public convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified, direction: .unspecified)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified, direction: .unspecified)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, idiom: .unspecified, direction: .unspecified)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, idiom: .unspecified, direction: .unspecified)
    }
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: displayScale, idiom: .unspecified, direction: .unspecified)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: userInterfaceIdiom, direction: .unspecified)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified,
                  direction: .unspecified, category: preferredContentSizeCategory)
    }
    /// The traits of each, later ones winning where they specify a trait.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        for c in collections {
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
        }
        self.init(style: style, horizontal: h, vertical: v, scale: scale, idiom: idiom, direction: direction, category: category)
    }

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, idiom: UIUserInterfaceIdiom, direction: UITraitEnvironmentLayoutDirection,
         category: UIContentSizeCategory = .unspecified) {
        userInterfaceStyle = style; horizontalSizeClass = horizontal; verticalSizeClass = vertical
        displayScale = scale; userInterfaceIdiom = idiom; layoutDirection = direction
        preferredContentSizeCategory = category
    }

    /// A side of at least this many points is of regular size class.
    static let regularLength: CGFloat = 600

    /// The traits of an interface of `size` points at `scale` in `style`. Asked for every
    /// view's traits (layout, drawing and colour resolution ask), so the last few made are
    /// kept and handed out again: a steady interface makes none.
    static func environment(size: CGSize, scale: CGFloat, direction: UIUserInterfaceLayoutDirection,
                            style: UIUserInterfaceStyle = UITraitCollection.systemStyle) -> UITraitCollection {
        let h: UIUserInterfaceSizeClass = size.width >= regularLength ? .regular : .compact
        let v: UIUserInterfaceSizeClass = size.height >= regularLength ? .regular : .compact
        let d: UITraitEnvironmentLayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let main = Thread.isMainThread
        if main {
            for c in recentEnvironments where c.userInterfaceStyle == style && c.horizontalSizeClass == h
                && c.verticalSizeClass == v && c.displayScale == scale && c.layoutDirection == d {
                return c
            }
        }
        let made = UITraitCollection(style: style, horizontal: h, vertical: v, scale: scale, idiom: .pad, direction: d, category: .large)
        if main {
            if recentEnvironments.count == 4 { recentEnvironments.removeFirst() }
            recentEnvironments.append(made)
        }
        return made
    }
    /// The environments made last (main thread only), newest last.
    @exclusivity(unchecked) nonisolated(unsafe) private static var recentEnvironments: [UITraitCollection] = []

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == userInterfaceIdiom)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether dynamic colours would look different under `other` (appearance differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.horizontalSizeClass == b.horizontalSizeClass
            && a.verticalSizeClass == b.verticalSizeClass && a.displayScale == b.displayScale
            && a.userInterfaceIdiom == b.userInterfaceIdiom && a.layoutDirection == b.layoutDirection
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory
    }

    public var description: String {
        "<UITraitCollection: style \(userInterfaceStyle), size classes \(horizontalSizeClass)×\(verticalSizeClass), scale \(displayScale), idiom \(userInterfaceIdiom)>"
    }
}

/// What has traits (Apple: UITraitEnvironment): views, controllers, windows.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
