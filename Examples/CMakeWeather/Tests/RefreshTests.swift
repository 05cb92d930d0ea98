import Mockery
import Weather
import XCTest

final class RefreshTests: XCTestCase {
  func testInitStartsTheTimer() {
    let fetcher = WeatherFetchingMock()
    _ = WeatherService(fetcher: fetcher)
    fetcher.calls.startTimer.verifyCalled()
  }

  func testRefreshFetchesTheZipcode() async {
    let fetcher = WeatherFetchingMock()
    when(fetcher.calls.conditions(forZipcode: "94105")).thenReturn("sunny")
    let conditions = await WeatherService(fetcher: fetcher).refresh()
    XCTAssertEqual(conditions, "sunny")
    verify(fetcher.calls.conditions(forZipcode: startsWith("941")))
  }

  // XCTest on Linux runs the tests listed here.
  static var allTests: [(String, (RefreshTests) -> () throws -> Void)] {
    [
      ("testInitStartsTheTimer", testInitStartsTheTimer),
      ("testRefreshFetchesTheZipcode", asyncTest(testRefreshFetchesTheZipcode)),
    ]
  }
}
