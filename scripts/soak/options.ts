import path from 'node:path';
import {parseArgs} from 'node:util';

/** What one soak run does: how long, how many shoppers at what rate, where, and what it writes. */
export interface SoakOptions {
  minutes: number;
  shoppers: number;
  /** Requests per second all shoppers aim at together. */
  rate: number;
  /** Build the shop first; false serves dist/ as it is. */
  build: boolean;
  /** Heap snapshots early and late (they take a while and hold the traffic). */
  snapshots: boolean;
  /** The servers listen on portBase + 20 … + 24. */
  portBase: number;
  /** The repository: builds, the platform and the runtime start from here. */
  root: string;
  /** Heap snapshots and workerd's log go here. */
  outDir: string;
}

export const SOAK_DEFAULTS = {minutes: 30, shoppers: 8, rate: 25, portBase: 3280} as const;

/** The soak's servers' ports, from the base the tests use too (TEST_PORT_BASE). */
export function soakPorts(portBase: number) {
  return {shop: portBase + 20, assets: portBase + 21, platform: portBase + 22, proxy: portBase + 23, inspector: portBase + 24};
}

/** A flag or variable the soak cannot run with; the command exits 2 with its message. */
export class SoakUsageError extends Error {}

const NUMBERS = [
  {name: 'minutes', env: 'SOAK_MINUTES'},
  {name: 'shoppers', env: 'SOAK_SHOPPERS'},
  {name: 'rate', env: 'SOAK_RATE'},
] as const;

function positive(raw: string | undefined, label: string, fallback: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new SoakUsageError(`${label} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * The command line and environment of `npm run soak`: a flag wins over its variable, the variable
 * over the default.
 */
export function parseSoakArgs(argv: readonly string[], env: Record<string, string | undefined>, root: string): SoakOptions {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {
        minutes: {type: 'string'},
        shoppers: {type: 'string'},
        rate: {type: 'string'},
        'no-build': {type: 'boolean', default: false},
        'no-snapshots': {type: 'boolean', default: false},
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SoakUsageError(error instanceof Error ? error.message : String(error));
  }
  const [minutes, shoppers, rate] = NUMBERS.map(({name, env: envName}) =>
    positive(values[name] ?? env[envName], `--${name} (${envName})`, SOAK_DEFAULTS[name]),
  ) as [number, number, number];
  const portBase = positive(env.TEST_PORT_BASE, 'TEST_PORT_BASE', SOAK_DEFAULTS.portBase);
  if (!Number.isInteger(portBase) || portBase + 24 > 65_535) {
    throw new SoakUsageError(`TEST_PORT_BASE must be a whole port number up to 65511, not "${env.TEST_PORT_BASE}"`);
  }
  return {
    minutes,
    shoppers: Math.round(shoppers),
    rate,
    build: !values['no-build'],
    snapshots: !values['no-snapshots'],
    portBase,
    root,
    outDir: path.join(root, '.cache/soak'),
  };
}
