#ifndef LAMINA_ALLOCATION_COUNTER_H
#define LAMINA_ALLOCATION_COUNTER_H
/// Counts heap allocations (malloc, calloc, realloc) made by the calling thread between
/// begin and end, so tests can show a steady-state frame allocates nothing. The test binary
/// interposes malloc and friends and forwards them to glibc's own.
void lamina_allocations_begin(void);
/// 1 when allocations are counted; 0 in a sanitized build, where the sanitizer owns malloc.
int lamina_allocations_counted(void);
/// Stops counting on this thread and returns how many allocations it made since begin.
unsigned long long lamina_allocations_end(void);
/// The same over every thread of the process (work handed to other threads: a frame's bands).
void lamina_allocations_begin_all_threads(void);
unsigned long long lamina_allocations_end_all_threads(void);
#endif
