import {describe, expect, it} from 'vitest';
import {thirdPartySources} from './csp';

describe('third-party CSP sources', () => {
  it('adds nothing when nothing is configured', () => {
    expect(thirdPartySources({analytics: null})).toEqual({scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: []});
  });

  it('adds exactly the tag manager and chat hosts', () => {
    const sources = thirdPartySources({
      analytics: {integration: 'gtm', id: 'GTM-ABC'},
      chatScriptUrl: 'https://chat.example.com/bootstrap.js?v=2',
    });
    expect(sources.scriptSrc).toEqual(['https://www.googletagmanager.com', 'https://chat.example.com']);
    expect(sources.frameSrc).toEqual(['https://chat.example.com']);
  });

  it('never allows a non-https script origin', () => {
    expect(thirdPartySources({analytics: null, chatScriptUrl: 'http://chat.example.com/x.js'}).scriptSrc).toEqual([]);
    expect(thirdPartySources({analytics: null, consentScriptUrl: 'javascript:alert(1)'}).scriptSrc).toEqual([]);
  });
});
