import ArgumentParser
import FrameLab
import LabTables

extension TableFormat: ExpressibleByArgument {}
