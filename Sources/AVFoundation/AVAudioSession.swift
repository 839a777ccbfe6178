import Foundation

/// How the app means to use sound (Apple: AVAudioSession). On iOS the session decides whether
/// the app's sound mixes with others', silences them, or obeys the ring switch. A Linux
/// desktop's sound server (PulseAudio, PipeWire) mixes every app's sound and has no ring
/// switch, so there is nothing to arbitrate: the category, mode and options are kept and read
/// back as set, and activating succeeds — the app's sound plays mixed with the others', as
/// `.ambient` with `.mixWithOthers` does on iOS.
public final class AVAudioSession: @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }

    private let lock = NSLock()
    private var state: (category: Category, mode: Mode, options: CategoryOptions, active: Bool) = (.soloAmbient, .default, [], false)

    private init() {}

    public var category: Category { lock.withLock { state.category } }
    public var mode: Mode { lock.withLock { state.mode } }
    public var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether the app activated its session (Lamina's own record: iOS has no getter).
    public var isActive: Bool { lock.withLock { state.active } }

    public func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws { try setCategory(category, mode: mode, options: options) }
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state.category = category; state.mode = mode; state.options = options }
    }
    public func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { lock.withLock { state.active = active } }
}
