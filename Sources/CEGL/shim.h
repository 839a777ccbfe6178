// EGL 1.5 and its extensions (Debian's libegl-dev; the driver is Mesa's, through libglvnd).
#include <EGL/egl.h>
#include <EGL/eglext.h>
