import {describe, expect, it} from 'vitest';
import {addressView} from '../src/customer-accounts/views.js';
import {addressView as storefrontAddressView} from '../src/storefront/views/address.js';

const BROOKLYN = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines',
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Brooklyn',
  province: 'New York',
  country: 'United States',
  zip: '11201',
  phone: '+12125550100',
};

describe('Customer Account API address view', () => {
  it('is the Storefront API view under this API’s field names', () => {
    const view = addressView('gid://shopify/CustomerAddress/1', BROOKLYN);
    expect(view).toMatchObject({
      id: 'gid://shopify/CustomerAddress/1',
      name: 'Ada Lovelace',
      province: 'New York',
      zoneCode: 'NY',
      country: 'United States',
      territoryCode: 'US',
      phoneNumber: '+12125550100',
      formattedArea: 'Brooklyn, NY 11201',
    });
    expect(view.formatted({withName: true})).toEqual([
      'Ada Lovelace',
      'Engines',
      '1 Main St',
      'Apt 2',
      'Brooklyn, NY 11201',
      'United States',
    ]);
    const storefront = storefrontAddressView('x', BROOKLYN);
    expect([view.zoneCode, view.territoryCode, view.phoneNumber]).toEqual([
      storefront.provinceCode,
      storefront.countryCode,
      storefront.phone,
    ]);
    expect(view.formatted({})).toEqual(storefront.formatted({}));
    expect(Object.keys(view)).not.toContain('provinceCode');
  });

  it('takes a stored address without a country as a US one', () => {
    const view = addressView('a', {...BROOKLYN, country: null});
    expect(view).toMatchObject({country: 'United States', territoryCode: 'US', zoneCode: 'NY'});
    expect(view.formatted({}).at(-1)).toBe('United States');
    expect(addressView('a', {...BROOKLYN, country: '  '}).territoryCode).toBe('US');
  });

  it('names the shop’s markets however the country was typed, in both APIs', () => {
    const canada = {...BROOKLYN, province: 'Ontario', country: 'ca'};
    expect(addressView('a', canada)).toMatchObject({country: 'Canada', territoryCode: 'CA', zoneCode: null});
    expect(storefrontAddressView('a', canada)).toMatchObject({country: 'Canada', countryCode: 'CA'});
  });
});
