// Hand-written helpers next to the generated protocol code (not generated).
#pragma once
#include <wayland-client.h>

// Swift imports `extern const struct wl_interface` globals as copies; the registry must be
// given their real addresses, which these return.
const struct wl_interface *lamina_interface_wl_compositor(void);
const struct wl_interface *lamina_interface_wl_shm(void);
const struct wl_interface *lamina_interface_wl_seat(void);
const struct wl_interface *lamina_interface_wl_output(void);
const struct wl_interface *lamina_interface_wl_data_device_manager(void);
const struct wl_interface *lamina_interface_xdg_wm_base(void);
const struct wl_interface *lamina_interface_wp_viewporter(void);
const struct wl_interface *lamina_interface_wp_fractional_scale_manager_v1(void);
const struct wl_interface *lamina_interface_wp_presentation(void);
const struct wl_interface *lamina_interface_zxdg_decoration_manager_v1(void);
const struct wl_interface *lamina_interface_zwp_idle_inhibit_manager_v1(void);

// memfd_create + seals (MFD_CLOEXEC | MFD_ALLOW_SEALING); -1 and errno on failure.
int lamina_memfd_create(const char *name);
// pipe2 with O_CLOEXEC (a GNU extension Swift does not see); 0 or -1.
int lamina_pipe_cloexec(int fds[2]);
// Seals a pool file against shrinking (the compositor maps it); 0 or -1.
int lamina_memfd_seal_shrink(int fd);
