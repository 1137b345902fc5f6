/// What iOS's system font (SF Pro) measures, for when a stand-in draws the glyphs.
///
/// Heights follow SF's own vertical metrics so line heights match iOS whatever font stands in
/// (SF Pro: 2048 units per em, ascender 1950, descender 494, no line gap → 17 pt lines are 20.287 pt).
/// Widths: Inter's advances are close to SF Pro's untracked ones, but UIKit draws the system font with
/// SF's size-specific tracking (Apple's HIG tracking table: +0.006 em at 11 pt, 0 at 12, −0.026 em at 17,
/// +0.014 em at 28…). Applying that table to Inter cut the width error on the corpus labels Auto Layout
/// sized from median 3.7% / p95 5.8% to 0.8% / 3.1% (`SystemFontCalibrationTests`); a global scale on top
/// did not help (1.00 fit best for regular), a scale per weight did (0.7% / 2.6%); per-character
/// corrections in SF Pro Text's sizes did more (``advanceCorrections``).
enum SystemFontMetrics {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048
    static let lineGap = 0.0

    /// Scale applied to Inter's advances at a weight. Regular needs none (fitted; see the type's comment).
    /// SF's heavier weights are wider relative to its regular than Inter's are: over the single-line
    /// system-font labels both corpora size by their text alone, IB's stored widths run a median 1.1%
    /// (medium), 1.5% (semibold, the headline style), 2.1% (bold) and 2.4–3.3% (heavy) above Inter's.
    static func interScale(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 1
        case .medium: return 1.011
        case .semibold: return 1.015
        case .bold: return 1.021
        case .heavy, .black: return 1.028
        }
    }

    /// How far a character's advance in SF Pro Text is from the stand-in's, in em (added to Inter's, for
    /// every weight). Fitted to what IB stored: see ``advanceCorrections``.
    static func advanceCorrection(_ scalar: Unicode.Scalar) -> Double {
        advanceCorrections[scalar] ?? 0
    }

    /// The share of ``advanceCorrection(_:)`` that applies at a point size: all of it in SF Pro Text's
    /// sizes (below 20 pt), none in SF Pro Display's, whose glyphs the corrections were not fitted to.
    static func correctionWeight(pointSize: Double) -> Double {
        pointSize < 20 ? 1 : 0
    }

    /// Per-character corrections in em, fitted to the single-line system-font labels (below 20 pt) of both
    /// corpora that the layout finds sized by their text alone (164 labels of 17 apps): ridge regression of
    /// stored width − half a pixel − Inter's tracked width on each character's count × size (penalty 2000
    /// pt², refitted without the labels missed by more than 2.5 pt). Fitted without the app a label comes
    /// from, the widths land within 1 pt of IB's for 97.0% of labels (89.6% without) and on IB's pixel for
    /// 41.5% (31.1%): `SystemFontCorpusCalibrationTests`, which also refits this table.
    static let advanceCorrections: [Unicode.Scalar: Double] = [
        " ": -0.0017, "&": 0.0011, "'": 0.0039, "(": 0.0089, ")": 0.0089, "*": -0.0074, ",": 0.0009, "-": 0.0064,
        ".": 0.0084, "/": -0.0058, "0": -0.0018, "1": -0.0008, "2": 0.0021, "3": -0.0009, "5": 0.0040, "6": 0.0006,
        "7": 0.0009, "9": 0.0038, ":": 0.0161, "@": -0.0012, "A": -0.0073, "B": 0.0123, "C": -0.0042, "D": 0.0076,
        "E": 0.0085, "F": 0.0109, "G": -0.0094, "H": 0.0014, "I": 0.0046, "L": 0.0031, "M": -0.0063, "N": -0.0056,
        "O": 0.0154, "P": -0.0104, "Q": -0.0041, "R": 0.0159, "S": 0.0013, "T": -0.0042, "U": 0.0055, "V": -0.0028,
        "W": 0.0050, "X": -0.0049, "Y": 0.0077, "Z": -0.0037, "a": -0.0061, "b": -0.0056, "c": 0.0038, "d": -0.0061,
        "e": -0.0078, "g": -0.0006, "h": -0.0085, "i": 0.0132, "j": 0.0017, "k": 0.0116, "l": 0.0087, "m": -0.0067,
        "n": -0.0083, "o": 0.0033, "p": 0.0042, "q": 0.0011, "r": 0.0021, "t": 0.0049, "u": 0.0016, "v": -0.0141,
        "w": -0.0169, "x": -0.0145, "y": -0.0046, "©": -0.0035,
    ]

    /// SF Pro's tracking in 1/1000 em by point size, from Apple's Human Interface Guidelines.
    private static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (44, 8), (46, 8),
        (48, 8), (50, 7), (52, 6), (54, 5), (56, 4), (58, 3), (60, 2), (62, 1), (64, 0), (66, -1), (68, -2),
        (70, -3), (72, -4), (76, -6), (80, -8),
    ]

    /// Tracking added after each character, in points, at a point size (interpolated between rows).
    static func tracking(pointSize: Double) -> Double {
        let table = trackingTable
        if pointSize <= table[0].size { return table[0].thousandths / 1000 * pointSize }
        for (low, high) in zip(table, table.dropFirst()) where pointSize <= high.size {
            let fraction = (pointSize - low.size) / (high.size - low.size)
            return (low.thousandths + (high.thousandths - low.thousandths) * fraction) / 1000 * pointSize
        }
        return table[table.count - 1].thousandths / 1000 * pointSize
    }
}
