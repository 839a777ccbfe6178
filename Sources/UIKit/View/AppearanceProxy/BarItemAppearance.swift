import Foundation

/// Appearance proxies of bar items (`UIBarButtonItem.appearance()`, `UITabBarItem.appearance()`):
/// the settings made on each proxy, applied to an item when a bar first shows it — the
/// bar and its ancestors being the containers `whenContainedInInstancesOf:` names — as
/// view proxies are applied when a view enters a window.
@MainActor
package enum BarItemAppearance {
    nonisolated(unsafe) static var isActive = false
    static var applying = false

    struct Rule {
        let type: AnyClass
        let containers: [AnyClass]
        let traits: UITraitCollection?
        let proxy: UIBarItem
        var settings: [(key: String, apply: @MainActor (UIBarItem) -> Void)] = []
        var rank: (Int, Int) { (containers.count + (traits == nil ? 0 : 1), AppearanceRegistry.depth(of: type)) }
    }
    static var rules: [Rule] = []

    static func proxy<T: UIBarItem>(of type: T.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> T {
        let classes: [AnyClass] = containers.map { $0 as AnyClass }
        if let i = rules.firstIndex(where: { $0.type == type && $0.containers.elementsEqual(classes, by: ===) && $0.traits == traits }) {
            return rules[i].proxy as! T
        }
        let proxy = AppearanceRegistry.makeProxy(type) as! T
        isActive = true
        rules.append(Rule(type: type, containers: classes, traits: traits, proxy: proxy))
        proxy.appearanceRule = rules.count - 1
        return proxy
    }

    static func record(_ key: String, _ apply: @escaping @MainActor (UIBarItem) -> Void, in rule: Int) {
        rules[rule].settings.removeAll { $0.key == key }
        rules[rule].settings.append((key, apply))
    }

    /// Forgets every proxy (`AppearanceRegistry.reset()`).
    static func reset() {
        for rule in rules { rule.proxy.appearanceRule = nil }
        rules.removeAll()
        isActive = false
    }

    /// `item` is shown in `bar`: the rules that match, widest first, set what the item has
    /// not set itself. Once per item.
    static func apply(to item: UIBarItem, in bar: UIView) {
        guard isActive, !item.appearanceApplied, item.appearanceRule == nil, bar.window != nil else { return }
        item.appearanceApplied = true
        let matching = rules.indices.filter { matches(rules[$0], item, bar) }
        guard !matching.isEmpty else { return }
        let ordered = AppearanceRegistry.widestFirst(matching) { rules[$0].rank }
        applying = true
        defer { applying = false }
        for i in ordered {
            for s in rules[i].settings where !item.explicitAppearance.contains(s.key) { s.apply(item) }
        }
    }

    /// What the `UIBarButtonItem` rules give a bar button inside `container` that is not made
    /// from an item (the search bar's Cancel button); nil while no rule exists.
    static func barButtonLook(in container: UIView) -> UIBarButtonItem? {
        guard isActive, container.window != nil else { return nil }
        let item = UIBarButtonItem()
        apply(to: item, in: container)
        return item
    }

    private static func matches(_ rule: Rule, _ item: UIBarItem, _ bar: UIView) -> Bool {
        guard AppearanceRegistry.isKind(type(of: item), of: rule.type) else { return false }
        if let traits = rule.traits, !bar.traitCollection.containsTraits(in: traits) { return false }
        return AppearanceRegistry.containersMatch(rule.containers, from: bar)
    }
}
