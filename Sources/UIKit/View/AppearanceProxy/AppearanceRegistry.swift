import Foundation

/// What a view knows of appearance proxies: whether it is one (and of which rule), and the
/// appearance properties set on it directly (which proxies leave alone).
@MainActor
final class AppearanceMarks {
    var rule: Int?
    var explicit: Set<String> = []
}

/// The proxies made and what was set on them, and their application to views entering a
/// window (UIKit applies appearance then; a view already in a window keeps what it has).
@MainActor
package enum AppearanceRegistry {
    /// Whether any proxy exists: until then appearance costs nothing anywhere.
    nonisolated(unsafe) static var isActive = false
    /// True while a view takes proxy values (they are not the view's own).
    static var applying = false

    struct Rule {
        let type: AnyClass
        let containers: [AnyClass]
        let traits: UITraitCollection?
        let proxy: UIView
        /// The properties set on the proxy, in the order set (a key set again moves last).
        var settings: [(key: String, apply: @MainActor (UIView) -> Void)] = []
        /// How specific: containers and traits narrow it; a subclass's rule is narrower.
        var rank: (Int, Int) { (containers.count + (traits == nil ? 0 : 1), AppearanceRegistry.depth(of: type)) }
    }
    static var rules: [Rule] = []

    static func proxy<T: UIView>(of type: T.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> T {
        let classes: [AnyClass] = containers.map { $0 as AnyClass }
        if let i = rules.firstIndex(where: { $0.type == type && $0.containers.elementsEqual(classes, by: ===) && $0.traits == traits }) {
            return rules[i].proxy as! T
        }
        let proxy = makeProxy(type) as! T
        isActive = true
        rules.append(Rule(type: type, containers: classes, traits: traits, proxy: proxy))
        proxy.appearanceMarks.rule = rules.count - 1
        return proxy
    }

    /// A proxy: an instance of `type` made by its own `init()` (bar items' proxies too).
    static func makeProxy(_ type: AnyClass) -> AnyObject {
        switch DelegateInstantiation.make(type) {
        case .success(let object): return object
        case .failure(let failure): preconditionFailure("\(type).appearance(): \(failure)")
        }
    }

    /// Rule indices widest first (by `rank`; the earlier made first among equals), the order
    /// in which their settings apply so that narrower ones win.
    static func widestFirst(_ indices: [Int], rank: (Int) -> (Int, Int)) -> [Int] {
        indices.sorted { a, b in
            let (ra, rb) = (rank(a), rank(b))
            return ra != rb ? ra < rb : a < b
        }
    }

    /// Whether `containers` (innermost first) are found up the responder chain from `first`,
    /// each further out than the one before.
    static func containersMatch(_ containers: [AnyClass], from first: UIResponder?) -> Bool {
        var next = first
        for container in containers {
            while let r = next, !isKind(type(of: r), of: container) { next = r.next }
            guard next != nil else { return false }
            next = next?.next
        }
        return true
    }

    /// Forgets every proxy, of views and of bar items (tests that made proxies; an app keeps
    /// its own for its life).
    package static func reset() {
        for rule in rules { rule.proxy.appearanceMarks.rule = nil }
        rules.removeAll()
        isActive = false
        BarItemAppearance.reset()
    }

    static func record(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void, in rule: Int) {
        rules[rule].settings.removeAll { $0.key == key }
        rules[rule].settings.append((key, apply))
    }

    /// The view entered a window: the rules that match it, widest first, set what the view
    /// has not set itself.
    static func apply(to view: UIView) {
        guard view.appearanceMarksIfAny?.rule == nil else { return }
        let matching = rules.indices.filter { matches(rules[$0], view) }
        guard !matching.isEmpty else { return }
        let ordered = widestFirst(matching) { rules[$0].rank }
        let explicit = view.appearanceMarksIfAny?.explicit ?? []
        applying = true
        defer { applying = false }
        for i in ordered {
            for s in rules[i].settings where !explicit.contains(s.key) { s.apply(view) }
        }
    }

    private static func matches(_ rule: Rule, _ view: UIView) -> Bool {
        guard isKind(type(of: view), of: rule.type) else { return false }
        if let traits = rule.traits, !view.traitCollection.containsTraits(in: traits) { return false }
        return containersMatch(rule.containers, from: view.next)
    }

    nonisolated static func isKind(_ t: AnyClass, of ancestor: AnyClass) -> Bool {
        var c: AnyClass? = t
        while let k = c {
            if k == ancestor { return true }
            c = _getSuperclass(k)
        }
        return false
    }

    nonisolated static func depth(of t: AnyClass) -> Int {
        var n = 0, c: AnyClass? = t
        while let k = c { n += 1; c = _getSuperclass(k) }
        return n
    }
}
