import UIKit

/// A browse screen as iOS apps build one with a compositional layout: a row of featured
/// cards that scrolls sideways a card at a time (`orthogonalScrollingBehavior`) on a
/// section background (a decoration item), over an outline of categories whose parents
/// open and close by their disclosure chevrons (section snapshots).
public struct BrowseScene: InteractiveScene {
    public init() {}
    public let name = "browse"
    public let summary = "UICollectionView: a sideways-paging row of cards on a section background over an outline list"
    public let isAnimated = false
    public let followsWindowSize = true

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let view = BrowseView(frame: CGRect(origin: .zero, size: size))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.layoutIfNeeded()
        return view
    }
}

@MainActor
final class BrowseView: UIView {
    enum Section: Int, Sendable { case featured, categories }

    final class Card: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 14
            contentView.clipsToBounds = true
            title.font = .boldSystemFont(ofSize: 22)
            title.textColor = .white
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = CGRect(x: 16, y: contentView.bounds.height - 44, width: contentView.bounds.width - 32, height: 30)
        }
    }

    final class Background: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(red: 0.10, green: 0.14, blue: 0.22, alpha: 1)
                    : UIColor(red: 0.90, green: 0.93, blue: 0.98, alpha: 1)
            }
            layer.cornerRadius = 18
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 22)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            // The header already sits within its section's insets (supplementaries follow them).
            label.frame = bounds
        }
    }

    let collection: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    static let featured = ["Autumn", "Harbour", "Meadow", "Glacier", "Dunes", "Orchard"]

    override init(frame: CGRect) {
        let layout = UICollectionViewCompositionalLayout { index, env in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if index == Section.featured.rawValue {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 20, trailing: 20)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.boundarySupplementaryItems = [header]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "featured-background")
                background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)
                section.decorationItems = [background]
                return section
            }
            let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: env)
            section.boundarySupplementaryItems = [header]
            return section
        }
        layout.register(Background.self, forDecorationViewOfKind: "featured-background")
        collection = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        super.init(frame: frame)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.backgroundColor = .systemGroupedBackground
        addSubview(collection)

        let cards = UICollectionView.CellRegistration<Card, String> { cell, _, name in
            let i = Self.featured.firstIndex(of: name) ?? 0
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(i) / 6, saturation: 0.55, brightness: 0.8, alpha: 1)
            cell.title.text = name
        }
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var c = cell.defaultContentConfiguration()
            c.text = name
            cell.contentConfiguration = c
            cell.accessories = ["Fruit", "Vegetables", "Herbs"].contains(name) ? [.outlineDisclosure()] : []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { cv, path, name in
            path.section == Section.featured.rawValue ? cv.dequeueConfiguredReusableCell(using: cards, for: path, item: name)
                                                      : cv.dequeueConfiguredReusableCell(using: rows, for: path, item: name)
        }
        let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in
            header.label.text = path.section == Section.featured.rawValue ? "Featured" : "Categories"
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }

        var featured = NSDiffableDataSourceSectionSnapshot<String>()
        featured.append(Self.featured)
        dataSource.apply(featured, to: .featured, animatingDifferences: false)
        var categories = NSDiffableDataSourceSectionSnapshot<String>()
        categories.append(["Fruit", "Vegetables", "Herbs"])
        categories.append(["Apples", "Pears", "Plums"], to: "Fruit")
        categories.append(["Leeks", "Onions"], to: "Vegetables")
        categories.append(["Basil", "Thyme"], to: "Herbs")
        categories.expand(["Fruit"])
        dataSource.apply(categories, to: .categories, animatingDifferences: false)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}
