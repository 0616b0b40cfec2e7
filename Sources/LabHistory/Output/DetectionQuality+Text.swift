import LabTables

extension DetectionQuality {
    /// The rules' results as a terminal table: per rule, the share of step series found within
    /// one run at each step size, the false alarms per step-free gate run and per series; then
    /// each rule's worst source at each step and its noisiest source.
    package static func text(_ results: [(rule: String, result: Result)]) -> String {
        func percent(_ part: Int, _ whole: Int) -> String {
            "\((Double(part) / Double(max(whole, 1)) * 100).description(significantDigits: 3)) % (\(part)/\(whole))"
        }
        let steps = results.first?.result.recalls.map(\.step) ?? []
        var columns: [TableColumn<(rule: String, result: Result)>] = [TableColumn(title: "rule") { $0.rule }]
        for (index, step) in steps.enumerated() {
            columns.append(
                TableColumn(title: "found, +\((step * 100).compactDescription) %", isNumeric: true) {
                    percent($0.result.recalls[index].found, $0.result.recalls[index].total)
                })
        }
        columns += [
            TableColumn(title: "false alarms / gate run", isNumeric: true) {
                percent($0.result.falseAlarmRuns, $0.result.gateRuns)
            },
            TableColumn(title: "/ series", isNumeric: true) { percent($0.result.falseAlarmSeries, $0.result.series) },
        ]
        var text = TextTable(columns: columns, rows: results).text
        for (rule, result) in results {
            text += "\(rule):\n"
            for recall in result.recalls {
                text +=
                    "  worst at +\((recall.step * 100).compactDescription) %: \(recall.worst.source), "
                    + "\(percent(recall.worst.found, recall.worst.total))\n"
            }
            text +=
                "  most false alarms: \(result.noisiest.source), \(result.noisiest.alarms) of \(result.gateRuns) runs\n"
        }
        return text
    }
}
