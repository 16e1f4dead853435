// @vitest-environment jsdom
// The delivery address form words each field's problem in the player's language (the contract's own words are the
// server's), and finds the same problems the server would refuse.
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryAddress, type DeliveryAddressInput } from '../../../contract/address.ts';
import { addLanguage, setLanguage } from '../../../src/lib/i18n/index.ts';
import { fil } from '../../../src/lib/i18n/fil.ts';
import { addressErrors } from '../../../src/ui/address-fields.tsx';

// What a player may type, a region left unchosen included (the form holds '' until one is picked).
const BAD = {
  recipient: ' ',
  mobile: '12',
  region: '',
  city: 'x'.repeat(81),
  barangay: 'Poblacion <b>',
  street: 'Rizal St',
  postalCode: '110',
} as unknown as DeliveryAddressInput;
const GOOD = {
  recipient: 'Juan Dela Cruz',
  mobile: '0917 123 4567',
  region: 'NCR',
  city: 'Quezon City',
  barangay: 'Bagong Pag-asa',
  street: '12 Rizal St',
  postalCode: '1105',
} satisfies DeliveryAddressInput;

describe('addressErrors', () => {
  afterEach(() => setLanguage('en-PH'));

  it('names every bad field in English, as the server refuses them', () => {
    expect(addressErrors(BAD)).toEqual({
      recipient: 'Enter the recipient name',
      mobile: 'Enter a Philippine mobile number, e.g. 0917 123 4567',
      region: 'Choose a region',
      city: 'At most 80 characters',
      barangay: "Use letters, numbers and . , ' # / ( ) - only",
      postalCode: 'A postal code is 4 digits, e.g. 1000',
    });
    expect([...new Set(deliveryAddress.safeParse(BAD).error?.issues.map((i) => i.path[0]))].sort()).toEqual(Object.keys(addressErrors(BAD)!).sort());
    expect(addressErrors(GOOD)).toBeNull();
  });

  it('says them in Filipino for a Filipino player', () => {
    addLanguage('fil', fil);
    setLanguage('fil');
    expect(addressErrors(BAD)).toEqual({
      recipient: fil['address.errorRecipient'],
      mobile: fil['address.errorMobile'],
      region: fil['address.regionChoose'],
      city: 'Hanggang 80 na character lang',
      barangay: fil['address.errorCharacters'],
      postalCode: fil['address.errorPostal'],
    });
  });
});
