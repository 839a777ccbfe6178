#!/usr/bin/python3
"""scripts/bench-gtk4's runner: one private headless weston (pixman renderer), then for each
round and card count, Lamina's cards scene in each motion mode and the GTK4 twin, one after
the other. Each client runs WARMUP + SECONDS; over the last SECONDS it counts the frames it
prints ("frame t=…" lines) and the CPU its process used (utime + stime of all its threads,
from /proc), and reports frames and CPU ms per frame. Ratios compare Lamina with GTK4 in
the same round."""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

WARMUP = 1.5


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # Fields 14 and 15 (utime, stime) counted from 1; the split starts at field 3.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_weston(runtime):
    log = os.path.join(runtime, "weston.log")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env.pop("WAYLAND_DISPLAY", None)
    p = subprocess.Popen(["weston", "--backend=headless-backend.so", "--use-pixman", "--idle-time=0",
                          "--socket=bench-0", "--width=1600", "--height=1000", f"--log={log}"],
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while time.time() < deadline:
        text = open(log).read() if os.path.exists(log) else ""
        if "desktop-shell.so'" in text:
            time.sleep(0.3)
            return p
        time.sleep(0.05)
    p.kill()
    sys.exit("bench-gtk4: weston did not start; see " + log)


def measure(cmd, env, seconds):
    """Runs `cmd`; returns (frames, cpu seconds) over `seconds` after the warm-up."""
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stamps = []

    def read():
        for line in p.stdout:
            if line.startswith("frame "):
                stamps.append(time.monotonic())
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    time.sleep(WARMUP)
    t0, c0 = time.monotonic(), cpu_seconds(p.pid) if p.poll() is None else None
    time.sleep(seconds)
    t1, c1 = time.monotonic(), cpu_seconds(p.pid) if p.poll() is None else None
    p.terminate()
    try:
        p.wait(5)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
    reader.join(2)
    if c0 is None or c1 is None:
        err = p.stderr.read()
        sys.exit(f"bench-gtk4: {' '.join(cmd)} exited early:\n{err}")
    frames = sum(1 for s in stamps if t0 <= s < t1)
    return frames, c1 - c0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lamina", required=True)
    ap.add_argument("--gtk", required=True)
    ap.add_argument("--cards", default="100,20")
    ap.add_argument("--seconds", type=float, default=8)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--modes", default="animations,display-link")
    ap.add_argument("--list", help="the GTK4 list twin: race the list-flick scene instead of the cards")
    ap.add_argument("--qt", help="the Qt Quick list twin")
    ap.add_argument("--qt-python", default="python3", help="a Python with PySide6")
    args = ap.parse_args()
    counts = [int(c) for c in args.cards.split(",")]
    modes = args.modes.split(",")
    runtime = tempfile.mkdtemp(prefix="lamina-bench-")
    os.chmod(runtime, 0o700)
    weston = start_weston(runtime)
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY="bench-0")
    gtk_env = dict(env, GSK_RENDERER="cairo", GDK_BACKEND="wayland")
    results = {}
    if args.list:
        # The lists race: 10,000 rows flicked at 3,600 points a second, Lamina's table against
        # GTK4's Gtk.ListView.
        counts = [10_000]
        try:
            qt_env = dict(env, QT_QPA_PLATFORM="wayland", QT_QUICK_BACKEND="software")
            clients = [("lamina UITableView", [args.lamina, "run", "--scene", "list-flick", "--print-frames"], env),
                       ("gtk4 cairo", ["/usr/bin/python3", args.list, "10000"], gtk_env)]
            if args.qt:
                clients.append(("qt quick software", [args.qt_python, args.qt, "10000"], qt_env))
            for r in range(args.rounds):
                for name, cmd, e in clients:
                    frames, cpu = measure(cmd, e, args.seconds)
                    results.setdefault((10_000, name), []).append((frames, cpu))
                    per = cpu * 1000 / frames if frames else float("inf")
                    print(f"round {r + 1} rows 10000 {name:<22} frames {frames:>4} in {args.seconds:g} s, "
                          f"CPU {per:6.2f} ms/frame", flush=True)
        finally:
            weston.terminate()
            weston.wait()
            shutil.rmtree(runtime, ignore_errors=True)
        report(results, counts, args.seconds, "rows")
        return
    try:
        for r in range(args.rounds):
            for n in counts:
                runs = []
                for mode in modes:
                    scene = "cards" if mode == "animations" else "cards-display-link"
                    runs.append((f"lamina {mode}", [args.lamina, "run", "--scene", scene, "--cards", str(n), "--print-frames"], env))
                runs.append(("gtk4 cairo", ["/usr/bin/python3", args.gtk, str(n)], gtk_env))
                for name, cmd, e in runs:
                    frames, cpu = measure(cmd, e, args.seconds)
                    results.setdefault((n, name), []).append((frames, cpu))
                    per = cpu * 1000 / frames if frames else float("inf")
                    print(f"round {r + 1} cards {n:>4} {name:<22} frames {frames:>4} in {args.seconds:g} s, "
                          f"CPU {per:6.2f} ms/frame", flush=True)
    finally:
        weston.terminate()
        weston.wait()
        shutil.rmtree(runtime, ignore_errors=True)
    report(results, counts, args.seconds, "cards")


def report(results, counts, seconds, what):
    print()
    print(f"| {what} | client | frames in {seconds:g} s | CPU ms per frame | frames ÷ GTK4's | CPU ÷ GTK4's |")
    print("| --- | --- | --- | --- | --- | --- |")
    for n in counts:
        gtk = results[(n, "gtk4 cairo")]
        for (count, name), runs in results.items():
            if count != n:
                continue
            # Ratios per round (each Lamina run against the GTK4 run of its round), then their range.
            fr = [a[0] / b[0] if b[0] else 0 for a, b in zip(runs, gtk)]
            cr = [(a[1] / a[0]) / (b[1] / b[0]) if a[0] and b[0] else float("inf") for a, b in zip(runs, gtk)]
            frames = "–".join(str(x) for x in sorted({a[0] for a in runs}))
            cpu = "–".join(f"{a[1] * 1000 / a[0]:.1f}" if a[0] else "inf" for a in sorted(runs, key=lambda a: a[1] / max(a[0], 1)))
            ratio = "" if name == "gtk4 cairo" else f"{min(fr):.2f}–{max(fr):.2f}"
            cratio = "" if name == "gtk4 cairo" else f"{min(cr):.2f}–{max(cr):.2f}"
            print(f"| {n} | {name} | {frames} | {cpu} | {ratio} | {cratio} |")


if __name__ == "__main__":
    main()
