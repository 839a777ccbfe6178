import Foundation

/// An emitter layer's particles for one frame, as the compositor draws them: each particle's
/// cell (its image and sampling), centre, scale, turn and colour, in drawing order, and the
/// bounds they cover in the layer's coordinates. Made by `ParticleSystem` and never changed
/// once a snapshot holds it (the system refills only frames nothing else holds).
package final class ParticleFrame: @unchecked Sendable {
    package struct Cell {
        package var image: CGImage?
        /// The part of the image drawn, in its pixels.
        package var source: CGRect
        /// Points per image pixel at scale 1 (1 / contentsScale).
        package var pointsPerPixel: CGFloat
        package var nearestWhenSmaller: Bool
        package var nearestWhenLarger: Bool
    }
    package struct Particle {
        package var cell: Int32
        package var x: Float, y: Float, z: Float
        package var scale: Float
        /// Radians, clockwise on screen (y down) as a positive spin turns.
        package var angle: Float
        /// Straight colour multiplying the image, each 0…1.
        package var red: Float, green: Float, blue: Float, alpha: Float
    }
    @exclusivity(unchecked) package internal(set) var cells: [Cell] = []
    @exclusivity(unchecked) package internal(set) var particles: [Particle] = []
    /// What the particles cover, in the layer's coordinates (`.null` when none is drawn).
    @exclusivity(unchecked) package internal(set) var bounds = CGRect.null
    /// Particles are added to what is below instead of composited over it.
    @exclusivity(unchecked) package internal(set) var isAdditive = false

    init() {}
}
