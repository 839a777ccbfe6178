import QuartzCore

/// Issue "Real motion at half GTK's cost", the second core: frames composited in bands on
/// every core (`FrameBands`) against the same frames drawn whole on one thread, in wall time
/// (what the frame's latency is) and in the process's CPU time (what the frame costs, all
/// threads summed). A full 1920×1080 repaint of 1,000 rounded translucent layers and one
/// frame of 100 shadowed cards moving by fractions of a pixel on 1280×720.
struct BandsBenchmark: Benchmark, Sendable {
    let name = "bands"
    let summary = "frames split in bands over the cores vs drawn whole on one: full repaint and 100 moving cards, wall and CPU time"

    func run() -> [BenchResult] {
        let workers = BandWorkers.shared.count
        guard workers > 0 else {
            print("bands: one core, nothing to split")
            return []
        }
        // Full repaints: the same scene twice, one renderer splitting, one not. The repaint may
        // be quicker than a window waits for (`FrameBands.minimumSeconds`): split regardless of
        // time, as a window splits a slower one.
        let split = CompositorBenchmark.MovingScene { _ in }, whole = CompositorBenchmark.MovingScene { _ in }
        let sequence = CompositorBenchmark.MovingScene { _ in }
        for scene in [split, sequence] {
            scene.renderer.surfaceRenderer.bandWorkers = .shared
            scene.renderer.surfaceRenderer.minimumBandedSeconds = 0
        }
        sequence.renderer.surfaceRenderer.bandsInSequence = true
        let (splitWall, wholeWall) = interleaved(rounds: 21, split.fullRepaint, whole.fullRepaint)
        // More rounds for the CPU ratio: another process on the second core moves it most.
        let (splitCPU, wholeCPU) = interleaved(rounds: 61, clock: processCPUClock, split.fullRepaint, whole.fullRepaint)
        // What splitting itself costs — the tree walked once per band, layers across a cut drawn
        // on both sides, each band's compositor with caches of its own — is the same bands
        // drawn one after another. Drawn at once, the same instructions also pay for two cores
        // working together, which on a shared host varies with the other tenants: that part is
        // printed, not a bar, since no code of ours sets it (docs/performance.md).
        // All on this thread: its own CPU clock, which no other thread's work reaches.
        let (_, _, sequenceToWhole) = interleavedRatio(rounds: 61, clock: threadCPUClock, sequence.fullRepaint,
                                                                              whole.fullRepaint)
        let fullSplit = split.renderer.surfaceRenderer.framesBanded
        // Moving cards: each frame damages most of the window, and takes under 1 ms: as a
        // window splits (not at all), and split regardless of time, for the record.
        let cards = MotionBenchmark.Movers(.shadowed, fractional: true), forced = MotionBenchmark.Movers(.shadowed, fractional: true)
        let cardsWhole = MotionBenchmark.Movers(.shadowed, fractional: true)
        cards.renderer.surfaceRenderer.bandWorkers = .shared
        forced.renderer.surfaceRenderer.bandWorkers = .shared
        forced.renderer.surfaceRenderer.minimumBandedSeconds = 0
        let (cardsCPU, cardsWholeCPU, cardsToWhole) = interleavedRatio(rounds: 61, clock: processCPUClock, cards.step, cardsWhole.step)
        let (forcedWall, forcedWholeWall) = interleaved(rounds: 60, forced.step, cardsWhole.step)
        let (forcedCPU, forcedWholeCPU) = interleaved(rounds: 60, clock: processCPUClock, forced.step, cardsWhole.step)
        print(String(format: "bands: %d workers; full 1920×1080 repaint %.2f ms split (%d of 83 frames), %.2f ms whole (CPU %.2f / %.2f ms); "
                     + "100 moving shadowed cards CPU %.2f ms as a window splits (%d frames split), %.2f ms whole; split regardless "
                     + "%.2f / %.2f ms (CPU %.2f / %.2f ms)",
                     workers, splitWall * 1000, fullSplit, wholeWall * 1000, splitCPU * 1000, wholeCPU * 1000,
                     cardsCPU * 1000, cards.renderer.surfaceRenderer.framesBanded, cardsWholeCPU * 1000,
                     forcedWall * 1000, forcedWholeWall * 1000, forcedCPU * 1000, forcedWholeCPU * 1000))
        // The time saved needs a core to spare: printed, not a bar. What a split costs is a bar.
        print(String(format: "bands: full repaint split/whole, wall time %.3f×, CPU %.3f× (the bands at once), %.3f× (in sequence)",
                     splitWall / wholeWall, splitCPU / wholeCPU, sequenceToWhole))
        return [
            BenchResult(name: "bands.full repaint CPU split in sequence/whole", value: sequenceToWhole, target: 1.15, unit: "×"),
            BenchResult(name: "bands.moving cards CPU as split/whole", value: cardsToWhole, target: 1.1, unit: "×"),
        ]
    }
}
