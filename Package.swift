// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "DisplaySwitchLab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SwitchLayout", targets: ["SwitchLayout"]),
        .library(name: "ReferenceLayout", targets: ["ReferenceLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The model: geometry, LayoutSpec, timing curves, errors and the LayoutKernel protocol.
        .target(name: "SwitchLayout"),
        // DisplaySwitcher on UIKit, faithfully: the yardstick every other implementation is checked against.
        .target(name: "ReferenceLayout", dependencies: ["SwitchLayout"]),
        // Random layouts and transitions for the property-based tests of every implementation.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["SwitchLayout", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/LayoutTestSupport"
        ),
        .testTarget(
            name: "SwitchLayoutTests",
            dependencies: ["SwitchLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ReferenceLayoutTests",
            dependencies: [
                "SwitchLayout", "ReferenceLayout", "LayoutTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
