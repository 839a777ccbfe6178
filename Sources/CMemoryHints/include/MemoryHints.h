#ifndef LAMINA_MEMORY_HINTS_H
#define LAMINA_MEMORY_HINTS_H
#include <stddef.h>
#include <stdint.h>

/// Asks the CPU to start loading the cache line holding `address` (a hint: it never faults,
/// even for an address no longer mapped). Swift has no spelling for it.
static inline void lamina_prefetch(uintptr_t address) {
    __builtin_prefetch((const void *)address, 0, 3);
}

/// The usable size of a heap block that `malloc` returned (glibc's malloc_usable_size).
size_t lamina_block_size(const void *block);
#endif
