import FrameLab
import StrictJSON

extension GateThresholds: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case instructionIncreasePercent, cacheMissIncreasePercent, cacheMissAllowance, estimatedCycleIncreasePercent
        case speedupDecreasePercent, steadyStateP99PercentOfBudget
        case worstFramePercentOf120HzBudget, scenarios
    }

    /// Decodes the thresholds file: every key is required but `scenarios`, unknown keys are
    /// refused, every percentage must be a finite number from 0 to 100 (a p99 share of the
    /// budget up to 1000: a frame may take several budgets), the miss allowance a whole number
    /// from 0.
    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            instructionIncreasePercent: try container.percentage(forKey: .instructionIncreasePercent),
            cacheMissIncreasePercent: try container.percentage(forKey: .cacheMissIncreasePercent),
            cacheMissAllowance: try container.count(forKey: .cacheMissAllowance),
            estimatedCycleIncreasePercent: try container.percentage(forKey: .estimatedCycleIncreasePercent),
            speedupDecreasePercent: try container.percentage(forKey: .speedupDecreasePercent),
            steadyStateP99PercentOfBudget: try container.percentage(forKey: .steadyStateP99PercentOfBudget, upTo: 1000),
            worstFramePercentOf120HzBudget: try container.percentage(
                forKey: .worstFramePercentOf120HzBudget, upTo: 1000),
            scenarios: try container.decodeIfPresent([String: ScenarioThresholds].self, forKey: .scenarios) ?? [:])
    }
}

extension GateThresholds.ScenarioThresholds: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case speedupDecreasePercent, steadyStateP99PercentOfBudget
    }

    /// Decodes one scenario's limits: either key may be left out, unknown keys are refused.
    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            speedupDecreasePercent: try container.percentageIfPresent(forKey: .speedupDecreasePercent),
            steadyStateP99PercentOfBudget: try container.percentageIfPresent(
                forKey: .steadyStateP99PercentOfBudget, upTo: 1000))
    }
}

extension KeyedDecodingContainer {
    /// The percentage at `key`, a number from 0 to `maximum`.
    fileprivate func percentage(forKey key: Key, upTo maximum: Double = 100) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, (0...maximum).contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(value) is not a percentage from 0 to \(Int(maximum))")
        }
        return value
    }

    /// The whole number of at least 0 at `key`.
    fileprivate func count(forKey key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, value >= 0, value.rounded() == value else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(value) is not a whole number of at least 0")
        }
        return value
    }

    /// The percentage at `key`, if the key is there.
    fileprivate func percentageIfPresent(forKey key: Key, upTo maximum: Double = 100) throws -> Double? {
        contains(key) ? try percentage(forKey: key, upTo: maximum) : nil
    }
}
