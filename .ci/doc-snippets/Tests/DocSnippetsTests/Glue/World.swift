// The world the docs' snippets live in: a weather service, its dependencies and their mocks,
// and the values the docs refer to without declaring them. Only what a reader would infer.

import Foundation
import Mockery

// MARK: Weather

struct Conditions: Equatable, Sendable, CustomStringConvertible {
  var summary: String
  var temperature: Double

  init(summary: String, temperature: Double) {
    self.summary = summary
    self.temperature = temperature
  }

  static let sunny = Conditions(summary: "sunny", temperature: 24)
  static let cloudy = Conditions(summary: "cloudy", temperature: 17)
  static let rainy = Conditions(summary: "rainy", temperature: 12)

  var description: String { "\(summary), \(temperature)°" }
}

enum WeatherError: Error, Equatable, Sendable {
  case offline
  case invalidZipcode
}

protocol WeatherFetching: Sendable {
  func conditions(forZipcode zip: String) async throws -> Conditions
  func startTimer()
}

final class WeatherFetchingMock: WeatherFetching {
  struct Calls: Sendable {
    let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions(forZipcode:)")
    func conditions(forZipcode zip: Matcher<String>)
      -> MockAsyncThrowingFunction<String, Conditions>.Call
    { conditions.matching(zip).among(self) }
    @_disfavoredOverload
    func conditions(forZipcode zip: String)
      -> MockAsyncThrowingFunction<String, Conditions>.Call
    { conditions.matching(zip).among(self) }
    let startTimer = MockFunction<Void>("startTimer()")
    let refreshInterval = MockProperty<TimeInterval>("refreshInterval", initialValue: 60)
  }
  let calls = Calls()

  init() {}

  func conditions(forZipcode zip: String) async throws -> Conditions {
    // Where the docs' messages say the mock's witness is, in a file of its own.
    try await calls.conditions(
      zip, fileID: "WeatherTests/WeatherFetchingMock.swift",
      filePath: "/WeatherTests/WeatherFetchingMock.swift", line: 24)
  }
  func startTimer() { calls.startTimer() }
  var refreshInterval: TimeInterval {
    get { calls.refreshInterval.get() }
    set { calls.refreshInterval.set(newValue) }
  }
}

@MainActor
protocol WeatherObserver: AnyObject {
  func didUpdate(_ conditions: Conditions)
}

@MainActor
final class WeatherObserverMock: WeatherObserver {
  struct Calls: Sendable {
    let didUpdate = MockFunction<Conditions, Void>("didUpdate(_:)")
  }
  nonisolated let calls = Calls()

  nonisolated init() {}

  func didUpdate(_ conditions: Conditions) { calls.didUpdate(conditions) }
}

/// The service under test: fetches the conditions for its zipcode, on demand or on a timer.
open class WeatherService: @unchecked Sendable {
  static let defaultZipcode = "94105"

  let fetcher: any WeatherFetching
  let zipcode: String
  private(set) var current: Conditions?
  private(set) var isLoading = false

  init(fetcher: any WeatherFetching = WeatherFetchingMock(), zipcode: String = defaultZipcode) {
    self.fetcher = fetcher
    self.zipcode = zipcode
    startTimer()
    updateWeather(forZipcode: zipcode)
  }

  /// Starts the fetcher's timer.
  open func startTimer() { fetcher.startTimer() }

  /// Watches `zipcode`; the real app fetches its conditions here, over the network.
  open func updateWeather(forZipcode zipcode: String) {}

  func refresh() async {
    isLoading = true
    defer { isLoading = false }
    current = try? await fetcher.conditions(forZipcode: zipcode)
  }

  func startBackgroundRefresh() {
    Task { await refresh() }
  }
}

/// The spy "Spying on real objects" declares, which its later snippets use.
final class WeatherServiceSpy: WeatherService, @unchecked Sendable {
  struct Calls: MockCalls {
    let startTimer = MockFunction<Void>("startTimer()")
    let updateWeather = MockFunction<String, Void>("updateWeather(forZipcode:)")
    init() {}
  }
  let calls: Calls

  init(stubbing configure: (Calls) -> Void = { _ in }) {
    calls = Calls(configure)
    super.init()
  }

  override func startTimer() { calls.startTimer(callingThrough: super.startTimer) }
  override func updateWeather(forZipcode zipcode: String) {
    calls.updateWeather(zipcode, callingThrough: super.updateWeather(forZipcode:))
  }
}

/// A dependency written as a struct of closures, the way "Writing a mock" shows its witness.
struct WeatherClient: Sendable {
  var conditions: @Sendable (String) async throws -> Conditions
  init(conditions: @escaping @Sendable (String) async throws -> Conditions) {
    self.conditions = conditions
  }
}

/// A real class whose `init` calibrates it, for "Spying on real objects".
class Thermostat: @unchecked Sendable {
  let room: String

  init(room: String) {
    self.room = room
    calibrate()
  }

  func calibrate() {}
}

// MARK: Time

protocol Clock {
  static func now() -> Date
}

