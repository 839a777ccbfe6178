import CWaylandClient
import CWaylandCursor

/// Pointer images from the cursor theme (XCURSOR_THEME/XCURSOR_SIZE, libwayland-cursor's
/// built-in fallback otherwise), shown on the pointer's own surface.
public final class WaylandCursor {
    private let theme: OpaquePointer?
    private let surface: OpaquePointer
    private var current: String?
    private let scale: Int32
    private let display: WaylandDisplay

    public init(display: WaylandDisplay, scale: Int32 = 1) {
        let size = Int32(ProcessInfoEnv.get("XCURSOR_SIZE").flatMap { Int32($0) } ?? 24)
        self.display = display
        self.scale = max(1, scale)
        theme = wl_cursor_theme_load(ProcessInfoEnv.get("XCURSOR_THEME"), size * self.scale, display.shm)
        surface = wl_compositor_create_surface(display.compositor)
    }

    deinit {
        wl_surface_destroy(surface)
        if let theme { wl_cursor_theme_destroy(theme) }
    }

    /// Shows the named cursor ("left_ptr", "top_side", "bottom_right_corner", …), falling
    /// back to the arrow when the theme lacks it. `serial` is the pointer's enter serial.
    public func show(_ name: String, on seat: WaylandSeat, serial: UInt32) {
        guard let pointer = seat.pointer, let theme else { return }
        if name.isEmpty {
            // No cursor: the pointer is hidden over the surface.
            current = name
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        guard let cursor = wl_cursor_theme_get_cursor(theme, name) ?? wl_cursor_theme_get_cursor(theme, "left_ptr"),
              cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
              let buffer = wl_cursor_image_get_buffer(image) else { return }
        current = name
        wl_surface_set_buffer_scale(surface, scale)
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(surface)
        wl_pointer_set_cursor(pointer, serial, surface, Int32(image.pointee.hotspot_x) / scale, Int32(image.pointee.hotspot_y) / scale)
    }

    public var shown: String? { current }
}
