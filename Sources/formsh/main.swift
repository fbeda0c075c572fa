import FormshPlatform
import FormshShell

exit(Formsh.main(Array(CommandLine.arguments.dropFirst())))
