import XCTest
@testable import UIKit
import LaminaTestSupport

/// The Cassowary solver on its own: required and optional constraints, removal, incremental
/// constant changes checked against solving from scratch, and conflicts.
final class SimplexSolverTests: XCTestCase {
    private typealias C = SimplexSolver.Constraint

    private func eq(_ terms: [(SimplexSymbol, Double)], _ k: Double, _ w: Double? = nil) -> C {
        C(terms: terms.map { ($0.0, $0.1) }, constant: k, relation: .equal, weight: w)
    }

    func testRequiredEqualitiesChain() throws {
        let s = SimplexSolver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        _ = try s.add(eq([(y, 1), (x, -1)], -20))          // y = x + 20
        _ = try s.add(eq([(z, 1), (y, -2)], 0))            // z = 2y
        _ = try s.add(eq([(x, 1)], -10))                   // x = 10
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: z), 60, accuracy: 1e-9)
    }

    func testHigherWeightWinsAndRemovalRestores() throws {
        let s = SimplexSolver()
        let x = s.makeVariable()
        _ = try s.add(eq([(x, 1)], 0, 1))                  // x = 0, weak
        let strong = try s.add(eq([(x, 1)], -100, 1000))   // x = 100, strong
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        s.remove(strong)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    func testRequiredInequalityBoundsAnOptionalEquality() throws {
        let s = SimplexSolver()
        let x = s.makeVariable()
        _ = try s.add(C(terms: [(x, 1)], constant: -50, relation: .greaterOrEqual, weight: nil))   // x ≥ 50
        let pull = try s.add(eq([(x, 1)], -10, 10))                                                // x = 10
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        s.setConstant(pull, -80)                                                                   // x = 80 now
        XCTAssertEqual(s.value(of: x), 80, accuracy: 1e-9)
        s.setConstant(pull, -20)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
    }

    func testConflictingRequiredEqualitiesThrowAndChangeNothing() throws {
        let s = SimplexSolver()
        let x = s.makeVariable()
        let first = try s.add(eq([(x, 1)], -10))
        XCTAssertThrowsError(try s.add(eq([(x, 1)], -20))) { error in
            guard case SimplexSolver.AddFailure.unsatisfiable(let involved) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(involved.contains(first), "the constraint it conflicts with is named")
        }
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.constraintCount, 1)
    }

    func testConflictingRequiredInequalitiesThrowAndTheSystemStaysUsable() throws {
        let s = SimplexSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(C(terms: [(x, 1)], constant: -100, relation: .greaterOrEqual, weight: nil))   // x ≥ 100
        XCTAssertThrowsError(try s.add(C(terms: [(x, 1)], constant: -50, relation: .lessOrEqual, weight: nil)))   // x ≤ 50
        XCTAssertGreaterThanOrEqual(s.value(of: x), 100 - 1e-9)
        _ = try s.add(eq([(y, 1), (x, -1)], -5))
        _ = try s.add(eq([(x, 1)], -120, 1))
        XCTAssertEqual(s.value(of: x), 120, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 125, accuracy: 1e-9)
    }

    /// A row of views between two edges, with spacings and equal widths, some optional pulls:
    /// changing constants one at a time gives what a new solver gives for the same system.
    func testIncrementalConstantChangesMatchSolvingFromScratch() throws {
        var rng = SplitMix(seed: 7)
        struct Spec { var terms: [(Int, Double)]; var constant: Double; var relation: C.Relation; var weight: Double? }
        var specs: [Spec] = []
        let n = 12
        // Variables: x_i (left) and w_i (width) for each view, then the container width W.
        let W = 2 * n
        specs.append(Spec(terms: [(W, 1)], constant: -600, relation: .equal, weight: nil))
        specs.append(Spec(terms: [(0, 1)], constant: -8, relation: .equal, weight: nil))
        for i in 0..<n {
            if i > 0 { specs.append(Spec(terms: [(2 * i, 1), (2 * (i - 1), -1), (2 * (i - 1) + 1, -1)], constant: -8, relation: .equal, weight: nil)) }
            if i > 0 { specs.append(Spec(terms: [(2 * i + 1, 1), (1, -1)], constant: 0, relation: .equal, weight: 100)) }
            specs.append(Spec(terms: [(2 * i + 1, 1)], constant: -20, relation: .greaterOrEqual, weight: nil))
            specs.append(Spec(terms: [(2 * i + 1, 1)], constant: -Double(30 + i), relation: .equal, weight: 1))
        }
        specs.append(Spec(terms: [(2 * (n - 1), 1), (2 * (n - 1) + 1, 1), (W, -1)], constant: 8, relation: .lessOrEqual, weight: nil))
        func solve(_ specs: [Spec]) throws -> (SimplexSolver, [SimplexSymbol], [Int]) {
            let s = SimplexSolver()
            let vars = (0...W).map { _ in s.makeVariable() }
            var handles: [Int] = []
            for sp in specs {
                handles.append(try s.add(C(terms: sp.terms.map { (vars[$0.0], $0.1) }, constant: sp.constant, relation: sp.relation, weight: sp.weight)))
            }
            return (s, vars, handles)
        }
        let (live, liveVars, handles) = try solve(specs)
        for _ in 0..<40 {
            let i = Int(rng.next() % UInt64(specs.count))
            let newConstant: Double
            if i == 0 { newConstant = -Double(300 + rng.next() % 800) } else { newConstant = specs[i].constant + Double(Int(rng.next() % 21) - 10) }
            specs[i].constant = newConstant
            live.setConstant(handles[i], newConstant)
            let (fresh, freshVars, _) = try solve(specs)
            // The objective's optimum is unique in value; compare it, and the variables
            // that the required constraints pin.
            XCTAssertEqual(live.value(of: liveVars[W]), fresh.value(of: freshVars[W]), accuracy: 1e-6)
            XCTAssertEqual(live.value(of: liveVars[0]), fresh.value(of: freshVars[0]), accuracy: 1e-6)
            var liveError = 0.0, freshError = 0.0
            for (k, sp) in specs.enumerated() where sp.weight != nil {
                _ = k
                func error(_ s: SimplexSolver, _ v: [SimplexSymbol]) -> Double {
                    let e = sp.terms.reduce(sp.constant) { $0 + s.value(of: v[$1.0]) * $1.1 }
                    return sp.relation == .equal ? abs(e) * sp.weight! : max(0, sp.relation == .lessOrEqual ? e : -e) * sp.weight!
                }
                liveError += error(live, liveVars)
                freshError += error(fresh, freshVars)
            }
            XCTAssertEqual(liveError, freshError, accuracy: 1e-6, "incremental and fresh solutions are equally good")
        }
    }

    func testRemovingAndAddingManyConstraintsReusesSymbols() throws {
        let s = SimplexSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(eq([(x, 1)], -5))
        for i in 0..<2000 {
            let h = try s.add(eq([(y, 1), (x, -1)], -Double(i), 10))
            XCTAssertEqual(s.value(of: y), 5 + Double(i), accuracy: 1e-9)
            s.remove(h)
        }
        XCTAssertEqual(s.constraintCount, 1)
    }
}


