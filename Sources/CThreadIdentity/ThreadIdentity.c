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

// Weak: resolved only when ThreadSanitizer's runtime is linked in.
extern void __tsan_release(void *address) __attribute__((weak));
extern void __tsan_acquire(void *address) __attribute__((weak));

void lamina_tsan_release(const void *address) { if (__tsan_release) __tsan_release((void *)address); }
void lamina_tsan_acquire(const void *address) { if (__tsan_acquire) __tsan_acquire((void *)address); }
