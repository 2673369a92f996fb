import {describe, expect, it, vi} from 'vitest';
import {passedMilestones, sectionProductHandles, toSections} from './sections';

const e = (id: string, contentType: string, fields: Record<string, unknown>) => ({id, contentType, fields});

describe('toSections', () => {
  it('keeps valid sections in order and leaves broken ones out (logged)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sections = toSections([
      e('h', 'hero', {title: 'Hi'}),
      e('bad-faq', 'sectionFaq', {title: 'FAQ', items: [{question: 'no answer'}]}),
      e('faq', 'sectionFaq', {title: 'FAQ', items: [{question: 'Q', answer: 'A'}, {question: 1}]}),
      e('grid', 'sectionProductGrid', {title: 'Shop', productHandles: ['a', 'b', 7]}),
      e('video', 'sectionVideo', {title: 'V', videoUrl: 'javascript:alert(1)', caption: 'c'}),
      e('unknown', 'somethingElse', {}),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['hero', 'faq', 'productGrid']);
    expect(sections[1].fields).toEqual({title: 'FAQ', items: [{question: 'Q', answer: 'A'}]});
    expect(sectionProductHandles(sections)).toEqual(['a', 'b']);
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});

describe('passedMilestones', () => {
  it('reports each of 25/50/75 percent once', () => {
    expect(passedMilestones(30, 100, new Set())).toEqual([25]);
    expect(passedMilestones(80, 100, new Set([25]))).toEqual([50, 75]);
    expect(passedMilestones(80, 100, new Set([25, 50, 75]))).toEqual([]);
    expect(passedMilestones(10, Number.NaN, new Set())).toEqual([]);
  });
});
