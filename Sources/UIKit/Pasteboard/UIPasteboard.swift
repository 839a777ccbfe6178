import Foundation

/// Shared data for copy and paste (Apple: UIPasteboard). A pasteboard holds items, each a
/// dictionary from a type identifier (a UTI such as `"public.utf8-plain-text"`) to its
/// value; the convenience properties (`string`, `url`, `image`, `color` and their plurals)
/// read and write items of the standard types. Every change counts in `changeCount` and posts
/// `changedNotification` on the main queue with the types added and removed.
///
/// `general` is the app's system pasteboard: the text field and text view standard edit
/// actions (Ctrl or Super with C, X, V and A on a desktop keyboard) copy to and paste from it.
/// In a window it is the desktop's clipboard too (`UIPasteboard+Desktop.swift`): what the app
/// puts there pastes in other programs, and what they copy reads here. Named pasteboards
/// (`init(name:create:)`, `withUniqueName()`) live as long as the app. Safe to use from any
/// thread.
public final class UIPasteboard: @unchecked Sendable {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are gone.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Keep the items on this device (all of Lamina's are).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// In `changedNotification`'s user info: the types added (`[String]`).
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// In `changedNotification`'s user info: the types removed (`[String]`).
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The standard types the convenience properties use (Apple's UTIs).
    public static let typeListString: [String] = [PasteboardType.plainText, PasteboardType.text]
    public static let typeListURL: [String] = [PasteboardType.url]
    public static let typeListImage: [String] = [PasteboardType.png, PasteboardType.jpeg, PasteboardType.image]
    public static let typeListColor: [String] = [PasteboardType.color]

    // MARK: Pasteboards

    /// The app's system pasteboard.
    public static let general = UIPasteboard(name: .general)

    /// The pasteboard named `name`, made when `create` (nil when it does not exist and
    /// `create` is false).
    public convenience init?(name: Name, create: Bool) {
        guard let existing = Registry.named(name, create: create) else { return nil }
        self.init(sharing: existing)
    }

    /// A new pasteboard with a name no other has.
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name("com.lamina.pboard.\(UUID().uuidString)"), create: true)!
    }

    /// Forgets the pasteboard named `name` (the general one stays).
    public static func remove(withName name: Name) {
        guard name != .general, let gone = Registry.remove(name) else { return }
        DispatchQueue.main.async { NotificationCenter.default.post(name: removedNotification, object: gone) }
    }

    public var name: Name { store.name }
    /// How many times the contents changed.
    public var changeCount: Int {
        importDesktopContents()
        return store.locked { $0.changeCount }
    }
    /// Whether the contents outlive the app (deprecated on iOS; none of Lamina's do).
    public var isPersistent: Bool { false }

    // MARK: Items

    /// The items, each a dictionary from type identifier to value (expired items are gone).
    public var items: [[String: Any]] {
        get {
            importDesktopContents()
            return store.locked { $0.liveItems() }
        }
        set { setItems(newValue) }
    }

    public var numberOfItems: Int { items.count }

