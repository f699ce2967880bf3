/** Spec §3: a code shown as words, hyphens become spaces and each word is capitalised. */
export function humanize(code: string | null | undefined): string {
  if (!code) return '';
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
