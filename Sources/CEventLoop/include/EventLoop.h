#ifndef LAMINA_EVENT_LOOP_H
#define LAMINA_EVENT_LOOP_H

/// The few system calls the main run loop's descriptor source needs that Glibc's Swift module
/// does not export (epoll, eventfd), and libdispatch's hook for the main queue that
/// CoreFoundation's run loop itself uses.

/// A new epoll set (close-on-exec), or -1 with errno.
int lamina_epoll_create(void);
/// Watches `fd` in `set` for input (and output too when `writable`), level-triggered; 0 or -1.
int lamina_epoll_watch(int set, int fd, int writable);
/// Changes what `fd` is watched for (it must be watched already); 0 or -1.
int lamina_epoll_rewatch(int set, int fd, int writable);
/// Up to `capacity` ready descriptors of `set` without waiting: their numbers in `fds`, and in
/// `flags` bit 0 readable, bit 1 writable, bit 2 hung up or failed. The count, or -1.
int lamina_epoll_ready(int set, int *fds, int *flags, int capacity);

/// A non-blocking, close-on-exec eventfd, or -1 with errno.
int lamina_eventfd(void);
/// Adds one to an eventfd (async-signal-safe); reading it back to zero is `lamina_eventfd_drain`.
void lamina_eventfd_signal(int fd);
void lamina_eventfd_drain(int fd);

/// Whether `fd` can be read now (poll with no wait).
int lamina_fd_readable(int fd);

/// Whether the main dispatch queue has blocks waiting for the main run loop: libdispatch
/// signals this descriptor when it does (CFRunLoop watches the same one).
int lamina_main_queue_has_work(void);
#endif
