#ifndef PIXELPROOF_PNG_GLUE_H
#define PIXELPROOF_PNG_GLUE_H

// C glue around libpng. libpng reports errors with setjmp/longjmp; every longjmp
// lands inside this C target, so none ever crosses a Swift frame.

/// The libpng version this target was compiled against, e.g. 10639 for 1.6.39.
unsigned long pp_png_header_version(void);

#endif
