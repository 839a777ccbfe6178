#define _GNU_SOURCE
#include "ThreadIdentity.h"
#include <unistd.h>

static _Thread_local int is_main = -1;

int lamina_is_main_thread(void) {
    if (is_main < 0) is_main = gettid() == getpid();
    return is_main;
}
