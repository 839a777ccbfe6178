import QuartzCore

/// A behaviour a view takes on when it is added to it (Apple: UIInteraction), such as a
/// context menu on a long press.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    public var interactions: [UIInteraction] {
        get { interactionList }
        set {
            for i in interactionList where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !interactionList.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    /// Adds `interaction`, taking it from the view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
