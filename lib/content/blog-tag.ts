/**
 * A blog tag as it is stored and looked for (client-safe): lower case by Turkish rules, the agency's
 * language ("Kapadokya" → "kapadokya", "İzmir" → "izmir", "Iğdır" → "ığdır"). Saving and filtering both
 * go through it, so `?tag=Kapadokya` finds the posts tagged "kapadokya".
 */
export function blogTag(tag: string): string {
  return tag.trim().toLocaleLowerCase('tr');
}
