import { createFileRoute } from '@tanstack/react-router';
import { CoinPusherPage } from '../../../features/coin-pusher/coin-pusher-page.tsx';
import { RoundProofSheet } from '../../../features/games/round-proof-sheet.tsx';
import { oneOf, searchSchema } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/_auth/activity/coin-pusher')({
  staticData: { navbar: false },
  validateSearch: searchSchema({ tryIt: oneOf([0, 1]) }),
  component: CoinPusherRoute,
});

function CoinPusherRoute() {
  const { tryIt } = Route.useSearch();
  return <CoinPusherPage tryIt={tryIt === 1} verifySheet={(roundId, onClose) => <RoundProofSheet roundId={roundId} onClose={onClose} />} />;
}
