// Small marks for the payment channels, drawn here in the app's rounded style with each brand's colour (not the
// brands' own logos): a blue tile with a "G" arc for GCash, a green tile with an "m" stroke for Maya, a bank front.

export type ChannelMarkKind = 'gcash' | 'maya' | 'bank';

/** Which mark a channel or receiving bank gets: by its name for the e-wallets, the bank front for anything else. */
export function channelMarkKind(name: string): ChannelMarkKind {
  const lower = name.toLowerCase();
  if (lower.includes('gcash')) return 'gcash';
  if (lower.includes('maya') || lower.includes('paymaya')) return 'maya';
  return 'bank';
}

const GCASH_BLUE = '#0a6cff';
const MAYA_GREEN = '#00b464';
const BANK_SLATE = '#3a4a6b';

/** Decorative: the chip or row beside it names the channel in words. */
export function ChannelMark({ name, size = 24 }: { name: string; size?: number }) {
  const kind = channelMarkKind(name);
  return (
    <svg className={`channel-mark channel-mark-${kind}`} data-mark={kind} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'gcash' && (
        <>
          <rect width="24" height="24" rx="6" fill={GCASH_BLUE} />
          <path d="M16.6 8.2A6 6 0 1 0 18 12h-5.4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {kind === 'maya' && (
        <>
          <rect width="24" height="24" rx="6" fill={MAYA_GREEN} />
          <path
            d="M5.5 17V10.5a2.6 2.6 0 0 1 5.2 0V17m0-6.5a2.6 2.6 0 0 1 5.2 0V17"
            fill="none"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="18.8" cy="16.6" r="1.5" fill="#fff" />
        </>
      )}
      {kind === 'bank' && (
        <>
          <rect width="24" height="24" rx="6" fill={BANK_SLATE} />
          <path d="M4.5 9.5 12 5l7.5 4.5z" fill="#f5b82e" />
          <path d="M7 11v5.5M10.3 11v5.5M13.7 11v5.5M17 11v5.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          <path d="M5 18.5h14" stroke="#f5b82e" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
