// A C target needs a source file: the module is the header's inline function.
#include "CConversions.h"
