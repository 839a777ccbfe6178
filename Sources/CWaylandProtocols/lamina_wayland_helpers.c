// Hand-written helpers (see include/lamina_wayland_helpers.h).
#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
#include "lamina_wayland_helpers.h"
#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "idle-inhibit-unstable-v1-client-protocol.h"

const struct wl_interface *lamina_interface_wl_compositor(void) { return &wl_compositor_interface; }
const struct wl_interface *lamina_interface_wl_shm(void) { return &wl_shm_interface; }
const struct wl_interface *lamina_interface_wl_seat(void) { return &wl_seat_interface; }
const struct wl_interface *lamina_interface_wl_output(void) { return &wl_output_interface; }
const struct wl_interface *lamina_interface_wl_data_device_manager(void) { return &wl_data_device_manager_interface; }
const struct wl_interface *lamina_interface_xdg_wm_base(void) { return &xdg_wm_base_interface; }
const struct wl_interface *lamina_interface_wp_viewporter(void) { return &wp_viewporter_interface; }
const struct wl_interface *lamina_interface_wp_fractional_scale_manager_v1(void) { return &wp_fractional_scale_manager_v1_interface; }
const struct wl_interface *lamina_interface_wp_presentation(void) { return &wp_presentation_interface; }
const struct wl_interface *lamina_interface_zxdg_decoration_manager_v1(void) { return &zxdg_decoration_manager_v1_interface; }
const struct wl_interface *lamina_interface_zwp_idle_inhibit_manager_v1(void) { return &zwp_idle_inhibit_manager_v1_interface; }

int lamina_memfd_create(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }
int lamina_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int lamina_memfd_seal_shrink(int fd) { return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL); }
