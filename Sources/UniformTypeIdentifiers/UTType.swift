import Foundation

/// A uniform type identifier (Apple: UTType): a kind of data by a reverse-DNS name
/// ("public.png"), with the types it conforms to ("public.image", "public.data", …), its
/// filename extensions and MIME types. The system's declared types are built in
/// (`UTTypeDeclarations.swift`); a filename extension or MIME type they do not know gives a
/// dynamic type conforming to what was asked (`.data` by default), as Apple's does.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// Whether the type is one of the system's (or the app's own, imported or exported).
    public let isDeclared: Bool
    /// Whether the type was made up for an unknown extension or MIME type.
    public let isDynamic: Bool
    let declaration: UTTypeDeclaration

    /// The declared type named `identifier`; nil when none is declared by that name.
    public init?(_ identifier: String) {
        guard let d = UTTypeRegistry.shared.declaration(identifier) else { return nil }
        self.init(d, dynamic: false)
    }

    init(_ declaration: UTTypeDeclaration, dynamic: Bool) {
        identifier = declaration.identifier
        self.declaration = declaration
        isDynamic = dynamic
        isDeclared = !dynamic
    }

    /// The type of files with `filenameExtension` (case does not matter) that conforms to
    /// `supertype`; a dynamic one when no declared type has the extension. nil when the
    /// declared type does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        if let d = UTTypeRegistry.shared.declaration(forExtension: ext) {
            let t = UTType(d, dynamic: false)
            guard t.conforms(to: supertype) else { return nil }
            self = t
        } else {
            self.init(UTTypeDeclaration(identifier: "dyn.ext.\(ext)", conformsTo: [supertype.identifier], extensions: [ext],
                                        mimeTypes: [], description: nil), dynamic: true)
        }
    }

    /// The type of data of `mimeType` that conforms to `supertype` (see the extension form).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        if let d = UTTypeRegistry.shared.declaration(forMIMEType: mime) {
            let t = UTType(d, dynamic: false)
            guard t.conforms(to: supertype) else { return nil }
            self = t
        } else {
            self.init(UTTypeDeclaration(identifier: "dyn.mime.\(mime)", conformsTo: [supertype.identifier], extensions: [],
                                        mimeTypes: [mime], description: nil), dynamic: true)
        }
    }

    /// A type the app uses that another declares (Apple: `init(importedAs:conformingTo:)`):
    /// the declared one if there is one, else a type of that name conforming to `parent`.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        if let d = UTTypeRegistry.shared.declaration(identifier) { self.init(d, dynamic: false); return }
        let d = UTTypeDeclaration(identifier: identifier, conformsTo: [(parent ?? .data).identifier], extensions: [], mimeTypes: [], description: nil)
        UTTypeRegistry.shared.declare(d)
        self.init(d, dynamic: false)
    }

    /// A type the app declares itself (Apple: `init(exportedAs:conformingTo:)`).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(importedAs: identifier, conformingTo: parent)
    }

    public var preferredFilenameExtension: String? { declaration.extensions.first }
    public var preferredMIMEType: String? { declaration.mimeTypes.first }
    public var localizedDescription: String? { declaration.description }
    public var tags: [UTTagClass: [String]] {
        var t: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { t[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { t[.mimeType] = declaration.mimeTypes }
        return t
    }
    /// Every type this one conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        Set(UTTypeRegistry.shared.ancestors(of: declaration).compactMap(UTType.init))
    }
    /// Whether the type is one of the system's (its name in the "public" domain).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Whether data of this type is also of `type` (itself included).
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || UTTypeRegistry.shared.ancestors(of: declaration).contains(type.identifier)
    }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    public var description: String { identifier }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

/// The kinds of tag a type has (Apple: UTTagClass).
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
