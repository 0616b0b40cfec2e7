import ArgumentParser
import LabHistory

extension RecordedRun.Kind: ExpressibleByArgument {}
