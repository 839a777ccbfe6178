/// Everything a layer's own pixels depend on apart from where it is and what it contains:
/// what damage tracking compares between frames and what the coverage and raster caches key on.
struct LayerLook: Equatable {
    var bounds: CGRect, opacity: CGFloat, masksToBounds: Bool, isDoubleSided: Bool, hasMask: Bool
    var shouldRasterize: Bool, rasterizationScale: CGFloat
    var backgroundColor: CGColor?, cornerRadius: CGFloat, maskedCorners: CACornerMask
    var borderWidth: CGFloat, borderColor: CGColor?
    var contents: CGImage?, contentsRect: CGRect, contentsCenter: CGRect, contentsGravity: CALayerContentsGravity
    var contentsScale: CGFloat, minificationFilter: CALayerContentsFilter, magnificationFilter: CALayerContentsFilter
    var shadowColor: CGColor?, shadowOpacity: CGFloat, shadowOffset: CGSize, shadowRadius: CGFloat, shadowPath: CGPath?
    var shape: ShapeStyle?, gradient: GradientStyle?, backdrop: BackdropStyle?
    var fadeFrom: CGImage?, fadeProgress: CGFloat, transitionProgress: CGFloat?

    init(_ l: LayerSnapshot) {
        bounds = l.bounds; opacity = l.opacity; masksToBounds = l.masksToBounds; isDoubleSided = l.isDoubleSided
        hasMask = !l.maskBoxes.isEmpty
        shouldRasterize = l.shouldRasterize; rasterizationScale = l.rasterizationScale
        backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
        borderWidth = l.borderWidth; borderColor = l.borderColor
        contents = l.contents; contentsRect = l.contentsRect; contentsCenter = l.contentsCenter
        contentsGravity = l.contentsGravity; contentsScale = l.contentsScale
        minificationFilter = l.minificationFilter; magnificationFilter = l.magnificationFilter
        shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity; shadowOffset = l.shadowOffset
        shadowRadius = l.shadowRadius; shadowPath = l.shadowPath
        shape = l.shape; gradient = l.gradient; backdrop = l.backdrop
        fadeFrom = l.contentsFade?.from; fadeProgress = l.contentsFade?.progress ?? 0
        transitionProgress = l.transition?.progress
    }

    /// Whether this is `l`'s look: `self == LayerLook(l)`, without making one (a cache hit
    /// then retains and copies nothing). Every field is compared (`describedFields`, checked
    /// against the stored ones by LayerLookTests).
    func describes(_ l: LayerSnapshot) -> Bool {
        bounds == l.bounds && opacity == l.opacity && masksToBounds == l.masksToBounds && isDoubleSided == l.isDoubleSided
            && hasMask == !l.maskBoxes.isEmpty
            && shouldRasterize == l.shouldRasterize && rasterizationScale == l.rasterizationScale
            && backgroundColor == l.backgroundColor && cornerRadius == l.cornerRadius && maskedCorners == l.maskedCorners
            && borderWidth == l.borderWidth && borderColor == l.borderColor
            && contents == l.contents && contentsRect == l.contentsRect && contentsCenter == l.contentsCenter
            && contentsGravity == l.contentsGravity && contentsScale == l.contentsScale
            && minificationFilter == l.minificationFilter && magnificationFilter == l.magnificationFilter
            && shadowColor == l.shadowColor && shadowOpacity == l.shadowOpacity && shadowOffset == l.shadowOffset
            && shadowRadius == l.shadowRadius && shadowPath == l.shadowPath
            && rareFieldsMatch(l)
    }

    /// The fields read from a snapshot's rare parts: none to compare when neither has any.
    private func rareFieldsMatch(_ l: LayerSnapshot) -> Bool {
        guard l.rare != nil else {
            return shape == nil && gradient == nil && backdrop == nil && fadeFrom == nil && fadeProgress == 0 && transitionProgress == nil
        }
        return shape == l.shape && gradient == l.gradient && backdrop == l.backdrop && fadeFrom == l.contentsFade?.from
            && fadeProgress == (l.contentsFade?.progress ?? 0) && transitionProgress == l.transition?.progress
    }

    /// How many fields `describes` compares.
    static let describedFields = 30
}
