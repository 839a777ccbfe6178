// Interposes glibc's allocator entry points in the test binary (a symbol defined in the
// executable wins over libc's) and forwards to glibc's exported __libc_* twins, counting per
// thread only while a test asked to. Aligned allocations (posix_memalign, aligned_alloc) are
// not counted: Swift and pixman use them only for over-aligned requests.
#include <stddef.h>
#include <stdatomic.h>
#include "AllocationCounter.h"

// Under a sanitizer (`swift build --sanitize=thread|address`, scripts/sanitize) the sanitizer
// owns malloc: an interposer here would collide with its allocator (the test binary crashed
// before its first test). The counter then steps aside and says so.
#if defined(__has_feature)
#  if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#    define LAMINA_SANITIZED 1
#  endif
#endif

#ifdef LAMINA_SANITIZED
int lamina_allocations_counted(void) { return 0; }
void lamina_allocations_begin(void) {}
unsigned long long lamina_allocations_end(void) { return 0; }
void lamina_allocations_begin_all_threads(void) {}
unsigned long long lamina_allocations_end_all_threads(void) { return 0; }
#else
int lamina_allocations_counted(void) { return 1; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

static __thread __attribute__((tls_model("initial-exec"))) int counting;
static __thread __attribute__((tls_model("initial-exec"))) unsigned long long counted;
// Every thread's, for work handed to other threads (a frame's bands).
static _Atomic int counting_all;
static _Atomic unsigned long long counted_all;
static inline void count(void) {
    if (counting) counted++;
    if (atomic_load_explicit(&counting_all, memory_order_relaxed)) atomic_fetch_add_explicit(&counted_all, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    count();
    return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void lamina_allocations_begin(void) {
    counted = 0;
    counting = 1;
}

unsigned long long lamina_allocations_end(void) {
    counting = 0;
    return counted;
}
void lamina_allocations_begin_all_threads(void) {
    atomic_store(&counted_all, 0);
    atomic_store(&counting_all, 1);
}
unsigned long long lamina_allocations_end_all_threads(void) {
    atomic_store(&counting_all, 0);
    return atomic_load(&counted_all);
}
#endif
