#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import FormshShell

exit(Formsh.main(Array(CommandLine.arguments.dropFirst())))
