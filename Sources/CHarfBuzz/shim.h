// HarfBuzz and FreeType as one system-library module. hb-icu.h is deliberately not included: it would
// pull system ICU headers into Swift, which clash with Foundation's bundled ICU.
#ifndef L10N_CHARFBUZZ_SHIM_H
#define L10N_CHARFBUZZ_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>

#endif
