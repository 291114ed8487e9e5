/* callgrind's collection switched on or off from Python (fnprof.py) */
#include <valgrind/callgrind.h>
void toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
