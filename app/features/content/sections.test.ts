import {describe, expect, it, vi} from 'vitest';
import {passedMilestones, sectionProductHandles, toSections} from './sections';
import {markdownHtml} from './markdown.server';

const e = (id: string, contentType: string, fields: Record<string, unknown>) => ({id, contentType, fields});

describe('toSections', () => {
  it('keeps valid sections in order and leaves broken ones out (logged)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sections = toSections(
      [
        e('h', 'hero', {title: 'Hi'}),
        e('bad-faq', 'sectionFaq', {title: 'FAQ', items: [{question: 'no answer'}]}),
        e('faq', 'sectionFaq', {title: 'FAQ', items: [{question: 'Q', answer: 'A'}, {question: 1}]}),
        e('grid', 'sectionProductGrid', {title: 'Shop', productHandles: ['a', 'b', 7]}),
        e('video', 'sectionVideo', {title: 'V', videoUrl: 'javascript:alert(1)', caption: 'c'}),
        e('unknown', 'somethingElse', {}),
      ],
      markdownHtml,
    );
    expect(sections.map((s) => s.kind)).toEqual(['hero', 'faq', 'productGrid']);
    expect(sections[1].fields).toEqual({title: 'FAQ', items: [{question: 'Q', answer: {__html: '<p>A</p>\n'}}]});
    expect(sectionProductHandles(sections)).toEqual(['a', 'b']);
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});

describe('Markdown fields', () => {
  it('reach the page as safe HTML rendered by the loader, never as Markdown', () => {
    const [media, faq] = toSections(
      [
        e('m', 'sectionMediaText', {title: 'Why', body: '**Fresh** breath\n[more](/learn) <script>x</script>', imagePosition: 'left'}),
        e('f', 'sectionFaq', {title: 'FAQ', items: [{question: 'How?', answer: 'See [unsafe](javascript:alert(1))'}]}),
      ],
      markdownHtml,
    );
    expect(media!.fields).toEqual({
      title: 'Why',
      imagePosition: 'left',
      body: {__html: '<p><strong>Fresh</strong> breath<br>\n<a href="/learn">more</a> &lt;script&gt;x&lt;/script&gt;</p>\n'},
    });
    expect(faq!.kind === 'faq' && faq!.fields.items[0]!.answer.__html).toBe('<p>See [unsafe](javascript:alert(1))</p>\n');
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
