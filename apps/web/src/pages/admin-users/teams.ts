/** The teams typed in a field, comma-separated: trimmed, empty and repeated names left out (bu_teams). */
export function parseTeams(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((team) => team.trim())
        .filter(Boolean),
    ),
  ];
}
