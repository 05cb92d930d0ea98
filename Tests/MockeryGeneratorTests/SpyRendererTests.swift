import Testing

@testable import MockeryGenerator

/// The spies written for the classes of Examples/MockShapes, whole.
@Suite struct SpyRendererTests {
  /// Open members only; the convenience initializer is not the spy's to call; defaults are kept.
  @Test func aSpyOfAnOpenClass() throws {
    let spied = try #require(Fixture.spied("Thermostat"))
    #expect(
      SpyRenderer.render(spied).code == """
        /// A spy of `Thermostat`: it runs the real implementation of each member it overrides, unless a
        /// test stubs it, and records every call in `calls`, those the real `init` makes included.
        final class ThermostatSpy: Thermostat {
          struct Calls: MockCalls {
            let calibrate = MockFunction<Void>("calibrate()")
            let setTarget = MockFunction<Double, Void>("setTarget(_:)")
            func setTarget(_ value: Matcher<Double>)
              -> MockFunction<Double, Void>.Call { setTarget.matching(value).among(self) }
            @_disfavoredOverload
            func setTarget(_ value: Double)
              -> MockFunction<Double, Void>.Call { setTarget.matching(value).among(self) }
            let reading = MockThrowingFunction<Double>("reading()")
            let history = MockAsyncFunction<Int, [Double]>("history(days:)")
            func history(days: Matcher<Int>)
              -> MockAsyncFunction<Int, [Double]>.Call { history.matching(days).among(self) }
            @_disfavoredOverload
            func history(days: Int)
              -> MockAsyncFunction<Int, [Double]>.Call { history.matching(days).among(self) }
            let mode = MockFunction<String>("mode")
          }
          let calls: Calls

          init(room: String, target: Double = 20, stubbing configure: (Calls) -> Void = { _ in }) {
            calls = Calls(configure)
            super.init(room: room, target: target)
          }

          override func calibrate() { calls.calibrate(callingThrough: super.calibrate) }
          override func setTarget(_ value: Double) {
            calls.setTarget(value, callingThrough: super.setTarget(_:))
          }
          override func reading() throws -> Double { try calls.reading(callingThrough: super.reading) }
          @concurrent override func history(days: Int) async -> [Double] {
            if case .answered(let result) = await calls.history.spied(days) { return result }
            return await super.history(days: days)
          }
          override var mode: String { calls.mode(callingThrough: { super.mode }) }
        }

        """)
  }

  @Test func aSpyOfASubclassWithARequiredInitializer() throws {
    let spied = try #require(Fixture.spied("SmartThermostat"))
    #expect(
      SpyRenderer.render(spied).code == """
        /// A spy of `SmartThermostat`: it runs the real implementation of each member it overrides, unless
        /// a test stubs it, and records every call in `calls`, those the real `init` makes included.
        final class SmartThermostatSpy: SmartThermostat {
          struct Calls: MockCalls {
            let learn = MockFunction<[Double], Double>("learn(from:)")
            func learn(from readings: Matcher<[Double]>)
              -> MockFunction<[Double], Double>.Call { learn.matching(readings).among(self) }
            @_disfavoredOverload
            func learn(from readings: [Double])
              -> MockFunction<[Double], Double>.Call { learn.matching(readings).among(self) }
            let calibrate = MockFunction<Void>("calibrate()")
            let setTarget = MockFunction<Double, Void>("setTarget(_:)")
            func setTarget(_ value: Matcher<Double>)
              -> MockFunction<Double, Void>.Call { setTarget.matching(value).among(self) }
            @_disfavoredOverload
            func setTarget(_ value: Double)
              -> MockFunction<Double, Void>.Call { setTarget.matching(value).among(self) }
            let reading = MockThrowingFunction<Double>("reading()")
            let history = MockAsyncFunction<Int, [Double]>("history(days:)")
            func history(days: Matcher<Int>)
              -> MockAsyncFunction<Int, [Double]>.Call { history.matching(days).among(self) }
            @_disfavoredOverload
            func history(days: Int)
              -> MockAsyncFunction<Int, [Double]>.Call { history.matching(days).among(self) }
            let mode = MockFunction<String>("mode")
          }
          let calls: Calls

          init(room: String, stubbing configure: (Calls) -> Void = { _ in }) {
            calls = Calls(configure)
            super.init(room: room)
          }

          required init(room: String) {
            calls = Calls()
            super.init(room: room)
          }

          override func learn(from readings: [Double]) -> Double {
            calls.learn(readings, callingThrough: super.learn(from:))
          }
          override func calibrate() { calls.calibrate(callingThrough: super.calibrate) }
          override func setTarget(_ value: Double) {
            calls.setTarget(value, callingThrough: super.setTarget(_:))
          }
          override func reading() throws -> Double { try calls.reading(callingThrough: super.reading) }
          @concurrent override func history(days: Int) async -> [Double] {
            if case .answered(let result) = await calls.history.spied(days) { return result }
            return await super.history(days: days)
          }
          override var mode: String { calls.mode(callingThrough: { super.mode }) }
        }

        """)
  }

  @Test func aSpyOfAGenericClass() throws {
    let spied = try #require(Fixture.spied("Box"))
    #expect(
      SpyRenderer.render(spied).code == """
        /// A spy of `Box`: it runs the real implementation of each member it overrides, unless a test stubs
        /// it, and records every call in `calls`, those the real `init` makes included.
        final class BoxSpy<Value>: Box<Value> {
          struct Calls: MockCalls {
            let put = MockFunction<Value, Void>("put(_:)")
            func put(_ value: Matcher<Value>)
              -> MockFunction<Value, Void>.Call { put.matching(value).among(self) }
            let take = MockFunction<Value?>("take()")
          }
          let calls: Calls

          init(stubbing configure: (Calls) -> Void = { _ in }) {
            calls = Calls(configure)
            super.init()
          }

          override func put(_ value: Value) { calls.put(value, callingThrough: super.put(_:)) }
          override func take() -> Value? { calls.take(callingThrough: super.take) }
        }

        """)
  }

  @Test func aSpyOfAnInternalClassSeesEveryMemberThatIsNotFinal() throws {
    let spied = try #require(Fixture.spied("Counter"))
    #expect(
      SpyRenderer.render(spied).code == """
        /// A spy of `Counter`: it runs the real implementation of each member it overrides, unless a test
        /// stubs it, and records every call in `calls`, those the real `init` makes included.
        final class CounterSpy: Counter {
          struct Calls: MockCalls {
            let count = MockFunction<Int>("count")
            let increment = MockFunction<Int, Int>("increment(by:)")
            func increment(by step: Matcher<Int>)
              -> MockFunction<Int, Int>.Call { increment.matching(step).among(self) }
            @_disfavoredOverload
            func increment(by step: Int)
              -> MockFunction<Int, Int>.Call { increment.matching(step).among(self) }
          }
          let calls: Calls

          init(stubbing configure: (Calls) -> Void = { _ in }) {
            calls = Calls(configure)
            super.init()
          }

          override var count: Int { calls.count(callingThrough: { super.count }) }
          override func increment(by step: Int) -> Int {
            calls.increment(step, callingThrough: super.increment(by:))
          }
        }

        """)
  }
  @Test func anOverrideRepeatsItsMethodsOwnWhereClause() throws {
    // `best(of:)` of `Ranking<Value>` needs `Value: Comparable`: without the clause, the
    // override could not call the real implementation.
    let code = SpyRenderer.render(try #require(Fixture.classZooSpied("Ranking"))).code
    #expect(
      code.contains("override func best(of values: [Value]) -> Value? where Value: Comparable {"))
    #expect(code.contains("override func count(of values: [Value]) -> Int {"))
  }

  @Test func aMethodReturningAnOpaqueTypeIsLeftToRunAndTheRestIsSpied() throws {
    let rendered = SpyRenderer.render(try #require(Fixture.classZooSpied("ShapeFactory")))
    #expect(!rendered.code.contains("let makeShape"))
    #expect(!rendered.code.contains("func makeShape"))
    #expect(rendered.code.contains("override func name() -> String"))
    #expect(
      rendered.notes.map(\.member) == ["makeShape()"]
        && rendered.notes.first?.text.contains("returns an opaque type") == true)
  }
}
