import Foundation
import QuartzCore

/// The section index along a table's trailing edge (UIKit's private `UITableViewIndex`): the
/// data source's index titles in a column, centred in the table's visible height. A touch
/// anywhere on the column, and a drag along it, picks the title under the finger, and the
/// table jumps to that title's section. Titles that do not all fit are shown a sample at a
/// time, with a bullet for each run left out, as UIKit does; the touch still reaches every
/// title, by its place along the column.
final class TableSectionIndex: UIControl, ImmediateContentTouches {
    /// UIKit's index font.
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
    /// One title's share of the column.
    static let entryHeight = (font.lineHeight + 2).rounded(.up)
    static let bullet = "•"

    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            titleWidths = titles.map { ($0 as NSString).size(withAttributes: [.font: Self.font]).width }
            setNeedsDisplay()
        }
    }
    private var titleWidths: [CGFloat] = []
    /// The titles' colour (nil: the tint colour).
    var titleColor: UIColor? { didSet { setNeedsDisplay() } }
    var restingBackground: UIColor? { didSet { if !trackingTouch { backgroundColor = restingBackground } } }
    var trackingBackground: UIColor?
    /// Called with the position of the title under the finger each time it changes.
    var onPick: ((Int) -> Void)?
    private var picked: Int?
    private var trackingTouch = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// As wide as the widest title and a little margin (at least UIKit's 15 points).
    var preferredWidth: CGFloat { max(15, ((titleWidths.max() ?? 0) + 6).rounded(.up)) }

    /// What the column shows in `height`: every title when they fit; else an odd number of
    /// entries, the titles sampled evenly (first and last kept) with bullets between.
    func shownEntries(height: CGFloat) -> [String] {
        let fits = Int(max(0, height) / Self.entryHeight)
        guard titles.count > fits else { return titles }
        var slots = max(3, fits)
        if slots % 2 == 0 { slots -= 1 }
        let kept = (slots + 1) / 2
        var out: [String] = []
        out.reserveCapacity(slots)
        for k in 0..<kept {
            if k > 0 { out.append(Self.bullet) }
            out.append(titles[kept == 1 ? 0 : (k * (titles.count - 1) + (kept - 1) / 2) / (kept - 1)])
        }
        return out
    }

    /// The column's entries' rect, centred in the bounds.
    private func entriesRect(_ count: Int) -> CGRect {
        let h = CGFloat(count) * Self.entryHeight
        return CGRect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
    }

    override func draw(_ rect: CGRect) {
        let entries = shownEntries(height: bounds.height)
        guard !entries.isEmpty else { return }
        let colour = (titleColor ?? tintColor).resolvedColor(with: traitCollection)
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: colour]
        let area = entriesRect(entries.count)
        for (k, entry) in entries.enumerated() {
            let s = entry as NSString
            let size = s.size(withAttributes: attributes)
            let origin = CGPoint(x: ((bounds.width - size.width) / 2).rounded(),
                                 y: area.minY + CGFloat(k) * Self.entryHeight + ((Self.entryHeight - size.height) / 2).rounded())
            s.draw(at: origin, withAttributes: attributes)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if titleColor == nil { setNeedsDisplay() }
    }

    /// The title under `y`: by its place along the shown entries (clamped to the ends), so a
    /// bullet leads to the titles it stands for.
    func title(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let area = entriesRect(shownEntries(height: bounds.height).count)
        guard area.height > 0 else { return 0 }
        let fraction = (y - area.minY) / area.height
        return min(titles.count - 1, max(0, Int((fraction * CGFloat(titles.count)).rounded(.down))))
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        trackingTouch = true
        if let tracking = trackingBackground { backgroundColor = tracking }
        picked = nil
        pick(at: t.location(in: self).y)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch, let t = touches.first else { return }
        pick(at: t.location(in: self).y)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    private func pick(at y: CGFloat) {
        guard let k = title(at: y), k != picked else { return }
        picked = k
        onPick?(k)
    }

    private func endTracking() {
        trackingTouch = false
        picked = nil
        backgroundColor = restingBackground
    }
}
