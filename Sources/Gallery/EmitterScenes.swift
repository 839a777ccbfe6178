import QuartzCore

extension SampleArt {
    /// 003's "Spark.png": a soft white dot, opaque in the middle, fading to nothing at its edge.
    static let spark = radialDot(side: 32, alphas: [1, 0.6, 0], at: [0, 0.35, 1])
    /// A soft grey puff for smoke: wider and fainter than the spark.
    static let puff = radialDot(side: 64, alphas: [0.5, 0.25, 0], at: [0, 0.5, 1])

    /// A white disc `side` pixels across whose alpha falls through `alphas` from its centre out.
    static func radialDot(side: Int, alphas: [CGFloat], at locations: [CGFloat]) -> CGImage {
        let ctx = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: alphas.map { rgb(1, 1, 1, $0) },
                                  locations: locations)!
        let c = CGPoint(x: CGFloat(side) / 2, y: CGFloat(side) / 2)
        ctx.drawRadialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: CGFloat(side) / 2, options: [])
        return ctx.makeImage()!
    }
}

/// 003 Listing 6.13 / Figure 6.13: the fiery explosion — an additive CAEmitterLayer in the
/// middle of its container, one spark cell: 150 a second, living 5 s, orange, fading 0.4 a
/// second, at 50 ± 25 points a second in every direction. Code as the listing has it.
public struct EmitterExplosionScene: AnimationScene {
    public init() {}
    public let name = "emitter-explosion"
    public let summary = "003 Figure 6.13: a fiery explosion from one CAEmitterCell, drawn additively (CAEmitterLayer)"
    public var preferredSize: CGSize { CGSize(width: 640, height: 480) }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let container = CALayer()
        container.frame = CGRect(origin: .zero, size: size)
        container.backgroundColor = rgb(0.05, 0.05, 0.08)
        // create particle emitter layer
        let emitter = CAEmitterLayer()
        emitter.frame = container.bounds
        container.addSublayer(emitter)
        // configure emitter
        emitter.renderMode = kCAEmitterLayerAdditive
        emitter.emitterPosition = CGPoint(x: emitter.frame.size.width / 2.0, y: emitter.frame.size.height / 2.0)
        // create a particle template
        let cell = CAEmitterCell()
        cell.contents = SampleArt.spark
        cell.birthRate = 150
        cell.lifetime = 5.0
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1.0)
        cell.alphaSpeed = -0.4
        cell.velocity = 50
        cell.velocityRange = 50
        cell.emissionRange = .pi * 2.0
        // add particle template to emitter
        emitter.emitterCells = [cell]
        return container
    }
}

/// Fire over smoke: a line of additive flame particles rising and shrinking, and behind them
/// a second emitter of grey puffs that grow, turn, fade and drift with the wind (two layers,
/// as the render mode is the layer's). The emitters begin when the scene does, so the fire
/// visibly catches.
public struct EmitterFireScene: AnimationScene {
    public init() {}
    public let name = "emitter-fire"
    public let summary = "fire (additive CAEmitterLayer) over smoke (a second emitter): ranges, speeds, spin and wind"
    public var preferredSize: CGSize { CGSize(width: 480, height: 480) }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.08, 0.07, 0.1)
        let base = CGPoint(x: size.width / 2, y: size.height - 90)
        let now = CACurrentMediaTime()

        let smoke = CAEmitterLayer()
        smoke.frame = root.bounds
        smoke.beginTime = now
        smoke.emitterPosition = CGPoint(x: base.x, y: base.y - 70)
        smoke.emitterShape = .circle
        smoke.emitterSize = CGSize(width: 20, height: 0)
        let puff = CAEmitterCell()
        puff.name = "smoke"
        puff.contents = SampleArt.puff
        puff.birthRate = 14
        puff.lifetime = 4.5; puff.lifetimeRange = 1
        puff.velocity = 45; puff.velocityRange = 20
        puff.emissionLongitude = -.pi / 2; puff.emissionRange = .pi / 5
        puff.xAcceleration = 12; puff.yAcceleration = -6
        puff.scale = 0.6; puff.scaleSpeed = 0.35
        puff.spin = 0.3; puff.spinRange = 1
        puff.color = CGColor(red: 0.55, green: 0.52, blue: 0.5, alpha: 0.45)
        puff.alphaSpeed = -0.1; puff.alphaRange = 0.1
        smoke.emitterCells = [puff]
        root.addSublayer(smoke)

        let fire = CAEmitterLayer()
        fire.frame = root.bounds
        fire.beginTime = now
        fire.renderMode = .additive
        fire.emitterPosition = base
        fire.emitterShape = .line
        fire.emitterSize = CGSize(width: 90, height: 0)
        let flame = CAEmitterCell()
        flame.name = "fire"
        flame.contents = SampleArt.spark
        flame.birthRate = 300
        flame.lifetime = 1.1; flame.lifetimeRange = 0.6
        flame.velocity = 90; flame.velocityRange = 50
        flame.emissionLongitude = -.pi / 2; flame.emissionRange = .pi / 7
        flame.yAcceleration = -110
        flame.scale = 1.2; flame.scaleRange = 0.5; flame.scaleSpeed = -0.8
        flame.color = CGColor(red: 1, green: 0.4, blue: 0.1, alpha: 0.4)
        flame.greenRange = 0.15; flame.greenSpeed = -0.25
        flame.alphaSpeed = -0.45
        fire.emitterCells = [flame]
        root.addSublayer(fire)
        return root
    }
}
