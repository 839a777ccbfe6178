#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
