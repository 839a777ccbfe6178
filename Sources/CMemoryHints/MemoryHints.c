#include "MemoryHints.h"
#include <malloc.h>

size_t lamina_block_size(const void *block) {
    return malloc_usable_size((void *)block);
}
