import LabProcesses

extension RunReference {
    /// The reference of this job: `FRAMELAB_REF` and `FRAMELAB_PULL_REQUEST_BASE` where set (any
    /// CI), else GitHub Actions' (`GITHUB_REF_NAME`, and `GITHUB_BASE_REF` for a pull request) or
    /// GitLab CI's (`CI_COMMIT_REF_NAME`, and `CI_MERGE_REQUEST_TARGET_BRANCH_NAME` for a merge
    /// request pipeline) variables, else the branch `repository` has checked out.
    package static func current(environment: [String: String], repository: Git) -> RunReference {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        return RunReference(
            ref: value("FRAMELAB_REF", "GITHUB_REF_NAME", "CI_COMMIT_REF_NAME") ?? repository.currentBranch,
            pullRequestBase: value(
                "FRAMELAB_PULL_REQUEST_BASE", "GITHUB_BASE_REF", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME"))
    }
}