enum ClockMock: Clock {
  struct Calls: Sendable {
    let now = MockFunction<Date>("now()")
  }
  static let calls = ScopedMock { Calls() }

  static func now() -> Date { calls.current.now() }
}

// MARK: Forecasts

struct Day: Equatable, Sendable {
  var high: Int
}

enum ForecastError: Error, Equatable {
  case missingCity
}

enum ParseError: Error, Equatable {
  case empty
}

struct Forecast: Equatable, Decodable, Sendable {
  var city: String
  var days: [Day]
  var alerts: [String]
  var zipcodes: [String]
  var summary: String

  init(
    city: String = "Zurich", days: [Day] = [], alerts: [String] = [], zipcodes: [String] = [],
    summary: String = ""
  ) {
    self.city = city
    self.days = days
    self.alerts = alerts
    self.zipcodes = zipcodes
    self.summary = summary
  }

  init(json: String) throws {
    guard json.contains("city") else { throw ForecastError.missingCity }
    self.init(
      days: (0..<7).map { Day(high: 20 + $0) }, zipcodes: ["8001", "8002"], summary: "sunny")
  }

  init(from decoder: any Decoder) throws {
    self.init()
  }
}

struct ForecastParser: Sendable {
  func parse(_ text: String) throws -> Forecast {
    guard !text.isEmpty else { throw ParseError.empty }
    return Forecast()
  }
}

// MARK: People

struct Address: Equatable, Sendable {
  var city: String
}

struct Employee: Equatable, Sendable {
  var name: String
  var salary: Int
  var manager: Address?

  init(name: String = "Joe", salary: Int = 6000, manager: Address? = nil) {
    self.name = name
    self.salary = salary
    self.manager = manager
  }
}

// MARK: Matchers the docs declare, which later snippets use

/// The matcher "Writing your own matcher" declares.
func isEven() -> Matcher<Int> {
  Matcher("an even number") { $0.isMultiple(of: 2) }
}

// MARK: What the docs refer to without declaring it

/// Values and functions a snippet uses as if its test had made them.
protocol DocContext {}

extension DocContext {
  var fetcher: WeatherFetchingMock { WeatherFetchingMock() }
  var service: WeatherService { WeatherService(fetcher: WeatherFetchingMock()) }
  var observer: WeatherObserverMock { WeatherObserverMock() }
  var zipcode: String { "94105" }
  var noon: Date { Date(timeIntervalSince1970: 43_200) }
  var zurichJSON: String { #"{"city": "Zurich"}"# }
  var parser: ForecastParser { ForecastParser() }
  var forecast: Forecast { Forecast() }
  var client: WeatherFetchingMock { WeatherFetchingMock() }
  var city: String { "Zug" }
  var gateway: PaymentGatewayMock { PaymentGatewayMock() }
  var receipt: Receipt { Receipt(id: "r1") }
  var token: String { "tok_1" }
  var catalog: CatalogMock { CatalogMock() }
  var members: MembersMock { MembersMock() }
  var emma: Member { Member(name: "Emma") }
  var formatter: FormatterMock { FormatterMock() }
  var dune: Book { Book(title: "Dune") }

  func slowLookup(_ zipcode: String) async throws -> Conditions { .sunny }
}

// MARK: Payments, for the labelled arguments of "Stubbing and verifying"

struct Receipt: Equatable, Sendable {
  var id: String
}

enum PaymentError: Error, Equatable {
  case declined
}

protocol PaymentGateway: Sendable {
  func charge(amount: Int, token: String) throws -> Receipt
  func transfer(from source: Int, to destination: Int, amount: Int)
}

/// As `generate-mocks` writes it.
final class PaymentGatewayMock: PaymentGateway {
  struct Calls {
    let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
    func charge(amount: Matcher<Int>, token: Matcher<String>)
      -> MockThrowingFunction<Int, String, Receipt>.Call
    { charge.matching(amount, token).among(self) }
    @_disfavoredOverload
    func charge(amount: Int, token: String)
      -> MockThrowingFunction<Int, String, Receipt>.Call
    { charge.matching(amount, token).among(self) }
    var chargeArguments: [(amount: Int, token: String)] { charge.arguments.map { $0 } }
    let transfer = MockFunction<Int, Int, Int, Void>("transfer(from:to:amount:)")
    func transfer(from source: Matcher<Int>, to destination: Matcher<Int>, amount: Matcher<Int>)
      -> MockFunction<Int, Int, Int, Void>.Call
    { transfer.matching(source, destination, amount).among(self) }
    @_disfavoredOverload
    func transfer(from source: Int, to destination: Int, amount: Int)
      -> MockFunction<Int, Int, Int, Void>.Call
    { transfer.matching(source, destination, amount).among(self) }
  }
  let calls = Calls()

