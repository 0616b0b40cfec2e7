import ArgumentParser
import SwitchLayout

// A state is given by its name: `list` or `grid`.
extension LayoutState: ExpressibleByArgument {}
