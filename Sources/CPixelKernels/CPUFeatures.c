#include "PixelKernels.h"

// The CPU is asked once, by a constructor, and each kernel picks its build from the answer.
// Not `target_clones`: its ifunc resolver runs while the dynamic loader relocates the binary,
// before a sanitizer's runtime is up, and a ThreadSanitizer build crashed there
// (`scripts/sanitize`).
static int has_avx2;

__attribute__((constructor))
static void ask_the_cpu(void) {
    __builtin_cpu_init();
    has_avx2 = __builtin_cpu_supports("avx2");
}

int lamina_cpu_has_avx2(void) { return has_avx2; }
