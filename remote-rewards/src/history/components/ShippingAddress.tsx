import type { ShippingAddress as Address } from '@laurel/shared/contract';

/** An address as it is written on a parcel. */
export function ShippingAddress({ address }: { address: Address }) {
  return (
    <address>
      {address.address1}
      <br />
      {address.address2 && (
        <>
          {address.address2}
          <br />
        </>
      )}
      {address.city}, {address.state} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}
