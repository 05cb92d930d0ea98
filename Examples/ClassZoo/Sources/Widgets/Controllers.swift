// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The base classes an app's screens subclass, isolated to the main actor as UIKit's are.
public import Foundation

@MainActor open class Responder {
  public init() {}
  open var canBecomeFocused: Bool { false }
  open func becomeFocused() -> Bool { canBecomeFocused }
}

@MainActor open class ViewController: Responder {
  public private(set) var nibName: String?
  public private(set) var loadCount = 0
  open var title: String?

  public init(nibName: String?, bundle: Bundle? = nil) {
    self.nibName = nibName
    super.init()
  }

  public required init?(coder: NSCoder) { super.init() }

  open func viewDidLoad() { loadCount += 1 }
  open func viewWillAppear(_ animated: Bool) {}
  open func present(_ controller: ViewController, animated: Bool) {}
  // Public but not open: a subclass in another module cannot override it.
  public func layoutIfNeeded() {}
  func internalHook() {}
}

@MainActor open class TableViewController: ViewController {
  public private(set) var rows: [String] = []

  public init(style: Int) { super.init(nibName: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func reloadData() { rows = rows.sorted() }
  open func numberOfRows(inSection section: Int) -> Int { rows.count }
}

@MainActor open class View: Responder {
  public var frame: Frame
  public init(frame: Frame) {
    self.frame = frame
    super.init()
  }
  open func layoutSubviews() {}
  open func sizeThatFits(_ size: Frame) -> Frame { size }
}

public struct Frame: Equatable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
