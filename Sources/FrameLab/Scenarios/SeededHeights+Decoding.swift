import LabCatalog
import StrictJSON

extension SeededHeights: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case seed, minimum, maximum
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let minimum = try container.decode(Double.self, forKey: .minimum)
        let maximum = try container.decode(Double.self, forKey: .maximum)
        guard minimum.isFinite, minimum >= 0 else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.minimum], value: minimum, requirement: "finite and at least 0")
        }
        guard maximum >= minimum, maximum <= LayoutDescription.maximumLength else {
            throw JSONDescriptionError(
                at: container.codingPath + [CodingKeys.maximum], value: maximum,
                requirement: "from the minimum (\(minimum.compactDescription)) to "
                    + "\(LayoutDescription.maximumLength.compactDescription)")
        }
        self.init(
            seed: UInt64(try container.decodeWholeNumber(forKey: .seed, atLeast: 0)), minimum: minimum,
            maximum: maximum)
    }
}
