import {describe, expect, it} from 'vitest';
import {BOT_MEMO_SIZE, isBotAgent, rememberedAgents} from './bot.server';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('isBotAgent', () => {
  it('answers as isbot does, the first time and from memory', () => {
    for (let i = 0; i < 2; i++) {
      expect(isBotAgent(CHROME)).toBe(false);
      expect(isBotAgent(GOOGLEBOT)).toBe(true);
      expect(isBotAgent('curl/8.5.0')).toBe(true);
    }
  });

  it('treats a missing user agent as isbot treats an empty one', () => {
    expect(isBotAgent(null)).toBe(isBotAgent(''));
  });

  it(`remembers at most ${BOT_MEMO_SIZE} user agents`, () => {
    for (let i = 0; i < BOT_MEMO_SIZE * 2; i++) isBotAgent(`${CHROME} build/${i}`);
    expect(rememberedAgents()).toBe(BOT_MEMO_SIZE);
    expect(isBotAgent(`${GOOGLEBOT} build/1`)).toBe(true);
  });
});