extension SimplexSolverTests {
    func testRemovingRequiredConstraintsAndAddingThemBack() throws {
        let s = SimplexSolver()
        let w = s.makeVariable(), ax = s.makeVariable(), aw = s.makeVariable(), bx = s.makeVariable(), bw = s.makeVariable()
        let req: [C] = [
            eq([(w, 1)], -300), eq([(aw, 1)], -50), eq([(bw, 1)], -40),
            eq([(ax, -1), (aw, -1), (w, 1)], -20),          // −(ax+aw) = −w + 20
            eq([(bx, -1), (bw, -1), (ax, 1)], -10),         // −(bx+bw) = −ax + 10
            C(terms: [(bx, 1)], constant: 0, relation: .greaterOrEqual, weight: nil),
        ]
        var handles = try req.map { try s.add($0) }
        XCTAssertEqual(s.value(of: ax), 230, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: bx), 180, accuracy: 1e-9)
        // The mirrored form: ax = 20, bx = ax + aw + 10.
        s.remove(handles[3]); s.remove(handles[4])
        handles[3] = try s.add(eq([(ax, 1)], -20))
        handles[4] = try s.add(eq([(bx, 1), (ax, -1), (aw, -1)], -10))
        XCTAssertEqual(s.value(of: ax), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: bx), 80, accuracy: 1e-9)
    }
}

extension SimplexSolverTests {
    /// A stacked chain keeps its rows short: each refers to the one above.
    func testAChainOfEqualitiesKeepsItsRowsShort() throws {
        let s = SimplexSolver()
        let ys = (0..<500).map { _ in s.makeVariable() }
        _ = try s.add(eq([(ys[0], 1)], -8))
        for r in 1..<500 { _ = try s.add(eq([(ys[r], 1), (ys[r - 1], -1)], -38)) }
        XCTAssertLessThanOrEqual(s.shape.largestRow, 2)
        XCTAssertEqual(s.value(of: ys[499]), 8 + 38 * 499, accuracy: 1e-6)
    }

    /// Edits in the middle of a chain reach every row below, as a fresh solve of the same
    /// system does, and so does taking a link out.
    func testChainEditsAndRemovalsMatchAFreshSolve() throws {
        let n = 200
        func build(_ constants: [Double], skipping gap: Int?) throws -> (SimplexSolver, [SimplexSymbol], [Int]) {
            let s = SimplexSolver()
            let ys = (0..<n).map { _ in s.makeVariable() }
            var handles: [Int] = []
            handles.append(try s.add(eq([(ys[0], 1)], -constants[0])))
            for r in 1..<n where r != gap { handles.append(try s.add(eq([(ys[r], 1), (ys[r - 1], -1)], -constants[r]))) }
            // Every row stays above a floor; the gap's lower part falls to it.
            for r in 0..<n { _ = try s.add(C(terms: [(ys[r], 1)], constant: -5, relation: .greaterOrEqual, weight: nil)) }
            return (s, ys, handles)
        }
        var constants = (0..<n).map { Double($0 == 0 ? 8 : 38) }
        let (live, ys, handles) = try build(constants, skipping: nil)
        XCTAssertEqual(live.value(of: ys[n - 1]), 8 + 38 * Double(n - 1), accuracy: 1e-6)
        constants[50] = 100
        live.setConstant(handles[50], -100)
        let (fresh, freshYs, _) = try build(constants, skipping: nil)
        for r in stride(from: 0, to: n, by: 7) { XCTAssertEqual(live.value(of: ys[r]), fresh.value(of: freshYs[r]), accuracy: 1e-6) }
        live.remove(handles[120])
        let (cut, cutYs, _) = try build(constants, skipping: 120)
        for r in stride(from: 0, to: 120, by: 7) { XCTAssertEqual(live.value(of: ys[r]), cut.value(of: cutYs[r]), accuracy: 1e-6) }
        XCTAssertEqual(live.value(of: ys[n - 1]) - live.value(of: ys[120]), 38 * Double(n - 1 - 120), accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(live.value(of: ys[120]), 5 - 1e-9)
    }
}
