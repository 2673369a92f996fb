/**
 * Resolves in a new task (a zero timeout), so the work after it runs after
 * the browser has had the chance to paint and to handle input: a long piece
 * of start-up work becomes several short tasks.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
