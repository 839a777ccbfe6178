import Foundation
import QuartzCore

/// The image picker's screen: the library's pictures as square thumbnails, four to a row a
/// point apart, the newest at the bottom and shown first; Cancel at the top.
/// Thumbnails are decoded as their cells come into view and kept while the picker lives.
@MainActor
final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var picker: UIImagePickerController?
    private(set) var pictures: [URL] = []
    private var thumbnails: [URL: UIImage] = [:]
    private(set) var collection: UICollectionView!
    private var scrolledToNewest = false
    static let columns = 4, spacing: CGFloat = 1

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
    override func loadView() {
        collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: Self.makeLayout())
        view = collection
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil) { [weak self] _ in
            self?.picker?.cancelled()
        }
        collection.backgroundColor = .systemBackground
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collection.dataSource = self
        collection.delegate = self
        pictures = PhotoLibraryFolder.pictures()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The newest at the bottom in view, once the grid has its size and insets (a grid
        // shorter than the view stays at its top).
        if !scrolledToNewest, !pictures.isEmpty, collection.bounds.height > 0 {
            scrolledToNewest = true
            collection.layoutIfNeeded()
            let inset = collection.adjustedContentInset
            if collection.contentSize.height > collection.bounds.height - inset.top - inset.bottom {
                collection.scrollToItem(at: IndexPath(item: pictures.count - 1, section: 0), at: .bottom, animated: false)
            }
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { pictures.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.imageView.image = thumbnail(pictures[indexPath.item], side: (collectionView.bounds.width / CGFloat(Self.columns)).rounded(.up))
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        picker?.picked(pictures[indexPath.item])
    }

    /// The picture scaled to fill a square of `side` points (centred), made once.
    private func thumbnail(_ url: URL, side: CGFloat) -> UIImage? {
        if let t = thumbnails[url] { return t }
        guard side > 0, let image = UIImage(contentsOfFile: url.path), image.size.width > 0, image.size.height > 0 else { return nil }
        let scale = max(side / image.size.width, side / image.size.height)
        let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let t = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            image.draw(in: CGRect(x: (side - drawn.width) / 2, y: (side - drawn.height) / 2, width: drawn.width, height: drawn.height))
        }
        thumbnails[url] = t
        return t
    }
}

/// A thumbnail cell: the picture filling it.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }
    required init?(coder: NSCoder) { nil }
}
