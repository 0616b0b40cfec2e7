import LabCatalog
import ReferenceLayout
import SwitchLayout

extension FuzzedTransition {
    /// Every way the implementations other than the reference (the SIMD and the scalar optimized
    /// kernels, the cached peer) disagree with it over this case, one description each, named
    /// after the implementation (none when they agree): see ``disagreements(of:)``.
    public func disagreements() -> [String] {
        LayoutImplementation.allCases.filter { $0 != .reference }.flatMap { implementation in
            implementation.visitKernel(Disagreements(transition: self)).map { "\(implementation.rawValue): \($0)" }
        }
    }

    /// The disagreements of the kernel it visits with the reference.
    private struct Disagreements: KernelVisitor {
        let transition: FuzzedTransition

        func visit<Kernel: LayoutKernel>(_: Kernel.Type) -> [String] {
            transition.disagreements(of: Kernel.self)
        }
    }

    /// Every way `Candidate` disagrees with the reference as both live through this case: the
    /// same typed error or none from preparing the current layout, from setting a progress at
    /// rest, from setting cells' appearances, from starting the transition (again, if it restarts)
    /// and from setting its progress, and the same answers (within ``Agreement``'s tolerances) to
    /// every query at rest, after a refused transition, at the progress (after the restart too),
    /// and after the transition finishes or is cancelled.
    public func disagreements<Candidate: LayoutKernel>(of _: Candidate.Type) -> [String] {
        var log = DisagreementLog()
        let preparedCandidate = Result { try Candidate(current) }
        let preparedReference = Result { try ReferenceLayout(current) }
        guard log.bothSucceed("init", preparedCandidate, preparedReference),
            var candidate = try? preparedCandidate.get(), let reference = try? preparedReference.get()
        else { return log.disagreements }
        func setAppearances(
            _ appearances: some Sequence<(indexPath: IndexPath, appearance: ItemAppearance?)>, _ moment: String
        ) {
            for (indexPath, appearance) in appearances {
                _ = log.bothSucceed(
                    "setAppearance(\(appearance.map { "\($0)" } ?? "nil"), forItemAt: \(indexPath))\(moment)",
                    { try candidate.setAppearance(appearance, forItemAt: indexPath) },
                    { try reference.setAppearance(appearance, forItemAt: indexPath) })
            }
        }
        func expectAgreement(_ moment: String) {
            log.expectAgreement(of: candidate, with: reference, asking: self, moment)
        }
        let (before, during) = (appearances.prefix(appearances.count / 2), appearances.dropFirst(appearances.count / 2))
        setAppearances(before, "")
        expectAgreement("at rest")
        _ = log.bothSucceed(
            "setTransitionProgress(\(progress)) at rest", { try candidate.setTransitionProgress(progress) },
            { try reference.setTransitionProgress(progress) })
        guard
            log.bothSucceed(
                "startTransition", { try candidate.startTransition(to: next) },
                { try reference.startTransition(to: next) })
        else {
            expectAgreement("at rest after a refused transition")
            return log.disagreements
        }
        setAppearances(during, " during the transition")
        let progressIsSet = log.bothSucceed(
            "setTransitionProgress(\(progress))", { try candidate.setTransitionProgress(progress) },
            { try reference.setTransitionProgress(progress) })
        expectAgreement(progressIsSet ? "at progress \(progress)" : "at progress 0")
        if restarts {
            _ = log.bothSucceed(
                "startTransition again", { try candidate.startTransition(to: next) },
                { try reference.startTransition(to: next) })
            _ = log.bothSucceed(
                "setTransitionProgress(\(progress)) again", { try candidate.setTransitionProgress(progress) },
                { try reference.setTransitionProgress(progress) })
            expectAgreement("restarted at progress \(progress)")
        }
        if finishes {
            candidate.finishTransition()
            reference.finishTransition()
        } else {
            candidate.cancelTransition()
            reference.cancelTransition()
        }
        expectAgreement(finishes ? "after finishing" : "after cancelling")
        return log.disagreements
    }

    /// Whether every frame of `frames` and `contentSize` are finite (in points): overflow (lengths
    /// near `Double.greatestFiniteMagnitude`, or a progress far outside [0, 1]) makes them
    /// infinite or NaN, which the tolerances do not speak of.
    static func isFinite(_ frames: ElementFrames, _ contentSize: Size) -> Bool {
        contentSize.width.isFinite && contentSize.height.isFinite
            && [frames.x, frames.y, frames.width, frames.height].allSatisfy { $0.allSatisfy(\.isFinite) }
    }

