import CGStreamer
import CPixelKernels

/// The matrix that turns a stream's YUV into RGB, from its colorimetry (the caps'): BT.601,
/// BT.709, BT.2020 or SMPTE 240M luma weights, limited (16–235) or full range — in the 1/64
/// fixed point of `lamina_i420_to_xrgb`.
enum YUVMatrix {
    static func of(_ colorimetry: GstVideoColorimetry, height: Int) -> lamina_yuv_matrix {
        let (kr, kb): (Double, Double)
        switch colorimetry.matrix {
        case GST_VIDEO_COLOR_MATRIX_BT709: (kr, kb) = (0.2126, 0.0722)
        case GST_VIDEO_COLOR_MATRIX_BT2020: (kr, kb) = (0.2627, 0.0593)
        case GST_VIDEO_COLOR_MATRIX_SMPTE240M: (kr, kb) = (0.212, 0.087)
        case GST_VIDEO_COLOR_MATRIX_BT601, GST_VIDEO_COLOR_MATRIX_FCC: (kr, kb) = (0.299, 0.114)
        // Unknown: GStreamer's own default, BT.709 for HD and BT.601 below it.
        default: (kr, kb) = height >= 720 ? (0.2126, 0.0722) : (0.299, 0.114)
        }
        let full = colorimetry.range == GST_VIDEO_COLOR_RANGE_0_255
        let lumaScale = full ? 1 : 255.0 / 219, chromaScale = full ? 1 : 255.0 / 224
        let kg = 1 - kr - kb
        let vr = 2 * (1 - kr) * chromaScale, ub = 2 * (1 - kb) * chromaScale
        func q(_ x: Double) -> Int16 { Int16((x * 64).rounded()) }
        return lamina_yuv_matrix(y_offset: full ? 0 : 16, y_scale: q(lumaScale), v_to_r: q(vr),
                                 u_to_g: q(ub * kb / kg), v_to_g: q(vr * kr / kg), u_to_b: q(ub))
    }
}
