import XCTest
@testable import UIKit
@testable import QuartzCore

/// Flow layout cells sized by their constraints (Apple: UICollectionViewFlowLayout
/// `estimatedItemSize = automaticSize`): tags as wide as their text, and full-width cards
/// whose content view carries a width constraint — the two common forms — made at the
/// estimated 50×50 without a constraint conflict, then sized.
final class CollectionSelfSizingTests: ViewTestCase {
    final class Tag: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class Card: UICollectionViewCell {
        let body = UILabel()
        lazy var width = contentView.widthAnchor.constraint(equalToConstant: 100)
        override init(frame: CGRect) {
            super.init(frame: frame)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                width,
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    @MainActor final class Feed: NSObject, UICollectionViewDataSource {
        let tags = ["Swift", "Core Animation", "A"]
        let bodies = ["Short.", String(repeating: "A body long enough to wrap onto more lines. ", count: 4)]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? tags.count : bodies.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if indexPath.section == 0 {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! Tag
                c.label.text = tags[indexPath.item]
                return c
            }
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! Card
            c.body.text = bodies[indexPath.item]
            c.width.constant = collectionView.bounds.width - 32
            return c
        }
    }

    nonisolated func testTagsAndFullWidthCardsSizeThemselvesWithoutAConflict() {
        MainActor.assumeIsolated {
            let reports = LayoutDescriptions.unsatisfiableReports
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.minimumInteritemSpacing = 8
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: layout)
            cv.register(Tag.self, forCellWithReuseIdentifier: "tag")
            cv.register(Card.self, forCellWithReuseIdentifier: "card")
            let feed = Feed()
            cv.dataSource = feed
            cv.layoutIfNeeded()
            cv.layoutIfNeeded()
            func frame(_ s: Int, _ i: Int) -> CGRect { cv.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame ?? .null }
            let label = UILabel()
            for (i, text) in feed.tags.enumerated() {
                label.text = text
                XCTAssertEqual(frame(0, i).width, (label.intrinsicContentSize.width + 24).rounded(.up), accuracy: 1, text)
                XCTAssertEqual(frame(0, i).height, (label.intrinsicContentSize.height + 12).rounded(.up), accuracy: 1, text)
            }
            XCTAssertEqual(frame(1, 0).width, 358, "the content view's width constraint")
            XCTAssertEqual(frame(1, 1).width, 358)
            XCTAssertGreaterThan(frame(1, 1).height, 2 * frame(1, 0).height, "the long body wraps and its card grows")
            XCTAssertEqual(frame(1, 1).minY, frame(1, 0).maxY + layout.minimumLineSpacing)
            XCTAssertEqual(LayoutDescriptions.unsatisfiableReports, reports,
                           "a cell made at the estimated size yields to its content's constraints, as UIKit's does")
        }
    }
}
