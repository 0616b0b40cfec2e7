import ArgumentParser
import SwitchLayout

/// The parsing of the numbers options take, in one place: a finite number, or comma-separated
/// finite numbers for a point (`x,y`), a size (`width,height`, not negative) or a rect
/// (`x,y,width,height`, its size not negative). Each throws a reason, which ArgumentParser
/// appends to the option's name and value: `The value '1,2,3' is invalid for '--rect
/// <x,y,width,height>': expected x,y,width,height, 4 comma-separated numbers`.
enum NumericArgument {
    /// A finite number, such as a transition's progress.
    static func number(_ argument: String) throws(ValidationError) -> Double {
        guard let number = Double(argument), number.isFinite else {
            throw ValidationError("not a finite number")
        }
        return number
    }

    /// A point, `x,y`, in points.
    static func point(_ argument: String) throws(ValidationError) -> Point {
        let numbers = try numbers(argument, named: ["x", "y"])
        return Point(x: numbers[0], y: numbers[1])
    }

    /// A size, `width,height`, in points.
    static func size(_ argument: String) throws(ValidationError) -> Size {
        let numbers = try numbers(argument, named: ["width", "height"], notNegative: ["width", "height"])
        return Size(width: numbers[0], height: numbers[1])
    }

    /// A rect, `x,y,width,height`, in points.
    static func rect(_ argument: String) throws(ValidationError) -> Rect {
        let numbers = try numbers(argument, named: ["x", "y", "width", "height"], notNegative: ["width", "height"])
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The comma-separated finite numbers of `argument`, one for each of `names`; those named in
    /// `notNegative` must be at least 0.
    private static func numbers(_ argument: String, named names: [String], notNegative: Set<String> = [])
        throws(ValidationError) -> [Double]
    {
        let fields = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == names.count else {
            throw ValidationError("expected \(names.joined(separator: ",")), \(names.count) comma-separated numbers")
        }
        return try zip(fields, names).map { (field, name) throws(ValidationError) in
            guard let number = Double(field), number.isFinite else {
                throw ValidationError("\(name) is not a finite number")
            }
            if notNegative.contains(name), number < 0 {
                throw ValidationError("\(name) is negative")
            }
            return number
        }
    }
}
