import Foundation

/// A self-signed certificate for 127.0.0.1 and localhost, made with `openssl` once per test
/// process in a temporary directory: the test backend serves HTTPS with it, and tests pass
/// `certificatePath` to formsh as `--cacert` (without it, formsh must refuse the server).
struct TestCertificate: Sendable {
  /// The certificate (PEM): what `--cacert` names.
  let certificatePath: String
  /// Its private key (PEM, unencrypted), for the backend only.
  let keyPath: String

  /// The process's certificate, made on first use; throws when `openssl` failed.
  static func shared() throws -> TestCertificate { try made.get() }

  private static let made: Result<TestCertificate, TestBackend.Failure> = Result {
    () throws(TestBackend.Failure) -> TestCertificate in
    do {
      return try TestCertificate.make()
    } catch let failure as TestBackend.Failure {
      throw failure
    } catch {
      throw TestBackend.Failure(description: "openssl did not run: \(error)")
    }
  }

  private static func make() throws -> TestCertificate {
    let directory = NSTemporaryDirectory() + "formsh-certificate-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let certificate = TestCertificate(
      certificatePath: directory + "/cert.pem", keyPath: directory + "/key.pem")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes",
      "-keyout", certificate.keyPath, "-out", certificate.certificatePath, "-days", "2",
      "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ]
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      FileManager.default.fileExists(atPath: certificate.certificatePath)
    else {
      throw TestBackend.Failure(
        description: "openssl failed (\(process.terminationStatus)): "
          + String(decoding: said, as: UTF8.self))
    }
    return certificate
  }
}
