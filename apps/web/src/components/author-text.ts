/**
 * A stored author as the pages show it: the username, and when an Admin made the record while impersonating them, that
 * Admin after it ("bob (written by root-admin impersonating them)"). `made` is the verb of the record: "written" for a
 * note, "sent" for feedback, "created", "submitted", "changed", "set".
 */
export function authorText(author: string, impersonatedBy: string | null | undefined, made: string): string {
  return impersonatedBy ? `${author} (${made} by ${impersonatedBy} impersonating them)` : author;
}
