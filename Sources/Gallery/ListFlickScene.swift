import UIKit

/// A long list flicked at a steady speed, as the lists race runs it against GTK4's and Qt
/// Quick's list views: 10,000 self-sizing rows (a 40×40 image, a title, a subtitle and a
/// disclosure indicator, laid out by constraints inside each cell) scrolled 3,600 points a
/// second by a display link, wrapping to the top at the end.
public struct ListFlickScene: ViewScene {
    public init() {}
    public let name = "list-flick"
    public let summary = "UITableView: 10,000 self-sizing rows flicked at 3,600 points a second (the lists race)"
    public let isAnimated = true
    public let followsWindowSize = true
    public var preferredSize: CGSize { CGSize(width: 400, height: 720) }
    /// Points a second.
    public static let speed: CGFloat = 3600

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let table = FlickingTable(frame: CGRect(origin: .zero, size: size))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.layoutIfNeeded()
        return table
    }

    @MainActor public func startAnimations(_ root: UIView) { (root as? FlickingTable)?.startFlicking() }
}

/// A row as a contacts or mail list draws one, laid out by constraints.
@MainActor
public final class ContactRowCell: UITableViewCell {
    public let photo = UIImageView(), title = UILabel(), subtitle = UILabel()
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        for v in [photo, title, subtitle] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            photo.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            photo.widthAnchor.constraint(equalToConstant: 40),
            photo.heightAnchor.constraint(equalToConstant: 40),
            photo.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            subtitle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }
    public required init?(coder: NSCoder) { fatalError("made in code") }
}

/// Contacts computed from their index: the data source holds nothing per row.
@MainActor
public final class ContactRows: UITableViewDataSource {
    public let count: Int
    static let photos: [UIImage] = (0..<8).map { k in
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            UIColor(hue: CGFloat(k) / 8, saturation: 0.5, brightness: 0.85, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
    }
    public init(_ count: Int) { self.count = count }
    /// A table of these rows (cells registered, rows estimated at 60 points).
    public func install(in table: UITableView) {
        table.register(ContactRowCell.self, forCellReuseIdentifier: "contact")
        table.estimatedRowHeight = 60
        table.dataSource = self
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactRowCell
        cell.photo.image = Self.photos[indexPath.row % Self.photos.count]
        cell.title.text = "Contact \(indexPath.row)"
        cell.subtitle.text = "Last seen \(indexPath.row % 60) minutes ago"
        return cell
    }
}

@MainActor
final class FlickingTable: UITableView {
    private let rows = ContactRows(10_000)
    private var link: CADisplayLink?
    private var start: CFTimeInterval?

    init(frame: CGRect) {
        super.init(frame: frame, style: .plain)
        rows.install(in: self)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// The offset `t` seconds into the flick, wrapping at the end of the content.
    func flick(to t: Double) {
        let range = max(1, contentSize.height - bounds.height)
        contentOffset = CGPoint(x: 0, y: (CGFloat(t) * ListFlickScene.speed).truncatingRemainder(dividingBy: range))
    }

    func startFlicking() {
        let l = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { link.invalidate(); return }
                let start = self.start ?? link.targetTimestamp
                self.start = start
                self.flick(to: link.targetTimestamp - start)
            }
        }
        l.add(to: .main, forMode: .common)
        link = l
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { link?.invalidate(); link = nil }
    }
}
