import Foundation
import LabProcesses
import TestSupport
import Testing

@Suite("Git")
struct GitTests {
    @Test("Commits by any name, their parents, subjects and times, and the first-parent chain")
    func commits() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder, commits: 3)
            let git = Git(in: folder)
            #expect(git.topLevel?.resolvingSymlinksInPath().path == folder.resolvingSymlinksInPath().path)
            #expect(git.commitHash("HEAD") == repository.commits[2])
            #expect(git.commitHash(String(repository.commits[1].prefix(9))) == repository.commits[1])
            #expect(git.commitHash("main~2") == repository.commits[0])
            #expect(git.commitHash("no-such-branch") == nil)
            #expect(repository.commits[2].hasPrefix(try #require(git.abbreviatedHead)))
            let commit = try #require(git.commit(repository.commits[2]))
            #expect(commit.sha == repository.commits[2])
            #expect(commit.parents == [repository.commits[1]])
            #expect(commit.subject == "commit 2")
            #expect(commit.time != nil)
            #expect(git.commit(repository.commits[0])?.parents == [])
            #expect(git.parents(ofCommit: repository.commits[0]) == [])
            #expect(git.parents(ofCommit: repository.commits[2]) == [repository.commits[1]])
            #expect(git.firstParentChain() == repository.commits)
            #expect(git.isAncestor(repository.commits[0], of: repository.commits[2]))
            #expect(!git.isAncestor(repository.commits[2], of: repository.commits[0]))
            #expect(git.commitCount(from: repository.commits[0], to: "HEAD") == 2)
        }
    }

    @Test("A merge's parents in order; the chain follows the first")
    func merge() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder, commits: 2)
            try repository.git(["checkout", "-q", "-b", "side", repository.commits[0]])
            try repository.commit(message: "side")
            let side = try repository.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .newlines)
            try repository.git(["checkout", "-q", "main"])
            try repository.git([
                "-c", "user.name=Lab", "-c", "user.email=lab@example.com", "merge", "-q", "--no-ff", "-m", "merge",
                "side",
            ])
            let git = Git(in: folder)
            let merge = try #require(git.commit("HEAD"))
            #expect(merge.parents == [repository.commits[1], side])
            #expect(git.firstParentChain() == repository.commits + [merge.sha])
            // After a commit of the chain, the commits that follow it; not after one off it (the
            // side branch's), nor after one that follows the descendant.
            #expect(
                git.firstParentChain(after: repository.commits[0], to: merge.sha) == [repository.commits[1], merge.sha])
            #expect(git.firstParentChain(after: merge.sha, to: merge.sha) == nil)
            #expect(git.firstParentChain(after: side, to: merge.sha) == nil)
            #expect(git.firstParentChain(after: merge.sha, to: repository.commits[1]) == nil)
            #expect(git.firstParentChain(of: repository.commits[1]) == repository.commits)
        }
    }

    @Test("A shallow clone: parents from the commit object, its branch, and deepening from its remote")
    func shallowClone() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "origin"), commits: 5)
            let clone = folder.appending(path: "clone")
            try repository.git(["clone", "-q", "--depth", "1", "file://\(repository.folder.path)", clone.path])
            let git = Git(in: clone)
            #expect(git.isShallow && !Git(in: repository.folder).isShallow)
            #expect(git.firstParentChain() == [repository.commits[4]])
            // git's %P is empty there; the commit object still names the parent.
            #expect(git.commit("HEAD")?.parents == [repository.commits[3]])
            #expect(git.parents(ofCommit: repository.commits[4]) == [repository.commits[3]])
            #expect(git.parents(ofCommit: repository.commits[3]) == nil, "not in the clone")
            #expect(git.firstParentAncestry(limit: 10).map(\.parents) == [[repository.commits[3]]])
            #expect(git.currentBranch == "main")
            #expect(git.deepen(by: 2))
            #expect(git.firstParentChain() == Array(repository.commits[2...]))
            #expect(
                git.firstParentAncestry(limit: 2).map(\.sha) == [repository.commits[4], repository.commits[3]])
            try repository.git(["-C", clone.path, "checkout", "-q", "--detach"])
            #expect(git.currentBranch == nil)
            try repository.git(["-C", clone.path, "remote", "remove", "origin"])
            #expect(!git.deepen(by: 2))
        }
    }

    @Test("Uncommitted changes are seen; outside a repository every question has no answer")
    func workTree() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "repository"), commits: 1)
            let git = Git(in: repository.folder)
            #expect(git.hasUncommittedChanges == false)
            try "new".write(to: repository.folder.appending(path: "file.txt"), atomically: true, encoding: .utf8)
            #expect(git.hasUncommittedChanges == true)
            let outside = Git(in: folder)
            #expect(outside.topLevel == nil && outside.commitHash("HEAD") == nil && outside.abbreviatedHead == nil)
            #expect(outside.hasUncommittedChanges == nil && outside.firstParentChain().isEmpty)
        }
    }

    @Test("A worktree is added at a commit, checks another out, and is removed without a trace")
    func worktree() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "repository"), commits: 2)
            let git = Git(in: repository.folder)
            let tree = folder.appending(path: "tree")
            try git.addWorktree(at: tree, commit: repository.commits[0])
            #expect(Git(in: tree).commitHash("HEAD") == repository.commits[0])
            #expect(
                Git(in: tree).commonDirectory?.resolvingSymlinksInPath().path
                    == repository.folder.appending(path: ".git").resolvingSymlinksInPath().path)
            try Git(in: tree).checkOut(repository.commits[1])
            #expect(Git(in: tree).commitHash("HEAD") == repository.commits[1])
            #expect(throws: (any Error).self) { try Git(in: tree).checkOut("no-such-commit") }
            git.removeWorktree(at: tree)
            #expect(!FileManager.default.fileExists(atPath: tree.path))
            #expect(try repository.git(["worktree", "list"]).split(separator: "\n").count == 1)
        }
    }
}
