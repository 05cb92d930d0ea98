/// The base class of the app's screens, in a module of its own: isolated to the main actor by
/// the module's default, without saying so.
open class BaseScreen {
  /// What the screen showed, in order.
  public private(set) var shown: [String] = []

  /// A screen that showed nothing yet.
  public init() {}

  /// Shows the screen's title.
  open func show(_ title: String) {
    shown.append(title)
  }
}
