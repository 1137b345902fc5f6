// Hunspell's C interface: spelling dictionaries (Debian's hunspell-* packages) tell which language a
// Latin-script interface text is written in.
#ifndef L10N_CHUNSPELL_SHIM_H
#define L10N_CHUNSPELL_SHIM_H

#include <hunspell.h>

#endif
