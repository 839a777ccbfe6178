import XCTest
@testable import UIKit
import LaminaTestSupport

/// Random systems changed at random — constraints added and removed, constants edited — the
/// live solver checked after every step against a fresh solver given the same system: the
/// required constraints hold, and the weighted error of the optional ones is the optimum.
final class SimplexSolverRandomTests: XCTestCase {
    private typealias C = SimplexSolver.Constraint

    private struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: C.Relation
        var weight: Double?

        func residual(_ value: (Int) -> Double) -> Double { terms.reduce(constant) { $0 + value($1.0) * $1.1 } }
        /// How far from holding, weighted (0 for a required one that holds).
        func error(_ value: (Int) -> Double) -> Double {
            let e = residual(value)
            let off = relation == .equal ? abs(e) : max(0, relation == .lessOrEqual ? e : -e)
            return off * (weight ?? 0)
        }
        func holds(_ value: (Int) -> Double) -> Bool {
            let e = residual(value)
            switch relation {
            case .equal: return abs(e) < 1e-6
            case .lessOrEqual: return e < 1e-6
            case .greaterOrEqual: return e > -1e-6
            }
        }
    }

    private func randomSpec(_ rng: inout SplitMix, variables n: Int) -> Spec {
        let a = Int(rng.next() % UInt64(n)), b = Int(rng.next() % UInt64(n))
        let c = Double(Int(rng.next() % 200)) - 100
        let relation: C.Relation = [.equal, .equal, .lessOrEqual, .greaterOrEqual][Int(rng.next() % 4)]
        let weight: Double? = rng.next() % 3 == 0 ? nil : [1, 10, 100, 1000][Int(rng.next() % 4)]
        // Mostly the layout shapes: a = b + c, a = c; sometimes a sum of three.
        switch rng.next() % 5 {
        case 0: return Spec(terms: [(a, 1)], constant: c, relation: relation, weight: weight)
        case 1: return Spec(terms: [(a, 1), (b, -1), (Int(rng.next() % UInt64(n)), -0.5)], constant: c, relation: relation, weight: weight)
        default: return Spec(terms: a == b ? [(a, 1)] : [(a, 1), (b, -1)], constant: c, relation: relation, weight: weight)
        }
    }

    private func solve(_ specs: [Spec], variables n: Int) -> (SimplexSolver, [SimplexSymbol], [Int?]) {
        let s = SimplexSolver()
        let vars = (0..<n).map { _ in s.makeVariable() }
        // Every variable is pulled weakly to 0, so that the optimum is unique enough to compare.
        for v in vars { _ = try? s.add(C(terms: [(v, 1)], constant: 0, relation: .equal, weight: 0.001)) }
        let handles = specs.map { sp in
            try? s.add(C(terms: sp.terms.map { (vars[$0.0], $0.1) }, constant: sp.constant, relation: sp.relation, weight: sp.weight))
        }
        return (s, vars, handles)
    }

    func testRandomEditsMatchAFreshSolve() {
        for seed in 1...12 {
            var rng = SplitMix(seed: UInt64(seed))
            let n = 14
            let live = SimplexSolver()
            let vars = (0..<n).map { _ in live.makeVariable() }
            for v in vars { _ = try? live.add(C(terms: [(v, 1)], constant: 0, relation: .equal, weight: 0.001)) }
            var specs: [Spec] = [], handles: [Int?] = []
            for step in 0..<60 {
                let op = rng.next() % 10
                if op < 5 || specs.isEmpty {
                    let sp = randomSpec(&rng, variables: n)
                    let h = try? live.add(C(terms: sp.terms.map { (vars[$0.0], $0.1) }, constant: sp.constant, relation: sp.relation, weight: sp.weight))
                    specs.append(sp); handles.append(h)
                } else if op < 8 {
                    let i = Int(rng.next() % UInt64(specs.count))
                    if let h = handles[i] { live.remove(h) }
                    specs.remove(at: i); handles.remove(at: i)
                } else {
                    let i = Int(rng.next() % UInt64(specs.count))
                    guard let h = handles[i] else { continue }
                    let c = Double(Int(rng.next() % 200)) - 100
                    // A required constant that would now conflict is left as it was.
                    var trial = specs
                    trial[i].constant = c
                    let (check, _, checked) = solve(trial.enumerated().filter { handles[$0.offset] != nil }.map(\.element), variables: n)
                    _ = check
                    guard !checked.contains(where: { $0 == nil }) else { continue }
                    specs[i].constant = c
                    live.setConstant(h, c)
                }
                // Compare with a fresh solver holding the constraints the live one holds.
                let held = specs.enumerated().filter { handles[$0.offset] != nil }.map(\.element)
                let (fresh, freshVars, freshHandles) = solve(held, variables: n)
                XCTAssertFalse(freshHandles.contains { $0 == nil }, "seed \(seed) step \(step): what the live solver holds is satisfiable")
                let liveValue = { (i: Int) in live.value(of: vars[i]) }, freshValue = { (i: Int) in fresh.value(of: freshVars[i]) }
                for sp in held where sp.weight == nil {
                    XCTAssertTrue(sp.holds(liveValue), "seed \(seed) step \(step): a required constraint holds")
                }
                let liveError = held.reduce(0) { $0 + $1.error(liveValue) } + (0..<n).reduce(0) { $0 + abs(liveValue($1)) * 0.001 }
                let freshError = held.reduce(0) { $0 + $1.error(freshValue) } + (0..<n).reduce(0) { $0 + abs(freshValue($1)) * 0.001 }
                XCTAssertEqual(liveError, freshError, accuracy: 1e-5 * max(1, freshError), "seed \(seed) step \(step)")
                if abs(liveError - freshError) > 1e-5 * max(1, freshError) { return }
            }
        }
    }
}
