import StrictJSON
import SwitchLayout

extension PanScript.KeyFrame: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case time, progress
    }

    /// The progress a key frame may reach: a drag past either end, as far as a spring
    /// overshoots. Much further, the content is extrapolated by billions of points (at a
    /// progress of 10^20 a worker was seen to hang).
    static let progressRange = -1.0...2.0

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let progress = try container.decode(Double.self, forKey: .progress)
        guard Self.progressRange.contains(progress) else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.progress], value: progress,
                requirement: "from \(Self.progressRange.lowerBound.compactDescription) to "
                    + "\(Self.progressRange.upperBound.compactDescription)")
        }
        self.init(time: try container.decode(Double.self, forKey: .time), progress: progress)
    }
}
