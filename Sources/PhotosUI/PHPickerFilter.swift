/// Which items the photo picker offers (Apple: PHPickerFilter), combined with `any(of:)`,
/// `all(of:)` and `not(_:)`.
///
/// Lamina's library is a folder (see `PHPickerViewController`): its pictures are PNG and JPEG
/// files, its videos MP4, QuickTime and WebM files, its screenshots the pictures whose names
/// begin "Screenshot" (as GNOME and KDE name them). There are no Live Photos, so
/// `livePhotos` matches nothing; the other kinds Photos recognises (panoramas, bursts,
/// slow-motion and the rest) are absent.
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case images, videos, livePhotos, screenshots
        case any([Rule]), all([Rule]), not(Rule)
    }
    let rule: Rule

    public static let images = PHPickerFilter(rule: .images)
    public static let videos = PHPickerFilter(rule: .videos)
    public static let livePhotos = PHPickerFilter(rule: .livePhotos)
    public static let screenshots = PHPickerFilter(rule: .screenshots)

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an item of the library passes.
    func admits(isVideo: Bool, name: String) -> Bool { Self.admits(rule, isVideo: isVideo, name: name) }

    private static func admits(_ r: Rule, isVideo: Bool, name: String) -> Bool {
        switch r {
        case .images: return !isVideo
        case .videos: return isVideo
        case .livePhotos: return false
        case .screenshots: return !isVideo && name.lowercased().hasPrefix("screenshot")
        case .any(let rs): return rs.contains { admits($0, isVideo: isVideo, name: name) }
        case .all(let rs): return rs.allSatisfy { admits($0, isVideo: isVideo, name: name) }
        case .not(let r): return !admits(r, isVideo: isVideo, name: name)
        }
    }
}
