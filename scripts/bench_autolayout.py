"""kiwisolver on the systems of Lamina's AutoLayoutBenchmark, and the ratios against the
figures `lamina bench --only autolayout` printed (passed as the first argument)."""
import re
import statistics
import sys
import time

import kiwisolver as kiwi


def build(rows):
    """The screen: rows of ten views chained from the root's leading edge 8 points apart,
    equal widths, fixed heights, rows stacked 8 points apart; per row a required inequality
    and two optional priorities (fill at 750 -> strong, preferred width at 250 -> weak)."""
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    views = [[tuple(kiwi.Variable(f"{n}{r}_{i}") for n in "xywh") for i in range(10)] for r in range(rows)]
    cs = [H == 20000]
    probe = None
    for r, row in enumerate(views):
        x0, y0, w0, h0 = row[0]
        lead = x0 == 8
        if r == rows // 2:
            probe = lead
        cs.append(lead)
        cs.append(y0 == 8 if r == 0 else y0 == views[r - 1][0][1] + views[r - 1][0][3] + 8)
        for i in range(10):
            x, y, w, h = row[i]
            cs.append(h == 30)
            if i > 0:
                px, _, pw, _ = row[i - 1]
                cs += [x == px + pw + 8, w == w0, y == y0]
        x9, _, w9, _ = row[9]
        cs.append(W >= x9 + w9 + 8)
        cs.append((x9 + w9 == W - 8) | "strong")
        cs.append((w0 == 44) | "weak")
    return W, views, cs, probe


def measure(rows, rounds):
    adds, resizes, constants = [], [], []
    check = None
    for _ in range(rounds):
        W, views, cs, probe = build(rows)
        s = kiwi.Solver()
        start = time.process_time()
        for c in cs:
            s.addConstraint(c)
        s.addEditVariable(W, "strong")
        s.suggestValue(W, 1000)
        s.updateVariables()
        adds.append(time.process_time() - start)
        check = (views[0][0][2].value(), views[-1][0][1].value())
        for i in range(20):
            start = time.process_time()
            s.suggestValue(W, 1100 if i % 2 == 0 else 1000)
            s.updateVariables()
            resizes.append(time.process_time() - start)
        x0 = views[rows // 2][0][0]
        for i in range(20):
            start = time.process_time()
            s.removeConstraint(probe)
            probe = x0 == (16 if i % 2 == 0 else 8)
            s.addConstraint(probe)
            s.updateVariables()
            constants.append(time.process_time() - start)
    return statistics.median(adds), statistics.median(resizes), statistics.median(constants), check


def main():
    line = sys.argv[1]
    grid = "--no-grid" not in sys.argv
    nums = [float(v) for v in re.findall(r"([0-9.]+) ms", line)]
    width, last_top = (float(v) for v in re.search(r"check width ([0-9.]+) last top ([0-9.]+)", line).groups())
    lam = {"screen": nums[0:3], "grid": nums[3:6]}
    add, resize, constant, check = measure(100, 5)
    print(f"kiwisolver: screen add+solve {add*1000:.2f} ms, resize {resize*1000:.3f} ms, constant {constant*1000:.3f} ms; "
          f"check width {check[0]:.3f} last top {check[1]:.1f}")
    ok = abs(check[0] - width) <= 0.5 and abs(check[1] - last_top) <= 0.5
    print(f"same frames (within Lamina's pixel rounding): {'yes' if ok else 'NO'}")
    for name, k, l in zip(["add+solve", "resize", "constant"], [add, resize, constant], lam["screen"]):
        print(f"ratio screen {name}: Lamina/kiwi {l / (k * 1000):.3f}")
    if grid:
        add, resize, constant, _ = measure(1000, 1)
        print(f"kiwisolver: grid add+solve {add*1000:.1f} ms, resize {resize*1000:.3f} ms, constant {constant*1000:.3f} ms")
        for name, k, l in zip(["add+solve", "resize", "constant"], [add, resize, constant], lam["grid"]):
            print(f"ratio grid {name}: Lamina/kiwi {l / (k * 1000):.4f}")
    if not ok:
        sys.exit(1)


main()
