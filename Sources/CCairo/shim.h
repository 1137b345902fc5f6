// cairo with its FreeType font backend, as one system-library module: glyphs shaped by HarfBuzz are drawn
// from the same font files through FreeType faces. zlib compresses the PNG files the pixels go to.
#ifndef L10N_CCAIRO_SHIM_H
#define L10N_CCAIRO_SHIM_H

#include <cairo.h>
#include <zlib.h>
#include <cairo-ft.h>
#include FT_MULTIPLE_MASTERS_H

#endif
