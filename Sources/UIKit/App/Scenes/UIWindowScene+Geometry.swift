import Foundation

/// Errors of scene requests (Apple: UISceneError, in `UISceneErrorDomain`).
public struct UISceneError: Error, Sendable, Hashable, CustomNSError {
    public enum Code: Int, Sendable {
        case multipleScenesNotSupported = 0, requestDenied = 1, geometryRequestUnsupported = 100, geometryRequestDenied = 101
    }
    public static let errorDomain = "UISceneErrorDomain"
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    public static var geometryRequestDenied: Code { .geometryRequestDenied }

    public let code: Code
    let reason: String
    public init(_ code: Code) { self.code = code; reason = "" }
    init(_ code: Code, reason: String) { self.code = code; self.reason = reason }

    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }
    public static func == (a: UISceneError, b: UISceneError) -> Bool { a.code == b.code }
    public func hash(into h: inout Hasher) { h.combine(code) }
}

/// Asking for another window geometry (Apple, iOS 16: `requestGeometryUpdate(_:errorHandler:)`),
/// as an app that wants its video in landscape does. A Lamina window is an iPad app's
/// resizable window on a desktop: its orientation is its shape, which the user sets, so a
/// request for orientations the window has already is met, and one for others is denied —
/// the error handler hears `UISceneError.geometryRequestDenied` on the main queue, as on an
/// iPad whose window the user sizes.
extension UIWindowScene {
    /// What a geometry request asks for (Apple: UIWindowScene.GeometryPreferences).
    @preconcurrency @MainActor
    open class GeometryPreferences {
        public init() {}

        /// Interface orientations (Apple: GeometryPreferences.iOS).
        @preconcurrency @MainActor
        public final class iOS: GeometryPreferences {
            public var interfaceOrientations: UIInterfaceOrientationMask
            public override init() { interfaceOrientations = .all; super.init() }
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }
        }
    }

    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        let failure: UISceneError?
        if let ios = geometryPreferences as? GeometryPreferences.iOS {
            failure = ios.interfaceOrientations.contains(Self.mask(of: interfaceOrientation)) ? nil
                : UISceneError(.geometryRequestDenied,
                               reason: "The window's orientation follows its shape, which the user sets on a desktop")
        } else {
            failure = UISceneError(.geometryRequestUnsupported, reason: "\(type(of: geometryPreferences)) is not a geometry a Lamina window takes")
        }
        guard let failure, let errorHandler else { return }
        nonisolated(unsafe) let handler = errorHandler
        DispatchQueue.main.async { handler(failure) }
    }

    private static func mask(of o: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
        switch o {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        case .unknown: return []
        }
    }
}
