/// What iOS's system font (SF Pro) measures, for when a stand-in draws the glyphs.
///
/// Heights follow SF's own vertical metrics so line heights match iOS whatever font stands in
/// (SF Pro: 2048 units per em, ascender 1950, descender 494, no line gap → 17 pt lines are 20.287 pt).
/// Widths: Inter's advances are close to SF Pro's untracked ones, but UIKit draws the system font with
/// SF's size-specific tracking (Apple's HIG tracking table: +0.006 em at 11 pt, 0 at 12, −0.026 em at 17,
/// +0.014 em at 28…). Applying that table to Inter cut the width error on the corpus labels Auto Layout
/// sized from median 3.7% / p95 5.8% to 0.8% / 3.1% (`SystemFontCalibrationTests`); a global scale on top
/// did not help (1.00 fit best for regular), a scale per weight did (0.7% / 2.6%).
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
