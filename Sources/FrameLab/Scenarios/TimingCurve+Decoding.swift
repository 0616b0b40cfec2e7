import StrictJSON
import SwitchLayout

extension TimingCurve: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case spring, pan
    }

    enum SpringKeys: String, CodingKey, CaseIterable {
        case dampingRatio, response
    }

    enum PanKeys: String, CodingKey, CaseIterable {
        case keyFrames, ending
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "linear": self = .linear
            case "easeInOut": self = .easeInOut
            default:
                throw JSONDescriptionError(
                    at: decoder.codingPath,
                    "\"\(name)\" is not \"linear\", \"easeInOut\", {\"spring\": …} or {\"pan\": …}")
            }
            return
        }
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        if try container.hasValue(forKey: .spring) {
            let spring = try container.strictNestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            self = .spring(
                Spring(
                    dampingRatio: try spring.decode(Double.self, forKey: .dampingRatio),
                    response: try spring.decode(Double.self, forKey: .response)))
        } else if try container.hasValue(forKey: .pan) {
            let pan = try container.strictNestedContainer(keyedBy: PanKeys.self, forKey: .pan)
            let keyFrames = try pan.decode([PanScript.KeyFrame].self, forKey: .keyFrames)
            let endingName = try pan.decode(String.self, forKey: .ending)
            guard let ending = PanScript.Ending(rawValue: endingName) else {
                throw JSONDescriptionError(
                    at: pan.codingPath + [PanKeys.ending], "\"\(endingName)\" is not \"finish\" or \"cancel\"")
            }
            self = .interactive(PanScript(keyFrames: keyFrames, ending: ending))
        } else {
            throw JSONDescriptionError(at: decoder.codingPath, "a curve object is {\"spring\": …} or {\"pan\": …}")
        }
    }
}
