#ifndef C_INTERPOLATION_H
#define C_INTERPOLATION_H

#include <stddef.h>

/// The frames of a run of elements as four columns of raw components, in points.
typedef struct {
    const double *x;
    const double *y;
    const double *width;
    const double *height;
} CFrameColumns;

/// The C peer of the full-interpolation loop, written as a C programmer would and built with
/// clang -O3: every element's frame `current + (next - current) * progress` and alpha
/// `clamp(alpha_start + alpha_change * progress, 0, 1)`, into caller-owned columns of `count`.
void c_interpolate_all_elements(size_t count, double progress, CFrameColumns current, CFrameColumns next,
                                const double *alpha_start, const double *alpha_change, double *x, double *y,
                                double *width, double *height, double *alpha);

#endif
