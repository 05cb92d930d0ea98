import Mockery
import Weather
import XCTest

/// A test that must fail: its verification is wrong on purpose, and CTest expects the failure.
final class WrongVerificationTests: XCTestCase {
  func testAWrongVerificationFails() async {
    let fetcher = WeatherFetchingMock()
    when(fetcher.calls.conditions(forZipcode: "94105")).thenReturn("sunny")
    _ = await WeatherService(fetcher: fetcher).refresh()
    verify(fetcher.calls.conditions(forZipcode: "10001"))
  }

  // XCTest on Linux runs the tests listed here.
  static var allTests: [(String, (WrongVerificationTests) -> () throws -> Void)] {
    [
      ("testAWrongVerificationFails", asyncTest(testAWrongVerificationFails))
    ]
  }
}
