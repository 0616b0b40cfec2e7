import ArgumentParser
import FrameLab

extension TableFormat: ExpressibleByArgument {}
