import XCTest
import Shell
import QuartzCore

/// Recordings (issue: "JSON Lines … same file, same frames; a malformed line stops replay with
/// the file, line number and reason").
final class InputRecordingTests: XCTestCase {
    let every: [InputEvent] = [
        InputEvent(time: 0, .pointerEnter(CGPoint(x: 1.5, y: 2))),
        InputEvent(time: 0.1, .pointerMotion(CGPoint(x: 10, y: 20.25))),
        InputEvent(time: 0.2, .pointerButton(CGPoint(x: 10, y: 20), button: 272, pressed: true)),
        InputEvent(time: 0.3, .scroll(CGPoint(x: 3, y: 4), dx: 0, dy: 15, value120x: 0, value120y: 120)),
        InputEvent(time: 0.4, .key(keysym: 0x61, text: "a\"\\\n", pressed: true, isRepeat: true, modifiers: [.shift, .control])),
        InputEvent(time: 0.5, .touchDown(id: 3, CGPoint(x: 5, y: 6))),
        InputEvent(time: 0.6, .touchMotion(id: 3, CGPoint(x: 7, y: 8))),
        InputEvent(time: 0.7, .touchUp(id: 3)),
        InputEvent(time: 0.8, .touchCancel),
        InputEvent(time: 0.9, .resize(CGSize(width: 800, height: 600))),
        InputEvent(time: 1.0, .pointerLeave),
        InputEvent(time: 1.1, .close),
        InputEvent(time: 1.2, .pointerButton(CGPoint(x: 30, y: 40), button: 272, pressed: false),
                   anchor: .init(view: "press", point: CGPoint(x: 5.5, y: 6))),
    ]

    func testEveryKindRoundTrips() throws {
        let text = every.map(InputRecording.line(for:)).joined(separator: "\n")
        XCTAssertEqual(try InputRecording.parse(text), every)
    }

    func testSameEventsMakeTheSameBytes() throws {
        let a = every.map(InputRecording.line(for:)).joined(separator: "\n")
        let b = try InputRecording.parse(a).map(InputRecording.line(for:)).joined(separator: "\n")
        XCTAssertEqual(a, b)
        XCTAssertEqual(InputRecording.line(for: every[2]), #"{"t":0.2,"type":"pointerButton","x":10,"y":20,"button":272,"pressed":true}"#)
        XCTAssertEqual(InputRecording.line(for: every.last!),
                       #"{"t":1.2,"type":"pointerButton","x":30,"y":40,"button":272,"pressed":false,"view":"press","vx":5.5,"vy":6}"#)
        XCTAssertEqual(try InputRecording.parse(a, file: "r.jsonl").last?.origin, InputRecording.Origin(file: "r.jsonl", line: every.count))
    }

    func testBlankLinesAreSkipped() throws {
        XCTAssertEqual(try InputRecording.parse("\n\n" + InputRecording.line(for: every[0]) + "\n\n").count, 1)
    }

    func testMalformedLinesNameFileLineAndReason() {
        let good = InputRecording.line(for: every[1])
        let cases: [(String, String)] = [
            ("{not json", "not JSON"),
            (#"{"t":1,"type":"pointerMotion","y":2}"#, "missing number \"x\""),
            (#"{"t":1,"type":"teleport"}"#, "unknown event type"),
            (#"{"t":-1,"type":"close"}"#, "\"t\" must be ≥ 0"),
            (#"{"t":0.05,"type":"close"}"#, "earlier than the previous"),
            (#"{"t":1,"type":"pointerButton","x":1,"y":1,"button":1.5,"pressed":true}"#, "whole number"),
            (#"{"t":1,"type":"key","keysym":-3,"pressed":true}"#, "out of range"),
            (#"{"t":1,"type":"resize","width":0,"height":10}"#, "positive"),
            (#"[1,2]"#, "JSON object"),
            (#"{"t":1,"type":"pointerMotion","x":1,"y":1,"view":""}"#, "a view's name"),
            (#"{"t":1,"type":"pointerMotion","x":1,"y":1,"view":"b"}"#, "missing number \"vx\""),
            (#"{"t":1,"type":"close","view":"b","vx":1,"vy":1}"#, "no point to put in a view"),
        ]
        for (line, reason) in cases {
            XCTAssertThrowsError(try InputRecording.parse(good + "\n\n" + line, file: "rec.jsonl")) { error in
                guard let e = error as? InputRecording.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(e.file, "rec.jsonl")
                XCTAssertEqual(e.line, 3, line)
                XCTAssertTrue(e.reason.contains(reason), "\(e.reason) for \(line)")
                XCTAssertTrue(e.description.hasPrefix("rec.jsonl:3: "))
            }
        }
    }

    func testMissingFileIsAClearError() {
        XCTAssertThrowsError(try InputRecording.read(contentsOf: "/nonexistent/rec.jsonl")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/rec.jsonl"))
        }
    }
}
