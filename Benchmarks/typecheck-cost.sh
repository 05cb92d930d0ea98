#!/usr/bin/env bash
# What writing calls as the code writes them costs the compiler: the time `swiftc -typecheck`
# takes over a test file of 50 stubs and verifications written by label,
# `when(gateway.calls.charge(amount: 390, token: "tok_1"))`, against the same 50 written by
# position, `gateway.calls.charge.when(390, "tok_1")`, both beside the same mock, and the mock
# alone; then 50 written with today's call forms, which unlabelled and overloaded requirements
# have too, `verify(gateway.calls.save(member))`, beside the mock generate-mocks writes today
# (its value forms `@_disfavoredOverload`), against the 50 by label beside the mock of before.
# Runs alternate, so all see the same load; prints the medians.
#
# Run: bash Benchmarks/typecheck-cost.sh [repetitions, default 11]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
repetitions=${1:-11}
# shellcheck source=common.sh
source "$root/Benchmarks/common.sh"

swift build --package-path "$root" --target Mockery >/dev/null
bin=$(swift build --package-path "$root" --show-bin-path)
# MockeryStartup, the C module MockeryMatchers imports, is found by its module map.
mockery=(-I "$bin/Modules" -I "$root/Sources/MockeryStartup/include")

cat >"$work/Mock.swift" <<'SWIFT'
import Mockery

struct Receipt: Equatable, Sendable { var id: String }

protocol PaymentGateway: Sendable {
  func charge(amount: Int, token: String) throws -> Receipt
  func transfer(from source: Int, to destination: Int, amount: Int)
  func refund(_ receipt: Receipt, amount: Int) async
}

final class PaymentGatewayMock: PaymentGateway {
  struct Calls {
    let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
    func charge(amount: Matcher<Int>, token: Matcher<String>)
      -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
    func charge(amount: Int, token: String)
      -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
    let transfer = MockFunction<Int, Int, Int, Void>("transfer(from:to:amount:)")
    func transfer(from source: Matcher<Int>, to destination: Matcher<Int>, amount: Matcher<Int>)
      -> MockFunction<Int, Int, Int, Void>.Call { transfer.matching(source, destination, amount) }
    func transfer(from source: Int, to destination: Int, amount: Int)
      -> MockFunction<Int, Int, Int, Void>.Call { transfer.matching(source, destination, amount) }
    let refund = MockAsyncFunction<Receipt, Int, Void>("refund(_:amount:)")
    func refund(_ receipt: Matcher<Receipt>, amount: Matcher<Int>)
      -> MockAsyncFunction<Receipt, Int, Void>.Call { refund.matching(receipt, amount) }
    func refund(_ receipt: Receipt, amount: Int)
      -> MockAsyncFunction<Receipt, Int, Void>.Call { refund.matching(receipt, amount) }
  }
  let calls = Calls()

  func charge(amount: Int, token: String) throws -> Receipt { try calls.charge(amount, token) }
  func transfer(from source: Int, to destination: Int, amount: Int) {
    calls.transfer(source, destination, amount)
  }
  func refund(_ receipt: Receipt, amount: Int) async { await calls.refund(receipt, amount) }
}
SWIFT

# The mock generate-mocks writes today: a call form for every method with arguments.
cat >"$work/MockNow.swift" <<'SWIFT'
import Mockery

struct Receipt: Equatable, Sendable { var id: String }

protocol PaymentGateway: Sendable {
  func charge(amount: Int, token: String) throws -> Receipt
  func transfer(from source: Int, to destination: Int, amount: Int)
  func refund(_ receipt: Receipt, amount: Int) async
  func save(_ receipt: Receipt)
  func load(id: Int) -> Receipt?
  func load(name: String) -> Receipt?
  func format(_ value: Double) -> String
}

