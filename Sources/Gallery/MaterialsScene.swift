import UIKit

/// Blur materials over a colourful backdrop, as iOS apps float bars and cards over content:
/// `UIVisualEffectView`s with the system materials from ultra-thin to thick and the dark
/// style, rounded, their labels in their content views. What is behind each shows through
/// blurred, more vivid, and tinted by its material.
public struct MaterialsScene: InteractiveScene {
    public init() {}
    public let name = "materials"
    public let summary = "UIVisualEffectView with UIBlurEffect: system materials and the dark style over a colourful backdrop"
    public let isAnimated = false

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.98, green: 0.95, blue: 0.88, alpha: 1)
        // The backdrop: bold discs and bars in the system colours.
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple, .systemPink]
        for i in 0..<14 {
            let d = CGFloat(60 + (i * 37) % 90)
            let disc = UIView(frame: CGRect(x: CGFloat((i * 97) % 600) - 20, y: CGFloat((i * 61) % 360) - 10, width: d, height: d))
            disc.backgroundColor = colours[i % colours.count]
            disc.layer.cornerRadius = d / 2
            root.addSubview(disc)
        }
        for i in 0..<6 {
            let bar = UIView(frame: CGRect(x: 0, y: CGFloat(40 + i * 60), width: size.width, height: 10))
            bar.backgroundColor = colours[(i * 3) % colours.count].withAlphaComponent(0.8)
            root.addSubview(bar)
        }
        let styles: [(UIBlurEffect.Style, String)] = [
            (.systemUltraThinMaterial, "Ultra thin"), (.systemThinMaterial, "Thin"), (.systemMaterial, "Material"),
            (.systemThickMaterial, "Thick"), (.dark, "Dark"),
        ]
        let width = (size.width - 48 - CGFloat(styles.count - 1) * 12) / CGFloat(styles.count)
        for (i, (style, title)) in styles.enumerated() {
            let panel = UIVisualEffectView(effect: UIBlurEffect(style: style))
            panel.frame = CGRect(x: 24 + CGFloat(i) * (width + 12), y: 90, width: width, height: 220)
            panel.layer.cornerRadius = 16
            panel.clipsToBounds = true
            let label = UILabel(frame: CGRect(x: 10, y: 12, width: width - 20, height: 24))
            label.text = title
            label.font = .boldSystemFont(ofSize: 15)
            label.textColor = style == .dark ? .white : .label
            panel.contentView.addSubview(label)
            root.addSubview(panel)
        }
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: size.height - 56, width: size.width, height: 56)
        let caption = UILabel(frame: CGRect(x: 24, y: 16, width: size.width - 48, height: 24))
        caption.text = "A chrome material bar, as a tab bar floats over content"
        caption.font = .systemFont(ofSize: 15)
        bar.contentView.addSubview(caption)
        root.addSubview(bar)
        return root
    }
}
