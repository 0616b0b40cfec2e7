import LabSupport

/// A line chart as inline SVG, 760 × 380 px: a title, series of points joined by lines over two
/// axes with ticks, grid lines and titles, dashed horizontal guides and vertical events with
/// their labels, and a legend.
package struct LineChart {
    /// The points of one line, named in the legend.
    package struct Series {
        package var name: String
        /// The line's colour, as CSS writes it.
        package var color: String
        package var points: [(x: Double, y: Double)]
        /// Whether the line is dashed, to tell a second measure of the same implementation apart.
        package var isDashed = false
        /// What each point's dot shows besides, in the points' order (empty: nothing).
        package var marks: [Mark] = []

        /// A line named `name`; see the properties.
        package init(
            name: String, color: String, points: [(x: Double, y: Double)], isDashed: Bool = false, marks: [Mark] = []
        ) {
            self.name = name
            self.color = color
            self.points = points
            self.isDashed = isDashed
            self.marks = marks
        }
    }

    /// What a point's dot shows besides its position.
    package struct Mark {
        /// The tooltip a pointer over the dot shows.
        package var title: String
        /// Where a click on the dot leads, if anywhere.
        package var link: String?
        /// The values the point summarizes, from the least to the most, drawn as a whisker.
        package var range: ClosedRange<Double>?

        /// A mark; see the properties.
        package init(title: String, link: String? = nil, range: ClosedRange<Double>? = nil) {
            self.title = title
            self.link = link
            self.range = range
        }
    }

    /// A horizontal dashed line at a value of the vertical axis, with its label.
    package struct Guide {
        package var value: Double
        package var label: String

        /// A guide at `value` labelled `label`.
        package init(value: Double, label: String) {
            self.value = value
            self.label = label
        }
    }

    /// A vertical line at a value of the horizontal axis (a change point at its commit), with its
    /// label at the top and its tooltip.
    package struct Event {
        package var position: Double
        package var label: String
        package var title: String
        /// Drawn grey instead of red: an event someone said was expected.
        package var isMuted: Bool

        /// An event; see the properties.
        package init(position: Double, label: String, title: String, isMuted: Bool) {
            self.position = position
            self.label = label
            self.title = title
            self.isMuted = isMuted
        }
    }

    package var title: String
    package var horizontalAxis: ChartAxis
    package var verticalAxis: ChartAxis
    package var series: [Series]
    package var guides: [Guide] = []
    package var events: [Event] = []
    /// Whether each point gets a dot, for lines of a few points.
    package var marksPoints = false

    /// A chart; see the properties.
    package init(
        title: String, horizontalAxis: ChartAxis, verticalAxis: ChartAxis, series: [Series], guides: [Guide] = [],
        events: [Event] = [], marksPoints: Bool = false
    ) {
        self.title = title
        self.horizontalAxis = horizontalAxis
        self.verticalAxis = verticalAxis
        self.series = series
        self.guides = guides
        self.events = events
        self.marksPoints = marksPoints
    }

    private static let height = 380
    /// The chart's width, in px: 760, or more where the legend's longest name needs it.
    private var width: Int { max(760, Self.right + 56 + 7 * (series.map(\.name.count).max() ?? 0)) }
    /// The plot's edges, in px from the top left; the legend takes the space on the right.
    private static let left = 76, right = 600, top = 44, bottom = 316

    /// The chart as an `<svg>` element.
    package var svg: String {
        let title = title.htmlEscaped
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(Self.height)" \
            viewBox="0 0 \(width) \(Self.height)" role="img" aria-label="\(title)" font-family="sans-serif" \
            font-size="12">
            <title>\(title)</title>
            <text x="\((Self.left + Self.right) / 2)" y="24" text-anchor="middle" font-size="15" \
            font-weight="bold">\(title)</text>
            \(axes)\(guideLines)\(eventLines)\(lines)\(legend)</svg>
            """
    }

    /// The grid, the ticks' labels, the plot's frame and the axes' titles.
    private var axes: String {
        let verticalTicks = verticalAxis.ticks.map { tick in
            let y = number(y(tick))
            return """
                <line x1="\(Self.left)" y1="\(y)" x2="\(Self.right)" y2="\(y)" stroke="#e4e4e4"/>\
                <text x="\(Self.left - 8)" y="\(y)" dy="4" text-anchor="end">\
                \(verticalAxis.tickLabel(tick).htmlEscaped)</text>\n
                """
        }
        let horizontalTicks = horizontalAxis.ticks.map { tick in
            let x = number(x(tick))
            return """
                <line x1="\(x)" y1="\(Self.top)" x2="\(x)" y2="\(Self.bottom)" stroke="#e4e4e4"/>\
                <text x="\(x)" y="\(Self.bottom + 18)" text-anchor="middle">\
                \(horizontalAxis.tickLabel(tick).htmlEscaped)</text>\n
                """
        }
        let middle = (x: (Self.left + Self.right) / 2, y: (Self.top + Self.bottom) / 2)
        return (verticalTicks + horizontalTicks).joined() + """
            <rect x="\(Self.left)" y="\(Self.top)" width="\(Self.right - Self.left)" \
            height="\(Self.bottom - Self.top)" fill="none" stroke="#555"/>
            <text x="\(middle.x)" y="\(Self.bottom + 44)" text-anchor="middle">\
            \(horizontalAxis.title.htmlEscaped)</text>
            <text x="20" y="\(middle.y)" text-anchor="middle" transform="rotate(-90 20 \(middle.y))">\
            \(verticalAxis.title.htmlEscaped)</text>\n
            """
    }

    /// The guides, the highest labelled above its line and the others below theirs, so that
    /// guides close together keep their labels apart; a white outline keeps a label readable
    /// over a series' line.
    private var guideLines: String {
        let highest = guides.map(\.value).max()
        return guides.map { guide in
            let y = y(guide.value)
            let labelY = guide.value == highest ? y - 5 : y + 14
            return """
                <line x1="\(Self.left)" y1="\(number(y))" x2="\(Self.right)" y2="\(number(y))" stroke="#333" \
                stroke-dasharray="6 4"/>\
                <text x="\(Self.right - 6)" y="\(number(labelY))" text-anchor="end" fill="#333" stroke="#fff" \
                stroke-width="3" paint-order="stroke">\
                \(guide.label.htmlEscaped)</text>\n
                """
        }.joined()
    }

    /// The events: a dashed vertical line each, red or grey, its label above the plot.
    private var eventLines: String {
        events.map { event in
            let x = number(x(event.position))
            let color = event.isMuted ? "#999" : "#c00"
            return """
                <g><title>\(event.title.htmlEscaped)</title><line x1="\(x)" y1="\(Self.top)" x2="\(x)" \
                y2="\(Self.bottom)" stroke="\(color)" stroke-width="2" stroke-dasharray="4 3"/>\
                <text x="\(x)" y="\(Self.top - 4)" text-anchor="middle" fill="\(color)">\(event.label.htmlEscaped)</text></g>\n
                """
        }.joined()
    }

    /// The series' lines, and their points' dots if marked.
    private var lines: String {
        series.map { series in
            // A point with a dot is drawn each; a line alone, as few as draw it.
            let pixels = series.points.map { (x: x($0.x), y: y($0.y)) }
            let points = (marksPoints ? pixels : pixels.columnExtremes()).map { (x: number($0.x), y: number($0.y)) }
            let line = """
                <polyline fill="none" stroke="\(series.color)" stroke-width="1.5" stroke-linejoin="round"\
                \(series.isDashed ? " stroke-dasharray=\"5 3\"" : "") \
                points="\(points.map { "\($0.x),\($0.y)" }.joined(separator: " "))"/>\n
                """
            guard marksPoints else { return line }
            return line
                + points.indices.map { index in
                    dot(
                        at: points[index], color: series.color,
                        mark: index < series.marks.count ? series.marks[index] : nil)
                }.joined()
        }.joined()
    }

    /// A point's dot at `point` (in px), with its mark's whisker, tooltip and link.
    private func dot(at point: (x: String, y: String), color: String, mark: Mark?) -> String {
        let circle = "<circle cx=\"\(point.x)\" cy=\"\(point.y)\" r=\"3.5\" fill=\"\(color)\">"
        guard let mark else { return circle + "</circle>\n" }
        let whisker =
            mark.range.map { range in
                """
                <line x1="\(point.x)" y1="\(number(y(range.lowerBound)))" x2="\(point.x)" y2="\(number(y(range.upperBound)))" \
                stroke="\(color)" stroke-width="1"/>
                """
            } ?? ""
        let titled = whisker + circle + "<title>\(mark.title.htmlEscaped)</title></circle>"
        guard let link = mark.link else { return titled + "\n" }
        return "<a href=\"\(link.htmlEscaped)\">\(titled)</a>\n"
    }

    /// A swatch and the name of each series, right of the plot.
    private var legend: String {
        series.enumerated().map { index, series in
            let y = Self.top + 8 + 20 * index
            return """
                <line x1="\(Self.right + 16)" y1="\(y)" x2="\(Self.right + 40)" y2="\(y)" stroke="\(series.color)" \
                stroke-width="3"\(series.isDashed ? " stroke-dasharray=\"5 3\"" : "")/><text x="\(Self.right + 46)" y="\(y)" dy="4">\(series.name.htmlEscaped)</text>\n
                """
        }.joined()
    }

    /// The horizontal position of `value`, in px.
    private func x(_ value: Double) -> Double {
        Double(Self.left) + horizontalAxis.fraction(of: value) * Double(Self.right - Self.left)
    }

    /// The vertical position of `value`, in px: larger values higher.
    private func y(_ value: Double) -> Double {
        Double(Self.bottom) - verticalAxis.fraction(of: value) * Double(Self.bottom - Self.top)
    }

    /// A computed position as SVG gets it, to a tenth of a pixel.
    private func number(_ value: Double) -> String {
        ((value * 10).rounded() / 10).compactDescription
    }
}