final class PaymentGatewayMock: PaymentGateway {
  struct Calls {
    let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
    func charge(amount: Matcher<Int>, token: Matcher<String>)
      -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
    @_disfavoredOverload
    func charge(amount: Int, token: String)
      -> MockThrowingFunction<Int, String, Receipt>.Call { charge.matching(amount, token) }
    let transfer = MockFunction<Int, Int, Int, Void>("transfer(from:to:amount:)")
    func transfer(from source: Matcher<Int>, to destination: Matcher<Int>, amount: Matcher<Int>)
      -> MockFunction<Int, Int, Int, Void>.Call { transfer.matching(source, destination, amount) }
    @_disfavoredOverload
    func transfer(from source: Int, to destination: Int, amount: Int)
      -> MockFunction<Int, Int, Int, Void>.Call { transfer.matching(source, destination, amount) }
    let refund = MockAsyncFunction<Receipt, Int, Void>("refund(_:amount:)")
    func refund(_ receipt: Matcher<Receipt>, amount: Matcher<Int>)
      -> MockAsyncFunction<Receipt, Int, Void>.Call { refund.matching(receipt, amount) }
    @_disfavoredOverload
    func refund(_ receipt: Receipt, amount: Int)
      -> MockAsyncFunction<Receipt, Int, Void>.Call { refund.matching(receipt, amount) }
    let save = MockFunction<Receipt, Void>("save(_:)")
    func save(_ receipt: Matcher<Receipt>) -> MockFunction<Receipt, Void>.Call {
      save.matching(receipt)
    }
    @_disfavoredOverload
    func save(_ receipt: Receipt) -> MockFunction<Receipt, Void>.Call { save.matching(receipt) }
    let loadId = MockFunction<Int, Receipt?>("load(id:)")
    func load(id: Matcher<Int>) -> MockFunction<Int, Receipt?>.Call { loadId.matching(id) }
    @_disfavoredOverload
    func load(id: Int) -> MockFunction<Int, Receipt?>.Call { loadId.matching(id) }
    let loadName = MockFunction<String, Receipt?>("load(name:)")
    func load(name: Matcher<String>) -> MockFunction<String, Receipt?>.Call {
      loadName.matching(name)
    }
    @_disfavoredOverload
    func load(name: String) -> MockFunction<String, Receipt?>.Call { loadName.matching(name) }
    let format = MockFunction<Double, String>("format(_:)")
    func format(_ value: Matcher<Double>) -> MockFunction<Double, String>.Call {
      format.matching(value)
    }
    @_disfavoredOverload
    func format(_ value: Double) -> MockFunction<Double, String>.Call { format.matching(value) }
  }
  let calls = Calls()

  func charge(amount: Int, token: String) throws -> Receipt { try calls.charge(amount, token) }
  func transfer(from source: Int, to destination: Int, amount: Int) {
    calls.transfer(source, destination, amount)
  }
  func refund(_ receipt: Receipt, amount: Int) async { await calls.refund(receipt, amount) }
  func save(_ receipt: Receipt) { calls.save(receipt) }
  func load(id: Int) -> Receipt? { calls.loadId(id) }
  func load(name: String) -> Receipt? { calls.loadName(name) }
  func format(_ value: Double) -> String { calls.format(value) }
}
SWIFT

