import Foundation

/// The error domain of AVFoundation's own errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// AVFoundation's error codes (Apple: AVError.Code), for comparing an `NSError`'s `code` in
/// `AVFoundationErrorDomain`. Lamina's errors are `NSError`s: Swift on Linux does not bridge
/// them to a typed `AVError` in `catch`.
public struct AVError: Sendable {
    public enum Code: Int, Sendable {
        case unknown = -11800
        case fileFormatNotRecognized = -11828
        case fileFailedToParse = -11829
        case decoderNotFound = -11833
        case mediaDataInWrongFormat = -11842
        case decodeFailed = -11821
        case noLongerPlayable = -11867
        case contentIsUnavailable = -11863
    }
}

extension PipelineFailure {
    /// The error Apple's AVFoundation reports for the same failure: a missing file and an
    /// unreadable URL in NSURLErrorDomain, the rest in AVFoundationErrorDomain; the reason is
    /// GStreamer's, in `NSLocalizedFailureReasonErrorKey`.
    var error: NSError {
        let (domain, code, description): (String, Int, String)
        switch kind {
        case .notFound: (domain, code, description) = (NSURLErrorDomain, NSURLErrorFileDoesNotExist, "The requested URL was not found.")
        case .unreadable: (domain, code, description) = (NSURLErrorDomain, NSURLErrorUnsupportedURL, "The URL cannot be read.")
        case .unrecognized: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.fileFormatNotRecognized.rawValue, "Cannot Open")
        case .corrupt: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.decodeFailed.rawValue, "Cannot Decode")
        case .noDecoder: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.decoderNotFound.rawValue, "Cannot Decode")
        case .tooLarge: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.mediaDataInWrongFormat.rawValue, "Cannot Open")
        case .noStreams: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.fileFormatNotRecognized.rawValue, "Cannot Open")
        case .other: (domain, code, description) = (AVFoundationErrorDomain, AVError.Code.unknown.rawValue, "The operation could not be completed")
        }
        return NSError(domain: domain, code: code, userInfo: [
            NSLocalizedDescriptionKey: description,
            NSLocalizedFailureReasonErrorKey: message,
        ])
    }
}
