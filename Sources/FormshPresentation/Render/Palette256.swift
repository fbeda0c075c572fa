import FormshDomain

/// The xterm 256-colour palette: a 6×6×6 cube and a 24-step grey ramp.
public enum Palette256 {
  private static let levels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The palette index nearest to a colour (by squared distance).
  public static func nearest(to color: RGB) -> Int {
    func cubeIndex(_ value: UInt8) -> Int {
      levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
    }
    let (r, g, b) = (cubeIndex(color.red), cubeIndex(color.green), cubeIndex(color.blue))
    let cube = (16 + 36 * r + 6 * g + b, distance(color, levels[r], levels[g], levels[b]))
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let greyLevel = 8 + 10 * greyStep
    let grey = (232 + greyStep, distance(color, greyLevel, greyLevel, greyLevel))
    return grey.1 < cube.1 ? grey.0 : cube.0
  }

  private static func distance(_ color: RGB, _ r: Int, _ g: Int, _ b: Int) -> Int {
    let dr = Int(color.red) - r
    let dg = Int(color.green) - g
    let db = Int(color.blue) - b
    return dr * dr + dg * dg + db * db
  }
}
