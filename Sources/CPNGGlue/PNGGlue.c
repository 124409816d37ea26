#include "PNGGlue.h"
#include <png.h>

unsigned long pp_png_header_version(void) {
    return PNG_LIBPNG_VER;
}
