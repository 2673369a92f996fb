import {isbot} from 'isbot';

/** How many user agents an isolate remembers the answer for (most traffic comes from a few browsers). */
export const BOT_MEMO_SIZE = 256;
const memo = new Map<string, boolean>();

/**
 * `isbot` for a user-agent header, remembered per isolate: the pattern is
 * long, and a busy isolate sees the same few user agents over and over.
 */
export function isBotAgent(userAgent: string | null): boolean {
  const agent = userAgent ?? '';
  let answer = memo.get(agent);
  if (answer === undefined) {
    answer = isbot(agent);
    if (memo.size >= BOT_MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(agent, answer);
  }
  return answer;
}

/** How many answers are remembered (for tests). */
export const rememberedAgents = () => memo.size;
