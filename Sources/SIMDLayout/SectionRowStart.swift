/// Where a self-sizing section's cells start in the layout's item heights (the spec's, flat
/// across sections) and its rows in the layout's row tops.
struct SectionRowStart {
    /// The flat index of the section's first item.
    let firstItem: Int
    /// The index of the section's first row.
    let firstRow: Int
}
