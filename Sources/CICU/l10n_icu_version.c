#include "l10n_icu.h"

#include <stdio.h>
#include <unicode/uversion.h>

void l10n_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    u_getVersion(info);
    snprintf(buffer, (size_t)capacity, "%d.%d", info[0], info[1]);
}
