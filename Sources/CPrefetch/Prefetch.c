// The functions of this target are static inline in include/Prefetch.h; SwiftPM needs one source
// file to build a C target.
#include "Prefetch.h"
