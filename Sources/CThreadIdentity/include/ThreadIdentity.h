#ifndef LAMINA_THREAD_IDENTITY_H
#define LAMINA_THREAD_IDENTITY_H

/// 1 on the process's main thread (the one whose thread id is the process id), else 0.
/// Asked of the kernel once per thread, then remembered: Foundation's `Thread.isMainThread`
/// makes a `getpid` system call every time on Linux.
int lamina_is_main_thread(void);

/// Which set of per-thread render state this thread uses: 0 on the main thread, −1 (none: it
/// keeps no render state) on any other thread unless the thread set the lane it claimed (a
/// window's render thread, a band worker).
int lamina_render_lane(void);
void lamina_set_render_lane(int lane);

/// ThreadSanitizer's hand-off annotations, doing nothing unless the process runs under it: a
/// thread that read shared objects calls `release` before letting go of them, and the thread
/// that then finds them uniquely referenced and writes them calls `acquire`. The hand-off
/// itself goes through the Swift runtime's reference counts, which TSan does not see.
void lamina_tsan_release(const void *address);
void lamina_tsan_acquire(const void *address);
#endif
