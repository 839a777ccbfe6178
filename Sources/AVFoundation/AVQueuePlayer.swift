import Foundation
import QuartzCore

/// A player of a list of items in turn (Apple: AVQueuePlayer): when one ends it goes on to
/// the next (`actionAtItemEnd` is `.advance`), and `advanceToNextItem()` skips ahead.
open class AVQueuePlayer: AVPlayer {
    private var queued: [AVPlayerItem] = []

    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    public convenience init(items: [AVPlayerItem]) {
        self.init()
        for item in items { insert(item, after: nil) }
    }

    /// The items to play: the current one first.
    open func items() -> [AVPlayerItem] { (currentItem.map { [$0] } ?? []) + queued }

    /// Stops the current item and plays the next (nil: the queue ends; the rate stays).
    open func advanceToNextItem() { advance(at: CACurrentMediaTime()) }

    private func advance(at t: CFTimeInterval) {
        let next = queued.isEmpty ? nil : queued.removeFirst()
        replaceCurrentItem(with: next, at: t)
    }

    /// Whether `item` may be inserted after `after`: not an item already queued.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !items().contains { $0 === item }
    }

    /// Adds `item` after `afterItem` (nil: at the end); the first item becomes current.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if currentItem == nil { replaceCurrentItem(with: item); return }
        if let a = afterItem, let i = queued.firstIndex(where: { $0 === a }) {
            queued.insert(item, at: i + 1)
        } else {
            queued.append(item)
        }
    }

    /// Takes `item` out of the queue (the current item: the next one plays).
    open func remove(_ item: AVPlayerItem) {
        if item === currentItem { advanceToNextItem() } else { queued.removeAll { $0 === item } }
    }

    open func removeAllItems() {
        queued.removeAll()
        replaceCurrentItem(with: nil)
    }

    override func advanceAtEnd(endedAt t: CFTimeInterval) { advance(at: t) }
}
