import Foundation

/// What a text view that is not editable turns into links (Apple: UIDataDetectorTypes): web
/// and mail addresses (`link`) and telephone numbers (`phoneNumber`), drawn with the link
/// attributes and opened by a tap as `.link` ranges are. Foundation on Linux has no
/// `NSDataDetector`, so Lamina finds them itself (`DataDetector`); the other kinds Apple
/// detects (postal addresses, calendar events, tracking and flight numbers, money, physical
/// values) are absent.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// Finds what `UIDataDetectorTypes` names in a text: URLs with a scheme (`https://…`,
/// `mailto:…`), `www.` addresses (as `http://`), mail addresses (as `mailto:`), and telephone
/// numbers of 7 to 15 digits with the usual separators (as `tel:`). Trailing punctuation that
/// ends a sentence is left out of a link, a closing bracket kept when the link opened one.
enum DataDetector {
    struct Match { let range: NSRange; let url: URL }

    private static let linkPattern = try! NSRegularExpression(
        pattern: #"(?i)\b(?:(?:https?|ftp)://|mailto:|www\.)[^\s<>"]+|\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b"#)
    private static let phonePattern = try! NSRegularExpression(
        pattern: #"(?<![\w+])\+?\(?\d[\d\s().-]{5,}\d(?!\w)"#)
    /// Runs of digits that are dates or network addresses, not numbers to call.
    private static let notPhone = try! NSRegularExpression(
        pattern: #"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{1,3}(?:\.\d{1,3}){3})$"#)

    static func matches(in text: String, types: UIDataDetectorTypes) -> [Match] {
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var found: [Match] = []
        if types.contains(.link) {
            for m in linkPattern.matches(in: text, range: whole) {
                let range = trimmed(m.range, in: ns)
                let s = ns.substring(with: range)
                let lower = s.lowercased()
                let address = lower.hasPrefix("www.") ? "http://" + s
                    : s.contains("@") && !lower.contains(":") ? "mailto:" + s : s
                if let url = URL(string: address) { found.append(Match(range: range, url: url)) }
            }
        }
        if types.contains(.phoneNumber) {
            for m in phonePattern.matches(in: text, range: whole) {
                let s = ns.substring(with: m.range)
                guard notPhone.firstMatch(in: s, range: NSRange(location: 0, length: (s as NSString).length)) == nil else { continue }
                let digits = s.filter(\.isASCII).filter(\.isNumber)
                guard (7...15).contains(digits.count), !found.contains(where: { NSIntersectionRange($0.range, m.range).length > 0 }),
                      let url = URL(string: "tel:" + (s.hasPrefix("+") ? "+" : "") + digits) else { continue }
                found.append(Match(range: m.range, url: url))
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    /// The link without the sentence's punctuation after it (a `)` stays when the link has `(`).
    private static func trimmed(_ range: NSRange, in ns: NSString) -> NSRange {
        var r = range
        while r.length > 0 {
            let last = ns.substring(with: NSRange(location: r.location + r.length - 1, length: 1))
            if ".,;:!?'\"".contains(last) { r.length -= 1; continue }
            if last == ")" {
                let inner = ns.substring(with: r)
                if inner.filter({ $0 == "(" }).count < inner.filter({ $0 == ")" }).count { r.length -= 1; continue }
            }
            break
        }
        return r
    }
}
