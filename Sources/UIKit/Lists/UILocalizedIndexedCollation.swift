import Foundation

/// Sections for a list sorted by name, with the titles of a table's section index (Apple:
/// UILocalizedIndexedCollation): put each object in the section of its name's first letter,
/// sort each section, and give the table `sectionTitles` as headers and `sectionIndexTitles`
/// as its index.
///
/// Lamina: the sections are the Latin alphabet and "#" (names that start with anything
/// else), in every locale — Apple tailors them to the locale's script. Letters are compared
/// without case or accents ("é" files under E). Swift on Linux has no selectors, so the
/// methods that take `collationStringSelector:` take the name as a function instead — a key
/// path reads the same at the call site: `section(for: contact, collationStringSelector: \.name)`.
public final class UILocalizedIndexedCollation: Sendable {
    /// "A" through "Z", then "#".
    public let sectionTitles: [String]
    /// The index titles: the same as the section titles.
    public var sectionIndexTitles: [String] { sectionTitles }

    private static let shared = UILocalizedIndexedCollation()

    private init() {
        sectionTitles = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]
    }

    /// The collation of the current locale.
    public class func current() -> UILocalizedIndexedCollation { shared }

    /// The section an index title leads to (they correspond one to one here).
    public func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(0, indexTitleIndex), sectionTitles.count - 1)
    }

    /// The section `object` files under, by the first letter of the name `collationStringSelector` gives.
    public func section<T>(for object: T, collationStringSelector: (T) -> String) -> Int {
        section(forName: collationStringSelector(object))
    }

    /// `array` sorted by the names `collationStringSelector` gives, as the collation orders
    /// them (case and accents aside, then as written); equal names keep their order.
    public func sortedArray<T>(from array: [T], collationStringSelector: (T) -> String) -> [T] {
        let keyed = array.enumerated().map { (key: Self.foldedKey(collationStringSelector($0.element)), order: $0.offset, element: $0.element) }
        return keyed.sorted { a, b in
            if a.key.folded != b.key.folded { return a.key.folded < b.key.folded }
            if a.key.original != b.key.original { return a.key.original < b.key.original }
            return a.order < b.order
        }.map(\.element)
    }

    private func section(forName name: String) -> Int {
        let folded = Self.foldedKey(name).folded
        guard let first = folded.unicodeScalars.first, first.value >= 65, first.value <= 90 else {
            return sectionTitles.count - 1
        }
        return Int(first.value - 65)
    }

    /// A name without case or accents (for filing and for the first ordering), and as written.
    private static func foldedKey(_ name: String) -> (folded: String, original: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let folded = trimmed.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        return (folded.uppercased(), trimmed)
    }
}
