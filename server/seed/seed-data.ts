// What a fresh database starts with: config bounds, themes, activities, VIP levels, customer service. Data only.
import { PROP, type ThemeColours } from '../../contract/index.ts';
import type { StoredConfig } from '../domain/app-config.ts';
import type { Insertable } from 'kysely';
import type { ActivitiesTable, AwardJson, CustomerServicesTable, MallGoodsTable } from '../db/schema.ts';

export const CONFIG_DEFAULTS: StoredConfig = {
  accountLengthMin: 4,
  accountLengthMax: 16,
  usernameLengthMin: 2,
  usernameLengthMax: 24,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  withdrawAccountLengthMin: 10,
  withdrawAccountLengthMax: 20,
  smsCodeLengthMin: 4,
  smsCodeLengthMax: 6,
  safeboxPasswordLength: 6,
  feedbackImageLimit: 3,
  nicknameLengthMin: 0,
  nicknameLengthMax: 12,
  minRechargeStatus: true,
  kycAmount: 500_000,
  gameListVersion: '1',
  language: 'en-PH',
  currency: 'PHP',
  countryCode: 'ph',
};

const goldNight: Required<ThemeColours> = {
  bg: '#0f0b1e',
  surface: '#1a1433',
  surface2: '#251c47',
  text: '#f6f1ff',
  muted: '#a79fc4',
  primary: '#f5b82e',
  primaryText: '#241a00',
  accent: '#8b5cf6',
  success: '#22c55e',
  danger: '#ef4444',
};

const ocean: Required<ThemeColours> = {
  bg: '#06141f',
  surface: '#0c2233',
  surface2: '#123049',
  text: '#eaf6ff',
  muted: '#8fb0c6',
  primary: '#22b8cf',
  primaryText: '#02222a',
  accent: '#f59e0b',
  success: '#22c55e',
  danger: '#ef4444',
};

export const THEMES = [
  { id: 'gold-night', theme_name: 'Gold Night', theme_domian: '', theme_json_data: JSON.stringify(goldNight), is_default: true },
  { id: 'ocean', theme_name: 'Ocean', theme_domian: '', theme_json_data: JSON.stringify(ocean), is_default: false },
];

const APP_PATH = 1;
const LISTED = 2;

function activity(id: number, sort: number, name: string, clickAction: string, extra: Partial<Insertable<ActivitiesTable>> = {}): Insertable<ActivitiesTable> {
  return { id, sort, name, type: LISTED, click_type: APP_PATH, click_action: clickAction, theme_url: '', img_url4: '', ...extra };
}

// The start modals (110-114) and the Leaderboard tile (115) come with migrations 022 and 029, which every database
// runs before its seed: one home for them, and a seed that still runs on a database migrated only so far.
export const ACTIVITIES: Insertable<ActivitiesTable>[] = [
  activity(101, 1, 'Welcome: join PisoWin', '/auth/register', { unlogin_show_status: 1 }),
  activity(102, 2, 'Daily sign-in', '/activity/sign-in'),
  activity(103, 3, 'Lucky spin', '/activity/spin'),
  activity(104, 4, 'First deposit bonus', '/activity/first-deposit'),
  activity(105, 5, 'Jackpot draw', '/activity/jackpot', { home_float_show_status: 1 }),
  activity(106, 6, 'Monthly bonus', '/activity/monthly-bonus'),
  activity(107, 7, 'Lottery', '/activity/lottery'),
  activity(108, 8, 'Red vs Blue', '/activity/redpkblue'),
  activity(109, 9, 'Coin pusher', '/activity/coin-pusher'),
];

const coin = (pesos: number): AwardJson => ({ id: PROP.coin, count: pesos * 100 });
const PERCENT_COUPON = 1001;
const FIXED_COUPON = 1201;
const LOTTERY = 80001;

/** Experience is in hundredths of valid bet; betLimit is the largest single bet in hundredths. */
export const VIP_LEVELS = [
  { level: 0, experience: 0, bet_limit: 50_000, daily_award: [], show_type: 1 },
  { level: 1, experience: 100_000, bet_limit: 100_000, daily_award: [coin(5)], show_type: 1 },
  { level: 2, experience: 500_000, bet_limit: 200_000, daily_award: [coin(10), { id: PROP.points, count: 10 }], show_type: 2 },
  { level: 3, experience: 2_000_000, bet_limit: 500_000, daily_award: [coin(20), { id: PERCENT_COUPON, count: 1 }], show_type: 2 },
  { level: 4, experience: 5_000_000, bet_limit: 1_000_000, daily_award: [coin(50), { id: PROP.liveness, count: 20 }], show_type: 3 },
  { level: 5, experience: 10_000_000, bet_limit: 2_000_000, daily_award: [coin(100), { id: FIXED_COUPON, count: 1 }], show_type: 3 },
  { level: 6, experience: 30_000_000, bet_limit: 5_000_000, daily_award: [coin(200), { id: PROP.diamond, count: 5 }], show_type: 4 },
  { level: 7, experience: 80_000_000, bet_limit: 10_000_000, daily_award: [coin(500), { id: LOTTERY, count: 1 }], show_type: 4 },
  { level: 8, experience: 200_000_000, bet_limit: 20_000_000, daily_award: [coin(1_000), { id: PROP.diamond, count: 20 }], show_type: 5 },
  { level: 9, experience: 500_000_000, bet_limit: 50_000_000, daily_award: [coin(2_000), { id: LOTTERY, count: 3 }], show_type: 5 },
  { level: 10, experience: 1_000_000_000, bet_limit: 100_000_000, daily_award: [coin(5_000), { id: PROP.diamond, count: 100 }], show_type: 6 },
];

export const CUSTOMER_SERVICES: Insertable<CustomerServicesTable>[] = [
  { id: 1, name: 'Live chat', item_type: 1, param1: '12345678', param2: '1', url: '', sort: 1 },
  { id: 2, name: 'Messenger', item_type: 2, param1: '', param2: '', url: 'https://m.me/pisowin', sort: 2 },
  // Dedicated VIP service (migration 035 min_vip): a VIP chat group and a VIP hotline.
  { id: 3, name: 'VIP live chat', item_type: 1, param1: '12345678', param2: '2', url: '', sort: 3, min_vip: 3 },
  { id: 4, name: 'VIP hotline', item_type: 3, param1: '', param2: '', url: 'tel:+639171234567', sort: 4, min_vip: 3 },
];

export const DEMO_PLAYER = { account: 'demo', password: 'demo1234', nickname: 'Demo Player', vip: 1, openingBalance: 500_000 };

/** The diamond mall's first goods: prices in diamonds, value in hundredths, real stock the operator holds. */
export const MALL_GOODS: Insertable<MallGoodsTable>[] = [
  { id: 1, name: 'PisoWin tumbler', picture: '', price: 300, value: 35_000, stock: 50, sort: 1 },
  { id: 2, name: 'PisoWin cap', picture: '', price: 450, value: 50_000, stock: 30, sort: 2 },
  { id: 3, name: 'PisoWin shirt (size L)', picture: '', price: 600, value: 65_000, stock: 20, sort: 3 },
  { id: 4, name: 'Power bank 10,000 mAh', picture: '', price: 1_200, value: 120_000, stock: 10, sort: 4 },
];
