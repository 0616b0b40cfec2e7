#ifndef C_CONVERSIONS_H
#define C_CONVERSIONS_H

/// `value` truncated toward zero: the conversion alone, one instruction, without the range and NaN
/// checks of Swift's `Int(value)`. C leaves NaN and any value outside (-2^63, 2^63) undefined: the
/// caller proves the bound first. Inlined into Swift code, as every `static inline` function is.
static inline long c_truncated(double value) { return (long)value; }

#endif