  func charge(amount: Int, token: String) throws -> Receipt { try calls.charge(amount, token) }
  func transfer(from source: Int, to destination: Int, amount: Int) {
    calls.transfer(source, destination, amount)
  }
}

// MARK: A library's catalog, for the lenient stubs of "Stubbing and verifying"

struct Book: Equatable, Sendable {
  var title: String
}

protocol Catalog: Sendable {
  func book(isbn: String) -> Book?
}

/// As `generate-mocks` writes it.
final class CatalogMock: Catalog {
  struct Calls {
    let book = MockFunction<String, Book?>("book(isbn:)")
    func book(isbn: Matcher<String>) -> MockFunction<String, Book?>.Call {
      book.matching(isbn).among(self)
    }
    @_disfavoredOverload
    func book(isbn: String) -> MockFunction<String, Book?>.Call { book.matching(isbn).among(self) }
  }
  let calls = Calls()

  func book(isbn: String) -> Book? { calls.book(isbn) }
}

// MARK: Members and a formatter, for the unlabelled calls of "Generating mocks"

struct Member: Equatable, Sendable {
  var name: String
}

protocol Members: Sendable {
  func save(_ member: Member)
}

/// As `generate-mocks` writes it.
final class MembersMock: Members {
  struct Calls {
    let save = MockFunction<Member, Void>("save(_:)")
    func save(_ member: Matcher<Member>) -> MockFunction<Member, Void>.Call {
      save.matching(member).among(self)
    }
    @_disfavoredOverload
    func save(_ member: Member) -> MockFunction<Member, Void>.Call {
      save.matching(member).among(self)
    }
  }
  let calls = Calls()

  func save(_ member: Member) { calls.save(member) }
}

protocol Formatter: Sendable {
  func format(_ value: Double) -> String
}

/// As `generate-mocks` writes it.
final class FormatterMock: Formatter {
  struct Calls {
    let format = MockFunction<Double, String>("format(_:)")
    func format(_ value: Matcher<Double>) -> MockFunction<Double, String>.Call {
      format.matching(value).among(self)
    }
    @_disfavoredOverload
    func format(_ value: Double) -> MockFunction<Double, String>.Call {
      format.matching(value).among(self)
    }
  }
  let calls = Calls()

  func format(_ value: Double) -> String { calls.format(value) }
}

// MARK: A requirement no recorder can record, for "Generating mocks"

struct Job: ~Copyable {
  var id: Int
}

protocol JobQueue: Sendable {
  func enqueue(_ job: consuming Job)
}

/// As `generate-mocks` writes it.
final class JobQueueMock: JobQueue {
  struct Calls: Sendable {}
  let calls = Calls()

  func enqueue(_ job: consuming Job) {
    unrecordedCall(
      "enqueue(_:)", of: "JobQueueMock",
      because:
        "its parameter `job` is of the ~Copyable or ~Escapable type Job, which a recorder cannot keep"
    )
  }
}

/// The code under test that hands the queue its jobs.
struct Dispatcher {
  let queue: any JobQueue
  func drain() { queue.enqueue(Job(id: 1)) }
}

// MARK: An app's trips, isolated to the main actor, for "Values of the main actor"

/// A model as a module isolated to the main actor by default has it: its conformances are
/// isolated, as `InferIsolatedConformances` makes them.
@MainActor
struct Trip: @MainActor Hashable {
  var destination: String
}

@MainActor
protocol TripRepository {
  func save(_ trip: Trip) async throws
}

/// As `generate-mocks` writes it, a call form taking values on the main actor.
@MainActor
final class TripRepositoryMock: TripRepository {
  struct Calls {
    let save = MockAsyncThrowingFunction<Trip, Void>("save(_:)")
    func save(_ trip: Matcher<Trip>) -> MockAsyncThrowingFunction<Trip, Void>.Call {
      save.matching(trip).among(self)
    }
    @MainActor
    @_disfavoredOverload
    func save(_ trip: Trip) -> MockAsyncThrowingFunction<Trip, Void>.Call {
      save.matching(equalTo(trip)).among(self)
    }
  }
  nonisolated let calls = Calls()

  nonisolated init() {}

  func save(_ trip: Trip) async throws { try await calls.save(trip) }
}

extension DocContext {
  @MainActor var rome: Trip { Trip(destination: "Rome") }
  @MainActor var oslo: Trip { Trip(destination: "Oslo") }
  @MainActor var trip: Trip { rome }
  @MainActor var trips: [Trip] { [oslo, rome] }
  @MainActor var nightsByTrip: [Trip: Int] { [rome: 2] }
}

/// "Stubbing and verifying": a generated client's request, long enough to be told by its paths.
struct Input: Equatable, Sendable {
  struct Headers: Equatable, Sendable { var idempotencyKey: String }
  struct PaymentRequest: Equatable, Sendable {
    var amountMinor: Int
    var currency: String
  }
  enum Body: Equatable, Sendable { case json(PaymentRequest) }
  var headers: Headers
  var body: Body

  static func payment(amountMinor: Int) -> Input {
    Input(
      headers: Headers(idempotencyKey: "key-1"),
      body: .json(PaymentRequest(amountMinor: amountMinor, currency: "EUR")))
  }
}
