import {describe, expect, it} from 'vitest';
import {cleanDictionary, translate} from './dictionary';

describe('language dictionary', () => {
  const dict = cleanDictionary({'learn.readMore': 'Keep reading', 'learn.minutesRead': '{minutes} min read', bad: 3, empty: ' '});

  it('looks a key up and falls back to the default when missing', () => {
    expect(translate(dict, 'learn.readMore', 'Read more')).toBe('Keep reading');
    expect(translate(dict, 'contact.submit', 'Send message')).toBe('Send message');
    expect(translate(undefined, 'x', 'Default')).toBe('Default');
  });

  it('fills placeholders', () => {
    expect(translate(dict, 'learn.minutesRead', '{minutes} min', {minutes: 6})).toBe('6 min read');
    expect(translate(dict, 'x', 'Hi {name} {other}', {name: 'Sam'})).toBe('Hi Sam {other}');
  });

  it('drops values that are not text', () => {
    expect(dict).toEqual({'learn.readMore': 'Keep reading', 'learn.minutesRead': '{minutes} min read'});
    expect(cleanDictionary(null)).toEqual({});
    expect(cleanDictionary(['a'])).toEqual({});
  });
});
