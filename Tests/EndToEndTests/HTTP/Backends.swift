import Foundation

/// The test backends the HTTP tests share: one over HTTP, one over HTTPS, started once per
/// test process. Tests that read the backend's log look only at paths of their own (a query
/// marker), since other tests use the same backend at the same time.
enum Backends {
  private static let plainStart = Result { try TestBackend.start() }
  private static let secureStart = Result { try TestBackend.start(tls: true) }

  private static let fastAPIStart = Result { try TestBackend.start(app: "fastapi_app") }
  private static let djangoRESTStart = Result { try TestBackend.start(app: "drf_app") }

  /// The FastAPI app (`Backend/frameworks/fastapi_app.py`).
  static func fastAPI() throws -> TestBackend { try fastAPIStart.get() }

  /// The Django REST framework app (`Backend/frameworks/drf_app.py`).
  static func djangoREST() throws -> TestBackend { try djangoRESTStart.get() }

  /// The HTTP backend.
  static func plain() throws -> TestBackend { try plainStart.get() }

  /// The HTTPS backend (its certificate: `TestCertificate.shared().certificatePath`).
  static func secure() throws -> TestBackend { try secureStart.get() }

  /// A marker no other test uses, for a query string.
  static func marker() -> String { UUID().uuidString.lowercased() }

  /// The requests logged whose path contains `marker`.
  static func requests(_ backend: TestBackend, containing marker: String) throws
    -> [LoggedRequest]
  {
    try backend.requests().filter { $0.path.contains(marker) }
  }
}
