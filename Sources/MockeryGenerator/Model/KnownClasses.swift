/// Classes of the SDKs that mocks and spies subclass, whose graphs the generator does not get.
///
/// The plugin cannot ask SwiftPM for the graph of a toolchain or SDK module, and UIKit's and
/// AppKit's are tens of megabytes. A protocol bound to `UIViewController` is everyday iOS code,
/// so the few base classes apps build on are written down here: their isolation, their
/// designated initializers, which a mock's initializers call, and the members a protocol bound
/// to them restates, which the mock inherits instead of witnessing. A requirement of another
/// name gets a witness of its own.
struct KnownClass: Sendable {
  /// The class's name: `UIViewController`.
  var name: String
  /// The module that declares it.
  var module: String
  /// Its superclass, another known class, whose members it has too.
  var superclass: String?
  /// The global actor it is isolated to.
  var globalActor: String?
  /// Its designated initializers, as Swift prints them.
  var initializers: [String]
  /// The titles of its members a protocol may restate: `viewDidLoad()`, `title`.
  var members: [String]

  /// The known class of this name, bare or qualified: `UIKit.UIViewController`.
  static func named(_ name: String) -> KnownClass? {
    let bare = name.split(separator: ".").last.map(String.init) ?? name
    return table[bare]
  }

  /// The designated initializers as members of the class `owner`.
  func initializers(declaredIn owner: String) -> [Member] {
    initializers.compactMap { text in
      guard let declaration = try? Declaration(parsing: text) else { return nil }
      let labels = declaration.parameters.map { $0.firstName == "_" ? nil : $0.firstName }
      let title = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      return Member(
        kind: .initializer, declaration: declaration, title: title, labels: labels,
        declaredIn: owner, module: module, accessLevel: .open, position: nil)
    }
  }

  /// The titles of its members and of its known superclasses'.
  var allMembers: Set<String> {
    var titles = Set(members)
    var next = superclass
    while let name = next, let known = Self.table[name] {
      titles.formUnion(known.members)
      next = known.superclass
    }
    return titles
  }

  private static let table: [String: KnownClass] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  private static let coder = "required init?(coder: NSCoder)"

