#include "EventLoop.h"
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

/// libdispatch's descriptor for the main queue's wakeups (an eventfd on Linux): exported for
/// CoreFoundation's run loop, which waits on it and drains the queue when it fires.
extern int _dispatch_get_main_queue_port_4CF(void);

int lamina_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

static int control(int set, int op, int fd, int writable) {
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = EPOLLIN | (writable ? EPOLLOUT : 0);
    event.data.fd = fd;
    return epoll_ctl(set, op, fd, &event);
}

int lamina_epoll_watch(int set, int fd, int writable) { return control(set, EPOLL_CTL_ADD, fd, writable); }
int lamina_epoll_rewatch(int set, int fd, int writable) { return control(set, EPOLL_CTL_MOD, fd, writable); }

int lamina_epoll_ready(int set, int *fds, int *flags, int capacity) {
    struct epoll_event events[16];
    if (capacity > 16) capacity = 16;
    int n;
    do { n = epoll_wait(set, events, capacity, 0); } while (n < 0 && errno == EINTR);
    for (int i = 0; i < n; i++) {
        fds[i] = events[i].data.fd;
        flags[i] = ((events[i].events & EPOLLIN) ? 1 : 0) | ((events[i].events & EPOLLOUT) ? 2 : 0)
                 | ((events[i].events & (EPOLLERR | EPOLLHUP)) ? 4 : 0);
    }
    return n;
}

int lamina_eventfd(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

void lamina_eventfd_signal(int fd) {
    uint64_t one = 1;
    ssize_t r;
    do { r = write(fd, &one, sizeof one); } while (r < 0 && errno == EINTR);
}

void lamina_eventfd_drain(int fd) {
    uint64_t value;
    ssize_t r;
    do { r = read(fd, &value, sizeof value); } while (r < 0 && errno == EINTR);
}

int lamina_fd_readable(int fd) {
    struct pollfd p = { .fd = fd, .events = POLLIN, .revents = 0 };
    int n;
    do { n = poll(&p, 1, 0); } while (n < 0 && errno == EINTR);
    return n > 0 && (p.revents & POLLIN);
}

int lamina_main_queue_has_work(void) {
    int fd = _dispatch_get_main_queue_port_4CF();
    return fd >= 0 && lamina_fd_readable(fd);
}
