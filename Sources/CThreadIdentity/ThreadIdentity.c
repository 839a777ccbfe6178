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

// Only in a build under ThreadSanitizer (SwiftPM compiles C targets with -fsanitize=thread
// there). Calls through weak references to TSan's entry points were not free elsewhere: the
// damage tracker's 10,000 a frame slowed the next frame's animation evaluation by a fifth
// (lamina bench --only animation: render-thread 10k/1k 11.2-12.9 instead of 9.8-10.5).
#if defined(__has_feature)
#  if __has_feature(thread_sanitizer)
#    define LAMINA_TSAN 1
#  endif
#endif

#ifdef LAMINA_TSAN
void __tsan_release(void *address);
void __tsan_acquire(void *address);
void lamina_tsan_release(const void *address) { __tsan_release((void *)address); }
void lamina_tsan_acquire(const void *address) { __tsan_acquire((void *)address); }
#else
void lamina_tsan_release(const void *address) { (void)address; }
void lamina_tsan_acquire(const void *address) { (void)address; }
#endif
