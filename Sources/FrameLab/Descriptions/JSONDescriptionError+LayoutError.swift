import StrictJSON
import SwitchLayout

extension JSONDescriptionError {
    /// An error saying what `error` says.
    package init(_ error: LayoutError) {
        self.init(message: error.description)
    }
}
