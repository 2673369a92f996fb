import {describe, expect, it} from 'vitest';
import {parseSoakArgs, SoakUsageError, soakPorts} from './options';

const parse = (argv: string[], env: Record<string, string | undefined> = {}) => parseSoakArgs(argv, env, '/repo');

describe('parseSoakArgs', () => {
  it('defaults: 30 minutes, 8 shoppers at 25 req/s, a build, snapshots, ports from 3280', () => {
    expect(parse([])).toEqual({
      minutes: 30,
      shoppers: 8,
      rate: 25,
      build: true,
      snapshots: true,
      portBase: 3280,
      root: '/repo',
      outDir: '/repo/.cache/soak',
    });
  });

  it('takes each flag, as `--flag value` or `--flag=value`', () => {
    const options = parse(['--minutes', '2', '--shoppers=3', '--rate', '7.5', '--no-build', '--no-snapshots']);
    expect(options).toMatchObject({minutes: 2, shoppers: 3, rate: 7.5, build: false, snapshots: false});
  });

  it('takes the environment when no flag is given, and a flag over its variable', () => {
    const env = {SOAK_MINUTES: '5', SOAK_SHOPPERS: '4', SOAK_RATE: '10', TEST_PORT_BASE: '3440'};
    expect(parse([], env)).toMatchObject({minutes: 5, shoppers: 4, rate: 10, portBase: 3440});
    expect(parse(['--minutes', '1'], env).minutes).toBe(1);
  });

  it('rounds the shoppers to a whole number', () => {
    expect(parse(['--shoppers', '4.6']).shoppers).toBe(5);
  });

  it.each([
    [['--minutes', 'soon'], '--minutes (SOAK_MINUTES) must be a positive number, not "soon"'],
    [['--rate=0'], '--rate (SOAK_RATE) must be a positive number, not "0"'],
    [['--shoppers', ''], '--shoppers (SOAK_SHOPPERS) must be a positive number, not ""'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parse(argv)).toThrow(new SoakUsageError(message));
  });

  it('refuses a bad variable, naming it', () => {
    expect(() => parse([], {SOAK_SHOPPERS: '-2'})).toThrow('--shoppers (SOAK_SHOPPERS) must be a positive number, not "-2"');
    expect(() => parse([], {TEST_PORT_BASE: '32.5'})).toThrow(SoakUsageError);
  });

  it('refuses an unknown flag or a flag without its value', () => {
    expect(() => parse(['--minute', '3'])).toThrow(SoakUsageError);
    expect(() => parse(['--minutes'])).toThrow(/--minutes/);
  });
});

describe('soakPorts', () => {
  it('puts the five servers at the base + 20 … + 24', () => {
    expect(soakPorts(3440)).toEqual({shop: 3460, assets: 3461, platform: 3462, proxy: 3463, inspector: 3464});
  });
});
