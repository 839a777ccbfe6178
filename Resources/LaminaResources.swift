import Foundation

/// The images the gallery, examples and tests use — BounceDemo's two images (002), 004's
/// clock face and hands — at 1x and @2x. They are found by name with `UIImage(named:)`; this
/// is their bundle, for code that wants it by hand.
public enum LaminaResources {
    public static var bundle: Bundle { Bundle.module }
}
