import Foundation

enum Report {
  static func print(_ results: [Result]) {
    let header = [
      "scenario", "unit", "floor median", "Mockery best", "Mockery median", "Mockery max", "ratio",
      "target", "",
    ]
    let rows = results.map { result in
      [
        result.scenario, result.unit, format(result.floor.median), format(result.mockery.best),
        format(result.mockery.median), format(result.mockery.max),
        String(format: "%.2f×", result.ratio), String(format: "≤ %.1f×", result.target),
        result.met ? "met" : "MISSED",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max()!
    }
    for row in [header] + rows {
      let cells = row.indices.map { column in
        column == 0 ? pad(row[column], widths[column]) : padLeft(row[column], widths[column])
      }
      Swift.print(cells.joined(separator: "  "))
    }
    Swift.print("")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for result in results {
      Swift.print(String(decoding: try! encoder.encode(result), as: UTF8.self))
    }
  }

  static func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  static func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
