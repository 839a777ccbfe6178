import Foundation

/// Changes the attributes of a configuration's text as it is drawn (Apple:
/// UIConfigurationTextAttributesTransformer): given the attributes the text would have — the
/// button's font and foreground colour, with the text's own — it returns the ones to use.
/// The usual way to give a configured button's title another font:
///
///     config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = .boldSystemFont(ofSize: 20)
///         return outgoing
///     }
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// `text` with `base` under each run's own attributes, then transformed (per run).
    static func apply(_ transformer: UIConfigurationTextAttributesTransformer?, to text: AttributedString,
                      base: AttributeContainer) -> NSAttributedString {
        var out = AttributedString()
        for run in text.runs {
            var attributes = base
            attributes.merge(run.attributes)
            if let transformer { attributes = transformer(attributes) }
            out.append(AttributedString(String(text[run.range].characters), attributes: attributes))
        }
        return NSAttributedString(out)
    }
}
