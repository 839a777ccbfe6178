import XCTest
@testable import UIKit
import LaminaTestSupport

/// Battery monitoring read from a power supply folder laid out as the kernel's
/// (`LAMINA_POWER_SUPPLY_DIR`): unknown while off or without a battery, the mean charge of
/// the batteries and their state, and the notifications when a reading changes.
final class BatteryTests: XCTestCase {
    nonisolated func testBatteryLevelStateAndNotifications() throws {
        try MainActor.assumeIsolated {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-power-\(UUID().uuidString)")
            func write(_ supply: String, _ fields: [String: String]) throws {
                let d = dir.appendingPathComponent(supply)
                try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
                for (k, v) in fields { try (v + "\n").write(to: d.appendingPathComponent(k), atomically: true, encoding: .utf8) }
            }
            try write("AC", ["type": "Mains", "online": "1"])
            setenv("LAMINA_POWER_SUPPLY_DIR", dir.path, 1)
            defer {
                unsetenv("LAMINA_POWER_SUPPLY_DIR")
                UIDevice.current.isBatteryMonitoringEnabled = false
                try? FileManager.default.removeItem(at: dir)
            }
            let device = UIDevice.current
            XCTAssertFalse(device.isBatteryMonitoringEnabled)
            XCTAssertEqual(device.batteryLevel, -1)
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryLevel, -1, "no battery: unknown, as iOS reads one")
            XCTAssertEqual(device.batteryState, .unknown)
            device.isBatteryMonitoringEnabled = false

            try write("BAT0", ["type": "Battery", "present": "1", "capacity": "80", "status": "Discharging"])
            try write("BAT1", ["type": "Battery", "present": "1", "capacity": "60", "status": "Unknown"])
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryLevel, 0.7, accuracy: 0.001, "the batteries' mean charge")
            XCTAssertEqual(device.batteryState, .unplugged)

            var posted: [String] = []
            let names = [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification]
            let tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { n in
                    let kind = n.name == UIDevice.batteryLevelDidChangeNotification ? "level" : "state"
                    MainActor.assumeIsolated { posted.append(kind) }
                }
            }
            defer { for t in tokens { NotificationCenter.default.removeObserver(t) } }
            device.pollBattery()
            XCTAssertEqual(posted, [], "nothing changed")
            try write("BAT0", ["capacity": "90", "status": "Charging"])
            device.pollBattery()
            XCTAssertEqual(posted.sorted(), ["level", "state"])
            XCTAssertEqual(device.batteryState, .charging)
            XCTAssertEqual(device.batteryLevel, 0.75, accuracy: 0.001)
            try write("BAT0", ["capacity": "100", "status": "Full"])
            try write("BAT1", ["capacity": "100", "status": "Full"])
            device.pollBattery()
            XCTAssertEqual(device.batteryState, .full)
            XCTAssertEqual(device.batteryLevel, 1)
            device.isBatteryMonitoringEnabled = false
            XCTAssertEqual(device.batteryLevel, -1, "off: unknown again")
            XCTAssertEqual(device.batteryState, .unknown)
        }
    }
}
