#ifndef LAMINA_THREAD_IDENTITY_H
#define LAMINA_THREAD_IDENTITY_H

/// 1 on the process's main thread (the one whose thread id is the process id), else 0.
/// Asked of the kernel once per thread, then remembered: Foundation's `Thread.isMainThread`
/// makes a `getpid` system call every time on Linux.
int lamina_is_main_thread(void);
#endif
