#!/usr/bin/python3
"""scripts/race's runner: Lamina's cards scene against the same scene in GTK4 (cairo), Qt
Quick (software scene graph) and Slint (Skia's CPU renderer), each under one private headless
weston (pixman renderer) per output scale, one client after the other, for several rounds.

For every client it reports, over the SECONDS after a warm-up: frames shown, the client's
CPU per frame (utime + stime of all its threads, from /proc), weston's CPU per frame while
that client ran (what its damage costs the compositor), the client's peak RSS, and — from a
separate short run with WAYLAND_DEBUG — the time from exec to its first committed buffer.
Frames are the "frame t=…" lines a client prints per frame; Slint's Python API has no frame
signal, so its frames are its window surface's commits (WAYLAND_DEBUG in the timed runs too,
which costs Slint a few printed lines per frame). Ratios compare each client with the best
peer of the same round, scale and count.

With --list, races the list-flick scene against GTK4's Gtk.ListView and Qt Quick's ListView."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

WARMUP = 1.5
HERE = os.path.dirname(os.path.abspath(__file__))
COMMIT = re.compile(r"wl_surface@(\d+)\.commit\(\)")
ATTACH = re.compile(r"wl_surface@(\d+)\.attach\(wl_buffer@")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # Fields 14 and 15 (utime, stime) counted from 1; the split starts at field 3.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0


def start_weston(runtime, socket, scale):
    """Weston 10's headless backend multiplies --width/--height by --scale."""
    log = os.path.join(runtime, socket + ".log")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env.pop("WAYLAND_DISPLAY", None)
    p = subprocess.Popen(["weston", "--backend=headless-backend.so", "--use-pixman", "--idle-time=0",
                          f"--socket={socket}", "--width=1600", "--height=1000", f"--scale={scale}", f"--log={log}"],
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while time.time() < deadline:
        text = open(log).read() if os.path.exists(log) else ""
        if "desktop-shell.so'" in text:
            time.sleep(0.3)
            return p
        time.sleep(0.05)
    p.kill()
    sys.exit("race: weston did not start; see " + log)


class Client:
    """A peer's command and environment; `commits` says its frames are counted from its
    Wayland requests rather than from lines it prints."""

    def __init__(self, name, cmd, env, commits=False):
        self.name, self.cmd, self.env, self.commits = name, cmd, env, commits


def stop(p):
    p.terminate()
    try:
        p.wait(5)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()


def measure(client, weston, seconds):
    """Runs the client; returns (frames, client CPU s, weston CPU s, peak RSS MB) over
    `seconds` after the warm-up."""
    env = dict(client.env, WAYLAND_DEBUG="client") if client.commits else client.env
    p = subprocess.Popen(client.cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stamps, surfaces = [], {}
    errors = []

    def read_frames():
        for line in p.stdout:
            if line.startswith("frame "):
                stamps.append(time.monotonic())

    def read_commits():
        for line in p.stderr:
            m = COMMIT.search(line)
            if m:
                surfaces.setdefault(m.group(1), []).append(time.monotonic())
            elif not line.startswith("["):
                errors.append(line)
    readers = [threading.Thread(target=read_frames, daemon=True)]
    if client.commits:
        readers.append(threading.Thread(target=read_commits, daemon=True))
    for r in readers:
        r.start()
    time.sleep(WARMUP)
    alive = p.poll() is None
    t0, c0, w0 = time.monotonic(), cpu_seconds(p.pid) if alive else None, cpu_seconds(weston.pid)
    time.sleep(seconds)
    alive = alive and p.poll() is None
    t1, c1, w1 = time.monotonic(), cpu_seconds(p.pid) if alive else None, cpu_seconds(weston.pid)
    rss = peak_rss_mb(p.pid) if alive else 0
    stop(p)
    for r in readers:
        r.join(2)
    if c0 is None or c1 is None:
        err = "".join(errors) if client.commits else p.stderr.read()
        sys.exit(f"race: {' '.join(client.cmd)} exited early:\n{err}")
    if client.commits:
        # The window's surface is the one committed most; the rest are decorations.
        stamps = max(surfaces.values(), key=len) if surfaces else []
    frames = sum(1 for s in stamps if t0 <= s < t1)
    return frames, c1 - c0, w1 - w0, rss


def first_frame_ms(client):
    """Exec to the first commit of a surface with a buffer attached, from WAYLAND_DEBUG."""
    env = dict(client.env, WAYLAND_DEBUG="client")
    start = time.monotonic()
    p = subprocess.Popen(client.cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    attached, found = set(), None
    deadline = start + 20
    for line in p.stderr:
        m = ATTACH.search(line)
        if m:
            attached.add(m.group(1))
            continue
        m = COMMIT.search(line)
        if m and m.group(1) in attached:
            found = (time.monotonic() - start) * 1000
            break
        if time.monotonic() > deadline:
            break
    stop(p)
    return found


def cards_clients(args, env, n):
    gtk_env = dict(env, GSK_RENDERER="cairo", GDK_BACKEND="wayland")
    qt_env = dict(env, QT_QPA_PLATFORM="wayland", QT_QUICK_BACKEND="software", LAMINA_RACE_CACHE=args.cache)
    slint_env = dict(env, SLINT_BACKEND="winit-skia-software")
    clients = []
    for mode in args.modes.split(","):
        scene = "cards" if mode == "animations" else "cards-display-link"
        clients.append(Client(f"lamina {mode}", [args.lamina, "run", "--scene", scene, "--cards", str(n), "--print-frames"], env))
    peers = args.peers.split(",")
    if "gtk4" in peers:
        clients.append(Client("gtk4 cairo", ["/usr/bin/python3", os.path.join(HERE, "cards-gtk4.py"), str(n)], gtk_env))
    if "qt" in peers:
        clients.append(Client("qt quick software", [args.peer_python, os.path.join(HERE, "cards-qt.py"), str(n)], qt_env))
    if "slint" in peers:
        clients.append(Client("slint skia cpu", [args.peer_python, os.path.join(HERE, "cards-slint.py"), str(n)], slint_env,
                              commits=True))
    return clients


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lamina", required=True)
    ap.add_argument("--cards", default="20,100,300")
    ap.add_argument("--scales", default="1,2")
    ap.add_argument("--seconds", type=float, default=8)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--modes", default="animations,display-link")
    ap.add_argument("--peers", default="gtk4,qt,slint")
    ap.add_argument("--peer-python", default="python3", help="a Python with PySide6 and slint")
    ap.add_argument("--no-first-frame", action="store_true", help="skip the time-to-first-frame runs")
    ap.add_argument("--list", action="store_true", help="race the list-flick scene instead of the cards")
    args = ap.parse_args()
    runtime = tempfile.mkdtemp(prefix="lamina-race-")
    os.chmod(runtime, 0o700)
    args.cache = runtime
    if args.list:
        return race_lists(args, runtime)
    counts = [int(c) for c in args.cards.split(",")]
    scales = [int(s) for s in args.scales.split(",")]
    results, first = {}, {}
    try:
        for scale in scales:
            socket = f"race-{scale}"
            weston = start_weston(runtime, socket, scale)
            env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY=socket)
            try:
                if not args.no_first_frame:
                    for c in cards_clients(args, env, counts[0]):
                        first[(scale, c.name)] = first_frame_ms(c)
                for r in range(args.rounds):
                    for n in counts:
                        for c in cards_clients(args, env, n):
                            frames, cpu, wcpu, rss = measure(c, weston, args.seconds)
                            results.setdefault((scale, n, c.name), []).append((frames, cpu, wcpu, rss))
                            print(f"scale {scale} round {r + 1} cards {n:>4} {c.name:<22} frames {frames:>4} in {args.seconds:g} s, "
                                  f"CPU {cpu * 1000 / max(frames, 1):6.2f} ms/frame, weston {wcpu * 1000 / max(frames, 1):5.2f} ms/frame, "
                                  f"peak RSS {rss:5.1f} MB", flush=True)
            finally:
                stop(weston)
    finally:
        shutil.rmtree(runtime, ignore_errors=True)
    report(results, first, scales, counts, args)


def report(results, first, scales, counts, args, what="cards"):
    """One table: per scale, count and client, the medians over rounds and the ratios
    against the best peer (the lowest CPU per frame among the non-Lamina clients), the most
    frames any client showed, and weston's CPU with the peer that cost it least, per round,
    as their range."""
    def per_frame(run, k):
        return run[k] / run[0] if run[0] else float("inf")

    def med(xs):
        xs = sorted(xs)
        return xs[len(xs) // 2] if xs else 0
    print()
    print(f"| scale | {what} | client | frames in {args.seconds:g} s | CPU ms/frame | weston ms/frame | peak RSS MB "
          "| CPU ÷ best peer | frames ÷ most | weston ÷ lightest peer's |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for scale in scales:
        for n in counts:
            names = [name for (s, c, name) in results if s == scale and c == n]
            peers = [name for name in names if not name.startswith("lamina")]
            rounds = len(results[(scale, n, names[0])])
            for name in names:
                runs = results[(scale, n, name)]
                cr, fr, wr = [], [], []
                for r in range(rounds):
                    most = max(results[(scale, n, x)][r][0] for x in names)
                    fr.append(runs[r][0] / most if most else 0)
                    if peers:
                        best = min(peers, key=lambda x: per_frame(results[(scale, n, x)][r], 1))
                        cr.append(per_frame(runs[r], 1) / per_frame(results[(scale, n, best)][r], 1))
                        lightest = min(per_frame(results[(scale, n, x)][r], 2) for x in peers)
                        wr.append(per_frame(runs[r], 2) / lightest)
                span = lambda xs: f"{min(xs):.2f}–{max(xs):.2f}" if xs and name.startswith("lamina") else ""
                print(f"| {scale} | {n} | {name} | {med([x[0] for x in runs])} | {med([per_frame(x, 1) for x in runs]) * 1000:.2f} "
                      f"| {med([per_frame(x, 2) for x in runs]) * 1000:.2f} | {med([x[3] for x in runs]):.0f} "
                      f"| {span(cr)} | {span(fr) if name.startswith('lamina') else f'{med(fr):.2f}'} | {span(wr)} |")
    if first:
        print()
        print(f"Time from exec to the first committed buffer ({counts[0]} cards), ms:")
        for (scale, name), ms in first.items():
            print(f"  scale {scale} {name:<22} {'—' if ms is None else f'{ms:.0f}'}")


def race_lists(args, runtime):
    """The lists race: 10,000 rows flicked at 3,600 points a second, Lamina's table against
    GTK4's Gtk.ListView and Qt Quick's ListView, at scale 1."""
    weston = start_weston(runtime, "race-list", 1)
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY="race-list")
    clients = [Client("lamina UITableView", [args.lamina, "run", "--scene", "list-flick", "--print-frames"], env),
               Client("gtk4 cairo", ["/usr/bin/python3", os.path.join(HERE, "list-gtk4.py"), "10000"],
                      dict(env, GSK_RENDERER="cairo", GDK_BACKEND="wayland"))]
    if "qt" in args.peers.split(","):
        clients.append(Client("qt quick software", [args.peer_python, os.path.join(HERE, "list-qt.py"), "10000"],
                              dict(env, QT_QPA_PLATFORM="wayland", QT_QUICK_BACKEND="software")))
    results = {}
    try:
        for r in range(args.rounds):
            for c in clients:
                frames, cpu, wcpu, rss = measure(c, weston, args.seconds)
                results.setdefault((1, 10_000, c.name), []).append((frames, cpu, wcpu, rss))
                print(f"round {r + 1} rows 10000 {c.name:<22} frames {frames:>4} in {args.seconds:g} s, "
                      f"CPU {cpu * 1000 / max(frames, 1):6.2f} ms/frame, weston {wcpu * 1000 / max(frames, 1):5.2f} ms/frame", flush=True)
    finally:
        stop(weston)
        shutil.rmtree(runtime, ignore_errors=True)
    report(results, {}, [1], [10_000], args, what="rows")


if __name__ == "__main__":
    main()
