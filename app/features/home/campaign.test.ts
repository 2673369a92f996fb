import {describe, expect, it} from 'vitest';
import {pickCampaign} from './campaign';

const c = (name: string, holiday: boolean) => ({id: name, contentType: 'campaign', fields: {name, holiday}});

describe('pickCampaign', () => {
  it('shows the everyday campaign while the holiday flag is off', () => {
    expect(pickCampaign([c('holiday', true), c('everyday', false)], false)?.fields.name).toBe('everyday');
  });
  it('switches to the holiday set when the flag is on', () => {
    expect(pickCampaign([c('everyday', false), c('holiday', true)], true)?.fields.name).toBe('holiday');
  });
  it('falls back to everyday when there is no holiday set, and to nothing', () => {
    expect(pickCampaign([c('everyday', false)], true)?.fields.name).toBe('everyday');
    expect(pickCampaign([], false)).toBeNull();
  });
});
