#ifndef LAMINA_HEAP_STATISTICS_H
#define LAMINA_HEAP_STATISTICS_H
#include <stddef.h>
/// Bytes the process's heap holds in live allocations now (glibc mallinfo2: in-use chunks
/// plus mmapped blocks), for benchmarks that measure memory per object.
size_t lamina_heap_bytes_in_use(void);
/// Keeps freed heap memory mapped (no trimming back to the system), so benchmarks that build
/// and free large trees repeatedly time the code, not the kernel's page faults.
void lamina_heap_keep_freed_memory(void);
#endif
