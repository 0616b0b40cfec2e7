#ifndef C_INTERPOLATION_H
#define C_INTERPOLATION_H

#include <stddef.h>

/// Every element's frame and alpha in one layout of a transition, as five columns, in points.
typedef struct {
    const double *x;
    const double *y;
    const double *width;
    const double *height;
    const double *alpha;
} CFrameColumns;

/// The C peer of the full-interpolation loop, written as a C programmer would and built with
/// clang -O3: every element's frame and alpha `current + (next - current) * progress` (alpha
/// clamped to [0, 1]) into caller-owned columns of `count`.
void c_interpolate_all_elements(size_t count, double progress, CFrameColumns current, CFrameColumns next, double *x,
                                double *y, double *width, double *height, double *alpha);

#endif
