import Foundation
import QuartzCore

/// What a photo grid tells the picker that shows it.
@MainActor
package protocol PhotoGridHost: AnyObject {
    /// The items picked, in the order chosen (one, for a single pick).
    func photoGrid(_ grid: PhotoGridController, picked items: [URL])
    func photoGridCancelled(_ grid: PhotoGridController)
}

/// The pickers' screen: the library's pictures (and videos, when asked for) as square
/// thumbnails, four to a row a point apart, the newest at the bottom and shown first.
/// One pick: a tap picks, Cancel at the top. Several (`selectionLimit` 0 for any number, or
/// above 1): taps choose and unchoose — a check, or the order chosen when `numbersSelection`
/// — up to the limit, and Add picks them.
/// Thumbnails are decoded as their cells come into view and kept while the picker lives.
@MainActor
package final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    package weak var host: PhotoGridHost?
    /// How many items may be picked at once: 1, any number (0), or a limit.
    package var selectionLimit = 1
    package var numbersSelection = false
    package var kinds: Set<PhotoLibraryFolder.Kind> = [.image]
    /// Which of the library's items are shown (a picker's filter).
    package var admits: (URL) -> Bool = { _ in true }
    /// Told the choice after each change (a picker that reports continuously).
    package var choiceDidChange: (([URL]) -> Void)?
    /// Cancel on the leading side (the newer picker's place) instead of the trailing one.
    package var cancelLeading = false
    package private(set) var items: [URL] = []
    package private(set) var chosen: [URL] = []
    private var thumbnails: [URL: UIImage] = [:]
    package private(set) var collection: UICollectionView!
    private var scrolledToNewest = false
    private var addButton: UIBarButtonItem?
    static let columns = 4, spacing: CGFloat = 1

    package init() { super.init(nibName: nil, bundle: nil) }
    package required init?(coder: NSCoder) { super.init(coder: coder) }

    private var picksSeveral: Bool { selectionLimit != 1 }

    /// Squares a quarter of the width, a point apart, rows left-aligned (a flow layout would
    /// spread a short last row).
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: spacing / 2, leading: spacing / 2, bottom: spacing / 2, trailing: spacing / 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// The grid is the screen's view, so it scrolls under the navigation bar inset by it.
    package override func loadView() {
        collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: Self.makeLayout())
        view = collection
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil) { [weak self] _ in
            guard let self else { return }
            self.host?.photoGridCancelled(self)
        }
        if cancelLeading || picksSeveral { navigationItem.leftBarButtonItem = cancel } else { navigationItem.rightBarButtonItem = cancel }
        if picksSeveral {
            let add = UIBarButtonItem(title: "Add", style: .done, target: nil) { [weak self] _ in
                guard let self, !self.chosen.isEmpty else { return }
                self.host?.photoGrid(self, picked: self.chosen)
            }
            add.isEnabled = false
            navigationItem.rightBarButtonItem = add
            addButton = add
        }
        collection.backgroundColor = .systemBackground
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collection.dataSource = self
        collection.delegate = self
        items = PhotoLibraryFolder.items(of: kinds).filter(admits)
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The newest at the bottom in view, once the grid has its size and insets (a grid
        // shorter than the view stays at its top).
        if !scrolledToNewest, !items.isEmpty, collection.bounds.height > 0 {
            scrolledToNewest = true
            collection.layoutIfNeeded()
            let inset = collection.adjustedContentInset
            if collection.contentSize.height > collection.bounds.height - inset.top - inset.bottom {
                collection.scrollToItem(at: IndexPath(item: items.count - 1, section: 0), at: .bottom, animated: false)
            }
        }
    }

    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        let url = items[indexPath.item]
        cell.imageView.image = thumbnail(url, side: (collectionView.bounds.width / CGFloat(Self.columns)).rounded(.up))
        showChoice(in: cell, for: url)
        return cell
    }

    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let url = items[indexPath.item]
        guard picksSeveral else { host?.photoGrid(self, picked: [url]); return }
        if let i = chosen.firstIndex(of: url) {
            chosen.remove(at: i)
        } else if selectionLimit == 0 || chosen.count < selectionLimit {
            chosen.append(url)
        }
        for case let cell as PhotoCell in collectionView.visibleCells {
            if let path = collectionView.indexPath(for: cell) { showChoice(in: cell, for: items[path.item]) }
        }
        addButton?.isEnabled = !chosen.isEmpty
        title = chosen.isEmpty ? "Photos" : "\(chosen.count) Selected"
        choiceDidChange?(chosen)
    }

    /// A tap on the item at `index` (tests and keyboard access).
    package func tapItem(at index: Int) {
        collectionView(collection, didSelectItemAt: IndexPath(item: index, section: 0))
    }

    /// Add, as the bar button does.
    package func add() {
        guard !chosen.isEmpty else { return }
        host?.photoGrid(self, picked: chosen)
    }

    private func showChoice(in cell: PhotoCell, for url: URL) {
        guard let i = chosen.firstIndex(of: url) else { cell.showChoice(nil); return }
        cell.showChoice(numbersSelection ? "\(i + 1)" : "✓")
    }

    /// The picture scaled to fill a square of `side` points (centred), made once; a video is
    /// a dark square with a play mark (its frames are not decoded here).
    private func thumbnail(_ url: URL, side: CGFloat) -> UIImage? {
        if let t = thumbnails[url] { return t }
        guard side > 0 else { return nil }
        let t: UIImage
        if PhotoLibraryFolder.kind(of: url) == .video {
            t = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
                UIColor(white: 0.15, alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
                let mark = UIBezierPath()
                let r = side * 0.16
                mark.move(to: CGPoint(x: side / 2 - r * 0.7, y: side / 2 - r))
                mark.addLine(to: CGPoint(x: side / 2 + r, y: side / 2))
                mark.addLine(to: CGPoint(x: side / 2 - r * 0.7, y: side / 2 + r))
                mark.close()
                UIColor.white.setFill()
                mark.fill()
            }
        } else {
            guard let image = UIImage(contentsOfFile: url.path), image.size.width > 0, image.size.height > 0 else { return nil }
            let scale = max(side / image.size.width, side / image.size.height)
            let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            t = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
                image.draw(in: CGRect(x: (side - drawn.width) / 2, y: (side - drawn.height) / 2, width: drawn.width, height: drawn.height))
            }
        }
        thumbnails[url] = t
        return t
    }
}

/// A thumbnail cell: the picture filling it, and when chosen a round badge (a check or the
/// order it was chosen in) at its bottom trailing corner over a veil.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    private let veil = UIView(), badge = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        veil.frame = contentView.bounds
        veil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        veil.backgroundColor = UIColor(white: 1, alpha: 0.25)
        badge.font = .systemFont(ofSize: 13, weight: .semibold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 11
        badge.layer.borderColor = UIColor.white.cgColor
        badge.layer.borderWidth = 1.5
        badge.clipsToBounds = true
        for v in [imageView, veil, badge] as [UIView] { contentView.addSubview(v) }
        showChoice(nil)
    }
    required init?(coder: NSCoder) { nil }

    func showChoice(_ mark: String?) {
        veil.isHidden = mark == nil
        badge.isHidden = mark == nil
        badge.text = mark
    }

    /// The badge as drawn (tests).
    var choiceMark: String? { badge.isHidden ? nil : badge.text }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        badge.frame = CGRect(x: b.maxX - 26, y: b.maxY - 26, width: 22, height: 22)
    }
}
