import Foundation

/// The battery (Apple: UIDevice's battery monitoring), read from the kernel's power supply
/// class (`/sys/class/power_supply`, every supply of type Battery): its charge and whether it
/// charges. While monitoring is on the battery is read again every minute, and a change posts
/// the notification as on iOS. A machine without a battery (a desktop) reads as iOS reads one:
/// level −1, state unknown. `LAMINA_POWER_SUPPLY_DIR` names another folder to read (tests).
extension UIDevice {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// Whether the battery is read (off by default; level and state are unknown while off).
    public var isBatteryMonitoringEnabled: Bool {
        get { BatteryMonitor.shared.enabled }
        set { BatteryMonitor.shared.setEnabled(newValue, device: self) }
    }

    /// The charge from 0 to 1, or −1 when unknown (monitoring off, or no battery).
    public var batteryLevel: Float { BatteryMonitor.shared.enabled ? BatteryMonitor.shared.reading.level : -1 }

    public var batteryState: BatteryState { BatteryMonitor.shared.enabled ? BatteryMonitor.shared.reading.state : .unknown }

    /// Reads the battery now (what the minute's timer does), posting what changed.
    package func pollBattery() { BatteryMonitor.shared.poll(device: self) }
}

/// The monitoring state and the last reading.
@MainActor final class BatteryMonitor {
    static let shared = BatteryMonitor()
    private(set) var enabled = false
    private(set) var reading = BatteryReading(level: -1, state: .unknown)
    private var timer: Timer?

    func setEnabled(_ on: Bool, device: UIDevice) {
        guard on != enabled else { return }
        enabled = on
        timer?.invalidate()
        timer = nil
        guard on else { return }
        reading = BatteryReading.read()
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            MainActor.assumeIsolated { BatteryMonitor.shared.poll(device: device) }
        }
    }

    func poll(device: UIDevice) {
        guard enabled else { return }
        let new = BatteryReading.read()
        let old = reading
        reading = new
        if new.state != old.state { NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: device) }
        // iOS tells level changes of a percent or more.
        if (new.level * 100).rounded() != (old.level * 100).rounded() {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: device)
        }
    }
}

/// One reading of the batteries: their mean charge and the state they are in together.
struct BatteryReading: Equatable {
    var level: Float
    var state: UIDevice.BatteryState

    static func read() -> BatteryReading {
        let dir = ProcessInfo.processInfo.environment["LAMINA_POWER_SUPPLY_DIR"] ?? "/sys/class/power_supply"
        let fm = FileManager.default
        func field(_ supply: String, _ name: String) -> String? {
            (try? String(contentsOfFile: "\(dir)/\(supply)/\(name)", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let supplies = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        let batteries = supplies.filter { field($0, "type") == "Battery" && field($0, "present") != "0" }
        let levels = batteries.compactMap { field($0, "capacity").flatMap(Float.init) }
        guard !batteries.isEmpty, !levels.isEmpty else { return BatteryReading(level: -1, state: .unknown) }
        let level = min(1, max(0, levels.reduce(0, +) / Float(levels.count) / 100))
        let statuses = batteries.compactMap { field($0, "status") }
        let state: UIDevice.BatteryState
        if statuses.contains("Charging") {
            state = .charging
        } else if statuses.contains("Discharging") {
            state = .unplugged
        } else if !statuses.isEmpty, statuses.allSatisfy({ $0 == "Full" || $0 == "Not charging" }) {
            // On mains and not charging: full, or held below full by the charge limit.
            state = .full
        } else {
            state = .unknown
        }
        return BatteryReading(level: level, state: state)
    }
}
