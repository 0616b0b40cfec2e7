/// Whether a reference layout mirrors a player's frames, and whether its answers are compared.
package enum FrameVerification: String, Codable, Hashable, Sendable {
    /// No mirror: the reference measuring itself.
    case none
    /// A mirror whose answers are not compared: the bound, which computes nothing to check.
    case mirrorOnly
    /// A mirror whose every answer is compared with the implementation's.
    case compare
}
