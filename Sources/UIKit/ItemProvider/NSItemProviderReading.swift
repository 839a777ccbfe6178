import Foundation
import UniformTypeIdentifiers

/// A class an item provider can make from data (Apple: NSItemProviderReading): the types
/// it reads, most preferred first, and how it is made from one of them.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class an item provider can take as an object (Apple: NSItemProviderWriting): the types
/// it gives, most faithful first, and its data in one of them.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress?
}

/// Pictures are read from any image type Lamina decodes (PNG and JPEG) and given as PNG, or
/// as JPEG when asked for JPEG.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else {
            throw ItemProviderError.unreadable("the data of type \(typeIdentifier) is not a picture Lamina can decode (PNG or JPEG)")
        }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        let data = typeIdentifier == UTType.jpeg.identifier ? jpegData(compressionQuality: 0.9) : pngData()
        if let data { completionHandler(data, nil) } else {
            completionHandler(nil, ItemProviderError.unreadable("the picture could not be encoded as \(typeIdentifier)"))
        }
        return nil
    }
}

/// Why an item provider could not give what was asked (Foundation's errors on Apple, where
/// they are `NSItemProviderErrorDomain` errors; here their codes and messages).
public enum ItemProviderError: Error, CustomStringConvertible, Sendable {
    /// No representation of a type conforming to the one asked for.
    case unavailableType(String)
    /// A representation was found but could not be read or decoded.
    case unreadable(String)

    public var description: String {
        switch self {
        case .unavailableType(let t): return "NSItemProvider: no representation conforming to \(t)"
        case .unreadable(let why): return "NSItemProvider: \(why)"
        }
    }
}
