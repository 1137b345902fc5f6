// C shim over the system ICU (libicu-dev) for L10nText.
//
// This header must not include any ICU header nor name any ICU type: Foundation on Linux bundles its own
// ICU, and a Swift module that sees both fails to build ("'UErrorCode' has different definitions"). Only
// <stdint.h> types cross this boundary; the .c files include <unicode/*.h>.
#ifndef L10N_ICU_H
#define L10N_ICU_H

#include <stdint.h>

/// The ICU version in use, as "major.minor", written into `buffer` (NUL-terminated).
void l10n_icu_version(char *buffer, int32_t capacity);

#endif