    /// This case's queries placed among `frames` (every element's frame at the moment, in flat
    /// order) of a layout whose current spec is `spec`: the rect around every frame and each
    /// query's rect, each query's point, the content offsets that put it at the top of the
    /// visible area and at the viewport's centre, and lookups of every section's header, footer,
    /// first, last and one-past-last cell, and each query's element.
    func queries(among frames: ElementFrames, of spec: LayoutSpec) -> KernelQueries {
        let points = queries.map { $0.point(among: frames) }
        let inset = spec.contentInset
        var lookups: [(kind: ElementKind, indexPath: IndexPath)] = []
        for (section, sectionSpec) in spec.sections.enumerated() {
            lookups += [
                (.header, IndexPath(item: 0, section: section)), (.footer, IndexPath(item: 0, section: section)),
                (.cell, IndexPath(item: 0, section: section)),
                (.cell, IndexPath(item: sectionSpec.itemCount - 1, section: section)),
                (.cell, IndexPath(item: sectionSpec.itemCount, section: section)),
            ]
        }
        return KernelQueries(
            rects: [Self.boundingRect(of: frames)]
                + zip(points, queries).map { point, query in Rect(origin: point, size: query.size) },
            points: points,
            contentOffsets: points.flatMap { point in
                [
                    Point(x: point.x - inset.left, y: point.y - inset.top),
                    Point(x: point.x - viewportSize.width / 2, y: point.y - viewportSize.height / 2),
                ]
            },
            viewportSize: viewportSize,
            lookups: lookups + queries.map { ($0.lookupKind, $0.lookupIndexPath) })
    }

    /// The smallest rect around every finite frame of `frames`, which every element with an
    /// area intersects (the half-open test holds at its edges); a unit square when there is none.
    static func boundingRect(of frames: ElementFrames) -> Rect {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for index in 0..<frames.count {
            let frame = frames.frame(at: index)
            guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { continue }
            (minX, minY) = (min(minX, frame.minX), min(minY, frame.minY))
            (maxX, maxY) = (max(maxX, frame.maxX), max(maxY, frame.maxY))
        }
        guard minX <= maxX else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The disagreements a differential check finds, one description each, as it runs a step on both
/// kernels or compares their answers.
private struct DisagreementLog {
    var disagreements: [String] = []

    /// Whether both outcomes of `step` are successes; records a disagreement when only one is or
    /// they are different errors. Errors compare by their descriptions (the parameter, its value
    /// and the requirement): `==` on a `LayoutError` holding a NaN value is never true.
    mutating func bothSucceed<Value, ReferenceValue>(
        _ step: String, _ candidate: Result<Value, any Error>, _ reference: Result<ReferenceValue, any Error>
    ) -> Bool {
        switch (candidate, reference) {
        case (.success, .success):
            return true
        case let (.failure(error), .failure(expected)):
            if "\(error)" != "\(expected)" {
                disagreements.append("\(step): threw \(error), reference threw \(expected)")
            }
        case let (.success, .failure(expected)):
            disagreements.append("\(step): succeeded, reference threw \(expected)")
        case let (.failure(error), .success):
            disagreements.append("\(step): threw \(error), reference succeeded")
        }
        return false
    }

    /// Runs `step` on the candidate and on the reference: whether both succeeded.
    mutating func bothSucceed(_ step: String, _ candidateStep: () throws -> Void, _ referenceStep: () throws -> Void)
        -> Bool
    {
        bothSucceed(step, Result(catching: candidateStep), Result(catching: referenceStep))
    }

    /// Records every disagreement of `candidate` with `reference` over `transition`'s queries at
    /// `moment`, if the layouts are finite there.
    mutating func expectAgreement<Candidate: LayoutKernel>(
        of candidate: Candidate, with reference: ReferenceLayout, asking transition: FuzzedTransition,
        _ moment: String
    ) {
        var frames = ElementFrames()
        reference.layoutFramesForAllElements(into: &frames)
        let found = Agreement.disagreements(
            of: candidate, with: reference, asking: transition.queries(among: frames, of: reference.currentSpec))
        // Beyond finite layouts the tolerances do not speak: both kernels are still asked
        // everything (they must neither crash nor hang), but their answers are not compared.
        if FuzzedTransition.isFinite(frames, reference.collectionViewContentSize) {
            disagreements += found.map { "\(moment): \($0)" }
        }
    }
}
