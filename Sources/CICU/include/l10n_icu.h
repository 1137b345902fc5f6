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

/// Break kinds for `l10n_icu_breaks`.
enum { L10N_BREAK_LINE = 0, L10N_BREAK_CHARACTER = 1, L10N_BREAK_WORD = 2 };

/// Writes the UTF-16 offsets of every break opportunity after the start (the text's end included) into
/// `out`, in order. `locale` selects the rules (Thai, Japanese use dictionaries); NULL or "" is root.
/// Returns the number of offsets (it may exceed `capacity`: call again with a bigger buffer), or -1 when
/// ICU failed.
int32_t l10n_icu_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t kind,
                        int32_t *out, int32_t capacity);

/// Paragraph levels for `l10n_icu_bidi_runs`.
enum { L10N_BIDI_LTR = 0, L10N_BIDI_RTL = 1, L10N_BIDI_DEFAULT_LTR = 0xfe, L10N_BIDI_DEFAULT_RTL = 0xff };

/// Runs the Unicode bidi algorithm on one paragraph and writes its logical runs (UTF-16 start, length,
/// embedding level; odd levels are right-to-left) in logical order. `resolved_level` receives the
/// paragraph level. Returns the number of runs (may exceed `capacity`), or -1 when ICU failed.
int32_t l10n_icu_bidi_runs(const uint16_t *text, int32_t length, int32_t paragraph_level,
                           int32_t *starts, int32_t *lengths, int32_t *levels, int32_t capacity,
                           int32_t *resolved_level);

/// Bidi classes as `l10n_icu_char_direction` reports them (ICU's UCharDirection values).
enum {
    L10N_DIR_L = 0, L10N_DIR_R = 1, L10N_DIR_EN = 2, L10N_DIR_ES = 3, L10N_DIR_ET = 4, L10N_DIR_AN = 5,
    L10N_DIR_CS = 6, L10N_DIR_B = 7, L10N_DIR_S = 8, L10N_DIR_WS = 9, L10N_DIR_ON = 10, L10N_DIR_LRE = 11,
    L10N_DIR_LRO = 12, L10N_DIR_AL = 13, L10N_DIR_RLE = 14, L10N_DIR_RLO = 15, L10N_DIR_PDF = 16,
    L10N_DIR_NSM = 17, L10N_DIR_BN = 18, L10N_DIR_FSI = 19, L10N_DIR_LRI = 20, L10N_DIR_RLI = 21,
    L10N_DIR_PDI = 22
};

/// The bidi class of one code point.
int32_t l10n_icu_char_direction(uint32_t code_point);

/// 1 when the locale's script is written right to left (ICU's likely-subtags data), else 0.
int32_t l10n_icu_locale_is_rtl(const char *locale);

/// The scripts a locale is written in (ICU's UScriptCode values; `ja` gives Katakana, Hiragana, Han), at most
/// `capacity`; the number found, or -1.
int32_t l10n_icu_locale_scripts(const char *locale, int32_t *out, int32_t capacity);

/// The region a language is most likely written for, from ICU's likely-subtags data (`sv` gives `SE`, `pt`
/// `BR`): writes a NUL-terminated code of at most `capacity` bytes and returns its length, 0 when ICU names
/// none, or -1.
int32_t l10n_icu_likely_region(const char *locale, char *out, int32_t capacity);

/// Whether ICU knows a two-letter language or region code (`pr`, `UD` it does not): 1 when it names it in English,
/// 0 when it does not, -1 on failure. `kind` 0 asks of a language (`de`), 1 of a region (`AT`).
int32_t l10n_icu_knows_code(const char *code, int32_t kind);

/// The likely script of `locale` (CLDR's likely subtags: "Hans" for "zh_CN", "Hant" for "zh_TW", "Latn" for "de"),
/// written to `out`; its length, or -1 on failure.
int32_t l10n_icu_likely_script(const char *locale, char *out, int32_t capacity);

/// The script of one code point (a UScriptCode: 0 common, 1 inherited, 25 Latin…), or -1.
int32_t l10n_icu_char_script(uint32_t code_point);

/// The locale's standard exemplar letters (with their case mappings) as code point ranges: writes up to
/// `capacity` ranges as inclusive [start, end] pairs and returns how many there are, or -1 on error.
int32_t l10n_icu_exemplar_ranges(const char *locale, int32_t *starts, int32_t *ends, int32_t capacity);

/// ICU's English name of a script code ("Hangul", "Hebrew", "Han"): writes a NUL-terminated name of at most
/// `capacity` bytes and returns its length, or -1.
int32_t l10n_icu_script_name(int32_t script, char *out, int32_t capacity);

/// The confusable skeleton of the UTF-8 `text` (UTS #39, ICU's spoof checker): letters that look alike map to one
/// ("ОК" in Cyrillic reads "OK"). Writes it as UTF-8 into `out` and returns its length, or -1.
int32_t l10n_icu_skeleton(const char *text, char *out, int32_t capacity);

/// How many locales ICU has data for.
int32_t l10n_icu_autonym_count(void);

/// The name of ICU's `index`th available locale in its own language ("한국어", "中文 (简体)", "עברית") as UTF-16:
/// its length (possibly more than `capacity`), or -1.
int32_t l10n_icu_autonym(int32_t index, uint16_t *out, int32_t capacity);

/// Runs ICU's transliterator `id` ("Hans-Hant": Simplified to Traditional Chinese) over the UTF-16 `text` in place,
/// in a buffer of `capacity` units: the new length, or -1 when ICU has no such transliterator or the result does
/// not fit.
int32_t l10n_icu_transliterate(const char *id, uint16_t *text, int32_t length, int32_t capacity);

#endif
