// swift-tools-version:6.0
// Lamina: Core Animation for Linux. See README.md and ../shared/DESIGN.md for the architecture.
import PackageDescription

/// A pkg-config shim over a Debian -dev package: the C headers of one system library.
func shim(_ name: String, _ pkg: String, _ apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkg, providers: [.apt([apt])])
}

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "lamina", targets: ["lamina"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        shim("CPixman", "pixman-1", "libpixman-1-dev"),
        shim("CCairo", "cairo", "libcairo2-dev"),
        shim("CPango", "pangocairo", "libpango1.0-dev"),
        shim("CWaylandClient", "wayland-client", "libwayland-dev"),
        shim("CWaylandCursor", "wayland-cursor", "libwayland-dev"),
        shim("CXKBCommon", "xkbcommon", "libxkbcommon-dev"),
        shim("CJPEG", "libjpeg", "libjpeg-dev"),
        // libjpeg reports errors by longjmp, which Swift cannot catch: a few lines of C do.
        .target(name: "CImageCodecs", dependencies: ["CJPEG"]),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CImageCodecs"]),
        // Font objects and attribute keys for attributed strings (no glyph-level Core Text).
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CoreText", "CPixman"]),
        .target(name: "UIKit", dependencies: ["QuartzCore"]),
        // The gallery of seed scenes: shown by lamina, captured by tests against goldens.
        .target(name: "Gallery", dependencies: ["QuartzCore", "CoreText"]),
        .executableTarget(name: "lamina", dependencies: [
            "Gallery", "UIKit", "QuartzCore", "CoreGraphics", "CPixman",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Pixel probes, artifacts and golden-image comparison shared by the test targets.
        .target(name: "LaminaTestSupport", dependencies: ["CoreGraphics"], path: "Tests/Support"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "LaminaTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "LaminaTestSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "LaminaTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
