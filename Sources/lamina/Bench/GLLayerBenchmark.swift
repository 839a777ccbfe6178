import Foundation
import OpenGLES
import QuartzCore

/// Issue "CAEAGLLayer", bench: a 1280×720 GL layer presented every frame (a clear and a
/// scissored clear drawn by GL, read back, shown) against a 1280×720 image swapped into a
/// layer's `contents` every frame — what an app showing frames it made itself does. Both
/// opaque, both composited by the same renderer; each frame is followed by a 60 Hz frame's
/// sleep, as in a window. Measured: the process's CPU per frame (GL's threads and the
/// read-back thread included), and the frame call's wall time on the rendering thread,
/// which must not wait for GL.
struct GLLayerBenchmark: Benchmark, Sendable {
    let name = "gl"
    let summary = "a 1280×720 CAEAGLLayer presented every frame vs a same-size image swapped into contents"
    static let width = 1280, height = 720

    /// One layer tree with a 1280×720 layer, rendered by a CARenderer.
    final class Stage {
        let root = CALayer()
        let renderer: CARenderer
        var time: CFTimeInterval = 0
        init(_ layer: CALayer) {
            root.frame = CGRect(x: 0, y: 0, width: GLLayerBenchmark.width, height: GLLayerBenchmark.height)
            layer.frame = root.bounds
            layer.isOpaque = true
            root.addSublayer(layer)
            renderer = CARenderer(context: CompositorBenchmark.context(width: GLLayerBenchmark.width, height: GLLayerBenchmark.height))
            renderer.layer = root
        }
        /// The frame, returning its wall time on this (the rendering) thread.
        func frame() -> Double {
            time += 1.0 / 60
            let start = wallClock()
            renderer.beginFrame(atTime: time, timeStamp: nil); renderer.render(); renderer.endFrame()
            return wallClock() - start
        }
    }

    /// Two opaque 1280×720 images to swap.
    static func images() -> [CGImage] {
        (0..<2).map { i in
            let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            ctx.setFillColor(CGColor(red: CGFloat(i), green: 0.4, blue: 0.8, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 100 + i * 40, y: 100, width: 300, height: 200))
            return ctx.makeImage()!
        }
    }

    /// The GL side: a context and a framebuffer on a CAEAGLLayer.
    final class GLSource {
        let context: EAGLContext
        let layer = CAEAGLLayer()
        var framebuffer: GLuint = 0, renderbuffer: GLuint = 0
        var frameIndex = 0
        init?() {
            guard let c = EAGLContext(api: .openGLES2) else { return nil }
            context = c
        }
        func attach() -> Bool {
            EAGLContext.setCurrent(context)
            glGenFramebuffers(1, &framebuffer); glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glGenRenderbuffers(1, &renderbuffer); glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
            return context.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer)
        }
        /// The app's own drawing, presented or only flushed (what GL costs without Lamina).
        func present(show: Bool = true) {
            frameIndex += 1
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glViewport(0, 0, GLsizei(GLLayerBenchmark.width), GLsizei(GLLayerBenchmark.height))
            glClearColor(GLfloat(frameIndex % 2), 0.4, 0.8, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(100 + frameIndex % 2 * 40), 100, 300, 200)
            glClearColor(1, 1, 1, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_SCISSOR_TEST))
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
            if show { context.presentRenderbuffer(Int(GL_RENDERBUFFER)) } else { glFinish() }
        }
    }

    func run() -> [BenchResult] {
        guard let gl = GLSource() else {
            print("  gl: no OpenGL ES on this machine; skipped")
            return []
        }
        let imageLayer = CALayer()
        let imageStage = Stage(imageLayer), glStage = Stage(gl.layer)
        guard gl.attach() else { print("  gl: no renderbuffer; skipped"); return [] }
        let images = Self.images()
        var swaps = 0
        let framesPerRound = 20
        var cpuImage: [Double] = [], cpuGL: [Double] = [], wallImage: [Double] = [], wallGL: [Double] = []
        var cpuDraw: [Double] = []
        var shownGL = 0, lastShown: CGImage?
        let rounds = 12, warmUp = 2
        for round in 0..<rounds {
            // Image swapped into contents.
            var cpu = processCPUClock(), wall = 0.0
            for _ in 0..<framesPerRound {
                CATransaction.begin(); CATransaction.setDisableActions(true)
                imageLayer.contents = images[swaps % 2]; swaps += 1
                CATransaction.commit()
                wall += imageStage.frame()
                frameIntervalAsleep()
            }
            let imageCPU = processCPUClock() - cpu
            let imageWall = wall
            // GL presented.
            cpu = processCPUClock(); wall = 0
            for _ in 0..<framesPerRound {
                gl.present()
                frameIntervalAsleep()
                wall += glStage.frame()
                if let shown = gl.layer.contents as? CGImage, shown !== lastShown {
                    if round >= warmUp { shownGL += 1 }
                    lastShown = shown
                }
            }
            let glCPU = processCPUClock() - cpu
            // The app's GL drawing alone, finished but not presented.
            cpu = processCPUClock()
            for _ in 0..<framesPerRound {
                gl.present(show: false)
                frameIntervalAsleep()
            }
            let drawCPU = processCPUClock() - cpu
            guard round >= warmUp else { continue }       // warm-up: programs, pools, pages
            cpuDraw.append(drawCPU / Double(framesPerRound))
            cpuImage.append(imageCPU / Double(framesPerRound)); cpuGL.append(glCPU / Double(framesPerRound))
            wallImage.append(imageWall / Double(framesPerRound)); wallGL.append(wall / Double(framesPerRound))
        }
        let presents = (rounds - warmUp) * framesPerRound
        print(String(format: "  gl: CPU per frame: image swap %.2f ms; GL drawn and presented %.2f ms, of which the app's drawing alone %.2f ms; rendering thread: %.2f ms vs %.2f ms; %d of %d presents shown",
                     median(cpuImage) * 1000, median(cpuGL) * 1000, median(cpuDraw) * 1000, median(wallImage) * 1000, median(wallGL) * 1000, shownGL, presents))
        // What presenting costs over the app's own GL drawing (read-back, copy, composite),
        // as the image swap's cost leaves out making the image.
        let overhead = zip(cpuGL, cpuDraw).map { max(0, $0 - $1) }
        print(String(format: "  gl: GL drawn and presented ÷ image swapped, all CPU: %.2f×", pairedRatio(cpuGL, cpuImage)))
        return [
            BenchResult(name: "GL present (read-back + show) ÷ image swapped, CPU per frame (1280×720)", value: pairedRatio(overhead, cpuImage), target: 1.5, unit: "×"),
            BenchResult(name: "GL layer ÷ image, frame time on the rendering thread", value: pairedRatio(wallGL, wallImage), target: 1.5, unit: "×"),
            BenchResult(name: "presents not shown", value: Double(presents - shownGL), target: 0, unit: ""),
        ]
    }
}
