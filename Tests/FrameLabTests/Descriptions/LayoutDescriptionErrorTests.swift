import Foundation
import FrameLab
import StrictJSON
import SwitchLayout
import TestSupport
import Testing

/// An invalid description and the start of the one line that must report it.
struct InvalidDescription: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String

    init(_ changes: [String: String?], _ message: String) {
        self.json = layoutJSON(changes)
        self.message = message
    }

    init(json: String, _ message: String) {
        self.json = json
        self.message = message
    }

    var testDescription: String { message }
}

@Suite("Layout description errors")
struct JSONDescriptionErrorTests {
    @Test(
        "Every error is one line naming the field by its JSON path and the bad value",
        arguments: [
            // Unknown keys, at every level.
            InvalidDescription(
                ["grid": #"{"colums": 3, "cellHeight": 165}"#],
                "grid.colums: unknown key; expected one of columns, cellHeight"),
            InvalidDescription(["bounds": "1"], "bounds: unknown key; expected one of boundsSize, contentInset"),
            InvalidDescription(
                ["contentInset": #"{"lft": 2}"#],
                "contentInset.lft: unknown key; expected one of top, left, bottom, right"),
            InvalidDescription(["sections": #"[{"items": 1}, {"item": 1}]"#], "sections[1].item: unknown key"),
            InvalidDescription(
                ["sections": #"[{"items": 1, "headerHeight": {"lst": 3}}]"#],
                "sections[0].headerHeight.lst: unknown key; expected one of list, grid"),
            // Missing required keys.
            InvalidDescription(["boundsSize": nil], "boundsSize: missing required key"),
            InvalidDescription(["boundsSize": #"{"height": 667}"#], "boundsSize.width: missing required key"),
            InvalidDescription(["sections": "[{}]"], "sections[0].items: missing required key"),
            InvalidDescription(["grid": nil], "grid: missing required key"),
            InvalidDescription(["list": "{}"], "list.cellHeight: missing required key"),
            InvalidDescription(
                ["grid": #"{"cellHeight": 165, "cellPadding": {"x": 1}}"#], "grid.cellPadding.y: missing required key"),
            // Wrong types, with the value found.
            InvalidDescription(
                ["grid": #"{"columns": "3", "cellHeight": 165}"#], #"grid.columns: expected a number, found "3""#),
            InvalidDescription(["grid": #"{"cellHeight": true}"#], "grid.cellHeight: expected a number, found true"),
            InvalidDescription(["grid": #"{"cellHeight": null}"#], "grid.cellHeight: missing required key"),
            InvalidDescription(
                ["boundsSize": #"{"width": null, "height": 667}"#], "boundsSize.width: expected a number, found null"),
            InvalidDescription(["sections": #"{"items": 1}"#], "sections: expected an array, found an object"),
            InvalidDescription(["list": "[80]"], "list: expected an object, found an array"),
            InvalidDescription(
                ["grid": #"{"itemHeights": [165, 165, "x"]}"#], #"grid.itemHeights[2]: expected a number, found "x""#),
            InvalidDescription(["axis": #""diagonal""#], #"axis: "diagonal" is not "vertical" or "horizontal""#),
            InvalidDescription(json: "[1, 2]", "expected an object, found an array"),
            // Values out of their domain, decoded.
            InvalidDescription(
                ["grid": #"{"columns": 2.5, "cellHeight": 165}"#],
                "grid.columns = 2.5 is invalid: it must be a whole number"),
            InvalidDescription(
                ["sections": #"[{"items": 1}, {"items": 2}, {"items": -1}]"#],
                "sections[2].items = -1 is invalid: it must be at least 0"),
            InvalidDescription(
                ["sections": #"[{"items": 1, "repeat": -2}]"#],
                "sections[0].repeat = -2 is invalid: it must be at least 0"),
            InvalidDescription(
                ["sections": #"[{"items": 1e10, "repeat": 1e7}]"#],
                "sections: 1e+17 items in all, more than the 9007199254740992 a layout can count"),
            InvalidDescription(
                ["sections": #"[{"items": 1e300}]"#],
                "sections[0].items = 1e+300 is invalid: it must be at most 9223372036854775807"),
            InvalidDescription(
                ["sections": #"[{"items": 0, "repeat": 1e15}]"#],
                "sections: 1000000000000000 sections in all, more than the 10000000 allowed"),
            // Values out of their domain, found by LayoutSpec.validate() and named by their field.
            InvalidDescription(
                ["grid": #"{"columns": 0, "cellHeight": 165}"#], "grid.columns = 0 is invalid: it must be at least 1"),
            InvalidDescription(
                ["list": #"{"columns": 2, "cellHeight": 80}"#],
                "list.columns = 2 is invalid: it must be 1 in the list state"),
            InvalidDescription(
                ["boundsSize": #"{"width": -375, "height": 667}"#], "boundsSize.width = -375 is invalid"),
            InvalidDescription(["contentInset": #"{"bottom": -1}"#], "contentInset.bottom = -1 is invalid"),
            InvalidDescription(["grid": #"{"cellHeight": 3}"#], "grid.cellHeight = 3 is invalid"),
            InvalidDescription(["grid": #"{"aspectRatio": 0}"#], "grid.aspectRatio = 0 is invalid"),
            InvalidDescription(
                ["grid": #"{"cellHeight": 165, "cellPadding": {"x": 100, "y": 2}}"#],
                "grid.cellPadding.x = 100 is invalid"),
            InvalidDescription(["grid": #"{"itemHeights": [165, 165]}"#], "grid.itemHeights.count = 2 is invalid"),
            InvalidDescription(
                ["list": #"{"cellHeight": 80, "footerHeight": -3}"#], "list.footerHeight = -3 is invalid"),
            InvalidDescription(
                [
                    "supplementaryPadding": #"{"x": 0, "y": 10}"#,
                    "sections": #"[{"items": 1}, {"items": 1, "repeat": 3, "headerHeight": {"grid": 5}}]"#,
                ],
                "sections[1].headerHeight.grid = 5 is invalid"),
            // Values too large for a layout.
            InvalidDescription(
                ["list": #"{"cellHeight": 1e308}"#],
                "list.cellHeight = 1e+308 is invalid: it must be at most 1000000 points"),
            InvalidDescription(
                ["sections": #"[{"items": 1, "footerHeight": {"grid": 2e6}}]"#],
                "sections[0].footerHeight.grid = 2000000 is invalid: it must be at most 1000000 points"),
            InvalidDescription(
                ["grid": #"{"aspectRatio": 1e-300}"#],
                "grid.aspectRatio = 1e-300 is invalid: it must be from 0.001 to 1000"),
            // Not JSON, named by the path of the value where it breaks.
            InvalidDescription(
                json: #"{"boundsSize": {"width": 375,, }}"#,
                #"boundsSize: not valid JSON at line 1, column 30: expected a key in double quotes, found ",""#),
            InvalidDescription(
                json: #"{"boundsSize": {"width": 375"#,
                "boundsSize: not valid JSON at line 1, column 29: expected , or }, found the end of the document"),
            InvalidDescription(
                ["boundsSize": #"{"width": NaN, "height": 667}"#],
                "boundsSize.width: not valid JSON at line 1, column 126: NaN is not a number: JSON has no NaN or infinities"
            ),
            InvalidDescription(
                ["contentInset": "{\n  \"top\": -Infinity}"],
                "contentInset.top: not valid JSON at line 2, column 10: -Infinity is not a number"),
            InvalidDescription(["list": #"{"cellHeight": 1e999}"#], "list.cellHeight: 1e999 is out of range"),
            InvalidDescription(
                ["grid": #"{"itemHeights": [165, 1e-400]}"#], "grid.itemHeights[1]: 1e-400 is out of range"),
            InvalidDescription(["list": #"{"cellHeight": 80, "cellHeight": 90}"#], "list.cellHeight: key given twice"),
            InvalidDescription(
                ["list": #"{"cellHeight": 080}"#],
                "list.cellHeight: not valid JSON at line 1, column 142: 080 is not a JSON value"),
            InvalidDescription(
                ["axis": #""vertical\q""#], #"axis: not valid JSON at line 1, column 164: \q is not a JSON escape"#),
            InvalidDescription(
                ["axis": #""vertical\uD800x""#],
                #"axis: not valid JSON at line 1, column 164: a high surrogate \uD800 not followed by a low surrogate"#),
            InvalidDescription(
                ["axis": #""vertical\uDBFF\uD800""#],
                #"axis: not valid JSON at line 1, column 164: a high surrogate \uDBFF not followed by a low surrogate"#),
            InvalidDescription(
                ["axis": #""\udc00vertical""#],
                #"axis: not valid JSON at line 1, column 156: a low surrogate \uDC00 without a high surrogate before it"#
            ),
            InvalidDescription(
                json: #"{"boundsSize": {"width": 375, "height": 667}} {}"#,
                #"not valid JSON at line 1, column 47: "{" after the end"#),
            InvalidDescription(
                ["x": String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)],
                "x[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: "
                    + "not valid JSON at line 1, column 183: arrays and objects nested more than 32 levels deep"),
        ])
    func invalidDescription(_ invalid: InvalidDescription) {
        let error = #expect(throws: JSONDescriptionError.self) { try description(invalid.json) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix(invalid.message), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test(
        "A bad number in a description is worded as the layout model words its own",
        arguments: [-1, 0.5, 1e15 - 1, 1e15, 2e15, -1e300, .infinity, .nan])
    func numberWording(_ value: Double) {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let path = [Key(stringValue: "grid"), Key(stringValue: "columns")]
        let described = JSONDescriptionError(at: path, value: value, requirement: "at least 1")
        let modelled = LayoutError.invalidParameter(name: "grid.columns", value: value, requirement: "at least 1")
        #expect(described.message == modelled.description)
    }

    @Test(
        "JSON in every spelling Foundation accepts passes the syntax check",
        arguments: [
            // A byte order mark, tabs and CRLF line breaks, escapes in keys and strings.
            "\u{FEFF}{\t\"bounds\\u0053ize\": {\"width\": 375, \"height\": 667},\r\n"
                + #""sections": [{"items": 10}], "axis": "vertic\u0061l", "list": {"cellHeight": 80},"#
                + #""grid": {"cellHeight": 165}}"#,
            // Every form of number: negative zero, fractions, exponents, a subnormal.
            layoutJSON([
                "contentInset": #"{"top": -0, "left": 0.5e-3, "bottom": 1E+2, "right": 5e-324}"#,
                "list": #"{"cellHeight": 8.0e1}"#,
            ]),
        ])
    func acceptedSyntax(_ json: String) throws {
        let layout = try description(json)
        #expect(layout.spec(for: .list).itemCount == 10)
    }

    @Test("Surrogate pairs pass the syntax check, in either case")
    func surrogatePairs() throws {
        let json = #"{"\uD83D\uDE00": ["\ud83d\ude00", "\uDBFF\uDFFF x"]}"#
        try JSONSyntaxValidator.validate(Data(json.utf8))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: [String]])
    }

    @Test("32 levels of nesting pass the syntax check, 33 do not")
    func nestingLimit() {
        func nested(_ depth: Int) -> String {
            layoutJSON(["x": String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)])
        }
        let deepest = #expect(throws: JSONDescriptionError.self) { try description(nested(32)) }
        #expect(deepest?.message.hasPrefix("x: unknown key") == true, "\(String(describing: deepest))")
        let tooDeep = #expect(throws: JSONDescriptionError.self) { try description(nested(33)) }
        #expect(tooDeep?.message.hasSuffix("nested more than 32 levels deep") == true)
    }

    @Test("A file that is missing, a directory, empty or unreadable is named")
    func unreadableFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FrameLabTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.json").path
        let notJSON = directory.appendingPathComponent("layout.json").path
        try Data().write(to: URL(fileURLWithPath: empty))
        try Data("list: 80".utf8).write(to: URL(fileURLWithPath: notJSON))
        let missing = directory.appendingPathComponent("missing.json").path

        let expectations = [
            (missing, "\(missing): no such file"),
            (directory.path, "\(directory.path): is a directory"),
            (empty, "\(empty): is empty"),
            (notJSON, "\(notJSON): not valid JSON at line 1, column 1: list is not a JSON value"),
        ]
        for (path, message) in expectations {
            let error = #expect(throws: JSONDescriptionError.self) { try LayoutDescription.load(contentsOf: path) }
            #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
        }
    }

    @Test("An error in a file names the file, then the field")
    func fieldErrorInFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("FrameLabTests-\(UUID()).json")
        try Data(layoutJSON(["grid": #"{"colums": 3}"#]).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: JSONDescriptionError.self) { try LayoutDescription.load(contentsOf: file.path) }
        #expect(error?.file == file.path)
        #expect(error?.description.hasPrefix("\(file.path): grid.colums: unknown key") == true)
    }
}
