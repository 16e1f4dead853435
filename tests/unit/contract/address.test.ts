import { describe, expect, it } from 'vitest';
import { addressLine, deliveryAddress } from '../../../contract/address.ts';

const good = {
  recipient: 'Maria Dela Cruz',
  mobile: '0917 123 4567',
  region: 'NCR',
  city: 'Quezon City',
  barangay: 'Bagong Pag-asa',
  street: '12 Mabini St.',
  postalCode: '1105',
};

describe('delivery address', () => {
  it('accepts a real address and normalises the mobile', () => {
    const parsed = deliveryAddress.parse(good);
    expect(parsed.mobile).toBe('+639171234567');
    expect(addressLine(parsed)).toBe('12 Mabini St., Brgy. Bagong Pag-asa, Quezon City, NCR 1105');
  });

  it('accepts Filipino letters', () => {
    expect(deliveryAddress.safeParse({ ...good, barangay: 'Santo Niño', city: 'Parañaque' }).success).toBe(true);
  });

  it.each([
    ['mobile', '12345', 'Enter a Philippine mobile number'],
    ['postalCode', '110', 'A postal code is 4 digits'],
    ['region', 'Metro Manila', 'Choose a region'],
    ['street', '<b>x</b>', 'may use letters'],
    ['recipient', ' ', 'Enter the recipient name'],
  ])('refuses a bad %s with words a player can act on', (field, value, message) => {
    const result = deliveryAddress.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain(message);
  });
});
