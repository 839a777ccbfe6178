import Foundation
import QuartzCore

/// The share sheet (Apple: UIActivityViewController): the activities that can act on the
/// items, listed under a line naming them — Lamina's built-ins, Copy (onto the general
/// pasteboard) and Open (a URL to the desktop's opener), then the app's own
/// `applicationActivities` — less `excludedActivityTypes`. A tap runs one: the sheet leaves,
/// the activity is prepared with the items (an item source asked for its item per activity)
/// and performs, or shows its own controller; `completionWithItemsHandler` hears which
/// activity ran and whether it completed, or nil and false when the sheet was closed.
///
/// It presents as a popover (point it with `popoverPresentationController`), which a compact
/// window shows as a sheet, as on iOS.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Activity types not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Kept for code that sets it (Lamina lists every activity alike).
    open var allowsProminentActivity = true

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    /// Whether the handler has been told (an activity ran, or the sheet was closed).
    private var reported = false

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        // As a sheet (a compact window), it rests half way up and can be pulled higher.
        sheetPresentationController?.detents = [.medium(), .large()]
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The activities listed: those that can act on the items and are not excluded.
    var offeredActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return ([CopyActivity(), OpenActivity()] + applicationActivities).filter { a in
            if let t = a.activityType, excluded.contains(t) { return false }
            return a.canPerform(withActivityItems: placeholderItems)
        }
    }

    /// The items as they stand before an activity is chosen (a source's placeholder).
    private var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for `type` (a source's item for it; sources with none for it left out).
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    // MARK: The sheet

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private let list = UIStackView()
    private static let rowHeight: CGFloat = 50

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = summary
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.lineBreakMode = .byTruncatingMiddle
        view.addSubview(titleLabel)
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(closeButton)
        list.axis = .vertical
        view.addSubview(list)
        for activity in offeredActivities { list.addArrangedSubview(row(for: activity)) }
        preferredContentSize = CGSize(width: 320, height: 64 + CGFloat(list.arrangedSubviews.count) * Self.rowHeight + 12)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        titleLabel.frame = CGRect(x: b.minX + 20, y: b.minY + 16, width: b.width - 76, height: 32)
        closeButton.frame = CGRect(x: b.maxX - 50, y: b.minY + 12, width: 40, height: 40)
        list.frame = CGRect(x: b.minX, y: b.minY + 64, width: b.width, height: CGFloat(list.arrangedSubviews.count) * Self.rowHeight)
    }

    /// The line over the list: the text, the URL's host, or how many items there are.
    private var summary: String {
        let items = placeholderItems
        if items.count == 1 {
            switch items[0] {
            case let s as String: return s
            case let s as NSAttributedString: return s.string
            case let u as URL: return u.host ?? u.absoluteString
            case is UIImage: return "Image"
            default: break
            }
        }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }

    private func row(for activity: UIActivity) -> UIView {
        let button = UIButton(type: .system)
        var configuration = UIButton.Configuration.plain()
        configuration.title = activity.activityTitle
        configuration.image = activity.activityImage
        configuration.imagePadding = 12
        configuration.baseForegroundColor = .label
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        button.configuration = configuration
        button.contentHorizontalAlignment = .leading
        button.accessibilityLabel = activity.activityTitle
        button.addAction(UIAction { [weak self] _ in self?.run(activity) }, for: .touchUpInside)
        button.heightAnchor.constraint(equalToConstant: Self.rowHeight).isActive = true
        return button
    }

    // MARK: Running

    /// The sheet leaves; the activity then performs, or its controller is shown (and dismissed
    /// when the activity finishes).
    func run(_ activity: UIActivity) {
        guard !reported else { return }
        reported = true
        let type = activity.activityType
        let items = items(for: type)
        activity.prepare(withActivityItems: items)
        let handler = completionWithItemsHandler
        let presenter = presentingViewController
        if let controller = activity.activityViewController {
            activity.onFinish = { [weak controller] completed in
                guard let controller, controller.presentingViewController != nil else { return handler?(type, completed, nil, nil) ?? () }
                controller.dismiss(animated: true) { handler?(type, completed, nil, nil) }
            }
            dismiss(animated: true) { presenter?.present(controller, animated: true) }
        } else {
            activity.onFinish = { completed in handler?(type, completed, nil, nil) }
            dismiss(animated: true) { activity.perform() }
        }
    }

    private func close() {
        guard !reported else { return }
        reported = true
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }

    /// Dismissed by the user otherwise (a tap outside the popover, the sheet dragged down):
    /// closed, as far as the handler is concerned.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !reported, presentation?.isHiding ?? true else { return }
        reported = true
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}
