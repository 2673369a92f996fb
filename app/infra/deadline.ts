/** What `beforeDeadline` answers when the time ran out first. */
export const LATE = Symbol('late');

/**
 * `promise`'s value, or `LATE` when `ms` pass before it settles; its
 * rejection passes through. The timer is cleared as soon as either comes, so
 * no timer outlives the wait (a worker keeps nothing running after a request).
 */
export async function beforeDeadline<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
