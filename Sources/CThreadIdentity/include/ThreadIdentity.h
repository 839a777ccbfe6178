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
#endif
