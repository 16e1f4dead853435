// How a prop (SPEC section 3) is named and how its count reads, from its id range via describeProp.
import { describeProp, type PropInfo, type PropKind } from '../../contract/props.ts';
import { t, type MessageKey } from './i18n/index.ts';

const NAME_KEYS: Record<PropKind, MessageKey> = {
  percentCoupon: 'prop.percentCoupon',
  fixedCoupon: 'prop.fixedCoupon',
  giveCoupon: 'prop.giveCoupon',
  diamondCoupon: 'prop.diamondCoupon',
  lotteryCoupon: 'prop.lotteryCoupon',
  coin: 'prop.coin',
  points: 'prop.points',
  liveness: 'prop.liveness',
  diamond: 'prop.diamond',
  newYear: 'prop.newYear',
  lottery: 'prop.lottery',
  jackpot: 'prop.jackpot',
  unknown: 'prop.unknown',
};

/** The prop's display name, e.g. "Deposit bonus coupon #5", "Mega jackpot", "item #777". */
export function propName(info: PropInfo): string {
  if (info.kind === 'jackpot' && info.tier) return t('prop.jackpotTier', { tier: info.tier });
  return t(NAME_KEYS[info.kind], { n: info.index, id: info.id });
}

/** Colours of a prop's icon by kind: [fill, accent]. */
export function propColours(kind: PropKind): readonly [string, string] {
  switch (kind) {
    case 'percentCoupon':
    case 'fixedCoupon':
    case 'giveCoupon':
      return ['#ff7a45', '#fff1e6'];
    case 'diamondCoupon':
    case 'diamond':
      return ['#36cfc9', '#e6fffb'];
    case 'lotteryCoupon':
    case 'lottery':
      return ['#9254de', '#f9f0ff'];
    case 'coin':
    case 'jackpot':
      return ['#faad14', '#fffbe6'];
    case 'points':
      return ['#40a9ff', '#e6f7ff'];
    case 'liveness':
      return ['#73d13d', '#f6ffed'];
    case 'newYear':
      return ['#f5222d', '#fff1f0'];
    default:
      return ['#8c8c8c', '#f5f5f5'];
  }
}

export { describeProp };
