#ifndef PIXELPROOF_PREFETCH_H
#define PIXELPROOF_PREFETCH_H

// Cache hints for the rasterizer's hot loops, which Swift has no spelling for. A hint never
// changes a result and never faults, even on an address outside any allocation.

/// Asks for the cache line holding `address` to be brought into every cache level, to be written.
static inline __attribute__((always_inline)) void pp_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
