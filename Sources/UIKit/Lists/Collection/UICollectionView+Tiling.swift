import Foundation
import QuartzCore

/// Keeping views for exactly the elements the layout places in view: new ones from the
/// data source (self-sizing items measured as they first show, the layout then prepared
/// again), those that leave back to their reuse queues.
extension UICollectionView {
    func tile() {
        backgroundView?.frame = bounds
        guard dataSource != nil else { return }
        // A measured item changes the layout: lay out again, a few times at most.
        for _ in 0..<4 {
            collectionViewLayout.prepareIfNeeded()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            if !placeElements() { break }
        }
        prefetchAroundShownItems()
    }

    /// Places the views of the elements in view; true when a self-sizing item changed the
    /// layout (which then needs preparing again).
    private func placeElements() -> Bool {
        tileGeneration &+= 1
        let mark = tileGeneration
        var resized = false
        for a in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where a.frame.intersects(bounds) {
            switch a.representedElementCategory {
            case .cell:
                guard isValid(a.indexPath) else { continue }
                // While a drag moves an item, the slots show the items in their moved order
                // and the dragged item follows the finger.
                let path = movement?.item(atSlot: a.indexPath) ?? a.indexPath
                let cell: UICollectionViewCell
                if let c = shownCells[path] { cell = c } else {
                    cell = showCell(at: path, attributes: a)
                    if movement == nil, collectionViewLayout.measuresItem(at: a.indexPath) {
                        let preferred = cell.preferredLayoutAttributesFitting(a)
                        if collectionViewLayout.adoptPreferredSize(preferred.size, forItemAt: a.indexPath) { resized = true }
                    }
                }
                cell.tileMark = mark
                if path != movement?.from { apply(a, to: cell) }
            case .supplementaryView:
                guard let kind = a.representedElementKind else { continue }
                let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
                let view: UICollectionReusableView
                if let v = shownSupplementaries[key] { view = v } else {
                    guard let ds = dataSource else { continue }
                    view = ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
                    view.supplementaryKind = view.supplementaryKind ?? kind
                    if view.superview !== self { addSubview(view) }
                    view.isHidden = false
                    shownSupplementaries[key] = view
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
                }
                view.tileMark = mark
                apply(a, to: view)
            case .decorationView:
                guard let kind = a.representedElementKind, let view = decoration(kind, attributes: a) else { continue }
                view.tileMark = mark
                apply(a, to: view)
            }
        }
        sweep(mark)
        return resized
    }

    private func sweep(_ mark: Int) {
        leavingScratch.removeAll(keepingCapacity: true)
        for (path, cell) in shownCells where cell.tileMark != mark && path != movement?.from { leavingScratch.append((path, cell)) }
        for (path, cell) in leavingScratch {
            shownCells[path] = nil
            recycle(cell, at: path)
        }
        leavingScratch.removeAll(keepingCapacity: true)
        leavingSupplementaryScratch.removeAll(keepingCapacity: true)
        for (key, v) in shownSupplementaries where v.tileMark != mark { leavingSupplementaryScratch.append((key, v)) }
        for (key, v) in leavingSupplementaryScratch {
            shownSupplementaries[key] = nil
            recycleSupplementary(v)
        }
        leavingSupplementaryScratch.removeAll(keepingCapacity: true)
        for (key, v) in shownDecorations where v.tileMark != mark { leavingSupplementaryScratch.append((key, v)) }
        for (key, v) in leavingSupplementaryScratch {
            shownDecorations[key] = nil
            recycleDecoration(v)
        }
        leavingSupplementaryScratch.removeAll(keepingCapacity: true)
    }

    /// The decoration view of `kind` at `path`: shown already, reused, or made from the
    /// layout's registered class (behind the cells). Nil when no class is registered.
    private func decoration(_ kind: String, attributes a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
        if let v = shownDecorations[key] { return v }
        let view: UICollectionReusableView
        if let v = reusable[Self.decorationKey(kind)]?.popLast() {
            view = v
            view.prepareForReuse()
        } else {
            guard let type = collectionViewLayout.decorationClasses[kind] else {
                Diagnostics.warn("UICollectionView: no class registered for decoration views of kind \(kind) (register(_:forDecorationViewOfKind:) on the layout)")
                return nil
            }
            view = type.init(registeredFor: nil)
            view.supplementaryKind = kind
            // Decoration only: touches go to the cells over it, or to the collection view.
            view.isUserInteractionEnabled = false
        }
        if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        view.isHidden = false
        UIView.performWithoutAnimation { apply(a, to: view) }
        shownDecorations[key] = view
        return view
    }

    func recycleDecoration(_ v: UICollectionReusableView) {
        v.isHidden = true
        if let kind = v.supplementaryKind { reusable[Self.decorationKey(kind), default: []].append(v) } else { v.removeFromSuperview() }
    }

    static func decorationKey(_ kind: String) -> String { "\u{3}\(kind)" }

    private func showCell(at path: IndexPath, attributes a: UICollectionViewLayoutAttributes) -> UICollectionViewCell {
        let cell = dataSource!.collectionView(self, cellForItemAt: path)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        UIView.performWithoutAnimation { apply(a, to: cell) }
        cell.isSelected = selectedItems.contains(path)
        cell.editingStorage = editsItem(at: path)
        shownCells[path] = cell
        prefetchWindow.shown(path)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return cell
    }

    /// Puts a view where its attributes say (changes animate inside an animation block).
    func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if CATransform3DIsIdentity(a.transform3D) {
            if view.frame != a.frame { view.frame = a.frame }
            if !CATransform3DIsIdentity(view.layer.transform) { view.layer.transform = CATransform3DIdentity }
        } else {
            view.bounds = a.bounds
            view.center = a.center
            view.layer.transform = a.transform3D
        }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if view.isHidden != a.isHidden { view.isHidden = a.isHidden }
        let z = CGFloat(a.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(a)
    }

    func recycle(_ cell: UICollectionViewCell, at path: IndexPath) {
        if touchedItem == path { touchedItem = nil; cell.isHighlighted = false }
        cell.isHidden = true
        if let id = cell.reuseIdentifier { reusable[Self.cellKey(id), default: []].append(cell) } else { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func recycleSupplementary(_ v: UICollectionReusableView) {
        v.isHidden = true
        if let id = v.reuseIdentifier, let kind = v.supplementaryKind {
            reusable[Self.supplementaryKey(kind, id), default: []].append(v)
        } else {
            v.removeFromSuperview()
        }
    }
}
