// mallinfo2 is declared in <malloc.h>, which Swift's Glibc module does not bring in.
#include <malloc.h>
#include "HeapStatistics.h"

size_t lamina_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void lamina_heap_keep_freed_memory(void) {
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_MMAP_THRESHOLD, 1 << 30);
}
