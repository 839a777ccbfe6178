import Foundation

/// Menu items that are worked out when the menu opens (Apple: UIDeferredMenuElement): the menu
/// shows a Loading row with a spinner in the element's place and calls the provider; the
/// elements it completes with take that place. A cached element asks once and keeps what it
/// got; an `uncached` one asks each time its menu opens.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias Completion = @MainActor @Sendable ([UIMenuElement]) -> Void
    private let provider: @MainActor (@escaping Completion) -> Void
    let cachesElements: Bool

    /// What the provider gave (a cached element's, for its life; an uncached one's, while its
    /// menu is open), and whether it is being asked now.
    private(set) var provided: [UIMenuElement]?
    private var asking = false
    /// Told when the elements arrive (the open menu shows them).
    var onProvide: (() -> Void)?

    public init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        provider = elementProvider
        cachesElements = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        provider = elementProvider
        cachesElements = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked every time its menu opens.
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider unless it has answered (cached) or is answering; a completion after
    /// the first is ignored, as UIKit's.
    func load() {
        guard provided == nil, !asking else { return }
        asking = true
        var answered = false
        provider { [weak self] elements in
            guard let self, !answered else { return }
            answered = true
            self.asking = false
            self.provided = elements
            self.onProvide?()
        }
    }

    /// The menu closed: an uncached element forgets its elements.
    func menuClosed() {
        onProvide = nil
        if !cachesElements, !asking { provided = nil }
    }
}
