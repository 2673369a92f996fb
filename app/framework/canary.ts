/**
 * What a canary test says when a framework internal the shop relies on is gone
 * or has changed: which internal, why the shop needs it, and what to do. Each
 * internal in `app/framework/` has a canary test run against the installed
 * package, so an upgrade that changes one fails loudly instead of quietly
 * turning a measure off.
 */
export interface FrameworkInternal {
  /** The internal, as it is named in the installed package (`window.__remixContext.stream`). */
  internal: string;
  /** Why the shop reaches for it: what stops working without it. */
  why: string;
  /** What to do when it changed: the public replacement to look for, or how to adapt. */
  whatToDo: string;
}

export function canaryMessage({internal, why, whatToDo}: FrameworkInternal): string {
  return `Framework internal changed: ${internal}\n  Why the shop needs it: ${why}\n  What to do: ${whatToDo}`;
}

/** Throws the canary message unless `holds`: for a test to call with what it found in the installed package. */
export function expectInternal(holds: boolean, internal: FrameworkInternal): void {
  if (!holds) throw new Error(canaryMessage(internal));
}
