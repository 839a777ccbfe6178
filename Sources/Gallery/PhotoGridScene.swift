import UIKit

/// A photo grid as iOS apps build one: a UICollectionView with a compositional layout (three
/// square tiles a row), cells from a cell registration, a header, and a diffable data
/// source. Tapping a photo removes it, "Add" puts a new one first; the grid animates the
/// difference. The photos are drawn by the scene (gradients), never loaded.
public struct PhotoGridScene: InteractiveScene {
    public init() {}
    public let name = "photo-grid"
    public let summary = "UICollectionView: a compositional photo grid with a diffable data source; tap to remove, Add to insert"
    public let isAnimated = false
    public let followsWindowSize = true

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let grid = PhotoGridView(frame: CGRect(origin: .zero, size: size), report: report)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.layoutIfNeeded()
        return grid
    }
}

@MainActor
final class PhotoGridView: UIView, UICollectionViewDelegate {
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 6
            contentView.addSubview(imageView)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class Header: UICollectionReusableView {
        let title = UILabel()
        let add = UIButton(type: .system)
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .boldSystemFont(ofSize: 28)
            title.text = "Library"
            add.setTitle("Add", for: .normal)
            addSubview(title)
            addSubview(add)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            // Within the section's 6-point insets (the header follows them): 16 from the edges.
            title.frame = CGRect(x: 10, y: 0, width: bounds.width - 88, height: bounds.height)
            add.frame = CGRect(x: bounds.width - 70, y: (bounds.height - 32) / 2, width: 60, height: 32)
        }
    }

    let collection: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var lastPhoto = 0
    private let report: (String) -> Void

    init(frame: CGRect, report: @escaping (String) -> Void) {
        self.report = report
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 6, trailing: 6)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        collection = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        super.init(frame: frame)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(collection)
        let cells = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, n in cell.imageView.image = Self.photo(n) }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { cv, path, n in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: n)
        }
        let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, _ in
            header.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
            header.add.removeTarget(nil, for: .touchUpInside)
            header.add.addTarget(nil, action: { [unowned self] _ in self.addPhoto() }, for: .touchUpInside)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        collection.delegate = self
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems((0..<30).map { _ in lastPhoto += 1; return lastPhoto })
        dataSource.apply(s, animatingDifferences: false)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// A photo stand-in: a diagonal gradient whose hues follow the number.
    static func photo(_ n: Int) -> UIImage {
        let size = CGSize(width: 120, height: 120)
        return UIGraphicsImageRenderer(size: size).image { ctx in
            let h = CGFloat((n * 37) % 360) / 360
            let a = UIColor(hue: h, saturation: 0.55, brightness: 0.95, alpha: 1)
            let b = UIColor(hue: (h + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.75, brightness: 0.65, alpha: 1)
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [a.cgColor, b.cgColor], locations: [0, 1])!
            ctx.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: size.width, y: size.height), options: [])
            UIColor.white.withAlphaComponent(0.35).setFill()
            UIBezierPath(ovalIn: CGRect(x: 70, y: 18, width: 30, height: 30)).fill()
        }
    }

    private func addPhoto() {
        var s = dataSource.snapshot()
        lastPhoto += 1
        if let first = s.itemIdentifiers.first { s.insertItems([lastPhoto], beforeItem: first) } else { s.appendItems([lastPhoto]) }
        dataSource.apply(s)
        report("added photo \(lastPhoto)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let n = dataSource.itemIdentifier(for: indexPath) else { return }
        var s = dataSource.snapshot()
        s.deleteItems([n])
        dataSource.apply(s)
        report("removed photo \(n)")
    }
}
