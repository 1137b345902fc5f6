// Umbrella header of the CICU module: every shim header, so that adding one changes this file and
// invalidates compilers' cached module builds (an umbrella directory alone does not).
#ifndef CICU_H
#define CICU_H

#include "l10n_icu.h"
#include "l10n_icu_plural.h"

#endif
