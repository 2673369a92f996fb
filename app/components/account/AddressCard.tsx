import type {CustomerAddressFragment} from 'storefrontapi.generated';
import {formatPhone} from '~/features/account/phone';

/** A postal address as lines of text. */
export function AddressCard({address}: {address: CustomerAddressFragment}) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.provinceCode ?? address.province, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="address-card">
      {name ? <span>{name}</span> : null}
      {address.company ? <span>{address.company}</span> : null}
      {address.address1 ? <span>{address.address1}</span> : null}
      {address.address2 ? <span>{address.address2}</span> : null}
      {cityLine ? <span>{cityLine}</span> : null}
      {address.country ? <span>{address.country}</span> : null}
      {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
    </address>
  );
}
