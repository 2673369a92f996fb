import {describe, expect, it} from 'vitest';
import {FAULT_WINDOWS, phaseAt, proxyRules} from './faults';

describe('fault schedule', () => {
  it('puts each fault in its window every minute, calm in between', () => {
    expect(phaseAt(0)).toBe('calm');
    expect(phaseAt(9_000)).toBe('latency');
    expect(phaseAt(60_000 + 21_000)).toBe('5xx');
    expect(phaseAt(5 * 60_000 + 33_000)).toBe('resets');
    expect(phaseAt(44_000)).toBe('kv-outage');
    expect(phaseAt(50_000)).toBe('calm');
    expect(new Set(FAULT_WINDOWS.map((w) => w.phase)).size).toBe(4);
  });

  it('turns each phase into the fault proxy rules, the 5xx status changing minute by minute', () => {
    expect(proxyRules('latency', 0)).toEqual([{fault: 'slow'}]);
    expect(proxyRules('resets', 3)).toEqual([{fault: 'refuse'}]);
    expect([0, 1, 2, 3].map((minute) => proxyRules('5xx', minute)[0]!.fault)).toEqual(['500', '502', '503', '504']);
    // The KV outage rides on each request's test-hook header, not on the proxy.
    expect(proxyRules('kv-outage', 0)).toEqual([]);
    expect(proxyRules('calm', 0)).toEqual([]);
  });
});