    /// Replaces the items; `options` may set an `expirationDate`.
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let expiry = options[.expirationDate] as? Date
        change { state in
            state.items = items
            state.expiry = expiry
        }
    }

    /// Adds items after the ones there.
    public func addItems(_ items: [[String: Any]]) {
        change { state in state.items = state.liveItems() + items }
    }

    /// The types of the first item.
    public var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The types of each item.
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let all = items
        let indices = itemSet.map { Array($0) } ?? Array(all.indices)
        guard indices.allSatisfy(all.indices.contains) else { return nil }
        return indices.map { Array(all[$0].keys).sorted() }
    }

    /// Whether the first item has any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Whether any of the items in `itemSet` (all when nil) has any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let all = items
        let indices = itemSet.map { Array($0) } ?? Array(all.indices)
        return indices.contains { i in all.indices.contains(i) && pasteboardTypes.contains { all[i][$0] != nil } }
    }

    /// The first item's value of `pasteboardType` as data (strings as UTF-8, images as PNG).
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = items.first?[pasteboardType] else { return nil }
        return Self.data(of: value)
    }

    /// The first item's value of `pasteboardType`.
    public func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    /// Makes the contents one item of `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// Makes the contents one item of `value` as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    // MARK: Standard types

    /// The first item's text (nil when the first item has none).
    public var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [[PasteboardType.plainText: $0]] } ?? []) }
    }
    /// Every item's text, in item order (nil when no item has text).
    public var strings: [String]? {
        get { Self.values(items, Self.typeListString) { Self.text(of: $0) } }
        set { setItems((newValue ?? []).map { [PasteboardType.plainText: $0] }) }
    }
    public var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [[PasteboardType.url: $0]] } ?? []) }
    }
    public var urls: [URL]? {
        get { Self.values(items, Self.typeListURL) { ($0 as? URL) ?? (Self.text(of: $0)).flatMap(URL.init(string:)) } }
        set { setItems((newValue ?? []).map { [PasteboardType.url: $0] }) }
    }
    public var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [[PasteboardType.png: $0]] } ?? []) }
    }
    public var images: [UIImage]? {
        get { Self.values(items, Self.typeListImage) { ($0 as? UIImage) ?? ($0 as? Data).flatMap { UIImage(data: $0) } } }
        set { setItems((newValue ?? []).map { [PasteboardType.png: $0] }) }
    }
    public var color: UIColor? {
        get { colors?.first }
        set { setItems(newValue.map { [[PasteboardType.color: $0]] } ?? []) }
    }
    public var colors: [UIColor]? {
        get { Self.values(items, Self.typeListColor) { $0 as? UIColor } }
        set { setItems((newValue ?? []).map { [PasteboardType.color: $0] }) }
    }

    public var hasStrings: Bool { contains(pasteboardTypes: Self.typeListString, inItemSet: nil) }
    public var hasURLs: Bool { contains(pasteboardTypes: Self.typeListURL, inItemSet: nil) }
    public var hasImages: Bool { contains(pasteboardTypes: Self.typeListImage, inItemSet: nil) }
    public var hasColors: Bool { contains(pasteboardTypes: Self.typeListColor, inItemSet: nil) }

    // MARK: Storage

    let store: Store

    private init(name: Name) { store = Registry.named(name, create: true)! }
    private init(sharing store: Store) { self.store = store }

    /// Applies `edit` to the contents, counts the change and posts what types came and went.
    private func change(_ edit: (inout State) -> Void) {
        let (before, after, items) = store.locked { state -> (Set<String>, Set<String>, [[String: Any]]) in
            let before = Set(state.liveItems().flatMap(\.keys))
            edit(&state)
            state.changeCount += 1
            return (before, Set(state.liveItems().flatMap(\.keys)), state.liveItems())
        }
        exportToDesktop(items)
        let info: [String: Any] = [Self.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
                                   Self.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted()]
        nonisolated(unsafe) let userInfo = info
        let pasteboard = self
        DispatchQueue.main.async {
            NotificationCenter.default.post(name: Self.changedNotification, object: pasteboard, userInfo: userInfo)
        }
    }

    static func text(of value: Any) -> String? {
        if let s = value as? String { return s }
        if let s = value as? NSString { return s as String }
        if let d = value as? Data { return String(data: d, encoding: .utf8) }
        if let u = value as? URL { return u.absoluteString }
        return nil
    }

    private static func data(of value: Any) -> Data? {
        if let d = value as? Data { return d }
        if let s = text(of: value) { return Data(s.utf8) }
        if let image = value as? UIImage { return image.pngData() }
        return nil
    }

    /// For each item, the first of `types` it has, converted; nil when none has any.
    private static func values<T>(_ items: [[String: Any]], _ types: [String], _ convert: (Any) -> T?) -> [T]? {
        let found = items.compactMap { item in types.lazy.compactMap { item[$0] }.first.flatMap(convert) }
        return found.isEmpty ? nil : found
    }

    /// What a pasteboard holds, shared by every `UIPasteboard` of its name.
    struct State {
        var items: [[String: Any]] = []
        var expiry: Date?
        var changeCount = 0
        /// The desktop clipboard's generation last read into the general pasteboard.
        var importedGeneration: Int?
        func liveItems() -> [[String: Any]] {
            if let expiry, expiry <= Date() { return [] }
            return items
        }
    }

    final class Store: @unchecked Sendable {
        let name: Name
        private var state = State()
        private let lock = NSLock()
        init(name: Name) { self.name = name }
        func locked<T>(_ body: (inout State) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }

    /// The app's pasteboards by name.
    enum Registry {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var stores: [Name: Store] = [:]

        static func named(_ name: Name, create: Bool) -> Store? {
            lock.lock()
            defer { lock.unlock() }
            if let s = stores[name] { return s }
            guard create || name == .general else { return nil }
            let s = Store(name: name)
            stores[name] = s
            return s
        }

        static func remove(_ name: Name) -> UIPasteboard? {
            lock.lock()
            defer { lock.unlock() }
            return stores.removeValue(forKey: name).map(UIPasteboard.init(sharing:))
        }
    }
}

/// The type identifiers of the standard contents (Apple's UTIs).
enum PasteboardType {
    static let plainText = "public.utf8-plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"
    static let color = "com.apple.uikit.color"
    static let html = "public.html"
}
