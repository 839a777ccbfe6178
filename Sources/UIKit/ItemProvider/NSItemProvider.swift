import Foundation
import UniformTypeIdentifiers

/// Data or files of some content types, loaded when asked for (Apple: NSItemProvider, which
/// Foundation on Linux lacks): what a photo picker hands back, and what drag and drop and
/// sharing carry. Representations are registered most faithful first; a load takes the
/// first whose type conforms to the one asked for. Completion handlers run on a background
/// queue, as Apple's do: hop to the main queue to touch views.
///
/// Lamina: `loadFileRepresentation` gives a copy in a temporary folder, removed when the
/// handler returns (as Apple's); `NSSecureCoding` items (`init(item:typeIdentifier:)`) and
/// the `_ObjectiveCBridgeable` overloads for `String` and `URL` are not here.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// Who may see a representation (Apple: NSItemProviderRepresentationVisibility); a Lamina
    /// app has no other processes to hide from, so every one is loadable by all.
    public enum RepresentationVisibility: Int, Sendable { case all = 0, team = 1, group = 2, ownProcess = 3 }

    /// Options of a file representation (Apple: NSItemProviderFileOptions).
    public struct FileOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let openInPlace = FileOptions(rawValue: 1)
    }

    private enum Source {
        case data(@Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?)
        case file(URL)
        case fileLoader(@Sendable (@escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress?)
    }
    private struct Representation { let type: String; let source: Source; let inPlace: Bool }
    private var representations: [Representation] = []
    private let lock = NSLock()

    /// A name for the item when it becomes a file (a picked photo's file name, without its
    /// extension).
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider of the file at `fileURL`, as its content type (found from its extension);
    /// nil when the URL is not a file that exists.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        representations.append(Representation(type: type.identifier, source: .file(fileURL), inPlace: true))
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider of `object` in each type it writes.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    // MARK: Registering

    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        nonisolated(unsafe) let held = object
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { done in
                held.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: done)
            }
        }
    }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(type: typeIdentifier, source: .data(loadHandler), inPlace: false)) }
    }

    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: FileOptions = [],
                                         visibility: RepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress?) {
        lock.withLock {
            representations.append(Representation(type: typeIdentifier, source: .fileLoader(loadHandler),
                                                  inPlace: fileOptions.contains(.openInPlace)))
        }
    }

    // MARK: Asking

    /// The registered types, most faithful first.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type) } }

    open func registeredTypeIdentifiers(fileOptions: FileOptions) -> [String] {
        lock.withLock { representations.filter { !fileOptions.contains(.openInPlace) || $0.inPlace }.map(\.type) }
    }

    /// Whether some representation's type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { representation(conformingTo: typeIdentifier) != nil }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: FileOptions = []) -> Bool {
        guard let r = representation(conformingTo: typeIdentifier) else { return false }
        return !fileOptions.contains(.openInPlace) || r.inPlace
    }

    /// Whether an object of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return lock.withLock {
            representations.first { r in
                if r.type == typeIdentifier { return true }
                guard let wanted, let have = UTType(r.type) else { return false }
                return have.conforms(to: wanted)
            }
        }
    }

    // MARK: Loading

    /// The data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let r = representation(conformingTo: typeIdentifier) else {
            Self.queue.async { completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier)) }
            return progress
        }
        Self.queue.async {
            Self.data(of: r) { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// A copy of the representation as a file, valid until the handler returns.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let r = representation(conformingTo: typeIdentifier) else {
            Self.queue.async { completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier)) }
            return progress
        }
        let name = suggestedName
        Self.queue.async {
            Self.file(of: r) { source, error in
                guard let source else { completionHandler(nil, error); return }
                // A fresh folder per load, so the file keeps its name and goes with the folder.
                let folder = FileManager.default.temporaryDirectory
                    .appendingPathComponent("lamina-item-provider-\(UUID().uuidString)", isDirectory: true)
                let ext = source.pathExtension.isEmpty ? (UTType(r.type)?.preferredFilenameExtension ?? "") : source.pathExtension
                var copy = folder.appendingPathComponent(name ?? source.deletingPathExtension().lastPathComponent)
                if !ext.isEmpty { copy.appendPathExtension(ext) }
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try FileManager.default.copyItem(at: source, to: copy)
                } catch {
                    completionHandler(nil, ItemProviderError.unreadable("could not copy \(source.path): \(error)"))
                    return
                }
                progress.completedUnitCount = 1
                completionHandler(copy, nil)
                try? FileManager.default.removeItem(at: folder)
            }
        }
        return progress
    }

    /// The file itself where the representation is one that opens in place (a picked file),
    /// else a copy as `loadFileRepresentation` makes; the flag says which.
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress {
        if let r = representation(conformingTo: typeIdentifier), r.inPlace, case .file(let url) = r.source {
            let progress = Progress(totalUnitCount: 1)
            Self.queue.async { progress.completedUnitCount = 1; completionHandler(url, true, nil) }
            return progress
        }
        return loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in completionHandler(url, false, error) }
    }

    /// An object of `aClass` made from the first representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void) -> Progress {
        // A class's metatype is not `Sendable` to the compiler; it is immutable.
        nonisolated(unsafe) let reader = aClass
        let name = "\(aClass)"
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }),
              let r = representation(conformingTo: type) else {
            let progress = Progress(totalUnitCount: 1)
            Self.queue.async { completionHandler(nil, ItemProviderError.unavailableType(name)) }
            return progress
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { completionHandler(nil, error); return }
            do { completionHandler(try reader.object(withItemProviderData: data, typeIdentifier: r.type), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    // MARK: Sources

    private static let queue = DispatchQueue(label: "lamina.item-provider", qos: .userInitiated, attributes: .concurrent)

    private static func data(of r: Representation, _ done: @escaping @Sendable (Data?, Error?) -> Void) {
        switch r.source {
        case .data(let load): _ = load(done)
        case .file(let url):
            do { done(try Data(contentsOf: url), nil) } catch { done(nil, ItemProviderError.unreadable("could not read \(url.path): \(error)")) }
        case .fileLoader(let load):
            _ = load { url, _, error in
                guard let url else { done(nil, error); return }
                do { done(try Data(contentsOf: url), nil) } catch { done(nil, ItemProviderError.unreadable("could not read \(url.path): \(error)")) }
            }
        }
    }

    /// A file holding the representation: its own, or its data written to a temporary one.
    private static func file(of r: Representation, _ done: @escaping @Sendable (URL?, Error?) -> Void) {
        switch r.source {
        case .file(let url): done(url, nil)
        case .fileLoader(let load): _ = load { url, _, error in done(url, error) }
        case .data(let load):
            _ = load { data, error in
                guard let data else { done(nil, error); return }
                let ext = UTType(r.type)?.preferredFilenameExtension.map { "." + $0 } ?? ""
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-item-\(UUID().uuidString)\(ext)")
                do {
                    try data.write(to: url)
                    done(url, nil)
                    try? FileManager.default.removeItem(at: url)
                } catch {
                    done(nil, ItemProviderError.unreadable("could not write the data as a file: \(error)"))
                }
            }
        }
    }
}