  static let all: [KnownClass] = [
    KnownClass(
      name: "NSObject", module: "Foundation", initializers: ["init()"],
      members: ["description", "debugDescription", "hash", "isEqual(_:)"]),
    // UIKit
    KnownClass(
      name: "UIResponder", module: "UIKit", superclass: "NSObject", globalActor: "@MainActor",
      initializers: ["init()"],
      members: [
        "next", "canBecomeFirstResponder", "becomeFirstResponder()", "canResignFirstResponder",
        "resignFirstResponder()", "isFirstResponder", "undoManager",
      ]),
    KnownClass(
      name: "UIViewController", module: "UIKit", superclass: "UIResponder",
      globalActor: "@MainActor",
      initializers: ["init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", coder],
      members: viewControllerMembers + [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "present(_:animated:completion:)", "dismiss(animated:completion:)",
        "navigationController", "navigationItem", "tabBarController", "splitViewController",
        "presentedViewController", "presentingViewController", "parent", "children",
        "addChild(_:)", "removeFromParent()", "show(_:sender:)",
        "showDetailViewController(_:sender:)",
        "isEditing", "setEditing(_:animated:)", "preferredContentSize", "modalPresentationStyle",
        "modalTransitionStyle", "isModalInPresentation", "storyboard",
        "performSegue(withIdentifier:sender:)", "prepare(for:sender:)",
        "traitCollection", "overrideUserInterfaceStyle", "preferredStatusBarStyle",
        "prefersStatusBarHidden", "setNeedsStatusBarAppearanceUpdate()",
      ]),
    KnownClass(
      name: "UITableViewController", module: "UIKit", superclass: "UIViewController",
      globalActor: "@MainActor",
      initializers: [
        "init(style: UITableView.Style)",
        "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", coder,
      ],
      members: ["tableView", "clearsSelectionOnViewWillAppear", "refreshControl"]),
    KnownClass(
      name: "UICollectionViewController", module: "UIKit", superclass: "UIViewController",
      globalActor: "@MainActor",
      initializers: [
        "init(collectionViewLayout layout: UICollectionViewLayout)",
        "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", coder,
      ],
      members: ["collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear"]),
    KnownClass(
      name: "UIView", module: "UIKit", superclass: "UIResponder", globalActor: "@MainActor",
      initializers: ["init(frame: CGRect)", coder],
      members: viewMembers + [
        "center", "backgroundColor", "alpha", "tag", "isUserInteractionEnabled",
        "setNeedsLayout()", "layoutIfNeeded()", "layoutSubviews()", "setNeedsDisplay()",
        "sizeThatFits(_:)", "sizeToFit()", "tintColor", "layer", "bringSubviewToFront(_:)",
        "insertSubview(_:at:)", "didMoveToSuperview()", "didMoveToWindow()",
        "translatesAutoresizingMaskIntoConstraints", "addConstraint(_:)", "constraints",
        "intrinsicContentSize", "invalidateIntrinsicContentSize()", "accessibilityIdentifier",
      ]),
    KnownClass(
      name: "UIControl", module: "UIKit", superclass: "UIView", globalActor: "@MainActor",
      initializers: ["init(frame: CGRect)", coder],
      members: ["isEnabled", "isSelected", "isHighlighted", "sendActions(for:)"]),
    KnownClass(
      name: "UITableViewCell", module: "UIKit", superclass: "UIView", globalActor: "@MainActor",
      initializers: [
        "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", coder,
      ],
      members: [
        "prepareForReuse()", "reuseIdentifier", "contentView", "textLabel", "detailTextLabel",
        "imageView", "accessoryType", "accessoryView", "selectionStyle", "isSelected",
        "setSelected(_:animated:)", "isHighlighted", "setHighlighted(_:animated:)",
      ]),
    KnownClass(
      name: "UICollectionReusableView", module: "UIKit", superclass: "UIView",
      globalActor: "@MainActor", initializers: ["init(frame: CGRect)", coder],
      members: ["prepareForReuse()", "reuseIdentifier"]),
    KnownClass(
      name: "UICollectionViewCell", module: "UIKit", superclass: "UICollectionReusableView",
      globalActor: "@MainActor", initializers: ["init(frame: CGRect)", coder],
      members: ["contentView", "isSelected", "isHighlighted", "backgroundView"]),
    // AppKit
    KnownClass(
      name: "NSResponder", module: "AppKit", superclass: "NSObject", globalActor: "@MainActor",
      initializers: ["init()", coder],
      members: [
        "nextResponder", "acceptsFirstResponder", "becomeFirstResponder()",
        "resignFirstResponder()", "undoManager",
      ]),
    KnownClass(
      name: "NSViewController", module: "AppKit", superclass: "NSResponder",
      globalActor: "@MainActor",
      initializers: [
        "init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?)", coder,
      ],
      members: viewControllerMembers + [
        "viewWillAppear()", "viewDidAppear()", "viewWillDisappear()", "viewDidDisappear()",
        "viewWillLayout()", "viewDidLayout()", "representedObject", "presentAsSheet(_:)",
        "presentAsModalWindow(_:)", "dismiss(_:)", "parent", "children", "addChild(_:)",
        "removeFromParent()", "preferredContentSize", "storyboard",
      ]),
    KnownClass(
      name: "NSView", module: "AppKit", superclass: "NSResponder", globalActor: "@MainActor",
      initializers: ["init(frame frameRect: NSRect)", coder],
      members: viewMembers + [
        "needsLayout", "needsDisplay", "layout()", "wantsLayer", "layer", "isFlipped",
        "viewDidMoveToWindow()", "viewDidMoveToSuperview()", "intrinsicContentSize",
        "translatesAutoresizingMaskIntoConstraints",
      ]),
    KnownClass(
      name: "NSWindowController", module: "AppKit", superclass: "NSResponder",
      globalActor: "@MainActor", initializers: ["init(window: NSWindow?)", coder],
      members: [
        "window", "windowDidLoad()", "windowWillLoad()", "showWindow(_:)", "close()",
        "windowNibName", "contentViewController", "document",
      ]),
  ]

  private static let viewControllerMembers = [
    "view", "loadView()", "viewDidLoad()", "isViewLoaded", "nibName", "nibBundle", "title",
  ]

  private static let viewMembers = [
    "frame", "bounds", "isHidden", "superview", "subviews", "window", "addSubview(_:)",
    "removeFromSuperview()", "draw(_:)",
  ]
}
