// The one place that names the C library. Every other file of formsh imports FormshPlatform,
// which re-exports it: Glibc on most Linux systems, Musl on Alpine and static builds.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#endif