# The same ten statements each way, five times over: literals, matchers, variables.
write_test() {  # write_test <file> <by-label|by-position>
  {
    echo "import Mockery"
    echo "func stubAndVerify(_ gateway: PaymentGatewayMock, amount: Int, token: String) async {"
    echo "  let receipt = Receipt(id: \"r\")"
    for _ in 1 2 3 4 5; do
      if [ "$2" = by-label ]; then
        cat <<'SWIFT'
  when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(receipt)
  when(gateway.calls.charge(amount: greaterThan(1_000), token: anything())).thenReturn(receipt)
  when(gateway.calls.charge(amount: amount, token: token)).thenReturn(receipt)
  verify(gateway.calls.charge(amount: 390, token: "tok_1"))
  verify(gateway.calls.charge(amount: greaterThan(100), token: startsWith("tok")), times: 2)
  verify(gateway.calls.transfer(from: 1, to: 2, amount: 5))
  verify(gateway.calls.transfer(from: anything(), to: 2, amount: lessThan(10)), times: .never)
  expect(gateway.calls.refund(equalTo(receipt), amount: 90))
  await verify(gateway.calls.refund(receipt, amount: amount), within: .seconds(1))
  verifyInOrder(gateway.calls.charge(amount: 390, token: "tok_1"), gateway.calls.transfer)
SWIFT
      else
        cat <<'SWIFT'
  gateway.calls.charge.when(390, "tok_1").thenReturn(receipt)
  gateway.calls.charge.when(greaterThan(1_000), anything()).thenReturn(receipt)
  gateway.calls.charge.when(amount, token).thenReturn(receipt)
  gateway.calls.charge.verify(390, "tok_1")
  gateway.calls.charge.verify(greaterThan(100), startsWith("tok"), times: 2)
  gateway.calls.transfer.verify(1, 2, 5)
  gateway.calls.transfer.verify(anything(), 2, lessThan(10), times: .never)
  gateway.calls.refund.expect(equalTo(receipt), 90)
  await gateway.calls.refund.verify(receipt, amount, within: .seconds(1))
  verifyInOrder(gateway.calls.charge.called(390, "tok_1"), gateway.calls.transfer)
SWIFT
      fi
    done
    echo "}"
  } >"$1"
}
write_test "$work/ByLabel.swift" by-label
write_test "$work/ByPosition.swift" by-position
{
  echo "import Mockery"
  echo "func stubAndVerify(_ gateway: PaymentGatewayMock, amount: Int, token: String) async {"
  echo "  let receipt = Receipt(id: \"r\")"
  for _ in 1 2 3 4 5; do
    cat <<'SWIFT'
  when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(receipt)
  when(gateway.calls.charge(amount: greaterThan(1_000), token: anything())).thenReturn(receipt)
  when(gateway.calls.charge(amount: amount, token: token)).thenReturn(receipt)
  verify(gateway.calls.save(receipt))
  verify(gateway.calls.save(anything()), times: 2)
  when(gateway.calls.load(id: 5)).thenReturn(receipt)
  when(gateway.calls.load(name: startsWith("A"))).thenReturn(nil)
  when(gateway.calls.format(2.5)).thenReturn("2.5")
  expect(gateway.calls.refund(equalTo(receipt), amount: 90))
  await verify(gateway.calls.refund(receipt, amount: amount), within: .seconds(1))
SWIFT
  done
  echo "}"
} >"$work/ByCallForm.swift"

typecheck() {  # typecheck <files...>: seconds
  local start end
  start=$(date +%s.%N)
  swiftc -typecheck -swift-version 6 -parse-as-library -module-name Spec "${mockery[@]}" "$@"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}


: >"$work/mock" && : >"$work/label" && : >"$work/position" && : >"$work/mocknow" && : >"$work/callform"
typecheck "$work/Mock.swift" "$work/ByLabel.swift" >/dev/null  # warm the module cache
for _ in $(seq "$repetitions"); do
  typecheck "$work/Mock.swift" >>"$work/mock"
  typecheck "$work/Mock.swift" "$work/ByPosition.swift" >>"$work/position"
  typecheck "$work/Mock.swift" "$work/ByLabel.swift" >>"$work/label"
  typecheck "$work/MockNow.swift" >>"$work/mocknow"
  typecheck "$work/MockNow.swift" "$work/ByCallForm.swift" >>"$work/callform"
done
mock=$(median <"$work/mock")
position=$(median <"$work/position")
label=$(median <"$work/label")
mocknow=$(median <"$work/mocknow")
callform=$(median <"$work/callform")
python3 - "$mock" "$position" "$label" "$repetitions" "$mocknow" "$callform" <<'PYTHON'
import json, sys
mock, position, label, repetitions, mocknow, callform = map(float, sys.argv[1:7])
by_position, by_label = position - mock, label - mock
print(f"swiftc -typecheck, median of {int(repetitions)} runs each:")
print(f"  the mock alone:                    {mock:.3f} s")
print(f"  + 50 stubs and checks by position: {position:.3f} s  ({by_position * 1000:.0f} ms for the 50)")
print(f"  + the same 50 by label:            {label:.3f} s  ({by_label * 1000:.0f} ms for the 50)")
print(f"  labels against positions:          {label / position:.2f}x the whole, "
      f"{by_label / by_position if by_position > 0 else float('nan'):.2f}x the 50 statements' own time")
by_form = callform - mocknow
print(f"  today's mock alone:                {mocknow:.3f} s")
print(f"  + 50 with today's call forms:      {callform:.3f} s  ({by_form * 1000:.0f} ms for the 50)")
print(f"  call forms against labels before:  "
      f"{by_form / by_label if by_label > 0 else float('nan'):.2f}x the 50 statements' own time")
print(json.dumps({"scenario": "typecheck 50 stubs and verifications", "mock": mock,
                  "byPosition": position, "byLabel": label, "mockNow": mocknow,
                  "byCallForm": callform}))
PYTHON
