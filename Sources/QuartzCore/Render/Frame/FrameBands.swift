import CoreGraphics

/// A frame's damage composited in horizontal bands at once, one per core (`BandWorkers`):
/// band 0 by the renderer's own compositor on its thread, each other band by a compositor of
/// its own (with its own caches) on a worker. Bands are cut where they hold equal shares of
/// the damaged pixels. A compositor draws only inside its band's rects, and drawing is the
/// same pixel for pixel whatever the clip, so a frame drawn fresh is byte-identical banded or
/// whole (`FrameBandsTests`); a cached shadow or edge moved by a fraction of a pixel may have
/// been made at another phase in each band's cache, within the same bound as against a fresh
/// render (`SubpixelShift`).
final class FrameBands: BandJob {
    /// Below this many damaged pixels a band is not worth waking a worker for.
    static let minimumPixelsPerBand = 96 * 1024
    /// Frames that took less than this to draw (the last one, on one thread) are drawn whole:
    /// half a 60 Hz refresh. A quicker frame is in time split or not, and split it costs more
    /// CPU in all — a worker woken, the tree walked once more, moving shadows and edges moved
    /// and cached on each side of a cut — while a large repaint takes the same CPU in less
    /// time (`lamina bench --only bands` measures both; docs/performance.md).
    static let minimumSeconds = 0.008

    let workers: BandWorkers
    /// Frames composited in bands so far, for tests.
    @exclusivity(unchecked) private(set) var framesBanded = 0
    private let main: Compositor
    /// The compositors of bands 1…, each with caches of its own.
    @exclusivity(unchecked) private var helpers: [Compositor] = []
    @exclusivity(unchecked) private var rects: [[PixelRect]] = []
    @exclusivity(unchecked) private var frame: (snapshot: LayerSnapshot, map: PlaneMap, buffer: PixelBuffer)?
    /// What the last frame took to draw on one thread (split: its time × its bands); unknown
    /// at first, when a window's first frame is all to draw.
    @exclusivity(unchecked) private var lastSeconds = Double.infinity

    init(main: Compositor, workers: BandWorkers) {
        self.main = main
        self.workers = workers
    }

    /// Composites `region` of the frame into `buffer`: in bands when it is worth it (at least
    /// `minimumPixels` a band, the last frame `minimumSeconds` or more: the defaults above, or
    /// less for tests and benchmarks) and the workers are free, else whole on this thread.
    /// `inSequence`: the bands drawn one after another on this thread, each by its own
    /// compositor — the split's own work without the cores running at once (a benchmark's
    /// measure of what splitting costs, apart from what the machine charges for parallel work).
    func render(_ snapshot: LayerSnapshot, map: PlaneMap, into buffer: PixelBuffer, region: DamageRegion,
                minimumPixels: Int, minimumSeconds: Double, inSequence: Bool = false) {
        let start = MonotonicClock.seconds()
        let area = region.area
        let bands = min(workers.count + 1, area / max(1, minimumPixels))
        guard bands >= 2, lastSeconds >= minimumSeconds, let bounds = region.bounds, inSequence || workers.claim() else {
            for r in region.rects { Self.composite(snapshot, map: map, into: buffer, region: r, by: main) }
            lastSeconds = MonotonicClock.seconds() - start
            return
        }
        while helpers.count < bands - 1 { helpers.append(Compositor()) }
        while rects.count < bands { rects.append([]) }
        for i in rects.indices { rects[i].removeAll(keepingCapacity: true) }
        var top = bounds.y
        for band in 0..<bands {
            let bottom = band == bands - 1 ? bounds.y + bounds.height : Self.row(splitting: region, at: area * (band + 1) / bands)
            if bottom > top {
                let strip = PixelRect(x: bounds.x, y: top, width: bounds.width, height: bottom - top)
                for r in region.rects {
                    let part = r.intersection(strip)
                    if !part.isEmpty { rects[band].append(part) }
                }
            }
            top = max(top, bottom)
        }
        for helper in helpers {
            helper.occludesShadows = main.occludesShadows
            helper.fusesShadowedBackgrounds = main.fusesShadowedBackgrounds
        }
        frame = (snapshot, map, buffer)
        if inSequence {
            for band in 0..<bands { runBand(band) }
        } else {
            workers.run(self, bands: bands)
        }
        frame = nil
        framesBanded += 1
        lastSeconds = (MonotonicClock.seconds() - start) * Double(bands)
    }

    func runBand(_ band: Int) {
        guard let f = frame else { return }
        let compositor = band == 0 ? main : helpers[band - 1]
        for r in rects[band] { Self.composite(f.snapshot, map: f.map, into: f.buffer, region: r, by: compositor) }
    }

    /// Composites the frame over whatever `region` of `buffer` held (a reused buffer's old frame).
    static func composite(_ snapshot: LayerSnapshot, map: PlaneMap, into buffer: PixelBuffer, region: PixelRect, by compositor: Compositor) {
        var target = RenderTarget(buffer: buffer)
        target.clip = region.intersection(target.clip)
        guard !target.clip.isEmpty else { return }
        compositor.renderOverwriting(snapshot, map: map, into: target)
    }

    /// The first row above which `region` holds at least `pixels` damaged pixels.
    static func row(splitting region: DamageRegion, at pixels: Int) -> Int {
        guard let bounds = region.bounds else { return 0 }
        var lo = bounds.y, hi = bounds.y + bounds.height
        while lo < hi {        // the fewest rows from the top holding `pixels`
            let mid = (lo + hi) / 2
            var above = 0
            for r in region.rects { above += r.width * max(0, min(r.y + r.height, mid) - r.y) }
            if above >= pixels { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
