// PostgreSQL's C client, for the history's shared database.
#include <libpq-fe.h>
