import { createFileRoute } from '@tanstack/react-router';
import { LineReturnPage } from '../../../features/auth/line-return-page.tsx';
import { lineReturnSearch } from '../../../features/auth/line-return-search.ts';

export const Route = createFileRoute('/auth/social/line')({
  staticData: { navbar: false },
  validateSearch: lineReturnSearch,
  component: LineReturn,
});

function LineReturn() {
  return <LineReturnPage search={Route.useSearch()} />;
}
