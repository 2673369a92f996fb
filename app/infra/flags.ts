/** Reads a boolean env binding: only `true`, `1`, `on` and `yes` (any case) turn it on. */
export function isFlagOn(value: string | undefined): boolean {
  return /^(true|1|on|yes)$/i.test((value ?? '').trim());
}
