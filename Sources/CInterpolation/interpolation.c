#include "CInterpolation.h"

void c_interpolate_all_elements(size_t count, double progress, CFrameColumns current, CFrameColumns next,
                                double *restrict x, double *restrict y, double *restrict width,
                                double *restrict height, double *restrict alpha) {
    for (size_t i = 0; i < count; i++) {
        x[i] = current.x[i] + (next.x[i] - current.x[i]) * progress;
        y[i] = current.y[i] + (next.y[i] - current.y[i]) * progress;
        width[i] = current.width[i] + (next.width[i] - current.width[i]) * progress;
        height[i] = current.height[i] + (next.height[i] - current.height[i]) * progress;
        double a = current.alpha[i] + (next.alpha[i] - current.alpha[i]) * progress;
        alpha[i] = a < 0 ? 0 : (a > 1 ? 1 : a);
    }
}
