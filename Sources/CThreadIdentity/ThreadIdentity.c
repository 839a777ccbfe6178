#define _GNU_SOURCE
#include "ThreadIdentity.h"
#include <unistd.h>

static _Thread_local int is_main = -1;
/// −2: not asked yet.
static _Thread_local int lane = -2;

int lamina_is_main_thread(void) {
    if (is_main < 0) is_main = gettid() == getpid();
    return is_main;
}

int lamina_render_lane(void) {
    if (lane == -2) lane = lamina_is_main_thread() ? 0 : -1;
    return lane;
}

void lamina_set_render_lane(int l) { lane = l; }
