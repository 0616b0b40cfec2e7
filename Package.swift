// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "DisplaySwitchLab",
    // What the kernels run on: the iOS and macOS versions apps support. They need nothing newer
    // (the Span family they write through back-deploys to iOS 12.2 and macOS 10.14.4); a test keeps
    // newer-runtime types out of them.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "SwitchLayout", targets: ["SwitchLayout"]),
        .library(name: "ReferenceLayout", targets: ["ReferenceLayout"]),
        .library(name: "CachedLayout", targets: ["CachedLayout"]),
        .library(name: "SIMDLayout", targets: ["SIMDLayout"]),
        .library(name: "ItemTransitions", targets: ["ItemTransitions"]),
        .library(name: "LayoutDriver", targets: ["LayoutDriver"]),
        .library(name: "LabCatalog", targets: ["LabCatalog"]),
        .executable(name: "framelab", targets: ["FrameLabCLI"]),
    ],
    // The lab (the frame lab, the gate, the history, the docs check) and its dependencies: an app that
    // adds the kernels turns it off (`traits: []`) and resolves swift-algorithms alone.
    traits: [
        .trait(name: "Lab", description: "The frame lab, the gate and the history, with their dependencies."),
        .default(enabledTraits: ["Lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The model: geometry, LayoutSpec, timing curves, errors and the LayoutKernel protocol.
        .target(name: "SwitchLayout", dependencies: [.product(name: "Algorithms", package: "swift-algorithms")]),
        // DisplaySwitcher's layout math as UIKit computes it, faithfully: the yardstick every other
        // implementation is checked against.
        .target(name: "ReferenceLayout", dependencies: ["SwitchLayout"]),
        // The conventional peer: attributes objects cached at prepare, binary search and scan, as a
        // strong iOS engineer writes a UICollectionViewLayout subclass.
        .target(
            name: "CachedLayout",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", .product(name: "Algorithms", package: "swift-algorithms"),
            ]
        ),
        // Closed-form layouts (a few numbers per section), frames computed in SIMD lanes when asked
        // for, O(log sections + k) queries, no allocation per frame.
        .target(
            name: "SIMDLayout",
            dependencies: ["SwitchLayout", "CConversions", .product(name: "Algorithms", package: "swift-algorithms")],
            exclude: ["README.md"]
        ),
        // Float-to-integer conversion without Swift's checks, for values the kernels have bounded.
        .target(name: "CConversions"),
        // What the lab, the gate, the fuzzers and the micro-benchmarks share: the implementations by
        // name, the kernel workloads, DisplaySwitcher's collection.
        .target(
            name: "LabCatalog",
            dependencies: ["SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout", "LabStatistics"]
        ),
        // Item transitions: the App Store card and the carousel's centre cell, as math over time.
        .target(name: "ItemTransitions", dependencies: ["SwitchLayout"]),
        // What a collection view's layout does for a switch that is not UIKit, over any kernel, and
        // the thin UIKit subclasses that forward to it (compiled on Apple platforms only).
        .target(name: "LayoutDriver", dependencies: ["SwitchLayout"]),
        // The C peer of the full-interpolation loop over prepared tables, as a user would write it, at -O3.
        .target(name: "CInterpolation", cSettings: [.unsafeFlags(["-O3"], .when(traits: ["Lab"]))]),
        // jemalloc's per-thread heap counters, for proving frames allocate nothing.
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        .target(name: "CAllocationHook", dependencies: ["CJemalloc"]),
        .target(name: "AllocationCounter", dependencies: ["CJemalloc", "CAllocationHook"]),
        // What every lab module shares: the lab's error, files written whole, numbers as it prints them.
        .target(name: "LabSupport"),
        // The statistics the lab's comparisons rest on: Mann-Whitney U, Holm's correction, quantiles,
        // the bootstrap interval of a ratio of medians, a seeded generator.
        .target(name: "LabStatistics"),
        // Tables for people (terminal, Markdown) and CSV files, written and read back.
        .target(
            name: "LabTables",
            dependencies: [
                "LabSupport", .product(name: "CSV", package: "CSV.swift", condition: .when(traits: ["Lab"])),
            ]
        ),
        // Child processes run to their end (captured output, interrupts that kill every process they
        // started) and every git call the lab makes.
        .target(name: "LabProcesses", dependencies: ["LabSupport"]),
        // Line charts as inline SVG, for the run report and the trend page.
        .target(name: "LabCharts", dependencies: ["LabSupport"]),
        // What a run records, and its folder's files read back: frame records, summaries (and how they
        // are computed), the environment, the runner, the metrics runs are compared by.
        .target(
            name: "RunRecords",
            dependencies: [
                "SwitchLayout", "LabSupport", "LabStatistics", "LabTables", "LabProcesses",
                .product(name: "Histogram", package: "hdrhistogram-swift", condition: .when(traits: ["Lab"])),
            ]
        ),
        // The strict JSON front end of every description the lab reads: a syntax check that says where
        // a document is wrong, keyed containers that refuse unknown keys, errors that name the JSON path.
        .target(name: "StrictJSON", dependencies: ["LabSupport"]),
        // The lab: layout descriptions, scenarios, the frame loop, worker processes, metrics and reports.
        .target(
            name: "FrameLab",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", "SIMDLayout", "ItemTransitions", "CInterpolation",
                "AllocationCounter", "LabCatalog", "StrictJSON", "LabSupport", "LabStatistics", "LabTables",
                "LabCharts", "LabProcesses", "RunRecords", .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            exclude: ["README.md"]
        ),
        // Change-point detection over a series (E-divisive means with a t-test, as Apache Otava).
        .target(name: "ChangePoints"),
        // The lab's memory: recorded runs in SQLite (GRDB) or PostgreSQL, series over commits, trend charts.
        .target(
            name: "LabHistory",
            dependencies: [
                "RunRecords", "StrictJSON", "ChangePoints", "LabSupport", "LabStatistics", "LabTables",
                "LabCharts", "LabProcesses", .product(name: "Algorithms", package: "swift-algorithms"),
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Lab"])),
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(traits: ["Lab"])),
            ],
            exclude: ["README.md"]
        ),
        // callgrind's client requests, which bracket the code whose instructions the gate counts.
        .target(name: "CCallgrind"),
        // The CI regression gate: instruction counts, same-run ratios, the baseline and thresholds.
        .target(
            name: "RegressionGate",
            dependencies: [
                "FrameLab", "LabCatalog", "LabHistory", "StrictJSON", "SwitchLayout", "SIMDLayout", "CCallgrind",
                "LabSupport", "LabStatistics", "LabTables", "LabProcesses", "RunRecords",
            ]),
        // framelab bisect: the commit that made a metric worse, each commit measured by its own build.
        .target(
            name: "Bisect",
            dependencies: [
                "FrameLab", "LabCatalog", "LabHistory", "LabProcesses", "LabStatistics", "LabSupport", "RegressionGate",
                "RunRecords",
            ]
        ),
        // The framelab command. Its folder is not Sources/framelab: on a case-insensitive disk
        // (macOS's default) that is Sources/FrameLab.
        .executableTarget(
            name: "FrameLabCLI",
            dependencies: [
                "FrameLab", "LabCatalog", "LabHistory", "RegressionGate", "StrictJSON", "SwitchLayout", "LabSupport",
                "LabTables", "LabProcesses", "Bisect", "RunRecords",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Lab"])),
            ]
        ),
        // The docs check: README.md and docs/ against the commands, columns, keys and checks the code defines.
        .target(name: "DocsCheck", dependencies: ["FrameLab", "RegressionGate", "LabProcesses", "RunRecords"]),
        .executableTarget(
            name: "DocsCheckCLI",
            dependencies: [
                "DocsCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Lab"])),
            ]
        ),
        // What several test targets share: random layouts and transitions for the property-based tests
        // of every implementation, the package's folders, temporary folders.
        .target(
            name: "TestSupport",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", "RunRecords", "LabProcesses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "SwitchLayoutTests",
            dependencies: ["SwitchLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SIMDLayoutTests",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", "SIMDLayout", "AllocationCounter", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ReferenceLayoutTests",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "FrameLabTests",
            dependencies: [
                "FrameLab", "LabCatalog", "StrictJSON", "SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout",
                "ItemTransitions", "LabSupport", "LabTables", "RunRecords",
                "AllocationCounter", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Arbitrary bytes decoded into a transition and its queries, and the differential check of
        // the optimized kernels against the reference that the fuzzer and the corpus replay share.
        .target(
            name: "LayoutFuzzing", dependencies: ["LabCatalog", "SwitchLayout", "ReferenceLayout"]),
        // The command both libFuzzer targets share: libFuzzer's driver, or a replay of files.
        .target(name: "FuzzerDriver"),
        // The libFuzzer target (`make fuzz` builds it with -sanitize=fuzzer); a plain build replays files.
        .executableTarget(name: "LayoutFuzzer", dependencies: ["LayoutFuzzing", "FuzzerDriver"]),
        // The JSON syntax validator's libFuzzer target (`make fuzz-json`); a plain build replays files.
        .executableTarget(name: "JSONFuzzer", dependencies: ["StrictJSON", "FuzzerDriver"]),
        // Tests that start the framelab executable, as a user does.
        .testTarget(
            name: "FrameLabEndToEndTests",
            dependencies: [
                "AllocationCounter", "LabCatalog", "LabHistory", "RegressionGate", "RunRecords", "TestSupport",
            ]
        ),
        .testTarget(name: "DocsCheckTests", dependencies: ["DocsCheck", "FrameLab", "TestSupport"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "TestSupport"]),
        .testTarget(
            name: "LayoutFuzzingTests",
            dependencies: ["LayoutFuzzing", "FrameLab", "SwitchLayout", "SIMDLayout", "TestSupport"]
        ),
        .testTarget(
            name: "CachedLayoutTests",
            dependencies: [
                "CachedLayout", "SwitchLayout", "ReferenceLayout", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ItemTransitionsTests",
            dependencies: [
                "ItemTransitions", "SwitchLayout", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "RegressionGateTests",
            dependencies: [
                "RegressionGate", "FrameLab", "LabCatalog", "LabHistory", "LabProcesses", "LabSupport", "RunRecords",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "LabHistoryTests",
            dependencies: [
                "LabHistory", "LabProcesses", "LabSupport", "RunRecords", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "ChangePointsTests",
            dependencies: [
                "ChangePoints", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LabSupportTests",
            dependencies: ["LabSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "LabStatisticsTests",
            dependencies: ["LabStatistics", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "LabChartsTests",
            dependencies: ["LabCharts", .product(name: "PropertyBased", package: "swift-property-based")]),
        // The kernels as an app gets them: what it resolves and builds, and what they may use.
        .testTarget(
            name: "KernelPackagingTests", dependencies: ["LabProcesses", "TestSupport"], exclude: ["UIKitStub"]),
        .testTarget(
            name: "LayoutDriverTests",
            dependencies: [
                "LayoutDriver", "SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout", "AllocationCounter",
                "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "BisectTests", dependencies: ["Bisect", "LabHistory", "LabProcesses", "LabSupport", "TestSupport"]),
        .testTarget(
            name: "RunRecordsTests",
            dependencies: [
                "RunRecords", "LabSupport", "TestSupport",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "LabProcessesTests", dependencies: ["LabProcesses", "LabSupport", "TestSupport"]),
        .testTarget(
            name: "LabCatalogTests",
            dependencies: ["LabCatalog", "SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout"]
        ),
    ]
)
