/**
 * Runs a bench's `main` and ends the process with its outcome: the exit code `main` resolves with (0 when it resolves
 * with nothing), or 1 after printing the error to stderr. The process is ended explicitly: a system a bench stopped can
 * leave handles behind (client sockets, timers) that would keep Node running.
 */
export function runScript(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
