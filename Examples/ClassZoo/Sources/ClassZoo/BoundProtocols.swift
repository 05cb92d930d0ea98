// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Protocols bound to classes: a mock subclasses the class, inherits what the class implements
// of the protocol, and records the rest.
public import Foundation
public import Widgets

/// An app's own base class of its screens.
open class BaseScreen {
  public var identifier: String
  public var visible = false
  public init(identifier: String = "screen") { self.identifier = identifier }
  open func reload() {}
  open func dismiss(animated: Bool) -> Bool { animated }
  public final func track() -> String { identifier }
}

extension BaseScreen {
  public func analyticsName() -> String { "screen." + identifier }
}

// The bound, written both ways, and through parents.
public protocol Screen: BaseScreen { func show(title: String) }
public protocol WhereScreen where Self: BaseScreen { func hide() }
public protocol ChildScreen: Screen { func back() }
public protocol GrandchildScreen: ChildScreen { func home() }
public protocol ScreenAndMore: Screen, CustomStringConvertible { func refresh() async }
public protocol AnyObjectScreen: AnyObject, Screen { func close() }

// Requirements of every kind, beside the class's.
public protocol PropertyScreen: BaseScreen {
  var badge: Int { get }
  var subtitle: String { get set }
}
public protocol EffectfulScreen: BaseScreen {
  func load() async throws -> [String]
  func validate() throws -> Bool
}
public protocol StaticScreen: BaseScreen {
  static func make() -> Self
  static var route: String { get }
}
public protocol SubscriptScreen: BaseScreen { subscript(row: Int) -> String { get } }
public protocol DeprecatedScreen: BaseScreen {
  @available(*, deprecated, message: "use reload()")
  func refreshAll()
}
public protocol GenericRequirementScreen: BaseScreen {
  func render<Model: Sendable>(_ model: Model) -> String
}

// Associated types.
public protocol TypedScreen: BaseScreen {
  associatedtype Model
  func render(_ model: Model)
}
public protocol FixedTypedScreen: TypedScreen where Model == String {}

// What the class already implements, which the mock inherits.
public protocol ReloadingScreen: BaseScreen {
  func reload()
  func dismiss(animated: Bool) -> Bool
}
public protocol IdentifiedScreen: BaseScreen {
  var identifier: String { get set }
  var visible: Bool { get }
}
public protocol TrackedScreen: BaseScreen { func track() -> String }
public protocol AnalyticsScreen: BaseScreen { func analyticsName() -> String }
public protocol AsyncReloadScreen: BaseScreen { func reload() async }

// Initializer requirements: the mock's initializer calls the class's of its arguments, or one
// that needs none.
public protocol IdentifierInitScreen: BaseScreen { init(identifier: String) }
public protocol PlainInitScreen: BaseScreen { init() }
public protocol OtherInitScreen: BaseScreen { init(route: String) }
public protocol FailableInitScreen: BaseScreen { init?() }

// Classes of other kinds.
open class RequiredBase {
  public let tag: Int
  public required init(tag: Int) { self.tag = tag }
}
public protocol RequiredBound: RequiredBase { func run() }
public protocol RequiredInitBound: RequiredBase { init(tag: Int) }

open class ArgumentsOnlyBase {
  public init(first: Int, second: Int) {}
}
public protocol ArgumentsOnlyBound: ArgumentsOnlyBase { func go() }

open class GenericBase<Item> {
  public var items: [Item] = []
  public init() {}
  open func add(_ item: Item) { items.append(item) }
}
public protocol SpecializedBound: GenericBase<String> { func flush() -> Int }
public protocol SpecializedWhereBound where Self: GenericBase<Int> { func total() -> Int }

open class SubScreenBase: BaseScreen {
  open func extra() {}
}
public protocol MostDerivedBound: Screen, SubScreenBound {}
public protocol SubScreenBound: SubScreenBase { func special() }

open class CallsNamedBase {
  public init() {}
  public var calls: Int { 0 }
}
public protocol CallsNamedBound: CallsNamedBase { func ring() }

open class ObjectBase: NSObject {
  public override init() { super.init() }
}
public protocol ObjectBound: ObjectBase { func perform() }
public protocol NSObjectBound: NSObject { func perform() }
public protocol ObjectDescribedBound: NSObject, CustomStringConvertible {}

open class SendableBase: @unchecked Sendable {
  public init() {}
}
public protocol SendableBound: SendableBase, Sendable { func send(_ value: Int) }
public protocol SendableOnPlainBound: BaseScreen, Sendable { func ping() }

class InternalBase {
  init() {}
}
protocol InternalBound: InternalBase { func work() }

enum Routes {
  open class Routed {
    public init() {}
  }
}
protocol NestedBound: Routes.Routed { func route() }

open class DeprecatedInitBase {
  @available(*, deprecated, message: "use init(level:)")
  public init() {}
  public init(level: Int) {}
}
public protocol DeprecatedInitBound: DeprecatedInitBase { func level() -> Int }

open class GenericInitBase {
  public init<T: Sendable>(seed: T) {}
}
public protocol GenericInitBound: GenericInitBase { func grow() }

// Another module's classes.
public protocol ServiceBound: Service { func monitor() -> Bool }
public protocol ServiceStarting: Service { func start() -> Bool }
public protocol CacheBound: Cache, Sendable { func evict(_ key: String) }
public protocol RecordBound: Record { func validate() -> Bool }
public protocol RepositoryBound: Repository<String> { func purge() }
public protocol LegacyBound: LegacyObject { func modernize() }
public protocol ScreenControllerBound: ViewController { func bind(_ model: String) }
public protocol TableScreenBound: TableViewController { func select(row: Int) }
public protocol ViewBound: View { func highlight() }
public protocol ViewDidLoadBound: ViewController {
  func viewDidLoad()
  var title: String? { get set }
}

// No mock can subclass these: each is listed with why.
public final class FinalBase { public init() {} }
public protocol FinalBound: FinalBase { func go() }
public protocol ClosedBound: ClosedService { func go() }
public protocol SealedBound: SealedService { func go() }
public protocol ArgumentsInitBound: ArgumentsOnlyBase { init(name: String) }
public protocol ClashingBound: BaseScreen { func dismiss(animated: Bool) -> String }
public protocol ClashingPropertyBound: BaseScreen { var identifier: Int { get } }
open class PrivateInitBase {
  private init() {}
  public static func make() -> PrivateInitBase { PrivateInitBase() }
}
public protocol PrivateInitBound: PrivateInitBase { func go() }
