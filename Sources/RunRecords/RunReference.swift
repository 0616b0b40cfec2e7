/// The branch or ref a run measured, as the CI job (or the checkout) names it, and whether its
/// commit is a pull request's merge commit, which is judged against the branch it merges into.
package struct RunReference: Hashable, Sendable {
    /// The branch or ref (`main`, `refs/pull/12/merge`), or `nil` when unknown (a detached
    /// checkout outside CI).
    package var ref: String?
    /// The branch a pull request merges into, when the commit is the pull request's merge
    /// commit (CI's test of the merge); `nil` for a commit of a branch.
    package var pullRequestBase: String?

    /// A reference; see the properties.
    package init(ref: String? = nil, pullRequestBase: String? = nil) {
        self.ref = ref
        self.pullRequestBase = pullRequestBase
    }

    /// Whether the commit is a pull request's merge commit.
    package var isPullRequest: Bool { pullRequestBase != nil }
}
