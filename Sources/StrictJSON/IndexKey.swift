/// The key of an array element, for error paths like `items[2]`.
package struct IndexKey: CodingKey {
    package var intValue: Int?
    package var stringValue: String { "\(intValue ?? 0)" }

    /// The key of element `index`, from 0.
    package init(_ index: Int) {
        intValue = index
    }

    package init?(stringValue: String) {
        nil
    }

    package init?(intValue: Int) {
        self.intValue = intValue
    }
}
