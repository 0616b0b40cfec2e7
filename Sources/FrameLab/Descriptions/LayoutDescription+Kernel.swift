import SwitchLayout

extension LayoutDescription {
    /// A kernel of type `Kernel` prepared at `phase`: at rest with the state's spec, or with the
    /// transition's `from` spec current, a transition started to its `to` spec and the progress
    /// set.
    package func makeKernel<Kernel: LayoutKernel>(_ type: Kernel.Type, at phase: LayoutPhase) throws(LayoutError)
        -> Kernel
    {
        switch phase {
        case let .rest(state):
            return try Kernel(spec(for: state))
        case let .transition(from, to, progress):
            var kernel = try Kernel(spec(for: from))
            try kernel.startTransition(to: spec(for: to))
            try kernel.setTransitionProgress(progress)
            return kernel
        }
    }
}
