import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {afterHydration} from './after-hydration';

describe('afterHydration', () => {
  it('sends nothing from the server and does not load the part there', () => {
    let loaded = 0;
    const Part = afterHydration(async () => {
      loaded += 1;
      return ({label}: {label: string}) => <button type="button">{label}</button>;
    });
    expect(renderToString(<Part label="Save for later" />)).toBe('');
    expect(loaded).toBe(0);
  });
});
